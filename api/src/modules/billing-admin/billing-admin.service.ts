/**
 * White-label plans, features, limits and prices in the admin console (issue 14; spec platform §2
 * plans/pricing/billing, §5 Pricing, §7 Admin). Plans and prices are the rows billing reads fresh on
 * every request (platform/plans.ts), so a save here applies to the brand's workspaces at once.
 * Every mutation writes its audit entry in the same transaction.
 */
import { brands, defaultBrandId } from '@outreach/brands';
import {
  billingMessages,
  creditCategories,
  formatMoney,
  intervalMonths,
  tiers,
} from '@outreach/core/billing';
import {
  type FeatureFlag,
  featureFlags,
  featureGroupIds,
  featureGroups,
  featureNames,
} from '@outreach/core/features';
import { and, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import {
  type BillingPlanRow,
  type BillingPriceRow,
  billingAccounts,
  billingPlans,
  billingPrices,
  spaces,
  type WhitelabelRow,
  whitelabels,
} from '../../db/schema';
import { AppError } from '../../errors';
import {
  type AdminScope,
  assertBrandInScope,
  assertSuperAdmin,
  audit,
  scopeBrands,
} from '../../platform/admin-scope';
import { defaultPlans } from '../../platform/plans.defaults';
import { ensureBrandPlans, planFor } from '../../platform/plans';
import { stripeFailure } from '../billing';
import {
  type AdminBrandBillingJson,
  type AdminPlanJson,
  type AdminPriceJson,
  billingAdminMessages as messages,
  type CreatePriceInput,
  type PlanFeaturesInput,
  type PriceDescriptionInput,
  type PriceFloorInput,
  type PricePromoInput,
  type UpdatePriceInput,
} from './billing-admin.schema';
import {
  type FloorBreach,
  floorFor,
  formatRate,
  loweredUnderFloor,
  type Offer,
  type ReferencePlan,
} from './price-floor';

type Deps = Pick<AppDependencies, 'db' | 'clock' | 'payments'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
async function brandSettings(db: Db, scope: AdminScope, id: string): Promise<WhitelabelRow> {
  assertBrandInScope(scope, id);
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.id, id));
  if (!row) throw new AppError(400, billingMessages.createBrandSettings);
  await ensurePlans(db, id);
  return row;
}

