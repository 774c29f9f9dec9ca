import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';

export default function SmartSequencesPage() {
  const t = useT('campaigns');
  return (
    <Page title={t('smartSequences.title')} subtitle={t('smartSequences.subtitle')}>
      <EmptyState title={t('smartSequences.emptyTitle')} description={t('smartSequences.emptyDescription')} />
    </Page>
  );
}
