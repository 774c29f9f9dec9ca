/**
 * The billing calls of a workspace (issue 13 items 2 and 4, spec platform §7 Billing): what it
 * pays and may buy, and its invoices. Checkout is in billing-checkout.ts, plan changes with
 * proration and extend in subscription-changes.ts, the portal and payment methods in
 * payment-methods.ts. Every Stripe call goes through the SDK (deps.payments); Stripe's errors
 * become the user's (stripeCall).
 */
import {
  billingMessages,
  currencies,
  intervals,
  normalizeTier,
  promoPrice,
  type SeatCount,
  seatsToBuy,
  subscriptionSeats,
  tierWeights,
} from '@outreach/core/billing';
import { eq } from 'drizzle-orm';
import { brandForAccount } from '../../platform/brands';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { type BillingPriceRow, creditWallets, type SpaceRow } from '../../db/schema';
import { AppError } from '../../errors';
import { seatUsage } from '../spaces';
import type {
  BillingOverviewJson,
  BillingPricesJson,
  CreditPackJson,
  InvoiceJson,
  PaymentInfoJson,
  PaymentMethodJson,
  PriceJson,
} from './billing.schema';
import { plansOf, priceOf, pricesOf } from '../../platform/plans';
import { billingAccountOf, customerOf, liveStatuses, requirePayments, stripeCall } from './stripe-sync';

export const billingApiMessages = {
  priceIdInvalid: 'price_id: must be a price id',
  hasSubscription: 'This workspace has a subscription: change its plan with PUT /billing/subscription',
  noSubscription: 'This workspace has no subscription: buy one through checkout',
  notSubscriptionPrice: 'This price is not a subscription price',
  unknownCurrency: `currency: must be one of ${currencies.join(', ')}`,
  unknownInterval: 'interval: must be monthly, quarterly or annual',
  returnToInvalid: 'return_to: must be a path of this app',
  samePrice: 'This is already the current plan',
  nothingToExtend: 'The subscription is active: there is nothing to extend',
  paymentMethodNotFound: 'Payment method not found',
} as const;

export const units = (cents: number) => Math.round(cents) / 100;

/** Paying calls: 403 'Contact your customer support to help you' when billing is off for the workspace. */
export function assertCanPay(space: SpaceRow): void {
  if (!space.isBillingEnabled || space.subscriptionMode === 'disabled') {
    throw new AppError(403, billingMessages.contactSupport);
  }
}

export function hasLiveSubscription(
  account: { stripeSubscriptionId: string | null; subscriptionStatus: string | null } | undefined,
) {
  return Boolean(account?.stripeSubscriptionId && liveStatuses.has(account.subscriptionStatus ?? ''));
}

/** A price of the workspace's brand named by the client: 400 not an id, 404 unknown or another brand's. */
export async function requirePrice(
  db: Db,
  space: SpaceRow,
  priceId: string | undefined,
): Promise<BillingPriceRow> {
  if (!isUuid(priceId)) throw new AppError(400, billingApiMessages.priceIdInvalid);
  const price = await priceOf(db, space.brand, priceId);
  if (!price?.active) throw new AppError(404, billingMessages.priceNotFound);
  return price;
}

/** The seats a new subscription to `price` on a plan of `planSeats` seats gives (issue 26 item 16). */
export function priceSeats(price: BillingPriceRow, planSeats: number): SeatCount {
  return subscriptionSeats(planSeats, seatsToBuy(planSeats, price), price.freeSeats);
}

function priceJson(price: BillingPriceRow, spaceTier: string, planSeats: number): PriceJson {
  const units_ = units(price.amountCents);
  return {
    _id: price.id,
    tier: normalizeTier(price.tier),
    interval: price.interval ?? 'monthly',
    currency: price.currency,
    price: units_,
    amount_cents: price.amountCents,
    promo: price.promo ?? null,
    promotion_price: price.promo ? promoPrice(units_, price.promo.percent_off, spaceTier) : null,
    free_seats: price.freeSeats,
    minimum_payment_quantity: price.minimumPaymentQuantity,
    seats: priceSeats(price, planSeats),
  };
}

function packJson(price: BillingPriceRow): CreditPackJson {
  return {
    _id: price.id,
    credits: price.credits ?? 0,
    currency: price.currency,
    price: units(price.amountCents),
    amount_cents: price.amountCents,
  };
}

async function walletBalance(db: Db, spaceId: string): Promise<number> {
  const [wallet] = await db
    .select({ balance: creditWallets.balance })
    .from(creditWallets)
    .where(eq(creditWallets.spaceId, spaceId));
  return wallet?.balance ?? 0;
}

/**
 * The workspace's seats, the one answer every screen shows (issue 26 item 16): `total` is the
 * workspace's seat count (what the seat rule counts against, written from the subscription by
 * seatsFor), `bought` the live subscription's quantity, `included` the rest. The restricted brand
 * counts accounts against its maximum instead (spec platform §1).
 */