function inScope(scope: AdminScope, brand: string): boolean {
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

function priceJson(
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

const tierIndex = (tier: string | null) => (tier ? tiers.indexOf(tier as never) : -1);
const intervalIndex = (interval: string | null) =>
  interval ? Object.keys(intervalMonths).indexOf(interval) : -1;

// ---------------------------------------------------------------- plans and features

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

// ---------------------------------------------------------------- prices

async function subscriberCounts(db: Db, priceIds: string[]): Promise<Map<string, number>> {
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

async function priceRow(db: Db, scope: AdminScope, priceId: string): Promise<BillingPriceRow> {
  if (!uuidPattern.test(priceId)) throw new AppError(404, messages.priceNotFound);
  const [row] = await db.select().from(billingPrices).where(eq(billingPrices.id, priceId));
  if (!row) throw new AppError(404, messages.priceNotFound);
  if (!inScope(scope, row.brand)) throw new AppError(404, messages.priceNotFound);
  await brandSettings(db, scope, row.brand);
  return row;
}

async function onePriceJson(db: Db, row: BillingPriceRow): Promise<AdminPriceJson> {
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

interface PriceTerms {
  kind: BillingPriceRow['kind'];
  tier: string | null;
  interval: string | null;
  currency: string;
  amountCents: number;
  credits: number | null;
}

/** What a price's customer pays and gets, for the floor (price-floor.ts): the price's terms and its plan's. */
interface PriceOffer {
  terms: PriceTerms;
  promo: BillingPriceRow['promo'];
  freeSeats: number;
  minimumQuantity: number;
}

function offerOf(price: PriceOffer, plan: Pick<BillingPlanRow, 'seats' | 'defaultCredits'> | null): Offer {
  if (price.terms.kind === 'credits') {
    return { kind: 'credits', unitCents: price.terms.amountCents, credits: price.terms.credits ?? 0 };
  }
  return {
    kind: 'subscription',
    unitCents: price.terms.amountCents,
    percentOff: price.promo?.percent_off ?? null,
    minimumQuantity: price.minimumQuantity,
    freeSeats: price.freeSeats,
    planSeats: plan?.seats.total ?? 0,
    credits: plan?.defaultCredits ?? 0,
  };
}

function rowOffer(row: BillingPriceRow): PriceOffer {
  return {
    terms: {
      kind: row.kind,
      tier: row.tier,
      interval: row.interval,
      currency: row.currency,
      amountCents: row.amountCents,
      credits: row.credits,
    },
    promo: row.promo ?? null,
    freeSeats: row.freeSeats,
    minimumQuantity: row.minimumPaymentQuantity,
  };
}

/** The brand's plan of a tier (what its subscription prices give). */
async function tierPlan(db: Db, brand: string, tier: string | null): Promise<BillingPlanRow | null> {
  if (!tier) return null;
  const [plan] = await db
    .select()
    .from(billingPlans)
    .where(and(eq(billingPlans.brand, brand), eq(billingPlans.tier, tier)));
  return plan ?? null;
}

/**
 * What the period floor buys: the default brand's plan of the tier (the platform's own offer). For
 * the default brand itself, the plan as shipped (plans.defaults.ts), so its own edits never move it.
 */
async function referencePlan(db: Db, brand: string, tier: string | null): Promise<ReferencePlan | null> {
  if (!tier) return null;
  if (brand === defaultBrandId) {
    const shipped = defaultPlans.find((plan) => plan.tier === tier);
    return shipped ? { seats: shipped.seats.total, credits: shipped.defaultCredits } : null;
  }
  const plan = await planFor(db, defaultBrandId, tier);
  return { seats: plan.seats.total, credits: plan.defaultCredits };
}

function breachMessage(breach: FloorBreach, currency: string): string {
  switch (breach.measure) {
    case 'period':
    case 'pack':
      return messages.belowFloor(formatMoney(breach.minimum, currency));
    case 'promo':
      return messages.promoBelowFloor(formatMoney(breach.minimum, currency));
    case 'seat':
      return messages.seatBelowFloor(formatRate(breach.minimum, currency));
    case 'credit':
      return messages.creditBelowFloor(formatRate(breach.minimum, currency));
  }
}

/** "Growth monthly USD" */
function priceLabel(terms: PriceTerms): string {
  const tier = terms.tier ? `${terms.tier.charAt(0).toUpperCase()}${terms.tier.slice(1)}` : 'Credits';
  return [tier, terms.interval, terms.currency].filter(Boolean).join(' ');
}

/** One price a change touches: its offer before (null when new or reactivated) and after. */
interface FloorChange {
  terms: PriceTerms;
  before: Offer | null;
  after: Offer;
}

/**
 * spec issue 14 item 7, issue 23 item 9: a reseller may not lower what a customer of a price
 * pays, per period (after the promo), per seat or per credit, to under the floor (price-floor.ts
 * loweredUnderFloor). Platform admins set the floor and are not bound by it. `labelled` names the
 * price in the message (a plan's change touches all of its tier's prices).
 */
async function assertFloor(
  db: Db,
  scope: AdminScope,
  brand: WhitelabelRow,
  changes: FloorChange[],
  labelled = false,
): Promise<void> {
  if (scope.kind === 'platform') return;
  for (const change of changes) {
    const reference = await referencePlan(db, brand.id, change.terms.tier);
    const floor = floorFor(brand.priceFloor, change.terms, reference);
    const breach = loweredUnderFloor(change.before, change.after, floor);
    if (!breach) continue;
    const message = breachMessage(breach, change.terms.currency);
    throw new AppError(
      400,
      labelled
        ? `${priceLabel(change.terms)}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`
        : message,
    );
  }
}

/** Months of one period of our interval as Stripe bills it; null for one-time prices. */
function recurringMonths(terms: Pick<PriceTerms, 'kind' | 'interval'>): number | null {
  if (terms.kind !== 'subscription' || !terms.interval) return null;
  const months = intervalMonths[terms.interval as keyof typeof intervalMonths];
  return !months || terms.interval === 'lifetime' ? null : months;
}

function stripeMonths(price: Stripe.Price): number | null {
  if (!price.recurring) return null;
  const per = { month: 1, year: 12 }[price.recurring.interval as 'month' | 'year'];
  return per === undefined ? Number.NaN : per * (price.recurring.interval_count ?? 1);
}

/**
 * Linking a Stripe price (spec §3 "White-label price link"): it must exist and bill in the row's
 * currency and interval (checked through Stripe when payments are set up), and no other row may
 * hold it. A reseller's link must also bill the row's amount (Stripe charges its unit amount, so
 * the amount the floor was checked on is the one paid; issue 23 item 9).
 */
async function assertStripePrice(
  deps: Deps,
  scope: AdminScope,
  stripePriceId: string,
  terms: PriceTerms,
  exceptRowId?: string,
): Promise<void> {
  const [taken] = await deps.db
    .select({ id: billingPrices.id })
    .from(billingPrices)
    .where(
      and(
        eq(billingPrices.stripePriceId, stripePriceId),
        exceptRowId ? ne(billingPrices.id, exceptRowId) : undefined,
      ),
    );
  if (taken) throw new AppError(409, messages.stripePriceTaken);
  if (!deps.payments) return;
  const { stripe } = deps.payments;
  let price: Stripe.Price;
  try {
    price = await stripe.prices.retrieve(stripePriceId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new AppError(400, messages.stripePriceNotFound);
    }
    stripeFailure(error);
  }
  if (price.currency.toUpperCase() !== terms.currency.toUpperCase()) {
    throw new AppError(400, messages.stripeCurrencyMismatch);
  }
  if (scope.kind !== 'platform' && price.unit_amount !== terms.amountCents) {
    throw new AppError(400, messages.stripeAmountMismatch);
  }
  const expected = recurringMonths(terms);
  const actual = stripeMonths(price);
  // custom intervals have no fixed period: any recurring Stripe price fits them
  if (terms.interval !== 'custom' && expected !== actual) {
    throw new AppError(400, messages.stripeIntervalMismatch);
  }
}

/** POST /admin/whitelabels/{id}/prices */
export async function createPrice(
  deps: Deps,
  scope: AdminScope,
  id: string,
  input: CreatePriceInput,
): Promise<AdminPriceJson> {
  const brand = await brandSettings(deps.db, scope, id);
  if (input.kind === 'subscription' && (!input.tier || !input.interval)) {
    throw new AppError(400, messages.tierRequired);
  }
  if (input.kind === 'credits' && !input.credits) throw new AppError(400, messages.creditsRequired);
  const terms: PriceTerms = {
    kind: input.kind,
    tier: input.kind === 'subscription' ? (input.tier ?? null) : null,
    interval: input.kind === 'subscription' ? (input.interval ?? null) : null,
    currency: input.currency,
    amountCents: input.amount_cents,
    credits: input.kind === 'credits' ? (input.credits ?? null) : null,
  };
  const freeSeats = input.free_seats ?? 0;
  const minimumQuantity = input.minimum_payment_quantity ?? 1;
  if (!input.stripe_price_id && (freeSeats !== 0 || minimumQuantity !== 1)) {
    throw new AppError(400, billingMessages.selectStripePrice);
  }
  if (terms.kind === 'subscription') {
    const [duplicate] = await deps.db
      .select({ id: billingPrices.id })
      .from(billingPrices)
      .where(
        and(
          eq(billingPrices.brand, id),
          eq(billingPrices.kind, 'subscription'),
          eq(billingPrices.tier, terms.tier ?? ''),
          eq(billingPrices.interval, terms.interval ?? ''),
          eq(billingPrices.currency, terms.currency),
          eq(billingPrices.active, true),
        ),
      );
    if (duplicate) throw new AppError(409, messages.duplicatePrice);
  }
  const plan = await tierPlan(deps.db, id, terms.tier);
  await assertFloor(deps.db, scope, brand, [
    {
      terms,
      before: null,
      after: offerOf({ terms, promo: null, freeSeats, minimumQuantity }, plan),
    },
  ]);
  if (input.stripe_price_id) await assertStripePrice(deps, scope, input.stripe_price_id, terms);
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(billingPrices)
      .values({
        brand: id,
        ...terms,
        stripePriceId: input.stripe_price_id ?? null,
        freeSeats,
        minimumPaymentQuantity: minimumQuantity,
        createdAt: deps.clock.now(),
      })
      .returning();
    if (!row) throw new AppError(404, messages.priceNotFound);
    await audit(tx, scope.user, {
      action: 'price.create',
      targetType: 'billing_price',
      targetId: row.id,
      brand: row.brand,
      after: priceJson(row, 0, null),
    });
    return row;
  });
  return onePriceJson(deps.db, created);
}

/** PUT /admin/billing/prices/{priceId}: amount, currency, Stripe link, free seats, minimum quantity, active. */
export async function updatePrice(
  deps: Deps,
  scope: AdminScope,
  priceId: string,
  input: UpdatePriceInput,
): Promise<AdminPriceJson> {
  const row = await priceRow(deps.db, scope, priceId);
  const brand = await brandSettings(deps.db, scope, row.brand);
  const terms: PriceTerms = {
    kind: row.kind,
    tier: row.tier,
    interval: row.interval,
    currency: input.currency ?? row.currency,
    amountCents: input.amount_cents ?? row.amountCents,
    credits: row.kind === 'credits' ? (input.credits ?? row.credits) : null,
  };
  const stripePriceId = input.stripe_price_id === undefined ? row.stripePriceId : input.stripe_price_id;
  const freeSeats = input.free_seats ?? row.freeSeats;
  const minimumQuantity = input.minimum_payment_quantity ?? row.minimumPaymentQuantity;
  const currencyChanges = terms.currency !== row.currency;
  const amountChanges = terms.amountCents !== row.amountCents || terms.credits !== row.credits;

  // spec §5: "Currency cannot change after the first invoice".
  if (currencyChanges && (await invoicedCurrencies(deps.db, row.brand)).length > 0) {
    throw new AppError(409, billingMessages.currencyFixed);
  }
  // Stripe prices never change: new terms need a new Stripe price (subscribers keep the old one).
  const newLink = stripePriceId !== null && stripePriceId !== row.stripePriceId;
  if (row.stripePriceId && (currencyChanges || amountChanges) && !newLink) {
    throw new AppError(409, messages.linkedAmount);
  }
  // spec §5, §8: free seats and the minimum quantity belong to the Stripe link.
  const seatTermsChange = freeSeats !== row.freeSeats || minimumQuantity !== row.minimumPaymentQuantity;
  if (!stripePriceId && seatTermsChange) {
    throw new AppError(400, billingMessages.selectStripePrice);
  }
  const active = input.active ?? row.active;
  if (active) {
    const plan = await tierPlan(deps.db, row.brand, row.tier);
    await assertFloor(deps.db, scope, brand, [
      {
        terms,
        // A reactivated price, or one in another currency, is judged as new.
        before: row.active && !currencyChanges ? offerOf(rowOffer(row), plan) : null,
        after: offerOf({ terms, promo: row.promo ?? null, freeSeats, minimumQuantity }, plan),
      },
    ]);
  }
  if (stripePriceId && (newLink || currencyChanges)) {
    await assertStripePrice(deps, scope, stripePriceId, terms, row.id);
  }
  const updated = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(billingPrices)
      .set({
        currency: terms.currency,
        amountCents: terms.amountCents,
        credits: terms.credits,
        stripePriceId,
        freeSeats,
        minimumPaymentQuantity: minimumQuantity,
        active,
      })
      .where(eq(billingPrices.id, row.id))
      .returning();
    if (!saved) throw new AppError(404, messages.priceNotFound);
    await audit(tx, scope.user, {
      action: 'price.update',
      targetType: 'billing_price',
      targetId: row.id,
      brand: row.brand,
      before: priceJson(row, 0, null),
      after: priceJson(saved, 0, null),
    });
    return saved;
  });
  return onePriceJson(deps.db, updated);
}

