import { api } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workflowsKey } from './useWorkflows';

/** GET /workflows/fetch: every campaign of the workspace that is not deleted (outreach §7), for choosing. */
export function useCampaignChoices() {
  return useQuery({
    queryKey: [...workflowsKey, 'fetch'],
    queryFn: ({ signal }) => api.GET('/workflows/fetch', { signal }),
  });
}

/**
 * outreach §2 "/campaigns/duplicate": copies in this workspace with the same senders
 * (POST /workflows/{id}/duplicate, one by one), or draft copies for one account
 * (POST /credentials/{id}/duplicate_workflows { workflow_ids }, outreach §7).
 */
export function useDuplicateCampaigns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, credentialId }: { ids: string[]; credentialId: string | null }) => {
      if (credentialId) {
        return api.POST('/credentials/{id}/duplicate_workflows', {
          path: { id: credentialId },
          body: { workflow_ids: ids },
        });
      }
      const copies: ApiSchema<'Campaign'>[] = [];
      for (const id of ids) copies.push(await api.POST('/workflows/{id}/duplicate', { path: { id } }));
      return copies;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowsKey }),
  });
}
