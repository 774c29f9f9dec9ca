import { api, useRealtimeEvent } from '@outreach/sdk';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type DialogListParams, inboxKeys } from '../inbox.keys';

export const DIALOGS_PAGE_SIZE = 25;

/** GET /inbox/dialogs, newest first, 25 at a time ("Load more" asks for the next offset). */
export function useDialogs(params: DialogListParams) {
  return useInfiniteQuery({
    queryKey: inboxKeys.dialogs(params),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api.GET('/inbox/dialogs', {
        query: {
          credentials_id: params.credentialId ?? undefined,
          period: params.period,
          filter: params.filter,
          query: params.query,
          offset: pageParam,
          limit: DIALOGS_PAGE_SIZE,
        },
      }),
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
}

/** spec outreach §2: the unread counter moves when a reply arrives, so the list is stale. */
export function useInboxLiveUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent('update_unread_counter', () => {
    void queryClient.invalidateQueries({ queryKey: inboxKeys.dialogLists() });
  });
}
