import { api } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inbox.keys';

export type AiConversation = ApiSchema<'AiConversation'>;

const conversationKey = (dialogId: string) => ['inbox', 'ai-conversation', dialogId] as const;

/** GET /ai_conversations/{id}: the AI Employee's conversation in the dialog, or null. */
export function useAiConversation(dialogId: string) {
  return useQuery({
    queryKey: conversationKey(dialogId),
    queryFn: () => api.GET('/ai_conversations/{id}', { path: { id: dialogId } }),
  });
}

/** Approve (with the person's edit, if any) or reject the draft; the thread's messages follow. */
export function useDecideAiDraft(dialogId: string) {
  const queryClient = useQueryClient();
  const settled = (conversation: AiConversation | undefined) => {
    if (conversation) queryClient.setQueryData(conversationKey(dialogId), conversation);
    void queryClient.invalidateQueries({ queryKey: inboxKeys.messages(dialogId) });
  };
  const approve = useMutation({
    mutationFn: (text: string | null) =>
      api.POST('/ai_conversations/{id}/approve', {
        path: { id: dialogId },
        body: text === null ? {} : { text },
      }),
    onSuccess: settled,
  });
  const reject = useMutation({
    mutationFn: () => api.POST('/ai_conversations/{id}/reject', { path: { id: dialogId } }),
    onSuccess: settled,
  });
  return { approve, reject };
}
