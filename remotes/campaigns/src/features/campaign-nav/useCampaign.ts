import { api, useRealtimeEvent } from '@outreach/sdk';
import type { CampaignJson } from '@outreach/sdk/outreach';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** The cache key of one campaign; its pages (settings, stats, prospects) share it. */
export const campaignKey = (id: string) => ['workflow', id] as const;

export function fetchCampaign(id: string, signal?: AbortSignal): Promise<CampaignJson> {
  return api.get<CampaignJson>(`/workflows/${encodeURIComponent(id)}`, { signal });
}

/** GET /workflows/{id}: the whole campaign (outreach §7), kept fresh by `update_workflow`. */
export function useCampaign(id: string) {
  const queryClient = useQueryClient();
  useRealtimeEvent<{ _id?: string }>('update_workflow', (payload) => {
    if (!payload?._id || payload._id === id)
      void queryClient.invalidateQueries({ queryKey: campaignKey(id) });
  });
  return useQuery({
    queryKey: campaignKey(id),
    queryFn: ({ signal }) => fetchCampaign(id, signal),
    enabled: Boolean(id),
  });
}
