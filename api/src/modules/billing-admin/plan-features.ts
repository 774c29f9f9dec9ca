/** A brand's plans and their features and limits in the admin console. */
import { creditCategories } from '@outreach/core/billing';
import {
  type FeatureFlag,
  featureFlags,
  featureGroupIds,
  featureGroups,
  featureNames,
} from '@outreach/core/features';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BillingPlanRow, billingPlans, billingPrices, whitelabels } from '../../db/schema';
import { AppError } from '../../errors';
import { type AdminScope, audit } from '../../platform/admin-scope';
import type { AdminPlanJson, PlanFeaturesInput } from './billing-admin.schema';
import {
  type Deps,
  uuidPattern,
  brandSettings,
  inScope,
  planJson,
  tierIndex,
  intervalIndex,
} from './billing-admin.service';
import { offerOf, rowOffer, assertFloor } from './price-checks';
import { billingAdminMessages as messages } from './billing-admin.schema';

/** GET /admin/whitelabels/{id}/plans: the brand's plans in tier order. */
export async function listPlans(db: Db, scope: AdminScope, id: string): Promise<AdminPlanJson[]> {
  await brandSettings(db, scope, id);
  const rows = await db.select().from(billingPlans).where(eq(billingPlans.brand, id));
  return rows.sort((a, b) => tierIndex(a.tier) - tierIndex(b.tier)).map(planJson);
}

async function planRow(db: Db, scope: AdminScope, planId: string): Promise<BillingPlanRow> {
  if (!uuidPattern.test(planId)) throw new AppError(404, messages.planNotFound);
  const [row] = await db.select().from(billingPlans).where(eq(billingPlans.id, planId));
  if (!row) throw new AppError(404, messages.planNotFound);
  if (!inScope(scope, row.brand)) throw new AppError(404, messages.planNotFound);
  await brandSettings(db, scope, row.brand);
  return row;
}

/** GET /admin/features/{id}: the plan and every flag, grouped as the plan's feature sub-pages. */
export async function planFeatures(db: Db, scope: AdminScope, planId: string) {
  const row = await planRow(db, scope, planId);
  const included = new Set(row.features);
  return {
    plan: planJson(row),
    groups: featureGroupIds.map((group) => ({
      id: group,
      flags: (featureGroups[group] as readonly FeatureFlag[]).map((flag) => ({
        flag,
        name: featureNames[flag],
        enabled: included.has(flag),
      })),
    })),
  };
}

/** PUT /admin/billing/features/{id}: flags, limits, seats, credits and the plan's card. */
export async function updatePlanFeatures(
  deps: Deps,
  scope: AdminScope,
  planId: string,
  input: PlanFeaturesInput,
): Promise<AdminPlanJson> {
  const row = await planRow(deps.db, scope, planId);
  const known = new Set<string>(featureFlags);
  const unknownFlag = input.features?.find((flag) => !known.has(flag));
  if (unknownFlag !== undefined) throw new AppError(400, messages.unknownFeature(unknownFlag));
  const categories = new Set<string>(creditCategories);
  const unknownCategory = input.credits_features?.find((category) => !categories.has(category));
  if (unknownCategory !== undefined) throw new AppError(400, messages.unknownCreditCategory(unknownCategory));
  if (input.seats) {
    if (input.seats.cloud > input.seats.total) throw new AppError(400, messages.cloudOverTotal);
    if (input.seats.extension > input.seats.total) throw new AppError(400, messages.extensionOverTotal);
  }
  const next = {
    // In the catalogue's order, each flag once.
    features: input.features ? featureFlags.filter((flag) => input.features?.includes(flag)) : row.features,
    limitedFeatures: { ...row.limitedFeatures, ...input.limited_features },
    seats: input.seats ? { ...input.seats, type: input.seats.type ?? row.seats.type ?? 'shared' } : row.seats,
    defaultCredits: input.default_credits ?? row.defaultCredits,
    creditsFeatures: input.credits_features
      ? creditCategories.filter((category) => input.credits_features?.includes(category))
      : row.creditsFeatures,
    cardDescription: input.card_description ?? row.cardDescription,
    updatedAt: deps.clock.now(),
  };
  // More seats or credits for the same money: every active price of the tier keeps to the floor.
  if (next.seats.total !== row.seats.total || next.defaultCredits !== row.defaultCredits) {
    const [brand] = await deps.db.select().from(whitelabels).where(eq(whitelabels.id, row.brand));
    const prices = await deps.db
      .select()
      .from(billingPrices)
      .where(
        and(
          eq(billingPrices.brand, row.brand),
          eq(billingPrices.kind, 'subscription'),
          eq(billingPrices.tier, row.tier),
          eq(billingPrices.active, true),
        ),
      );
    prices.sort(
      (a, b) => intervalIndex(a.interval) - intervalIndex(b.interval) || a.currency.localeCompare(b.currency),
    );
    if (brand) {
      await assertFloor(
        deps.db,
        scope,
        brand,
        prices.map((price) => ({
          terms: rowOffer(price).terms,
          before: offerOf(rowOffer(price), row),
          after: offerOf(rowOffer(price), next),
        })),
        true,
      );
    }
  }
  const updated = await deps.db.transaction(async (tx) => {
    const [saved] = await tx.update(billingPlans).set(next).where(eq(billingPlans.id, row.id)).returning();
    if (!saved) throw new AppError(404, messages.planNotFound);
    await audit(tx, scope.user, {
      action: 'plan.update',
      targetType: 'billing_plan',
      targetId: row.id,
      brand: row.brand,
      before: planJson(row),
      after: planJson(saved),
    });
    return saved;
  });
  return planJson(updated);
}
