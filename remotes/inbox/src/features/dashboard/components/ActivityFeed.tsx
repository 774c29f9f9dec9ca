import { Button, EmptyState, ErrorPanel, Select, Spinner } from '@outreach/design-system';
import { formatDateTime, type TFunction, useT } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@outreach/sdk';
import { campaignKeys } from '@outreach/sdk/live-queries';
import { useState } from 'react';
import {
  type ActivityEvent,
  type FeedEvent,
  feedEventIcons,
  feedEvents,
  isFeedEvent,
} from '../dashboard.types';
import { useActivityFeed } from '../hooks/useDashboard';
import { relativeTime } from '../relative-time';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The prospect's name from the event's data (the summary webhooks get), if it has one. */
function prospectName(event: ActivityEvent): string | null {
  const prospect = event.data.prospect;
  if (!prospect || typeof prospect !== 'object') return null;
  const { full_name: fullName } = prospect as { full_name?: unknown };
  return typeof fullName === 'string' && fullName.trim() ? fullName : null;
}

/** What the prospect did, in words: a booked meeting names its event when the scheduler gave one. */
function eventWords(event: ActivityEvent, t: TFunction<'dashboard'>): string {
  if (!isFeedEvent(event.event)) return event.event;
  const eventName = event.data.event_name;
  if (event.event === 'meet_booked' && typeof eventName === 'string' && eventName.trim())
    return t('feed.meetBookedNamed', { name: eventName });
  return t(`feed.events.${event.event}`);
}

/** Campaign names for live events (the socket sends the id only), from the campaign picker list. */
function useCampaignNames(): Map<string, string> {
  const space = useSession((state) => state.space);
  const campaigns = useQuery({
    queryKey: [...campaignKeys.lists, 'picker', space],
    queryFn: ({ signal }) => api.GET('/workflows/fetch', { signal }),
  });
  return new Map((campaigns.data ?? []).map((campaign) => [campaign._id, campaign.name]));
}

function FeedItem({
  event,
  now,
  campaigns,
}: {
  event: ActivityEvent;
  now: Date;
  campaigns: Map<string, string>;
}) {
  const t = useT('dashboard');
  const known = isFeedEvent(event.event);
  const campaign = event.workflow_name ?? (event.workflow_id ? campaigns.get(event.workflow_id) : undefined);
  return (
    <li className="dashboard-event" data-event={event.event}>
      <span className="dashboard-event__icon" aria-hidden="true">
        {known ? feedEventIcons[event.event as FeedEvent] : '•'}
      </span>
      <span className="dashboard-event__text">
        <strong>{prospectName(event) ?? t('feed.aProspect')}</strong> {eventWords(event, t)}
        {campaign ? <span className="report-muted"> · {campaign}</span> : null}
      </span>
      <time
        className="report-muted"
        dateTime={event.created_at}
        title={formatDateTime(event.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
      >
        {relativeTime(event.created_at, now)}
      </time>
    </li>
  );
}

/** Dashboard › Activity (issue 15 item 3): the workspace's outreach events, live, filtered by event, paged. */
export function ActivityFeed() {
  const t = useT('dashboard');
  const [filter, setFilter] = useState<FeedEvent | ''>('');
  const names: readonly FeedEvent[] = filter ? [filter] : [];
  const feed = useActivityFeed(names);
  const campaigns = useCampaignNames();
  const now = new Date();
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="report" aria-label={t('feed.label')}>
      <div className="report-filters">
        <Select
          label={t('feed.filter')}
          value={filter}
          options={[
            { value: '', label: t('feed.allEvents') },
            ...feedEvents.map((value) => ({ value, label: t(`feed.events.${value}`) })),
          ]}
          onChange={(event) => setFilter(event.target.value as FeedEvent | '')}
        />
      </div>
      {feed.isPending ? (
        <div className="report-loading" role="status" aria-label={t('loading')}>
          <Spinner />
        </div>
      ) : feed.error ? (
        <ErrorPanel title={t('error')} message={errorText(feed.error)} onRetry={() => feed.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('feed.emptyTitle')} description={t('feed.emptyDescription')} />
      ) : (
        <>
          <ol className="dashboard-feed" aria-label={t('feed.label')}>
            {items.map((event) => (
              <FeedItem key={event.id} event={event} now={now} campaigns={campaigns} />
            ))}
          </ol>
          {feed.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => feed.fetchNextPage()}
              disabled={feed.isFetchingNextPage}
            >
              {feed.isFetchingNextPage ? t('feed.loadingMore') : t('feed.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