/**
 * PUT /admin/billing/prices/{priceId}/description: a subscription price's description is the card
 * of its tier's plan (spec §3 card_description {name, features}), shared by the tier's prices.
 */
export async function updatePriceDescription(
  deps: Deps,
  scope: AdminScope,
  priceId: string,
  input: PriceDescriptionInput,
): Promise<AdminPriceJson> {
  const row = await priceRow(deps.db, scope, priceId);
  if (row.kind !== 'subscription' || !row.tier) throw new AppError(400, messages.subscriptionOnly);
  await deps.db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(billingPlans)
      .where(and(eq(billingPlans.brand, row.brand), eq(billingPlans.tier, row.tier ?? '')));
    if (!plan) throw new AppError(404, messages.planNotFound);
    await tx
      .update(billingPlans)
      .set({ cardDescription: input, updatedAt: deps.clock.now() })
      .where(eq(billingPlans.id, plan.id));
    await audit(tx, scope.user, {
      action: 'price.description',
      targetType: 'billing_plan',
      targetId: plan.id,
      brand: row.brand,
      before: plan.cardDescription,
      after: input,
    });
  });
  return onePriceJson(deps.db, row);
}

/** PUT /admin/billing/prices/{priceId}/promo: {promo: {code, description, percent_off} | null}. */
export async function updatePricePromo(
  deps: Deps,
  scope: AdminScope,
  priceId: string,
  input: PricePromoInput,
): Promise<AdminPriceJson> {
  const row = await priceRow(deps.db, scope, priceId);
  if (row.kind !== 'subscription') throw new AppError(400, messages.subscriptionOnly);
  if (row.active) {
    const brand = await brandSettings(deps.db, scope, row.brand);
    const plan = await tierPlan(deps.db, row.brand, row.tier);
    const now = rowOffer(row);
    await assertFloor(deps.db, scope, brand, [
      { terms: now.terms, before: offerOf(now, plan), after: offerOf({ ...now, promo: input.promo }, plan) },
    ]);
  }
  const updated = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(billingPrices)
      .set({ promo: input.promo })
      .where(eq(billingPrices.id, row.id))
      .returning();
    if (!saved) throw new AppError(404, messages.priceNotFound);
    await audit(tx, scope.user, {
      action: 'price.promo',
      targetType: 'billing_price',
      targetId: row.id,
      brand: row.brand,
      before: row.promo,
      after: input.promo,
    });
    return saved;
  });
  return onePriceJson(deps.db, updated);
}

