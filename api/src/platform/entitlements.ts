/**
 * What a workspace's plan allows, enforced on the API (issue 13 item 5, spec platform §6
 * "Features gate tabs and upgrade prompts by tier; campaigns and email integrations are counted
 * per tier"). A locked feature answers 402 `{ ok: false, error, code: 'feature_locked', feature,
 * tier }` (tier: the lowest tier whose plan includes it); a limit reached answers 402
 * `{ ok: false, error, code: 'limit_reached', feature, limit }`. The plan is the database row
 * (plans.ts), read once per request.
 */
import { featureLockedCode, limitReachedCode, normalizeTier, type Tier, tiers } from '@outreach/core/billing';
import { type FeatureFlag, featureName, tierNames } from '@outreach/core/features';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from './context';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { type BillingPlanRow, type SpaceRow, workflows } from '../db/schema';
import { AppError } from '../errors';
import { planFor, plansOf } from './plans';

/** The limited features of a plan (billing_plans.limited_features). */
export type LimitedFeature = 'campaigns' | 'email_integrations';

/** The workspace fields a plan is read with. */
export type PlanSpace = Pick<SpaceRow, 'brand' | 'tier'>;

/** "Video is available from the Growth plan: upgrade to use it" */
export function lockedMessage(flag: string, tier: string): string {
  return `${featureName(flag)} is available from the ${tierNames[tier] ?? tier} plan: upgrade to use it`;
}

/** "Your plan allows 2 campaigns: upgrade to add more" */
export function limitMessage(feature: LimitedFeature, limit: number): string {
  const noun = feature === 'campaigns' ? 'campaign' : 'email integration';
  return `Your plan allows ${limit} ${noun}${limit === 1 ? '' : 's'}: upgrade to add more`;
}

/** Plans read during one request (a request checking two gates reads the plan once). */
const perRequest = new WeakMap<object, Promise<BillingPlanRow>>();

/**
 * The plan of a workspace's brand and tier. With `request` (the Hono raw request) the row is
 * read once for that request; plans change rarely but do change (the admin console), so nothing
 * outlives a request.
 */
export function planOfSpace(db: Db, space: PlanSpace, request?: object): Promise<BillingPlanRow> {
  if (!request) return planFor(db, space.brand, space.tier);
  const cached = perRequest.get(request);
  if (cached) return cached;
  const reading = planFor(db, space.brand, space.tier);
  perRequest.set(request, reading);
  // A failed read is not kept: the next check reads again.
  reading.catch(() => perRequest.delete(request));
  return reading;
}

/** True when the plan includes the flag. */
export function planIncludes(plan: Pick<BillingPlanRow, 'features'>, flag: FeatureFlag): boolean {
  return plan.features.includes(flag);
}

/** The lowest tier of the brand whose plan includes the flag (supreme when none says so). */
export async function lowestTierWith(db: Db, brand: string, flag: FeatureFlag): Promise<Tier> {
  const plans = await plansOf(db, brand);
  const found = plans.find((plan) => planIncludes(plan, flag));
  return found ? normalizeTier(found.tier) : (tiers[tiers.length - 1] as Tier);
}

/** The 402 of a locked feature. */
export function featureLocked(flag: FeatureFlag, tier: Tier): AppError {
  return new AppError(402, lockedMessage(flag, tier), undefined, {
    code: featureLockedCode,
    feature: flag,
    tier,
  });
}

/** Throws the 402 `feature_locked` unless the workspace's plan includes the flag. */
export async function assertFeature(
  db: Db,
  space: PlanSpace,
  flag: FeatureFlag,
  request?: object,
): Promise<void> {
  const plan = await planOfSpace(db, space, request);
  if (planIncludes(plan, flag)) return;
  throw featureLocked(flag, await lowestTierWith(db, space.brand, flag));
}

/** True when the workspace's plan includes the flag (the engine's checks, which answer no HTTP). */
export async function spaceHasFeature(db: Db, space: PlanSpace, flag: FeatureFlag): Promise<boolean> {
  return planIncludes(await planOfSpace(db, space), flag);
}

/**
 * Route middleware: the call is refused with 402 `feature_locked` unless the plan includes the
 * flag. Mount after `requireSpace` (it reads `space`); declare `lockedFailure` in the route's 402.
 */
export function requireFeature(deps: Pick<AppDependencies, 'db'>, flag: FeatureFlag) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await assertFeature(deps.db, c.get('space'), flag, c.req.raw);
    await next();
  });
}

/** The plan's limit of a limited feature; null when not limited. */
export function planLimit(
  plan: Pick<BillingPlanRow, 'limitedFeatures'>,
  feature: LimitedFeature,
): number | null {
  const entry = plan.limitedFeatures?.[feature];
  return entry?.is_limited ? entry.limit : null;
}

/** The 402 of a limit reached. */
export function limitReached(feature: LimitedFeature, limit: number): AppError {
  return new AppError(402, limitMessage(feature, limit), undefined, {
    code: limitReachedCode,
    feature,
    limit,
  });
}

/**
 * Throws the 402 `limit_reached` when adding `adding` more to `used` would pass the plan's limit.
 * `used` is counted by the caller (in its transaction when it has one).
 */
export async function assertBelowLimit(
  db: Db,
  space: PlanSpace,
  feature: LimitedFeature,
  used: () => Promise<number>,
  adding = 1,
  request?: object,
): Promise<void> {
  const limit = planLimit(await planOfSpace(db, space, request), feature);
  if (limit === null) return;
  if ((await used()) + adding > limit) throw limitReached(feature, limit);
}

/** The campaigns a plan's `campaigns` limit counts: every one not deleted (archived ones count). */
export async function countCampaigns(db: Db, spaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workflows)
    .where(and(eq(workflows.spaceId, spaceId), ne(workflows.status, 'deleted')));
  return row?.n ?? 0;
}

/** A campaign is a smart sequence when its type or its sequence is 'smart' (the graph editor). */
export function isSmartSequence(campaign: { type?: string | null; sequences_type?: string | null }): boolean {
  return campaign.type === 'smart' || campaign.sequences_type === 'smart';
}

/** The ids among `ids` of the workspace's campaigns that are smart sequences. */
export async function smartCampaignIds(db: Db, spaceId: string, ids: readonly string[]): Promise<string[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: workflows.id, type: workflows.type, sequenceType: workflows.sequenceType })
    .from(workflows)
    .where(and(eq(workflows.spaceId, spaceId), inArray(workflows.id, valid)));
  return rows
    .filter((row) => isSmartSequence({ type: row.type, sequences_type: row.sequenceType }))
    .map((row) => row.id);
}

/**
 * Before a campaign is created (or `adding` copies made): the plan's campaigns limit, and
 * smart_sequences when one of them is a smart sequence.
 */
export async function assertCampaignsAllowed(
  db: Db,
  space: PlanSpace & { id: string },
  options: { adding?: number; smart?: boolean; request?: object },
): Promise<void> {
  if (options.smart) await assertFeature(db, space, 'smart_sequences', options.request);
  await assertBelowLimit(
    db,
    space,
    'campaigns',
    () => countCampaigns(db, space.id),
    options.adding ?? 1,
    options.request,
  );
}
