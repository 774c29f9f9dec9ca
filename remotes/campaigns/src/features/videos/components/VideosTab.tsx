import { Button, EmptyState, ErrorPanel, Spinner } from '@outreach/design-system';
import { formatDateTime, useT, Link } from '@outreach/sdk';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useVideos } from '../hooks/useVideos';
import { type Video, VIDEOS_PAGE_SIZE } from '../videos.types';
import { VideoUploader } from './VideoUploader';

function VideoCard({ video, search }: { video: Video; search: string }) {
  const t = useT('campaigns');
  return (
    <li
      className="ds-card"
      style={{ padding: 12, border: '1px solid var(--ds-border, #ddd)', borderRadius: 8 }}
    >
      <Link
        to={`/templates/videos/constructor/${video._id}${search}`}
        aria-label={t('videos.open', { name: video.name })}
      >
        <strong>{video.name}</strong>
      </Link>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', fontSize: '0.9em' }}>
        <span>
          {video.duration_seconds === null
            ? t('videos.noDuration')
            : t('videos.duration', { seconds: video.duration_seconds })}
        </span>
        <span>{t('videos.views', { count: video.views_count })}</span>
        <span>{t('videos.created', { date: formatDateTime(video.created_at) })}</span>
      </div>
    </li>
  );
}

/** /templates/videos: the workspace's videos, newest first, with Upload and Record. */
export function VideosTab() {
  const t = useT('campaigns');
  const { search } = useLocation();
  const [page, setPage] = useState(0);
  const list = useVideos(page);
  return (
    <div style={{ display: 'grid', gap: 16, marginTop: 16 }}>
      <VideoUploader />
      {list.isPending ? <Spinner label={t('videos.loading')} /> : null}
      {list.isError ? <ErrorPanel message={list.error.message} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? (
        <EmptyState
          title={t('templates.videos.emptyTitle')}
          description={t('templates.videos.emptyDescription')}
        />
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul
          aria-label={t('videos.listLabel')}
          style={{
            listStyle: 'none',
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {list.data.items.map((video) => (
            <VideoCard key={video._id} video={video} search={search} />
          ))}
        </ul>
      ) : null}
      {list.data && list.data.total > VIDEOS_PAGE_SIZE ? (
        <nav style={{ display: 'flex', gap: 8 }}>
          <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('videos.previous')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={(page + 1) * VIDEOS_PAGE_SIZE >= list.data.total}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('videos.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
