/**
 * GET /space/features: which features a workspace's plan includes (spec platform §3
 * "Feature flags", §6 "Features gate tabs and upgrade prompts by tier"). Until the
 * billing issue stores per-brand feature records, the tier alone decides, through the
 * table below: each tier includes everything of the tiers beneath it.
 */
// One list of flags for the API and the front end (spec platform §3 "Feature flags").
import { type FeatureFlag, featureFlags } from '@outreach/sdk/features';

export { type FeatureFlag, featureFlags };

/** spec platform §3 tiers in weight order (free 0, basic 1, growth 3, scale 5, unlimited 7, supreme 9). */
export const tiers = ['free', 'basic', 'growth', 'scale', 'unlimited', 'supreme'] as const;
export type Tier = (typeof tiers)[number];

/** spec platform §3: growth is also called essential, scale also called pro. */
const tierAliases: Record<string, Tier> = { essential: 'growth', pro: 'scale' };

/** What each tier adds to the one below it. */
const addedByTier: Record<Tier, readonly FeatureFlag[]> = {
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

/** A stored tier name as one of the six; unknown names count as free (the safe side). */
export function normalizeTier(tier: string): Tier {
  const name = tier.trim().toLowerCase();
  return tierAliases[name] ?? tiers.find((known) => known === name) ?? 'free';
}

/** Every flag with whether the tier includes it; supreme includes them all. */
export function featuresForTier(tier: string): Record<FeatureFlag, boolean> {
  const level = tiers.indexOf(normalizeTier(tier));
  const included = new Set<FeatureFlag>(
    level === tiers.indexOf('supreme')
      ? featureFlags
      : tiers.slice(0, level + 1).flatMap((t) => addedByTier[t]),
  );
  return Object.fromEntries(featureFlags.map((flag) => [flag, included.has(flag)])) as Record<
    FeatureFlag,
    boolean
  >;
}
