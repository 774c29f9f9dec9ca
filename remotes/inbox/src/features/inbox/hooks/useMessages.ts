import { api } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inbox.keys';

export const MESSAGES_PAGE_SIZE = 50;

/** GET /inbox/dialogs/{id}/messages: the newest 50, then "Load earlier" asks `before` the oldest shown. */
export function useMessages(dialogId: string) {
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
