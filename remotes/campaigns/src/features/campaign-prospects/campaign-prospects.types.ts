import type { CampaignProspectJson } from '@outreach/sdk/outreach';

/** spec: outreach §4 "Prospect in campaign: excluded, pending, paused, active, finished, campaign paused". */
export const campaignProspectStates = [
  'excluded',
  'pending',
  'paused',
  'active',
  'finished',
  'campaign_paused',
] as const;
export type CampaignProspectState = (typeof campaignProspectStates)[number];

/** spec: outreach §4 pause reasons (api/src/db/schema/engine.ts ids). */
export const pauseReasons = [
  'contacted_before',
  'email_failed',
  'message_failed',
  'inmail_failed_existing_dialog',
  'manual',
  'got_reply',
  'meeting_booked',
] as const;

/** One row of GET /workflows/{id}/prospects: the prospect's place in the campaign and who they are. */
export type CampaignProspectRow = CampaignProspectJson & {
  first_name: string;
  last_name: string;
  full_name: string;
  position: string | null;
  company_name: string | null;
  profile_url: string | null;
  email: string | null;
  added_at: string;
};

export interface CampaignProspectPage {
  items: CampaignProspectRow[];
  total: number;
  offset: number;
  limit: number;
}

export const campaignProspectsPageSize = 25;
