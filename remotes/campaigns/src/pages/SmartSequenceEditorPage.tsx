import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';

export default function SmartSequenceEditorPage() {
  const t = useT('campaigns');
  const { id = '' } = useParams();
  return (
    <Page title={t('smartSequenceEditor.title')} subtitle={t('smartSequenceEditor.subtitle', { id })}>
      <EmptyState
        title={t('smartSequenceEditor.emptyTitle')}
        description={t('smartSequenceEditor.emptyDescription')}
      />
    </Page>
  );
}
