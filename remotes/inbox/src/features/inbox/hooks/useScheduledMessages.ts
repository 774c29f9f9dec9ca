import { api } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inbox.keys';

/** GET /inbox/dialogs/{id}/scheduled: the replies waiting to be sent, soonest first. */
export function useScheduledMessages(dialogId: string) {
  return useQuery({
    queryKey: inboxKeys.scheduled(dialogId),
    queryFn: () => api.GET('/inbox/dialogs/{id}/scheduled', { path: { id: dialogId } }),
  });
}

/** POST /inbox/dialogs/{id}/scheduled/{scheduledId}/cancel; the list is refetched after it. */
export function useCancelScheduled(dialogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduledId: string) =>
      api.POST('/inbox/dialogs/{id}/scheduled/{scheduledId}/cancel', {
        path: { id: dialogId, scheduledId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.scheduled(dialogId) }),
  });
}
