import { useRealtimeEvent } from '@outreach/sdk';
import { type DialogListParams, dialogListQuery } from '@outreach/sdk/page-data';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inbox.keys';

export { DIALOGS_PAGE_SIZE } from '@outreach/sdk/page-data';

/**
 * GET /inbox/dialogs, newest first, 25 at a time ("Load more" asks for the next offset); the
 * shell starts the first page with the page (sdk page-data.ts).
 */
export function useDialogs(params: DialogListParams) {
  return useInfiniteQuery({
    ...dialogListQuery(params),
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
