import { api } from '@outreach/sdk';
import { campaignKeys } from '@outreach/sdk/live-queries';
import { useQuery } from '@tanstack/react-query';

/** Stats move as steps run: refreshed every minute while shown (and with the campaign's own events). */
const refreshEveryMs = 60_000;

export function useCampaignRates(workflowId: string) {
  return useQuery({
    queryKey: campaignKeys.rates(workflowId),
    queryFn: ({ signal }) => api.GET('/workflows/{id}/rates', { path: { id: workflowId }, signal }),
    refetchInterval: refreshEveryMs,
    enabled: Boolean(workflowId),
  });
}

/** GET /workflows/{id}/progress: per step, prospects that completed it and prospects waiting at it. */
export function useCampaignProgress(workflowId: string) {
  return useQuery({
    queryKey: campaignKeys.progress(workflowId),
    queryFn: ({ signal }) => api.GET('/workflows/{id}/progress', { path: { id: workflowId }, signal }),
    refetchInterval: refreshEveryMs,
    enabled: Boolean(workflowId),
  });
}