export function workspaceSeats(
  space: SpaceRow,
  live: { quantity: number | null } | undefined,
  used: number,
  maxCredentials?: number | null,
): SeatCount & { used: number } {
  if (maxCredentials != null) return { included: maxCredentials, bought: 0, total: maxCredentials, used };
  const bought = Math.min(live?.quantity ?? 0, space.totalSeats);
  return { included: space.totalSeats - bought, bought, total: space.totalSeats, used };
}

/** GET /billing/overview. */
export async function billingOverview(deps: AppDependencies, space: SpaceRow): Promise<BillingOverviewJson> {
  const account = await billingAccountOf(deps.db, space.id);
  const brand = await brandForAccount(deps.db, space.brand);
  const seats = await seatUsage({ db: deps.db, spaceId: space.id });
  const live = hasLiveSubscription(account) ? account : undefined;
  const plans = live ? await plansOf(deps.db, space.brand) : [];
  const plan = plans.find((row) => row.tier === normalizeTier(space.tier));
  const amount = live ? units(live.amountCents ?? 0) : 0;
  const maxCredentials = brand.features.seatsMode === 'max_credentials';
  return {
    plan: live
      ? {
          tier: normalizeTier(space.tier),
          name: plan?.cardDescription.name ?? normalizeTier(space.tier),
          interval: live.interval ?? 'monthly',
          currency: live.currency ?? 'USD',
          quantity: live.quantity ?? 1,
          amount,
          // No tax is configured at Stripe (docs/decisions.md): the price is the price with tax.
          tax_percent: 0,
          amount_with_tax: amount,
          status: live.subscriptionStatus ?? 'active',
          cancel_at_period_end: live.cancelAtPeriodEnd,
        }
      : null,
    next_invoice:
      live?.currentPeriodEnd && !live.cancelAtPeriodEnd
        ? { date: live.currentPeriodEnd.toISOString(), amount, currency: live.currency ?? 'USD' }
        : null,
    seats: {
      mode: maxCredentials ? 'max_credentials' : 'seats',
      ...workspaceSeats(
        space,
        live,
        seats.used,
        maxCredentials ? (brand.features.maxCredentials ?? space.totalSeats) : null,
      ),
    },
    credits: { balance: await walletBalance(deps.db, space.id) },
    payment_methods:
      deps.payments && account?.stripeCustomerId
        ? await paymentMethodsOf(deps, account.stripeCustomerId)
        : [],
    is_billing_enabled: space.isBillingEnabled,
    subscription_mode: space.subscriptionMode,
    can_upgrade: space.isBillingEnabled && space.subscriptionMode !== 'disabled',
    last_payment_error: account?.lastPaymentError ?? null,
    payments_mode: deps.payments?.mode ?? 'none',
  };
}

/**
 * A plan card's own lines: the card shows its seats and credits once, from the plan's numbers
 * (issue 26 item 20), so a feature line that states them again ("5 seats", "500 credits a month")
 * is left out.
 */
const countLine = /^\s*[\d.,\s]+\s+(seats?|credits?)\b/i;
export function cardFeatures(features: string[]): string[] {
  return features.filter((feature) => !countLine.test(feature));
}

/** GET /billing/prices: the brand's plans with their prices in one currency and interval, and the credit packs. */
export async function billingPrices(
  deps: AppDependencies,
  space: SpaceRow,
  query: { currency?: string; interval?: string },
): Promise<BillingPricesJson> {
  const account = await billingAccountOf(deps.db, space.id);
  const requestedCurrency = query.currency?.toUpperCase();
  if (requestedCurrency && !(currencies as readonly string[]).includes(requestedCurrency)) {
    throw new AppError(400, billingApiMessages.unknownCurrency);
  }
  const prices = await pricesOf(deps.db, space.brand);
  const subscriptionPrices = prices.filter((price) => price.kind === 'subscription');
  const offered = intervals.filter((interval) =>
    subscriptionPrices.some((price) => price.interval === interval),
  );
  if (query.interval && !offered.includes(query.interval as (typeof offered)[number])) {
    throw new AppError(400, billingApiMessages.unknownInterval);
  }
  const currency = requestedCurrency ?? account?.currency ?? 'USD';
  const interval = query.interval ?? account?.interval ?? 'monthly';
  const plans = await plansOf(deps.db, space.brand);
  const live = hasLiveSubscription(account);
  return {
    currency,
    currencies: currencies.filter((code) => prices.some((price) => price.currency === code)),
    intervals: offered,
    current_price_id: live ? (account?.priceId ?? null) : null,
    current_tier: normalizeTier(space.tier),
    payments_mode: deps.payments?.mode ?? 'none',
    plans: plans.map((plan) => ({
      tier: plan.tier,
      weight: tierWeights[normalizeTier(plan.tier)],
      name: plan.cardDescription.name,
      card_description: { ...plan.cardDescription, features: cardFeatures(plan.cardDescription.features) },
      seats: plan.seats,
      default_credits: plan.defaultCredits,
      prices: subscriptionPrices
        .filter(
          (price) => price.tier === plan.tier && price.currency === currency && price.interval === interval,
        )
        .map((price) => priceJson(price, space.tier, plan.seats.total)),
    })),
    credit_packs: prices
      .filter((price) => price.kind === 'credits' && price.currency === currency)
      .sort((a, b) => (a.credits ?? 0) - (b.credits ?? 0))
      .map(packJson),
  };
}

