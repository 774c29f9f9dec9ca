import type { ApiSchema } from '@outreach/core/contract';
import { api } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const recentPromptsKey = ['inbox', 'ai-recent-prompts'] as const;

/**
 * POST /ai/suggested_reply (issue 28): a grounded draft of the next message of a dialog. The
 * prompt answers ready with the draft, or refused / failed with why; a 402 (plan or credits) is
 * the sdk's error, its upgrade prompt included.
 */
export function useSuggestedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dialogId: string) => api.POST('/ai/suggested_reply', { body: { dialog_id: dialogId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentPromptsKey }),
  });
}

/** GET /ai/recent_prompts: the member's last AI results (spec ai-telephony §8 "Open Recent Prompts"). */
export function useRecentPrompts(enabled: boolean) {
  return useQuery({
    queryKey: recentPromptsKey,
    queryFn: async () => (await api.GET('/ai/recent_prompts')).prompts,
    enabled,
    retry: false,
  });
}

export type AiPrompt = ApiSchema<'AiPrompt'>;
