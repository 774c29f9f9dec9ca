import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { prospectsMenu } from './menus';

export default function MyProspectsPage() {
  const t = useT('campaigns');
  return (
    <Page title={t('prospects.title')} subtitle={t('prospects.subtitle')}>
      <AreaTabs tabs={prospectsMenu(t)} />
      <EmptyState title={t('prospects.emptyTitle')} description={t('prospects.emptyDescription')} />
    </Page>
  );
}
