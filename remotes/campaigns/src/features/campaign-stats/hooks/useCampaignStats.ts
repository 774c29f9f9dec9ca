import { api } from '@outreach/sdk';
import { campaignKeys } from '@outreach/sdk/live-queries';
import type { StepProgressJson } from '@outreach/sdk/outreach';
import { useQuery } from '@tanstack/react-query';
import type { CampaignRates } from '../campaign-stats.types';

/** Stats move as steps run: refreshed every minute while shown (and with the campaign's own events). */
const refreshEveryMs = 60_000;

export function useCampaignRates(workflowId: string) {
  return useQuery({
    queryKey: campaignKeys.rates(workflowId),
    queryFn: ({ signal }) =>
      api.get<CampaignRates>(`/workflows/${encodeURIComponent(workflowId)}/rates`, { signal }),
    refetchInterval: refreshEveryMs,
    enabled: Boolean(workflowId),
  });
}

/** GET /workflows/{id}/progress: per step, prospects that completed it and prospects waiting at it. */
export function useCampaignProgress(workflowId: string) {
  return useQuery({
    queryKey: campaignKeys.progress(workflowId),
    queryFn: ({ signal }) =>
      api.get<StepProgressJson[]>(`/workflows/${encodeURIComponent(workflowId)}/progress`, { signal }),
    refetchInterval: refreshEveryMs,
    enabled: Boolean(workflowId),
  });
}
