import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { useLocation } from 'react-router';
import { ProspectFinder } from '../features/finder/ProspectFinder';
import { prospectsMenu } from './menus';

/** spec outreach §2: /profiles/search-prospects and /search/search-prospects (feature prospect_finder). */
export default function ProspectFinderPage() {
  const t = useT('prospects');
  const menuT = useT('campaigns');
  const { pathname } = useLocation();
  // Under /profiles the finder is a tab of Prospects; under /search (the sidebar's Search) it stands alone.
  const underProspects = pathname.toLowerCase().startsWith('/profiles/');
  return (
    <Page title={t('finder.title')} subtitle={t('finder.subtitle')}>
      {underProspects ? <AreaTabs tabs={prospectsMenu(menuT)} /> : null}
      <ProspectFinder />
    </Page>
  );
}
