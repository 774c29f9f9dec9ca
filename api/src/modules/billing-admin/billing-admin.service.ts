import { billingMessages, intervalMonths, tiers } from '@outreach/core/billing';
import { eq } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { type BillingPlanRow, type BillingPriceRow, type WhitelabelRow, whitelabels } from '../../db/schema';
import { AppError } from '../../errors';
import { type AdminScope, assertBrandInScope, scopeBrands } from '../../platform/admin-scope';
import { ensureBrandPlans } from '../../platform/plans';
import type { AdminPlanJson, AdminPriceJson } from './billing-admin.schema';

export type Deps = Pick<AppDependencies, 'db' | 'clock' | 'payments'>;

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Seeds the brand's default plans and prices like billing does (the rows are stored under the
 * white-label's id, the brand billing reads for its workspaces).
 */
async function ensurePlans(db: Db, brand: string): Promise<void> {
  await ensureBrandPlans(db, brand);
}

/**
 * The white-label's row: 404 for a reseller's other brands (they never learn it exists), then
 * 'create brand settings first' (spec §5, §8) when the brand has no settings record yet.
 */
export async function brandSettings(db: Db, scope: AdminScope, id: string): Promise<WhitelabelRow> {
  assertBrandInScope(scope, id);
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.id, id));
  if (!row) throw new AppError(400, billingMessages.createBrandSettings);
  await ensurePlans(db, id);
  return row;
}

export function inScope(scope: AdminScope, brand: string): boolean {
  const brands = scopeBrands(scope);
  return !brands || brands.includes(brand);
}

export function planJson(row: BillingPlanRow): AdminPlanJson {
  return {
    _id: row.id,
    brand: row.brand,
    tier: row.tier,
    features: row.features,
    limited_features: row.limitedFeatures,
    seats: {
      total: row.seats.total,
      cloud: row.seats.cloud,
      extension: row.seats.extension,
      type: row.seats.type ?? 'shared',
    },
    default_credits: row.defaultCredits,
    credits_features: row.creditsFeatures,
    card_description: row.cardDescription,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function priceJson(
  row: BillingPriceRow,
  subscribers: number,
  card: BillingPlanRow['cardDescription'] | null,
): AdminPriceJson {
  return {
    _id: row.id,
    brand: row.brand,
    kind: row.kind,
    tier: row.tier,
    interval: row.interval,
    currency: row.currency,
    amount_cents: row.amountCents,
    price: row.amountCents / 100,
    credits: row.credits,
    stripe_price_id: row.stripePriceId,
    promo: row.promo ?? null,
    free_seats: row.freeSeats,
    minimum_payment_quantity: row.minimumPaymentQuantity,
    active: row.active,
    card_description: row.kind === 'subscription' ? card : null,
    subscribers,
    created_at: row.createdAt.toISOString(),
  };
}

export const tierIndex = (tier: string | null) => (tier ? tiers.indexOf(tier as never) : -1);
export const intervalIndex = (interval: string | null) =>
  interval ? Object.keys(intervalMonths).indexOf(interval) : -1;
