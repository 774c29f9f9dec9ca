/**
 * GET /space/features: which features a workspace's plan includes (spec platform §3
 * "Feature flags", §6 "Features gate tabs and upgrade prompts by tier"). The plan is the
 * brand's billing_plans row of the workspace's tier (issue 13 item 1: plans as data, seeded from
 * platform/plans.defaults.ts); the API enforces the same row (platform/entitlements.ts).
 */
// One list of flags for the API and the front end (spec platform §3 "Feature flags").
import { type FeatureFlag, featureFlags } from '@outreach/core/features';
import type { Db } from '../../db/client';
import type { SpaceRow } from '../../db/schema';
import { featureMap, planFor } from '../../platform/plans';

export { type FeatureFlag, featureFlags };

/** Every flag with whether the workspace's plan includes it. */
export async function spaceFeatures(
  db: Db,
  space: Pick<SpaceRow, 'brand' | 'tier'>,
): Promise<Record<FeatureFlag, boolean>> {
  return featureMap(await planFor(db, space.brand, space.tier));
}
