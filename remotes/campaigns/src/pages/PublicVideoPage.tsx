import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';

/** spec outreach §2: /v/:videoId is a public video page with no navigation or header. */
export default function PublicVideoPage() {
  const t = useT('campaigns');
  const { videoId = '' } = useParams();
  return (
    <Page title={t('publicVideo.title')} subtitle={t('publicVideo.subtitle', { id: videoId })}>
      <EmptyState title={t('publicVideo.emptyTitle')} description={t('publicVideo.emptyDescription')} />
    </Page>
  );
}
