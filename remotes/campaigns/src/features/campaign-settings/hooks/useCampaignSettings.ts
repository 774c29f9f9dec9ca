import { api } from '@outreach/sdk';
import { invalidateLive, isCampaignPayload, writeCampaign } from '@outreach/sdk/live-queries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKey } from '../../campaign-nav/useCampaign';
import { workflowsKey } from '../../workflows/hooks/useWorkflows';
import type { CampaignSettingsBody } from '../campaign-settings';

/** GET /tracking/custom_domains: the workspace's tracking domains, for the link-tracking picker. */
export function useTrackingDomains(enabled: boolean) {
  return useQuery({
    queryKey: ['tracking', 'custom_domains'],
    queryFn: ({ signal }) => api.GET('/tracking/custom_domains', { signal }),
    enabled,
  });
}

/** PUT /workflows/{id}/update/async with the settings (outreach §7); the answer is the saved campaign. */
export function useSaveCampaignSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignSettingsBody) =>
      api.PUT('/workflows/{id}/update/async', { path: { id }, body }),
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
