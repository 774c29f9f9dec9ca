import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useLocation } from 'react-router';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { prospectsMenu } from './menus';

/** spec outreach §2: /profiles/search-prospects and /search/search-prospects (feature prospect_finder). */
export default function ProspectFinderPage() {
  const t = useT('campaigns');
  const { pathname } = useLocation();
  // Under /profiles the finder is a tab of Prospects; under /search (the sidebar's Search) it stands alone.
  const underProspects = pathname.toLowerCase().startsWith('/profiles/');
  return (
    <Page title={t('finder.title')} subtitle={t('finder.subtitle')}>
      {underProspects ? <AreaTabs tabs={prospectsMenu(t)} /> : null}
      <EmptyState title={t('finder.emptyTitle')} description={t('finder.emptyDescription')} />
    </Page>
  );
}
