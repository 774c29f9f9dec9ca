import type { ApiSchema } from '@outreach/core/contract';

export {
  type CampaignProspectState,
  campaignProspectStates,
  pauseReasons,
} from '@outreach/core/outreach';

/** One row of GET /workflows/{id}/prospects: the prospect's place in the campaign and who they are. */
export type CampaignProspectRow = ApiSchema<'CampaignProspectListItem'>;
type ProspectStatus = CampaignProspectRow['status'];

/**
 * spec: outreach §3 "Prospect status colours" names the statuses, not the colours: ours go from
 * grey (nothing yet) through blues (reached) to greens (answered), with red and amber for the
 * prospects that cannot go on.
 */
export const prospectStatusColours: Record<ProspectStatus, string> = {
  new: '#9aa5b1',
  request_sent: '#7fb3f5',
  contacted: '#4a90e2',
  connected: '#2f6fd1',
  unconnectable: '#e5534b',
  fetched_email: '#8e7cc3',
  viewed_message: '#26a6a6',
  visited_link: '#1b8a8a',
  got_reply: '#47b36b',
  excluded: '#6b7280',
  interested: '#2e9d4f',
  lead: '#14753a',
  stuck: '#e0a21a',
};

export const campaignProspectsPageSize = 25;
