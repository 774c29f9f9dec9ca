/**
 * The Stripe side of billing (issue 13 item 2): a workspace's customer and a price's Stripe
 * product and price are created on first need; a subscription as Stripe has it now is written
 * onto the workspace (spaces + billing_accounts) in one transaction. Applying the same
 * subscription twice changes nothing, so webhooks may come in any order and any number of times.
 */
import { intervalMonths, normalizeTier, subscriptionSeats } from '@outreach/core/billing';
import { and, asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  type BillingAccountRow,
  type BillingPlanRow,
  type BillingPriceRow,
  billingAccounts,
  billingPrices,
  type SpaceRow,
  spaceMembers,
  spaces,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Payments } from '../../providers/payments/payments';
import { findPlan, planFor, priceOf } from '../../platform/plans';

export const billingErrors = {
  paymentsNotConfigured: 'Payments are not configured',
  providerDown: 'The payment provider did not answer, try again',
  invalidSignature: 'Invalid signature',
} as const;

/** Statuses in which a subscription still exists at Stripe (a new checkout would make a second one). */
export const liveStatuses = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

/** deps.payments, or 409 'Payments are not configured' (docs/decisions.md). */
export function requirePayments(deps: AppDependencies): Payments {
  if (!deps.payments) throw new AppError(409, billingErrors.paymentsNotConfigured);
  return deps.payments;
}

/** Stripe's errors as the user's: a card refusal 402, our bad input 400, no answer 502; never a 500. */
export function stripeFailure(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (error instanceof Stripe.errors.StripeCardError) throw new AppError(402, error.message);
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    throw new AppError(error.statusCode === 404 ? 404 : 400, error.message);
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    throw new AppError(502, billingErrors.providerDown);
  }
  throw error;
}

/**
 * The customer's newest subscription at Stripe, whatever its status (the webhook's view of it is
 * applied with applySubscription); undefined when the customer has none.
 */
export async function newestSubscription(
  payments: Payments,
  customerId: string,
): Promise<Stripe.Subscription | undefined> {
  const list = await stripeCall(() =>
    payments.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 }),
  );
  return [...list.data].sort((a, b) => b.created - a.created)[0];
}

/** Runs a Stripe call, turning its errors into the user's (stripeFailure). */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    stripeFailure(error);
  }
}

export async function billingAccountOf(db: Db, spaceId: string): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.spaceId, spaceId));
  return row;
}

/** The email of the workspace's first admin (the customer's email at Stripe). */
async function firstAdminEmail(db: Db, spaceId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.isAdmin, true)))
    .orderBy(asc(spaceMembers.createdAt))
    .limit(1);
  return row?.email;
}

/** The workspace's Stripe customer id, created (metadata.space_id) the first time it is needed. */
export async function ensureCustomer(deps: AppDependencies, space: SpaceRow): Promise<string> {
  const payments = requirePayments(deps);
  const existing = await billingAccountOf(deps.db, space.id);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  const email = await firstAdminEmail(deps.db, space.id);
  const customer = await stripeCall(() =>
    payments.stripe.customers.create(
      { name: space.name, email, metadata: { space_id: space.id } },
      { idempotencyKey: `customer-${space.id}` },
    ),
  );
  await deps.db
    .insert(billingAccounts)
    .values({ spaceId: space.id, stripeCustomerId: customer.id, updatedAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: billingAccounts.spaceId,
      set: { stripeCustomerId: customer.id, updatedAt: deps.clock.now() },
    });
  const saved = await billingAccountOf(deps.db, space.id);
  return saved?.stripeCustomerId ?? customer.id;
}

/** The customer id when the workspace has one (no Stripe call), else null. */
export async function customerOf(db: Db, spaceId: string): Promise<string | null> {
  return (await billingAccountOf(db, spaceId))?.stripeCustomerId ?? null;
}

/** Stripe's recurring terms of an interval, or null for a one-time price (credit packs, lifetime). */
function recurringOf(price: BillingPriceRow): { interval: 'month'; interval_count: number } | null {
  if (price.kind !== 'subscription' || !price.interval) return null;
  const months = intervalMonths[price.interval as keyof typeof intervalMonths];
  if (!months || price.interval === 'lifetime') return null;
  return { interval: 'month', interval_count: months };
}

/** Whether a price is bought as a subscription (monthly, quarterly, annual). */
export function isRecurring(price: BillingPriceRow): boolean {
  return recurringOf(price) !== null;
}

function priceName(price: BillingPriceRow): string {
  if (price.kind === 'credits') return `${price.credits ?? 0} credits`;
  return `${normalizeTier(price.tier).replace(/^./, (c) => c.toUpperCase())} plan (${price.interval})`;
}

/**
 * The Stripe price id of one of our prices: created with its product the first time, found again
 * by lookup_key (our price id) when the mapping was lost.
 */
