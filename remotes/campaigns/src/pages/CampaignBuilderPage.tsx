import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';

/** The step builder and campaign settings: /campaign/add, or /campaign/edit/:id. */
export default function CampaignBuilderPage() {
  const t = useT('campaigns');
  const { id } = useParams();
  return (
    <Page
      title={id ? t('builder.editTitle') : t('builder.addTitle')}
      subtitle={id ? t('builder.editSubtitle', { id }) : t('builder.addSubtitle')}
    >
      <EmptyState title={t('builder.emptyTitle')} description={t('builder.emptyDescription')} />
    </Page>
  );
}
