import { api } from '@outreach/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CampaignProspectPage,
  type CampaignProspectState,
  campaignProspectsPageSize,
} from '../campaign-prospects.types';

export const campaignProspectsKey = (workflowId: string) => ['workflow', workflowId, 'prospects'] as const;

/** GET /workflows/{id}/prospects: paged, optionally one state (outreach §4). */
export function useCampaignProspects(workflowId: string, page: number, state: CampaignProspectState | '') {
  return useQuery({
    queryKey: [...campaignProspectsKey(workflowId), { page, state }],
    queryFn: ({ signal }) =>
      api.get<CampaignProspectPage>(`/workflows/${encodeURIComponent(workflowId)}/prospects`, {
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
