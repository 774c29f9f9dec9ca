import { api } from '@outreach/sdk';
import { invalidateLive, isCampaignPayload, writeCampaign } from '@outreach/sdk/live-queries';
import type { CampaignJson } from '@outreach/sdk/outreach';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKey } from '../../campaign-nav/useCampaign';
import { workflowsKey } from '../../workflows/hooks/useWorkflows';
import type { CampaignSettingsBody } from '../campaign-settings';

/** A tracking domain (outreach §3) as GET /tracking/custom_domains lists it. */
export interface TrackingDomain {
  _id: string;
  host: string;
  type?: string;
  is_default_for_link_tracking?: boolean;
}

/** GET /tracking/custom_domains: the workspace's tracking domains, for the link-tracking picker. */
export function useTrackingDomains(enabled: boolean) {
  return useQuery({
    queryKey: ['tracking', 'custom_domains'],
    queryFn: async ({ signal }) => {
      const payload = await api.get<TrackingDomain[] | { items: TrackingDomain[] }>(
        '/tracking/custom_domains',
        {
          signal,
        },
      );
      return Array.isArray(payload) ? payload : (payload?.items ?? []);
    },
    enabled,
  });
}

/** PUT /workflows/{id}/update/async with the settings (outreach §7); the answer is the saved campaign. */
export function useSaveCampaignSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignSettingsBody) =>
      api.put<CampaignJson>(`/workflows/${encodeURIComponent(id)}/update/async`, body),
    // The answer is the saved campaign: written as it is (detail and list rows), not fetched again.
    onSuccess: (campaign) => {
      if (isCampaignPayload(campaign)) writeCampaign(queryClient, campaign);
      else {
        invalidateLive(queryClient, { queryKey: campaignKey(id) });
        invalidateLive(queryClient, { queryKey: workflowsKey });
      }
    },
  });
}
