import { Button, EmptyState, ErrorPanel, Page, Spinner } from '@outreach/design-system';
import { useT, useNavigate } from '@outreach/sdk';
import { useLocation, useParams } from 'react-router';
import { VideoConstructorForm } from '../features/videos/components/VideoConstructorForm';
import { VideoUploader } from '../features/videos/components/VideoUploader';
import { useVideo } from '../features/videos/hooks/useVideos';

/** spec outreach §2: videos/constructor/:videoId?, no navigation, back to the videos list. */
export default function VideoConstructorPage() {
  const t = useT('campaigns');
  const { videoId } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const video = useVideo(videoId);
  const back = () => navigate(`/templates/videos${search}`);
  return (
    <Page
      title={t('videoConstructor.title')}
      subtitle={video.data ? video.data.name : t('videoConstructor.subtitleNew')}
      actions={
        <Button variant="secondary" onClick={back}>
          {t('videoConstructor.back')}
        </Button>
      }
    >
      {!videoId ? (
        <>
          <EmptyState
            title={t('videoConstructor.emptyTitle')}
            description={t('videoConstructor.emptyDescription')}
          />
          <VideoUploader
            onUploaded={(created) => navigate(`/templates/videos/constructor/${created._id}${search}`)}
          />
        </>
      ) : null}
      {videoId && video.isPending ? <Spinner label={t('videos.loading')} /> : null}
      {videoId && video.isError ? <ErrorPanel message={video.error.message} /> : null}
      {video.data ? <VideoConstructorForm key={video.data._id} video={video.data} onDeleted={back} /> : null}
    </Page>
  );
}