export async function ensureStripePrice(deps: AppDependencies, price: BillingPriceRow): Promise<string> {
  if (price.stripePriceId) return price.stripePriceId;
  const { stripe } = requirePayments(deps);
  const found = await stripeCall(() => stripe.prices.list({ lookup_keys: [price.id], limit: 1 }));
  let stripePriceId = found.data.find((row) => row.lookup_key === price.id)?.id;
  if (!stripePriceId) {
    const product = await stripeCall(() =>
      stripe.products.create(
        { name: priceName(price), metadata: { price_id: price.id, brand: price.brand } },
        { idempotencyKey: `product-${price.id}` },
      ),
    );
    const recurring = recurringOf(price);
    const created = await stripeCall(() =>
      stripe.prices.create(
        {
          product: product.id,
          currency: price.currency.toLowerCase(),
          unit_amount: price.amountCents,
          lookup_key: price.id,
          metadata: { price_id: price.id, kind: price.kind },
          ...(recurring ? { recurring } : {}),
        },
        { idempotencyKey: `price-${price.id}` },
      ),
    );
    stripePriceId = created.id;
  }
  await deps.db.update(billingPrices).set({ stripePriceId }).where(eq(billingPrices.id, price.id));
  return stripePriceId;
}

/**
 * Our price row of a Stripe price, from the app's own mapping (issue 23 item 1): its
 * stripe_price_id, else the lookup_key ensureStripePrice gave the Stripe price (our price id,
 * written with the app's secret key; it finds a price an admin has since linked to another Stripe
 * price). Never the price's or the subscription's metadata, which whoever created them wrote.
 */
export async function localPriceOf(
  db: Db,
  stripePrice: Pick<Stripe.Price, 'id' | 'lookup_key'> | null | undefined,
): Promise<BillingPriceRow | undefined> {
  if (!stripePrice) return undefined;
  const [byStripe] = await db
    .select()
    .from(billingPrices)
    .where(eq(billingPrices.stripePriceId, stripePrice.id));
  if (byStripe) return byStripe;
  const lookupKey = stripePrice.lookup_key;
  if (!isUuid(lookupKey)) return undefined;
  const [row] = await db.select().from(billingPrices).where(eq(billingPrices.id, lookupKey));
  return row;
}

/**
 * The workspace a Stripe object belongs to: the app's own customer -> workspace record
 * (billing_accounts.stripe_customer_id, written by ensureCustomer). Never metadata.space_id: a
 * client that can create a Stripe object can write any workspace's id there (issue 23 item 1).
 */
export async function spaceOfCustomer(
  db: Db,
  customer: string | { id: string } | null | undefined,
): Promise<SpaceRow | undefined> {
  const customerId = typeof customer === 'string' ? customer : customer?.id;
  if (!customerId) return undefined;
  const [row] = await db
    .select({ space: spaces })
    .from(billingAccounts)
    .innerJoin(spaces, eq(spaces.id, billingAccounts.spaceId))
    .where(eq(billingAccounts.stripeCustomerId, customerId));
  return row?.space;
}

/** The subscription id of an invoice (API 2025+: under parent.subscription_details). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const value = fromParent ?? legacy ?? null;
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/**
 * Seats a subscription gives (core subscriptionSeats, docs/decisions.md): each of total, cloud and
 * extension is the plan's number or the quantity bought plus the price's free seats, whichever
 * is larger.
 */
export function seatsFor(
  planSeats: { total: number; cloud: number; extension: number },
  quantity: number,
  freeSeats: number,
): { totalSeats: number; cloudSeats: number; extensionSeats: number } {
  return {
    totalSeats: subscriptionSeats(planSeats.total, quantity, freeSeats).total,
    cloudSeats: subscriptionSeats(planSeats.cloud, quantity, freeSeats).total,
    extensionSeats: subscriptionSeats(planSeats.extension, quantity, freeSeats).total,
  };
}

