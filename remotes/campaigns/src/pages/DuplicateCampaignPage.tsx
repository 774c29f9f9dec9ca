import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';

export default function DuplicateCampaignPage() {
  const t = useT('campaigns');
  return (
    <Page title={t('duplicate.title')} subtitle={t('duplicate.subtitle')}>
      <EmptyState title={t('duplicate.emptyTitle')} description={t('duplicate.emptyDescription')} />
    </Page>
  );
}