/** GET /billing/prices/credits: the packs in the workspace's currency, and what one costs. */
export async function creditPrices(
  deps: AppDependencies,
  space: SpaceRow,
  priceId: string | undefined,
): Promise<{ packs: CreditPackJson[]; payment_info: PaymentInfoJson | null }> {
  const account = await billingAccountOf(deps.db, space.id);
  const currency = account?.currency ?? 'USD';
  const prices = await pricesOf(deps.db, space.brand);
  const packs = prices
    .filter((price) => price.kind === 'credits' && price.currency === currency)
    .sort((a, b) => (a.credits ?? 0) - (b.credits ?? 0))
    .map(packJson);
  if (priceId === undefined) return { packs, payment_info: null };
  const price = await requirePrice(deps.db, space, priceId);
  if (price.kind !== 'credits') throw new AppError(400, billingMessages.priceNotFound);
  return { packs, payment_info: flatPaymentInfo(price.currency, price.amountCents) };
}

export function flatPaymentInfo(currency: string, cents: number): PaymentInfoJson {
  return {
    currency,
    current_base_price: units(cents),
    tax_percent: 0,
    current_tax: 0,
    current_price: units(cents),
  };
}

/** The customer's cards, the default one (invoice_settings) marked primary. */
export async function paymentMethodsOf(
  deps: AppDependencies,
  customer: string,
): Promise<PaymentMethodJson[]> {
  const { stripe } = requirePayments(deps);
  const [list, record] = await Promise.all([
    stripeCall(() => stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 100 })),
    stripeCall(() => stripe.customers.retrieve(customer)),
  ]);
  const defaultMethod =
    'deleted' in record && record.deleted ? null : record.invoice_settings?.default_payment_method;
  const primary = typeof defaultMethod === 'string' ? defaultMethod : (defaultMethod?.id ?? null);
  return list.data.map((method) => ({
    id: method.id,
    brand: method.card?.brand ?? method.type,
    last4: method.card?.last4 ?? '',
    exp_month: method.card?.exp_month ?? 0,
    exp_year: method.card?.exp_year ?? 0,
    is_primary: method.id === primary,
  }));
}
/**
 * GET /billing/invoices: the customer's invoices and its credit-pack payments (paid in Checkout or
 * off session, issue 26 item 17: they have no invoice), newest first.
 */
export async function listInvoices(
  deps: AppDependencies,
  space: SpaceRow,
): Promise<{ items: InvoiceJson[] }> {
  const customer = await customerOf(deps.db, space.id);
  if (!customer || !deps.payments) return { items: [] };
  const { stripe } = deps.payments;
  const [list, intents] = await Promise.all([
    stripeCall(() => stripe.invoices.list({ customer, limit: 100 })),
    stripeCall(() => stripe.paymentIntents.list({ customer, limit: 100 })),
  ]);
  const invoices: InvoiceJson[] = list.data
    .filter((invoice) => invoice.status !== 'draft')
    .map((invoice) => ({
      id: invoice.id ?? '',
      number: invoice.number ?? null,
      date: new Date(invoice.created * 1000).toISOString(),
      amount: units(invoice.total),
      currency: invoice.currency.toUpperCase(),
      status: invoice.status ?? null,
      hosted_invoice_url: invoice.hosted_invoice_url ?? null,
      invoice_pdf: invoice.invoice_pdf ?? null,
      description: invoice.description ?? invoice.lines?.data[0]?.description ?? null,
    }));
  const packs: InvoiceJson[] = intents.data
    .filter((intent) => intent.metadata?.kind === 'credits' && intent.status === 'succeeded')
    .map((intent) => ({
      id: intent.id,
      number: null,
      date: new Date(intent.created * 1000).toISOString(),
      amount: units(intent.amount_received),
      currency: intent.currency.toUpperCase(),
      status: 'paid',
      hosted_invoice_url: null,
      invoice_pdf: null,
      description: intent.description ?? `Credit pack: ${intent.metadata.credits ?? ''} credits`,
    }));
  return { items: [...invoices, ...packs].sort((a, b) => b.date.localeCompare(a.date)) };
}
