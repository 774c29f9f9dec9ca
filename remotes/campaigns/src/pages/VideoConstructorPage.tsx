import { Button, EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useLocation, useNavigate, useParams } from 'react-router';

/** spec outreach §2: videos/constructor/:videoId?, no navigation, back to the videos list. */
export default function VideoConstructorPage() {
  const t = useT('campaigns');
  const { videoId } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <Page
      title={t('videoConstructor.title')}
      subtitle={videoId ? t('videoConstructor.subtitle', { id: videoId }) : t('videoConstructor.subtitleNew')}
      actions={
        <Button variant="secondary" onClick={() => navigate(`/templates/videos${search}`)}>
          {t('videoConstructor.back')}
        </Button>
      }
    >
      <EmptyState
        title={t('videoConstructor.emptyTitle')}
        description={t('videoConstructor.emptyDescription')}
      />
    </Page>
  );
}
