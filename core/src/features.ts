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

/**
 * The name of each feature as the upgrade prompt and the API's locked-feature error show it
 * ("Video is available from the Growth plan: upgrade to use it"). Product names: not translated.
 */
export const featureNames: Record<FeatureFlag, string> = {
  icebreakers: 'Icebreakers',
  calendly: 'Calendly',
  calling: 'Calling',
  sms: 'SMS',
  smart_sequences: 'Smart sequences',
  video: 'Video',
  dash_tasks: 'Tasks',
  prospect_finder: 'Prospect Finder',
  connection_booster: 'Connection booster',
  instant_searches: 'Instant searches',
  inmail_booster: 'InMail booster',
  link_tracking: 'Link tracking',
  enrichment: 'Enrichment',
  webhook_integration: 'Webhooks',
  zapier_integration: 'Zapier and API keys',
  email_automation: 'Email automation',
  email_warming: 'Email warming',
  social_targeting: 'Social targeting',
  post_targeting: 'Post targeting',
  event_targeting: 'Event targeting',
  group_targeting: 'Group targeting',
  api_targeting: 'API targeting',
  native_crm: 'CRM',
  pipedrive_crm: 'Pipedrive',
  hubspot_crm: 'HubSpot',
  ai_magic_campaigns: 'AI magic campaigns',
  ai_employee_messages: 'AI Employee',
  ai_assistant_in_campaigns: 'AI assistant in campaigns',
  ai_assistant_in_inbox: 'AI assistant in the inbox',
  ai_powered_comments: 'AI comments',
  ai_powered_labels: 'AI labels',
  ai_powered_personality_type: 'AI personality type',
  ai_company_researches: 'AI company research',
  ai_domain: 'AI domain',
  mailbox_slot: 'Mailbox slots',
  ai_targeting: 'AI targeting',
  social_automation: 'Social automation',
  voicemail: 'Voicemail',
  allow_residential_proxies: 'Residential proxies',
  cloud: 'Cloud automation',
  extension: 'Extension automation',
  campaigns: 'Campaigns',
};

/** The names of the limited features that are not flags (billing_plans.limited_features). */
const limitedNames: Record<string, string> = { email_integrations: 'Email integrations' };

/** A flag's (or limited feature's) name, or the text itself when it is neither. */
export function featureName(flag: string): string {
  return (featureNames as Record<string, string>)[flag] ?? limitedNames[flag] ?? flag;
}

/**
 * What each tier adds to the one below it in the default plans (api platform/plans.defaults.ts
 * seeds every brand's plans from it; the database rows count after that). The pages use it to
 * name the tier a locked page needs before the API has said (its 402 names the brand's own).
 */
export const addedByTier: Record<
  'free' | 'basic' | 'growth' | 'scale' | 'unlimited' | 'supreme',
  readonly FeatureFlag[]
> = {
  free: ['campaigns', 'cloud', 'extension', 'link_tracking'],
  basic: [
    'icebreakers',
    'calendly',
    'dash_tasks',
    'native_crm',
    'webhook_integration',
    'zapier_integration',
    'email_automation',
    'social_automation',
  ],
  growth: [
    'smart_sequences',
    'video',
    'prospect_finder',
    'connection_booster',
    'instant_searches',
    'inmail_booster',
    'enrichment',
    'email_warming',
    'social_targeting',
    'post_targeting',
    'event_targeting',
    'group_targeting',
    'api_targeting',
    'pipedrive_crm',
    'hubspot_crm',
    'voicemail',
    'allow_residential_proxies',
  ],
  scale: [
    'calling',
    'sms',
    'ai_magic_campaigns',
    'ai_assistant_in_campaigns',
    'ai_assistant_in_inbox',
    'ai_powered_comments',
    'ai_powered_labels',
    'ai_powered_personality_type',
    'ai_company_researches',
    'ai_targeting',
  ],
  unlimited: ['ai_employee_messages', 'ai_domain', 'mailbox_slot'],
  supreme: [],
};

/** The lowest tier of the default plans that includes the flag (supreme includes every flag). */
export function defaultTierOf(flag: string): string {
  const found = Object.entries(addedByTier).find(([, flags]) => (flags as readonly string[]).includes(flag));
  return found ? found[0] : 'supreme';
}

/** The tier names as pages and messages show them (brand-neutral product words). */
export const tierNames: Record<string, string> = {
  free: 'Free',
  basic: 'Basic',
  growth: 'Growth',
  scale: 'Scale',
  unlimited: 'Unlimited',
  supreme: 'Supreme',
};

/**
 * The feature sub-pages of a white-label's plan (spec platform §2 Admin: plans/:tier/features/…),
 * each flag in exactly one group, so the admin pages and GET /admin/features/{id} show the same
 * checklists (issue 14; the grouping is written down in docs/decisions.md).
 */
export const featureGroups = {
  'base-features': [
    'campaigns',
    'icebreakers',
    'calendly',
    'smart_sequences',
    'video',
    'dash_tasks',
    'link_tracking',
    'enrichment',
    'connection_booster',
    'inmail_booster',
    'social_automation',
    'allow_residential_proxies',
  ],
  'search-types': [
    'prospect_finder',
    'instant_searches',
    'social_targeting',
    'post_targeting',
    'event_targeting',
    'group_targeting',
    'api_targeting',
  ],
  integrations: ['webhook_integration', 'zapier_integration'],
  'crm-integrations': ['native_crm', 'pipedrive_crm', 'hubspot_crm'],
  'dialer-features': ['calling', 'sms', 'voicemail'],
  'ai-email-features': ['ai_assistant_in_inbox', 'ai_employee_messages', 'ai_domain'],
  'email-features': ['email_automation', 'email_warming', 'mailbox_slot'],
  'seats-type': ['cloud', 'extension'],
  'ai-features': [
    'ai_magic_campaigns',
    'ai_assistant_in_campaigns',
    'ai_powered_comments',
    'ai_powered_labels',
    'ai_powered_personality_type',
    'ai_company_researches',
    'ai_targeting',
  ],
} as const satisfies Record<string, readonly FeatureFlag[]>;
export type FeatureGroup = keyof typeof featureGroups;
export const featureGroupIds = Object.keys(featureGroups) as FeatureGroup[];

/**
 * How a plan's seats count (billing_plans.seats.type): `shared`, one pool used by cloud and
 * extension accounts alike; `separate`, cloud and extension accounts each within their own number.
 */
export const seatsTypes = ['shared', 'separate'] as const;
export type SeatsType = (typeof seatsTypes)[number];
