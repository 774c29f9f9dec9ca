import { api, useRealtimeEvent } from '@outreach/sdk';
import { useLiveQueries } from '@outreach/sdk/live-queries';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inbox.keys';

export const MESSAGES_PAGE_SIZE = 50;

/** GET /inbox/dialogs/{id}/messages: the newest 50, then "Load earlier" asks `before` the oldest shown. */
export function useMessages(dialogId: string) {
  // A call's entry lands live (`dialer_call_updated`), also where the inbox is mounted alone.
  useLiveQueries();
  return useInfiniteQuery({
    queryKey: inboxKeys.messages(dialogId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.GET('/inbox/dialogs/{id}/messages', {
        path: { id: dialogId },
        query: { before: pageParam, limit: MESSAGES_PAGE_SIZE },
      }),
    getNextPageParam: (last) => (last.has_more ? last.items[0]?.sent_at : undefined),
  });
}

/** The loaded pages, oldest message first (each page is oldest first; later pages are older). */
export function messagesInOrder(
  pages: readonly ApiSchema<'InboxMessagePage'>[] | undefined,
): ApiSchema<'InboxMessage'>[] {
  return [...(pages ?? [])].reverse().flatMap((page) => page.items);
}

/** POST /inbox/dialogs/{id}/messages (with `send_at`, scheduled); the chat, its scheduled replies and the list are refetched after it. */
export function useSendMessage(dialogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<'post', '/inbox/dialogs/{id}/messages'>) =>
      api.POST('/inbox/dialogs/{id}/messages', { path: { id: dialogId }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.messages(dialogId) });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.scheduled(dialogId) });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.dialogLists() });
    },
  });
}

/** `update_message` as the API sends it when a queued answer goes out or fails (modules/automation). */
interface MessageStatusChange {
  _id: string;
  dialog_id: string;
  status: ApiSchema<'InboxMessage'>['status'];
}

function isStatusChange(value: unknown): value is MessageStatusChange {
  const change = value as Partial<MessageStatusChange> | null;
  return (
    typeof change?._id === 'string' &&
    typeof change.dialog_id === 'string' &&
    typeof change.status === 'string'
  );
}

/**
 * An open chat's answers turn from "Queued" to "Sent" or "Not sent" as the account's worker
 * reports them (issue 26 item 15): the message is written into the loaded pages; one not loaded
 * there makes the chat refetch.
 */
export function useMessageStatusLive(dialogId: string) {
  const queryClient = useQueryClient();
  useRealtimeEvent('update_message', (payload) => {
    if (!isStatusChange(payload) || payload.dialog_id !== dialogId) return;
    let found = false;
    queryClient.setQueryData<InfiniteData<ApiSchema<'InboxMessagePage'>>>(
      inboxKeys.messages(dialogId),
      (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((message) => {
                  if (message._id !== payload._id) return message;
                  found = true;
                  return { ...message, status: payload.status };
                }),
              })),
            }
          : data,
    );
    if (!found) void queryClient.invalidateQueries({ queryKey: inboxKeys.messages(dialogId) });
  });
}
