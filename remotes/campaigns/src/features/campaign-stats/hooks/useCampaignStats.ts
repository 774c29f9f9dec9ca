import { api } from '@outreach/sdk';
import { campaignKeys } from '@outreach/sdk/live-queries';
import { useQuery } from '@tanstack/react-query';

/** Stats move as steps run: refreshed every minute while shown (and with the campaign's own events). */
const refreshEveryMs = 60_000;

/** One of the campaign's stats, read while shown and every minute; none without a campaign id. */
function useCampaignStat<T>(
  queryKey: readonly unknown[],
  workflowId: string,
  fetch: (signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    refetchInterval: refreshEveryMs,
    enabled: Boolean(workflowId),
  });
}

export function useCampaignRates(workflowId: string) {
  return useCampaignStat(campaignKeys.rates(workflowId), workflowId, (signal) =>
    api.GET('/workflows/{id}/rates', { path: { id: workflowId }, signal }),
  );
}

/** GET /workflows/{id}/progress: per step, prospects that completed it and prospects waiting at it. */
export function useCampaignProgress(workflowId: string) {
  return useCampaignStat(campaignKeys.progress(workflowId), workflowId, (signal) =>
    api.GET('/workflows/{id}/progress', { path: { id: workflowId }, signal }),
  );
}
