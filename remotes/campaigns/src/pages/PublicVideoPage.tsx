import { EmptyState, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams, useSearchParams } from 'react-router';
import { LandingPage } from '../features/videos/components/LandingPage';
import { apiUrl, usePublicVideo } from '../features/videos/hooks/useVideos';

/** spec outreach §2: /v/:videoId is a public video page with no navigation or header. */
export default function PublicVideoPage() {
  const t = useT('campaigns');
  const { videoId = '' } = useParams();
  const [params] = useSearchParams();
  const video = usePublicVideo(videoId, params.get('p'));
  return (
    <main style={{ padding: '32px 16px' }}>
      {video.isPending ? <Spinner label={t('publicVideoPage.loading')} /> : null}
      {video.isError ? (
        <EmptyState
          title={t('publicVideoPage.notFoundTitle')}
          description={t('publicVideoPage.notFoundDescription')}
        />
      ) : null}
      {video.data ? (
        <LandingPage
          title={video.data.title}
          message={video.data.message}
          buttonText={video.data.button_text}
          buttonUrl={video.data.button_url}
          src={apiUrl(video.data.file_url)}
          playerLabel={t('publicVideoPage.player')}
        />
      ) : null}
    </main>
  );
}
