/** A brand's prices as the admin console lists them: subscribers, cards, invoiced currencies. */
import { brands } from '@outreach/brands';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type BillingPlanRow,
  type BillingPriceRow,
  billingAccounts,
  billingPlans,
  billingPrices,
  spaces,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminScope } from '../../platform/admin-scope';
import type { AdminPriceJson } from './billing-admin.schema';
import {
  uuidPattern,
  brandSettings,
  inScope,
  priceJson,
  tierIndex,
  intervalIndex,
} from './billing-admin.service';
import { billingAdminMessages as messages } from './billing-admin.schema';

export async function subscriberCounts(db: Db, priceIds: string[]): Promise<Map<string, number>> {
  if (priceIds.length === 0) return new Map();
  const rows = await db
    .select({ priceId: billingAccounts.priceId, total: count() })
    .from(billingAccounts)
    .where(and(inArray(billingAccounts.priceId, priceIds), isNotNull(billingAccounts.stripeSubscriptionId)))
    .groupBy(billingAccounts.priceId);
  return new Map(rows.map((row) => [row.priceId ?? '', Number(row.total)]));
}

async function cardsOf(db: Db, brand: string): Promise<Map<string, BillingPlanRow['cardDescription']>> {
  const plans = await db.select().from(billingPlans).where(eq(billingPlans.brand, brand));
  return new Map(plans.map((plan) => [plan.tier, plan.cardDescription]));
}

async function pricesJson(db: Db, rows: BillingPriceRow[]): Promise<AdminPriceJson[]> {
  const counts = await subscriberCounts(
    db,
    rows.map((row) => row.id),
  );
  const brands = [...new Set(rows.map((row) => row.brand))];
  const cards = new Map<string, Map<string, BillingPlanRow['cardDescription']>>();
  for (const brand of brands) cards.set(brand, await cardsOf(db, brand));
  return rows.map((row) =>
    priceJson(row, counts.get(row.id) ?? 0, cards.get(row.brand)?.get(row.tier ?? '') ?? null),
  );
}

/** GET /admin/whitelabels/{id}/prices (wl_prices): every price of the brand, active or not. */
export async function listPrices(
  db: Db,
  scope: AdminScope,
  id: string,
  kind?: BillingPriceRow['kind'],
): Promise<AdminPriceJson[]> {
  await brandSettings(db, scope, id);
  const rows = await db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.brand, id), kind ? eq(billingPrices.kind, kind) : undefined));
  rows.sort(
    (a, b) =>
      a.kind.localeCompare(b.kind) * -1 ||
      tierIndex(a.tier) - tierIndex(b.tier) ||
      intervalIndex(a.interval) - intervalIndex(b.interval) ||
      a.currency.localeCompare(b.currency) ||
      a.amountCents - b.amountCents,
  );
  return pricesJson(db, rows);
}

export async function priceRow(db: Db, scope: AdminScope, priceId: string): Promise<BillingPriceRow> {
  if (!uuidPattern.test(priceId)) throw new AppError(404, messages.priceNotFound);
  const [row] = await db.select().from(billingPrices).where(eq(billingPrices.id, priceId));
  if (!row) throw new AppError(404, messages.priceNotFound);
  if (!inScope(scope, row.brand)) throw new AppError(404, messages.priceNotFound);
  await brandSettings(db, scope, row.brand);
  return row;
}

export async function onePriceJson(db: Db, row: BillingPriceRow): Promise<AdminPriceJson> {
  const [json] = await pricesJson(db, [row]);
  if (!json) throw new AppError(404, messages.priceNotFound);
  return json;
}

/** GET /admin/billing/prices/{priceId} */
export async function getPrice(db: Db, scope: AdminScope, priceId: string): Promise<AdminPriceJson> {
  return onePriceJson(db, await priceRow(db, scope, priceId));
}

/**
 * The currencies the brand's workspaces were invoiced in (their billing accounts carry one). A
 * workspace's `brand` is the white-label's id, or one of the values brands/ maps to it (the main
 * brand has three).
 */
export async function invoicedCurrencies(db: Db, brand: string): Promise<string[]> {
  const values = [brand, ...(brands.find((known) => known.id === brand)?.values ?? [])];
  const rows = await db
    .selectDistinct({ currency: billingAccounts.currency })
    .from(billingAccounts)
    .innerJoin(spaces, eq(spaces.id, billingAccounts.spaceId))
    .where(and(isNotNull(billingAccounts.currency), inArray(spaces.brand, [...new Set(values)])));
  return [...new Set(rows.map((row) => (row.currency ?? '').toUpperCase()))].sort();
}
