/**
 * Plans and prices as data (issue 13 item 1): one plan per brand and tier, prices per brand,
 * tier, interval and currency, and credit packs. Seeded from plans.defaults.ts the first time a
 * brand is read; the database rows are what counts after that (the admin console edits them).
 */
import { normalizeTier, type Tier, tiers } from '@outreach/core/billing';
import { type FeatureFlag, featureFlags } from '@outreach/core/features';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type BillingPlanRow, type BillingPriceRow, billingPlans, billingPrices } from '../db/schema';
import { brandForAccount } from './brands';
import { defaultFeatures, defaultPlans, defaultPrices } from './plans.defaults';

/** Brands whose defaults were written by this process (a cheap guard before the insert). */
const seeded = new WeakMap<Db, Set<string>>();

/**
 * The brand id a workspace's `brand` value stands for (three values count as the main brand),
 * from the whitelabels table (issue 14: white-labels created at run time have plans too).
 */
export async function planBrand(db: Db, brandValue: string | null | undefined): Promise<string> {
  return (await brandForAccount(db, brandValue)).id;
}

/** Writes the brand's default plans and prices unless the brand has plans already. */
export async function ensureBrandPlans(db: Db, brandValue: string): Promise<void> {
  const brand = await planBrand(db, brandValue);
  const done = seeded.get(db) ?? new Set<string>();
  seeded.set(db, done);
  if (done.has(brand)) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingPlans)
      .values(
        defaultPlans.map((plan) => ({
          brand,
          tier: plan.tier,
          features: defaultFeatures(plan.tier),
          limitedFeatures: plan.limitedFeatures,
          seats: plan.seats,
          defaultCredits: plan.defaultCredits,
          creditsFeatures: plan.creditsFeatures,
          cardDescription: plan.cardDescription,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: billingPlans.id });
    // Prices only with the plans: a brand whose plans an admin already wrote keeps its prices.
    if (inserted.length === defaultPlans.length) {
      await tx.insert(billingPrices).values(defaultPrices.map((price) => ({ brand, ...price })));
    }
  });
  done.add(brand);
}

/** The plan of a brand's tier as stored, without seeding (undefined when the brand has none yet). */
export async function findPlan(
  db: Db,
  brandValue: string,
  tier: string | null,
): Promise<BillingPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(billingPlans)
    .where(
      and(
        eq(billingPlans.brand, await planBrand(db, brandValue)),
        eq(billingPlans.tier, normalizeTier(tier)),
      ),
    );
  return row;
}

/** The plan of a brand's tier (seeding the brand first if needed). */
export async function planFor(db: Db, brandValue: string, tier: string): Promise<BillingPlanRow> {
  await ensureBrandPlans(db, brandValue);
  const row = await findPlan(db, brandValue, tier);
  if (!row) throw new Error(`no plan for ${brandValue}/${tier}`);
  return row;
}

/** Every plan of a brand, in tier order. */
export async function plansOf(db: Db, brandValue: string): Promise<BillingPlanRow[]> {
  await ensureBrandPlans(db, brandValue);
  const rows = await db
    .select()
    .from(billingPlans)
    .where(eq(billingPlans.brand, await planBrand(db, brandValue)));
  return rows.sort((a, b) => tiers.indexOf(a.tier as Tier) - tiers.indexOf(b.tier as Tier));
}

/** A brand's active prices (subscriptions and credit packs). */
export async function pricesOf(db: Db, brandValue: string): Promise<BillingPriceRow[]> {
  await ensureBrandPlans(db, brandValue);
  return db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.brand, await planBrand(db, brandValue)), eq(billingPrices.active, true)))
    .orderBy(asc(billingPrices.amountCents));
}

/** One price of the brand, or undefined (another brand's price is not found). */
export async function priceOf(
  db: Db,
  brandValue: string,
  priceId: string,
): Promise<BillingPriceRow | undefined> {
  await ensureBrandPlans(db, brandValue);
  const [row] = await db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.id, priceId), eq(billingPrices.brand, await planBrand(db, brandValue))));
  return row;
}

/** Every flag with whether the plan includes it (GET /space/features). */
export function featureMap(plan: Pick<BillingPlanRow, 'features'>): Record<FeatureFlag, boolean> {
  const included = new Set(plan.features);
  return Object.fromEntries(featureFlags.map((flag) => [flag, included.has(flag)])) as Record<
    FeatureFlag,
    boolean
  >;
}