const clearedSubscription = {
  stripeSubscriptionId: null,
  subscriptionStatus: null,
  priceId: null,
  interval: null,
  currency: null,
  amountCents: null,
  quantity: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

export interface ApplyResult {
  spaceId: string;
  changed: boolean;
}

/**
 * Writes a subscription, as Stripe has it now, onto its workspace (in `db`, a transaction of the
 * caller's when given). active/trialing: paid at the price's tier with its seats;
 * past_due/unpaid/incomplete_expired: unpaid, tier kept; incomplete: payment in progress;
 * canceled: back to free (paid: the free tier works within its limits). An ended subscription
 * that is no longer the workspace's (replaced by a newer one) changes nothing.
 */
export async function applySubscription(
  deps: AppDependencies,
  db: Db,
  subscription: Stripe.Subscription,
): Promise<ApplyResult | undefined> {
  const space = await spaceOfCustomer(db, subscription.customer);
  if (!space) return undefined;
  const now = deps.clock.now();
  const account = await billingAccountOf(db, space.id);
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const status = subscription.status;

  if (status === 'canceled' || status === 'incomplete_expired') {
    const current = account?.stripeSubscriptionId;
    // Another, newer subscription is the workspace's: this one's end is history.
    if (current && current !== subscription.id) return { spaceId: space.id, changed: false };
    let spaceValues: SpaceValues = { paymentInProgress: false };
    if (status === 'canceled') {
      const plan = await planOf(db, space.brand, 'free');
      spaceValues = {
        tier: 'free',
        isPaid: true,
        paymentInProgress: false,
        subscriptionMode: 'no_sub',
        totalSeats: plan.seats.total,
        cloudSeats: plan.seats.cloud,
        extensionSeats: plan.seats.extension,
      };
    }
    const spaceChanged = await setSpace(db, space, spaceValues, now);
    const accountChanged = await setAccount(
      db,
      space.id,
      account,
      { ...clearedSubscription, stripeCustomerId: customerId },
      now,
    );
    return { spaceId: space.id, changed: spaceChanged || accountChanged };
  }

  const item = subscription.items.data[0];
  if (!item) return undefined;
  const price = await localPriceOf(db, item.price);
  // The app's own price, and one of the workspace's brand (a price is sold only to its brand's workspaces).
  if (price?.kind !== 'subscription' || !(await priceOf(db, space.brand, price.id))) {
    deps.logger.warn(
      { subscription: subscription.id, price: item.price.id, space: space.id },
      "subscription of a price that is not one of the workspace's",
    );
    return undefined;
  }
  const quantity = item.quantity ?? 1;
  const unit = item.price.unit_amount ?? price.amountCents;
  const accountValues: AccountValues = {
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: status,
    priceId: price.id,
    interval: price.interval,
    currency: price.currency,
    amountCents: unit * quantity,
    quantity,
    currentPeriodEnd: item.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
  };

  let spaceValues: SpaceValues;
  if (status === 'active' || status === 'trialing') {
    const plan = await planOf(db, space.brand, price.tier ?? 'free');
    spaceValues = {
      tier: normalizeTier(price.tier),
      isPaid: true,
      paymentInProgress: false,
      subscriptionMode: 'stripe',
      ...seatsFor(plan.seats, quantity, price.freeSeats),
    };
    accountValues.lastPaymentError = null;
  } else if (status === 'incomplete') {
    spaceValues = { paymentInProgress: true };
  } else {
    // past_due, unpaid, paused: outreach pauses (the engine reads is_paid); the tier stays.
    spaceValues = { isPaid: false, paymentInProgress: false, subscriptionMode: 'stripe' };
  }
  const spaceChanged = await setSpace(db, space, spaceValues, now);
  const accountChanged = await setAccount(db, space.id, account, accountValues, now);
  return { spaceId: space.id, changed: spaceChanged || accountChanged };
}

type SpaceValues = Partial<
  Pick<
    SpaceRow,
    | 'tier'
    | 'isPaid'
    | 'paymentInProgress'
    | 'subscriptionMode'
    | 'totalSeats'
    | 'cloudSeats'
    | 'extensionSeats'
  >
>;
type AccountValues = Partial<Omit<typeof billingAccounts.$inferInsert, 'spaceId' | 'updatedAt'>>;

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  return (a ?? null) === (b ?? null);
}

function differs<Row extends object>(row: Row | undefined, values: Partial<Row>): boolean {
  if (!row) return true;
  return Object.entries(values).some(([key, value]) => !same((row as Record<string, unknown>)[key], value));
}

/**
 * Writes only what differs: re-applying the same subscription (a duplicate or a replayed event)
 * takes no row lock and announces nothing.
 */
async function setSpace(db: Db, space: SpaceRow, values: SpaceValues, now: Date): Promise<boolean> {
  if (!differs(space, values)) return false;
  await db
    .update(spaces)
    .set({ ...values, updatedAt: now })
    .where(eq(spaces.id, space.id));
  return true;
}

async function setAccount(
  db: Db,
  spaceId: string,
  account: BillingAccountRow | undefined,
  values: AccountValues,
  now: Date,
): Promise<boolean> {
  if (!differs(account, values)) return false;
  const set = { ...values, updatedAt: now };
  await db
    .insert(billingAccounts)
    .values({ spaceId, ...set })
    .onConflictDoUpdate({ target: billingAccounts.spaceId, set });
  return true;
}

/**
 * The plan of a brand's tier read in `db` (a transaction): planFor seeds the brand first when its
 * process has not, which it has whenever one of its prices was sold; only then is it needed here.
 */
export async function planOf(db: Db, brandValue: string, tier: string | null): Promise<BillingPlanRow> {
  return (await findPlan(db, brandValue, tier)) ?? planFor(db, brandValue, normalizeTier(tier));
}

/** Retrieves a subscription as Stripe has it now (webhook snapshots may be stale). */
export async function currentSubscription(payments: Payments, id: string): Promise<Stripe.Subscription> {
  return stripeCall(() => payments.stripe.subscriptions.retrieve(id));
}
