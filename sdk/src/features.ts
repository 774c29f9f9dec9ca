/** Feature flags of spec platform §3. */
export const featureFlags = [
  'icebreakers',
  'calendly',
  'calling',
  'sms',
  'smart_sequences',
  'video',
  'dash_tasks',
  'prospect_finder',
  'connection_booster',
  'instant_searches',
  'inmail_booster',
  'link_tracking',
  'enrichment',
  'webhook_integration',
  'zapier_integration',
  'email_automation',
  'email_warming',
  'social_targeting',
  'post_targeting',
  'event_targeting',
  'group_targeting',
  'api_targeting',
  'native_crm',
  'pipedrive_crm',
  'hubspot_crm',
  'ai_magic_campaigns',
  'ai_employee_messages',
  'ai_assistant_in_campaigns',
  'ai_assistant_in_inbox',
  'ai_powered_comments',
  'ai_powered_labels',
  'ai_powered_personality_type',
  'ai_company_researches',
  'ai_domain',
  'mailbox_slot',
  'ai_targeting',
  'social_automation',
  'voicemail',
  'allow_residential_proxies',
  'cloud',
  'extension',
  'campaigns',
] as const;
export type FeatureFlag = (typeof featureFlags)[number];

/** What the workspace's plan enables: a list of flags, or a map of flag to on/off. */
export type FeatureSet = readonly string[] | Readonly<Record<string, boolean | undefined>> | null | undefined;

/** True when the feature set enables `flag`. No feature set yet (still loading) means not enabled. */
export function hasFeature(features: FeatureSet, flag: FeatureFlag): boolean {
  if (!features) return false;
  if (Array.isArray(features)) return features.includes(flag);
  return (features as Record<string, boolean | undefined>)[flag] === true;
}