/** DELETE /admin/billing/prices/{priceId}: refused while a workspace subscribes to it. */
export async function deletePrice(deps: Deps, scope: AdminScope, priceId: string): Promise<{ _id: string }> {
  const row = await priceRow(deps.db, scope, priceId);
  const subscribers = (await subscriberCounts(deps.db, [row.id])).get(row.id) ?? 0;
  if (subscribers > 0) throw new AppError(409, messages.hasSubscribers);
  await deps.db.transaction(async (tx) => {
    await tx.delete(billingPrices).where(eq(billingPrices.id, row.id));
    await audit(tx, scope.user, {
      action: 'price.delete',
      targetType: 'billing_price',
      targetId: row.id,
      brand: row.brand,
      before: priceJson(row, 0, null),
    });
  });
  return { _id: row.id };
}

// ---------------------------------------------------------------- the brand's billing section

async function brandBillingJson(
  db: Db,
  scope: AdminScope,
  row: WhitelabelRow,
): Promise<AdminBrandBillingJson> {
  const invoiced = await invoicedCurrencies(db, row.id);
  return {
    whitelabel: row.id,
    price_floor: row.priceFloor,
    invoiced_currencies: invoiced,
    currency_locked: invoiced.length > 0,
    can_edit_floor: scope.kind === 'platform' && scope.superAdmin,
  };
}

