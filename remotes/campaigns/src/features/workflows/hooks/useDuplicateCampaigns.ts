import { api } from '@outreach/sdk';
import type { CampaignJson } from '@outreach/sdk/outreach';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workflowsKey } from './useWorkflows';

export interface CampaignChoice {
  _id: string;
  name: string;
  status: string;
}

/** GET /workflows/fetch: every campaign of the workspace that is not deleted (outreach §7), for choosing. */
export function useCampaignChoices() {
  return useQuery({
    queryKey: [...workflowsKey, 'fetch'],
    queryFn: ({ signal }) => api.get<CampaignChoice[]>('/workflows/fetch', { signal }),
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
        return api.post<CampaignJson[]>(
          `/credentials/${encodeURIComponent(credentialId)}/duplicate_workflows`,
          {
            workflow_ids: ids,
          },
        );
      }
      const copies: CampaignJson[] = [];
      for (const id of ids)
        copies.push(await api.post<CampaignJson>(`/workflows/${encodeURIComponent(id)}/duplicate`));
      return copies;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowsKey }),
  });
}
