import type { ApiBody } from '@outreach/core/contract';
import type { CampaignJson } from '@outreach/core/outreach';
import {
  type CampaignSettingsFormMessages,
  type CampaignSettingsFormOutput,
  campaignSettingsForm,
} from '@outreach/core/forms';

/**
 * The campaign settings a user sees (outreach §3: "move prospects, link tracking, include
 * prospects, premium only, track emails opened, connection limit"), plus name and senders.
 */
export interface CampaignSettingsForm {
  name: string;
  credentials: string[];
  move_prospects: boolean;
  is_link_tracking: boolean;
  /** Tracking domain id; '' = the workspace's default link-tracking domain. */
  custom_domain: string;
  is_include_talked_before: boolean;
  is_only_premium: boolean;
  is_open_tracking: boolean;
  /** Connection requests a day; '' = each sender's own limit. Text while typed. */
  connection_daily_limit: string;
}

/** The body of PUT /workflows/{id}/update/async for these settings (steps are left as they are). */
export type CampaignSettingsBody = Required<
  Pick<
    ApiBody<'put', '/workflows/{id}/update/async'>,
    | 'name'
    | 'credentials'
    | 'settings'
    | 'is_link_tracking'
    | 'custom_domain'
    | 'is_include_talked_before'
    | 'is_only_premium'
    | 'is_open_tracking'
    | 'connection_daily_limit'
  >
>;

/**
 * The highest connection limit when no sender says otherwise. spec: outreach §5 "The maximum
 * connection requests value comes from settings": the senders' own daily connection-request caps
 * (the forecast's `caps.connection_request`) when known, else the engine's default daily cap
 * (api/src/engine/limits.ts dailyCaps.connection_request): a campaign can not send more than its
 * senders may.
 */
export const defaultMaxConnectionLimit = 20;

/** spec: outreach §9 "Connection-request booster advised above 20 per day". */
export const boosterAdvisedAbove = 20;

export function formOf(campaign: CampaignJson): CampaignSettingsForm {
  return {
    name: campaign.name,
    credentials: [...campaign.credentials],
    move_prospects: campaign.settings?.move_prospects ?? false,
    is_link_tracking: campaign.is_link_tracking,
    custom_domain: campaign.custom_domain ?? '',
    is_include_talked_before: campaign.is_include_talked_before,
    is_only_premium: campaign.is_only_premium,
    is_open_tracking: campaign.is_open_tracking,
    connection_daily_limit:
      campaign.connection_daily_limit === null ? '' : String(campaign.connection_daily_limit),
  };
}

/**
 * The form's rules (outreach §3, §5): the API's name and connection-limit rules
 * (@outreach/core/forms), in the form's words, the limit at most `maxConnectionLimit`.
 */
export function settingsSchema(messages: CampaignSettingsFormMessages, maxConnectionLimit: number) {
  return campaignSettingsForm(messages, maxConnectionLimit);
}

export function bodyOf(values: CampaignSettingsFormOutput, campaign: CampaignJson): CampaignSettingsBody {
  return {
    name: values.name,
    credentials: values.credentials,
    settings: { ...campaign.settings, move_prospects: values.move_prospects },
    is_link_tracking: values.is_link_tracking,
    custom_domain: values.is_link_tracking && values.custom_domain ? values.custom_domain : null,
    is_include_talked_before: values.is_include_talked_before,
    is_only_premium: values.is_only_premium,
    is_open_tracking: values.is_open_tracking,
    connection_daily_limit: values.connection_daily_limit,
  };
}

/**
 * spec: outreach §5 "A zero connection limit asks for confirmation": asked when the limit is
 * being set to 0 (not again when it was 0 already).
 */
export function needsZeroLimitConfirmation(body: CampaignSettingsBody, campaign: CampaignJson): boolean {
  return body.connection_daily_limit === 0 && campaign.connection_daily_limit !== 0;
}
