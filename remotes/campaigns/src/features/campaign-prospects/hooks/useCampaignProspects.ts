import { api } from '@outreach/sdk';
import { campaignKeys } from '@outreach/sdk/live-queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CampaignProspectState, campaignProspectsPageSize } from '../campaign-prospects.types';

/** Under the campaign's key, so `refetch_data` of this campaign refetches its prospects. */
export const campaignProspectsKey = campaignKeys.prospects;

/** GET /workflows/{id}/prospects: paged, optionally one state (outreach §4). */
export function useCampaignProspects(workflowId: string, page: number, state: CampaignProspectState | '') {
  return useQuery({
    queryKey: [...campaignProspectsKey(workflowId), { page, state }],
    queryFn: ({ signal }) =>
      api.GET('/workflows/{id}/prospects', {
        path: { id: workflowId },
        signal,
        query: {
          offset: page * campaignProspectsPageSize,
          limit: campaignProspectsPageSize,
          state: state || undefined,
        },
      }),
    placeholderData: keepPreviousData,
    enabled: Boolean(workflowId),
  });
}
