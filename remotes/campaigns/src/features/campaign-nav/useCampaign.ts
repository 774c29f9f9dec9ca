import { api } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { campaignKeys, useLiveQueries } from '@outreach/sdk/live-queries';
import { useQuery } from '@tanstack/react-query';

/** The cache key of one campaign; its pages (settings, stats, prospects) share it. */
export const campaignKey = campaignKeys.detail;

export function fetchCampaign(id: string, signal?: AbortSignal): Promise<ApiSchema<'Campaign'>> {
  return api.GET('/workflows/{id}', { path: { id }, signal });
}

/**
 * GET /workflows/{id}: the whole campaign (outreach §7). `update_workflow` writes it and
 * `refetch_data` of this campaign refetches it (sdk live-queries.ts), also when the remote is
 * mounted without the shell.
 */
export function useCampaign(id: string) {
  useLiveQueries();
  return useQuery({
    queryKey: campaignKey(id),
    queryFn: ({ signal }) => fetchCampaign(id, signal),
    enabled: Boolean(id),
  });
}