/** GET /admin/whitelabels/{id}/billing: the price floor and the currency lock. */
export async function brandBilling(db: Db, scope: AdminScope, id: string): Promise<AdminBrandBillingJson> {
  return brandBillingJson(db, scope, await brandSettings(db, scope, id));
}

const tierPattern = tiers.join('|');
const intervalPattern = Object.keys(intervalMonths).join('|');
const currencyPattern = '[A-Z]{3}';
const floorKeyPattern = new RegExp(
  `^((${tierPattern}):(${intervalPattern})(:${currencyPattern})?|credits(:${currencyPattern})?)$`,
);

/** PUT /admin/whitelabels/{id}/price_floor (super admins only). */
export async function setPriceFloor(
  deps: Deps,
  scope: AdminScope,
  id: string,
  input: PriceFloorInput,
): Promise<AdminBrandBillingJson> {
  assertSuperAdmin(scope);
  const row = await brandSettings(deps.db, scope, id);
  const badKey = Object.keys(input.price_floor).find((key) => !floorKeyPattern.test(key));
  if (badKey !== undefined) throw new AppError(400, messages.floorKey(badKey));
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(whitelabels)
      .set({ priceFloor: input.price_floor, updatedAt: deps.clock.now() })
      .where(eq(whitelabels.id, id))
      .returning();
    if (!updated) throw new AppError(400, billingMessages.createBrandSettings);
    await audit(tx, scope.user, {
      action: 'whitelabel.price_floor',
      targetType: 'whitelabel',
      targetId: id,
      brand: id,
      before: row.priceFloor,
      after: input.price_floor,
    });
    return updated;
  });
  return brandBillingJson(deps.db, scope, saved);
}
