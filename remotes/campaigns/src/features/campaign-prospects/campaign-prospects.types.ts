import type { ApiSchema } from '@outreach/core/contract';

export {
  type CampaignProspectState,
  campaignProspectStates,
  pauseReasons,
} from '@outreach/core/outreach';

/** One row of GET /workflows/{id}/prospects: the prospect's place in the campaign and who they are. */
export type CampaignProspectRow = ApiSchema<'CampaignProspectListItem'>;

export const campaignProspectsPageSize = 25;
