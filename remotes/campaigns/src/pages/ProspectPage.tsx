import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';

export default function ProspectPage() {
  const t = useT('campaigns');
  const { profileId = '' } = useParams();
  return (
    <Page title={t('prospect.title')} subtitle={t('prospect.subtitle', { id: profileId })}>
      <EmptyState title={t('prospect.emptyTitle')} description={t('prospect.emptyDescription')} />
    </Page>
  );
}
