import { api, useRealtimeEvent, useSession } from '@outreach/sdk';
import { dashboardKeys, dueTasksQuery, keyNumbersQuery, senderForecastQuery } from '@outreach/sdk/page-data';
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityFeedPage, FeedEvent, LiveActivityEvent } from '../dashboard.types';

export const FEED_PAGE_SIZE = 50;

/**
 * GET /reports/activity over one period: its totals and, in previous_totals, the period just before.
 * The queries of My dashboard are sdk page-data.ts's: the shell starts them with the page.
 */
export function useKeyNumbers(from: string, to: string) {
  const space = useSession((state) => state.space);
  return useQuery(keyNumbersQuery(space, from, to));
}

/** GET /engine/forecast: each sender's health and what the engine plans in the next 24 hours. */
export function useSenderForecast() {
  const space = useSession((state) => state.space);
  return useQuery({ ...senderForecastQuery(space), refetchInterval: 5 * 60_000 });
}

/** The open tasks due soonest (GET /tasks, this week's and overdue ones first). */
export function useDueTasks() {
  const space = useSession((state) => state.space);
  return useQuery(dueTasksQuery(space));
}

/**
 * GET /dashboard/activity, newest first, a page at a time ("load more" asks for the events before
 * the last one shown). Each `new_activity` of the workspace's socket is put on top as it happens.
 */
export function useActivityFeed(names: readonly FeedEvent[]) {
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  const key = dashboardKeys.feed(space, names);
  const feed = useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.GET('/dashboard/activity', {
        query: {
          limit: FEED_PAGE_SIZE,
          before_id: pageParam,
          names: names.length > 0 ? names.join(',') : undefined,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.has_more ? last.items.at(-1)?.id : undefined),
  });
  useRealtimeEvent<LiveActivityEvent>('new_activity', (event) => {
    if (names.length > 0 && !(names as readonly string[]).includes(event.event)) return;
    queryClient.setQueryData<InfiniteData<ActivityFeedPage, string | undefined>>(key, (data) => {
      const [first, ...rest] = data?.pages ?? [];
      if (!data || !first) return data;
      if (data.pages.some((page) => page.items.some((item) => item.id === event.id))) return data;
      const item = { ...event, workflow_name: event.workflow_name ?? null };
      return { ...data, pages: [{ ...first, items: [item, ...first.items] }, ...rest] };
    });
  });
  return feed;
}
