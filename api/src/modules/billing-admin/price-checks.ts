/** What a price must respect before it is saved: the brand's price floor and the Stripe price it names. */
import Stripe from 'stripe';
import { defaultBrandId } from '@outreach/brands';
import { formatMoney, intervalMonths } from '@outreach/core/billing';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type BillingPlanRow,
  type BillingPriceRow,
  billingPlans,
  billingPrices,
  type WhitelabelRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminScope } from '../../platform/admin-scope';
import { defaultPlans } from '../../platform/plans.defaults';
import { planFor } from '../../platform/plans';
import { stripeFailure } from '../billing';
import {
  type FloorBreach,
  floorFor,
  formatRate,
  loweredUnderFloor,
  type Offer,
  type ReferencePlan,
} from './price-floor';
import type { Deps } from './billing-admin.service';
import { billingAdminMessages as messages } from './billing-admin.schema';

export interface PriceTerms {
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

export function offerOf(
  price: PriceOffer,
  plan: Pick<BillingPlanRow, 'seats' | 'defaultCredits'> | null,
): Offer {
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

export function rowOffer(row: BillingPriceRow): PriceOffer {
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
export async function tierPlan(db: Db, brand: string, tier: string | null): Promise<BillingPlanRow | null> {
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
export async function assertFloor(
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
export async function assertStripePrice(
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
