import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { MyProspects } from '../features/prospects/MyProspects';
import { prospectsMenu } from './menus';

export default function MyProspectsPage() {
  const t = useT('prospects');
  const menuT = useT('campaigns');
  return (
    <Page title={t('prospects.title')} subtitle={t('prospects.subtitle')}>
      <AreaTabs tabs={prospectsMenu(menuT)} />
      <MyProspects />
    </Page>
  );
}
