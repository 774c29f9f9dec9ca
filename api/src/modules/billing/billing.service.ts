/**
 * The billing calls of a workspace (issue 13 items 2 and 4, spec platform §7 Billing): what it
 * pays and may buy, Checkout, plan changes with proration, extend, the portal, payment methods
 * and invoices. Every Stripe call goes through the SDK (deps.payments); Stripe's errors become
 * the user's (stripeCall).
 */
import {
  billingMessages,
  currencies,
  intervals,
  normalizeTier,
  promoPrice,
  tierWeights,
} from '@outreach/core/billing';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { brandForAccount } from '../../platform/brands';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  type BillingPriceRow,
  billingCheckouts,
  type checkoutKinds,
  creditWallets,
  type SpaceRow,
  spaces,
} from '../../db/schema';
import { AppError } from '../../errors';
import { assertCreditsFit } from '../credits';
import { seatUsage } from '../spaces';
import { announceSpaceChange, type SpaceJson, spaceInfo } from '../spaces';
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
import {
  applySubscription,
  billingAccountOf,
  customerOf,
  ensureCustomer,
  ensureStripePrice,
  isRecurring,
  liveStatuses,
  quantityFor,
  requirePayments,
  stripeCall,
  stripeFailure,
} from './stripe-sync';

export const billingApiMessages = {
  priceIdInvalid: 'price_id: must be a price id',
  hasSubscription: 'This workspace has a subscription: change its plan with PUT /billing/subscription',
  noSubscription: 'This workspace has no subscription: buy one through checkout',
  notSubscriptionPrice: 'This price is not a subscription price',
  unknownCurrency: `currency: must be one of ${currencies.join(', ')}`,
  unknownInterval: 'interval: must be monthly, quarterly or annual',
  samePrice: 'This is already the current plan',
  nothingToExtend: 'The subscription is active: there is nothing to extend',
  paymentMethodNotFound: 'Payment method not found',
} as const;

const units = (cents: number) => Math.round(cents) / 100;

/** Paying calls: 403 'Contact your customer support to help you' when billing is off for the workspace. */
export function assertCanPay(space: SpaceRow): void {
  if (!space.isBillingEnabled || space.subscriptionMode === 'disabled') {
    throw new AppError(403, billingMessages.contactSupport);
  }
}

function hasLiveSubscription(
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

function priceJson(price: BillingPriceRow, spaceTier: string): PriceJson {
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
      used: seats.used,
      total: maxCredentials ? (brand.features.maxCredentials ?? space.totalSeats) : space.totalSeats,
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
      card_description: plan.cardDescription,
      seats: plan.seats,
      default_credits: plan.defaultCredits,
      prices: subscriptionPrices
        .filter(
          (price) => price.tier === plan.tier && price.currency === currency && price.interval === interval,
        )
        .map((price) => priceJson(price, space.tier)),
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

function flatPaymentInfo(currency: string, cents: number): PaymentInfoJson {
  return {
    currency,
    current_base_price: units(cents),
    tax_percent: 0,
    current_tax: 0,
    current_price: units(cents),
  };
}

/** Where Checkout and the portal send the user back (PUBLIC_URL, else the request's origin). */
export interface Origins {
  origin: string;
}

/**
 * What the price's promo takes off a first subscription, in cents for all `quantity` seats:
 * (price − promoPrice) per seat, so the first invoice is exactly the promo price (spec §9:
 * floor(price × (1 − percent_off/100)), free tier only — promoPrice answers the full price on
 * any other tier, hence 0). 0 without a promo.
 */
export function promoDiscountCents(price: BillingPriceRow, tier: string, quantity: number): number {
  if (!price.promo) return 0;
  const promoUnits = promoPrice(units(price.amountCents), price.promo.percent_off, tier);
  const perSeat = price.amountCents - Math.round(promoUnits * 100);
  return perSeat > 0 ? perSeat * quantity : 0;
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'resource_missing';
const alreadyExists = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'resource_already_exists';

/**
 * The Stripe coupon of a checkout's promo (docs/decisions.md): amount_off for this quantity, once,
 * named by the promo's code, with an id made of what it is (price, quantity, amount) so the same
 * checkout reuses it and a changed price or promo makes a new one. null when no promo applies.
 */
export async function promoCoupon(
  deps: AppDependencies,
  space: SpaceRow,
  price: BillingPriceRow,
  quantity: number,
): Promise<string | null> {
  const amountOff = promoDiscountCents(price, space.tier, quantity);
  if (!price.promo || amountOff <= 0) return null;
  const { stripe } = requirePayments(deps);
  const currency = price.currency.toLowerCase();
  const id = `promo_${price.id}_${quantity}_${amountOff}${currency}`;
  try {
    return (await stripe.coupons.retrieve(id)).id;
  } catch (error) {
    if (!isMissing(error)) stripeFailure(error);
  }
  const params = {
    id,
    amount_off: amountOff,
    currency,
    duration: 'once' as const,
    name: price.promo.code,
    metadata: {
      price_id: price.id,
      promo_code: price.promo.code,
      percent_off: String(price.promo.percent_off),
      quantity: String(quantity),
    },
  };
  try {
    return (await stripe.coupons.create(params)).id;
  } catch (error) {
    // Another checkout created it meanwhile.
    if (alreadyExists(error)) return id;
    stripeFailure(error);
  }
}

/**
 * The app's record of a Checkout Session it created (issue 23 item 1): what it sells, to which
 * workspace, at what price, and who asked. The webhook grants from this row, never from the
 * session's metadata. Written before the session's URL is handed out, so no payment can come first.
 */
async function recordCheckout(
  deps: AppDependencies,
  session: Stripe.Checkout.Session,
  values: {
    space: SpaceRow;
    kind: (typeof checkoutKinds)[number];
    price?: BillingPriceRow;
    quantity?: number;
    createdBy?: string | null;
  },
): Promise<void> {
  const { price } = values;
  await deps.db.insert(billingCheckouts).values({
    sessionId: session.id,
    spaceId: values.space.id,
    kind: values.kind,
    priceId: price?.id ?? null,
    credits: values.kind === 'credits' ? (price?.credits ?? 0) : null,
    amountCents: price ? price.amountCents * (values.quantity ?? 1) : null,
    currency: price?.currency ?? null,
    createdBy: values.createdBy ?? null,
    createdAt: deps.clock.now(),
  });
}

/** GET /billing/checkout: a Checkout Session for a tier price (no live subscription) or a credit pack. */
export async function startCheckout(
  deps: AppDependencies,
  space: SpaceRow,
  query: { price_id: string; is_close_window?: string },
  { origin }: Origins,
  createdBy: string | null = null,
): Promise<{ redirect: true; url: string }> {
  const { stripe } = requirePayments(deps);
  assertCanPay(space);
  const price = await requirePrice(deps.db, space, query.price_id);
  const account = await billingAccountOf(deps.db, space.id);
  const closeWindow = query.is_close_window === 'true' ? '&is_close_window=true' : '';
  if (price.kind === 'credits') {
    // Issue 23 item 13: a pack the wallet cannot hold is refused before it is paid for.
    await assertCreditsFit(deps.db, space.id, price.credits ?? 0);
    const customer = await ensureCustomer(deps, space);
    const stripePrice = await ensureStripePrice(deps, price);
    const metadata = {
      kind: 'credits',
      credits: String(price.credits ?? 0),
      price_id: price.id,
      space_id: space.id,
    };
    const session = await stripeCall(() =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        customer,
        client_reference_id: space.id,
        line_items: [{ price: stripePrice, quantity: 1 }],
        metadata,
        payment_intent_data: { metadata },
        success_url: `${origin}/billing/overview?credits_purchased=true${closeWindow}`,
        cancel_url: `${origin}/billing/overview`,
      }),
    );
    if (!session.url) throw new AppError(502, billingMessages.paymentFailed);
    await recordCheckout(deps, session, { space, kind: 'credits', price, createdBy });
    return { redirect: true, url: session.url };
  }
  if (!isRecurring(price)) throw new AppError(400, billingMessages.purchaseNotPossible);
  if (hasLiveSubscription(account)) throw new AppError(400, billingApiMessages.hasSubscription);
  if (account?.currency && account.currency !== price.currency)
    throw new AppError(400, billingMessages.currencyFixed);
  const customer = await ensureCustomer(deps, space);
  const stripePrice = await ensureStripePrice(deps, price);
  const quantity = quantityFor(space.totalSeats, price);
  const metadata = { space_id: space.id, price_id: price.id };
  const coupon = await promoCoupon(deps, space, price, quantity);
  const session = await stripeCall(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: space.id,
      line_items: [{ price: stripePrice, quantity }],
      ...(coupon ? { discounts: [{ coupon }] } : {}),
      metadata,
      subscription_data: { metadata },
      success_url: `${origin}/payment-in-progress?redirect_from_stripe=true&session_id={CHECKOUT_SESSION_ID}${closeWindow}`,
      cancel_url: `${origin}/pricing`,
    }),
  );
  if (!session.url) throw new AppError(502, billingMessages.paymentFailed);
  await recordCheckout(deps, session, { space, kind: 'subscription', price, quantity, createdBy });
  await deps.db
    .update(spaces)
    .set({ paymentInProgress: true, updatedAt: deps.clock.now() })
    .where(eq(spaces.id, space.id));
  announceSpaceChange(deps.realtime, space.id);
  return { redirect: true, url: session.url };
}

interface LiveSubscription {
  customer: string;
  subscription: Stripe.Subscription;
  item: Stripe.SubscriptionItem;
}

/** The workspace's live subscription as Stripe has it now; 400 when it has none. */
async function liveSubscription(deps: AppDependencies, space: SpaceRow): Promise<LiveSubscription> {
  const { stripe } = requirePayments(deps);
  const account = await billingAccountOf(deps.db, space.id);
  if (!account?.stripeCustomerId || !account.stripeSubscriptionId || !hasLiveSubscription(account)) {
    throw new AppError(400, billingApiMessages.noSubscription);
  }
  const id = account.stripeSubscriptionId;
  const subscription = await stripeCall(() => stripe.subscriptions.retrieve(id));
  const item = subscription.items.data[0];
  if (!item || !liveStatuses.has(subscription.status))
    throw new AppError(400, billingApiMessages.noSubscription);
  return { customer: account.stripeCustomerId, subscription, item };
}

/** The plan change a client asks for: a recurring price of the brand, in the subscription's currency. */
async function changeTarget(deps: AppDependencies, space: SpaceRow, priceId: string | undefined) {
  assertCanPay(space);
  const price = await requirePrice(deps.db, space, priceId);
  if (price.kind !== 'subscription') throw new AppError(400, billingApiMessages.notSubscriptionPrice);
  if (!isRecurring(price)) throw new AppError(400, billingMessages.purchaseNotPossible);
  const live = await liveSubscription(deps, space);
  if (live.item.price.currency.toUpperCase() !== price.currency.toUpperCase()) {
    throw new AppError(400, billingMessages.currencyFixed);
  }
  const stripePrice = await ensureStripePrice(deps, price);
  if (live.item.price.id === stripePrice) throw new AppError(400, billingApiMessages.samePrice);
  const quantity = Math.max(live.item.quantity ?? 1, price.minimumPaymentQuantity, 1);
  return { price, stripePrice, quantity, ...live };
}

/** Payment info of an invoice (or its preview): subtotal, tax and total in units. */
function invoicePaymentInfo(invoice: Stripe.Invoice, currency: string): PaymentInfoJson {
  const tax = (invoice.total_taxes ?? []).reduce((sum, row) => sum + row.amount, 0);
  const base = invoice.subtotal ?? 0;
  return {
    currency,
    current_base_price: units(base),
    tax_percent: base > 0 ? Math.round((tax / base) * 10000) / 100 : 0,
    current_tax: units(tax),
    current_price: units(invoice.total ?? base + tax),
  };
}

/** GET /billing/prices/{id}/upgrade_info: what the change costs now (Stripe's proration preview). */
export async function upgradeInfo(
  deps: AppDependencies,
  space: SpaceRow,
  priceId: string,
): Promise<PaymentInfoJson> {
  const { stripe } = requirePayments(deps);
  const target = await changeTarget(deps, space, priceId);
  const preview = await stripeCall(() =>
    stripe.invoices.createPreview({
      customer: target.customer,
      subscription: target.subscription.id,
      subscription_details: {
        items: [{ id: target.item.id, price: target.stripePrice, quantity: target.quantity }],
        proration_behavior: 'always_invoice',
      },
    }),
  );
  return invoicePaymentInfo(preview, target.price.currency);
}

/** Writes the subscription as Stripe has it now, announces it, and answers the account (GET /space/info). */
async function applyNow(deps: AppDependencies, space: SpaceRow, subscriptionId: string): Promise<SpaceJson> {
  const { stripe } = requirePayments(deps);
  const subscription = await stripeCall(() => stripe.subscriptions.retrieve(subscriptionId));
  await deps.db.transaction(async (tx) => {
    await applySubscription(deps, tx as unknown as Db, subscription);
  });
  announceSpaceChange(deps.realtime, space.id);
  const [fresh] = await deps.db.select().from(spaces).where(eq(spaces.id, space.id));
  return spaceInfo(deps.db, fresh ?? space);
}

/** PUT /billing/subscription: the new price, prorated and invoiced now; a refused card changes nothing. */
export async function changeSubscription(
  deps: AppDependencies,
  space: SpaceRow,
  localPriceId: string,
): Promise<SpaceJson> {
  const { stripe } = requirePayments(deps);
  const target = await changeTarget(deps, space, localPriceId);
  await stripeCall(() =>
    stripe.subscriptions.update(target.subscription.id, {
      items: [{ id: target.item.id, price: target.stripePrice, quantity: target.quantity }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      cancel_at_period_end: false,
      metadata: { space_id: space.id, price_id: target.price.id },
    }),
  );
  return applyNow(deps, space, target.subscription.id);
}

/** The open invoice of an unpaid subscription, if any. */
async function openInvoice(deps: AppDependencies, live: LiveSubscription): Promise<Stripe.Invoice | null> {
  const { stripe } = requirePayments(deps);
  const latest = live.subscription.latest_invoice;
  if (!latest) return null;
  const invoice =
    typeof latest === 'string' ? await stripeCall(() => stripe.invoices.retrieve(latest)) : latest;
  return invoice.status === 'open' ? invoice : null;
}

/** GET /billing/prices/extend_info: what extending costs now (nothing to resume; the open invoice when unpaid). */
export async function extendInfo(deps: AppDependencies, space: SpaceRow): Promise<PaymentInfoJson> {
  assertCanPay(space);
  const live = await liveSubscription(deps, space);
  const currency = live.item.price.currency.toUpperCase();
  if (live.subscription.status === 'past_due' || live.subscription.status === 'unpaid') {
    const invoice = await openInvoice(deps, live);
    if (invoice) return invoicePaymentInfo(invoice, currency);
  }
  if (live.subscription.cancel_at_period_end || live.subscription.cancel_at)
    return flatPaymentInfo(currency, 0);
  throw new AppError(400, billingApiMessages.nothingToExtend);
}

/** POST /billing/subscription/extend: resumes a subscription set to end, or pays its open invoice now. */
export async function extendSubscription(deps: AppDependencies, space: SpaceRow): Promise<SpaceJson> {
  const { stripe } = requirePayments(deps);
  assertCanPay(space);
  const live = await liveSubscription(deps, space);
  let done = false;
  if (live.subscription.status === 'past_due' || live.subscription.status === 'unpaid') {
    const invoice = await openInvoice(deps, live);
    if (invoice?.id) {
      const id = invoice.id;
      await stripeCall(() => stripe.invoices.pay(id));
      done = true;
    }
  }
  if (live.subscription.cancel_at_period_end || live.subscription.cancel_at) {
    await stripeCall(() =>
      stripe.subscriptions.update(live.subscription.id, {
        cancel_at_period_end: false,
        ...(live.subscription.cancel_at ? { cancel_at: '' as const } : {}),
      }),
    );
    done = true;
  }
  if (!done) throw new AppError(400, billingApiMessages.nothingToExtend);
  return applyNow(deps, space, live.subscription.id);
}

/** GET /billing/customer_portal: a Billing Portal session back to the overview. */
export async function customerPortal(deps: AppDependencies, space: SpaceRow, { origin }: Origins) {
  const { stripe } = requirePayments(deps);
  assertCanPay(space);
  const customer = await ensureCustomer(deps, space);
  const session = await stripeCall(() =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${origin}/billing/overview` }),
  );
  return { url: session.url };
}

/** POST /billing/payment_method: Checkout in setup mode (the card is saved to the customer). */
export async function addPaymentMethod(
  deps: AppDependencies,
  space: SpaceRow,
  { origin }: Origins,
  createdBy: string | null = null,
) {
  const { stripe } = requirePayments(deps);
  assertCanPay(space);
  const customer = await ensureCustomer(deps, space);
  const account = await billingAccountOf(deps.db, space.id);
  const session = await stripeCall(() =>
    stripe.checkout.sessions.create({
      mode: 'setup',
      customer,
      currency: (account?.currency ?? 'USD').toLowerCase(),
      client_reference_id: space.id,
      metadata: { space_id: space.id, kind: 'payment_method' },
      success_url: `${origin}/billing/overview?payment_method_added=true`,
      cancel_url: `${origin}/billing/overview`,
    }),
  );
  if (!session.url) throw new AppError(502, billingMessages.paymentFailed);
  await recordCheckout(deps, session, { space, kind: 'payment_method', createdBy });
  return { url: session.url };
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

const paymentMethodId = /^pm_[A-Za-z0-9_]{1,200}$/;

/** The workspace's customer and one of its payment methods; 404 for anyone else's (tenancy). */
async function ownPaymentMethod(deps: AppDependencies, space: SpaceRow, id: string): Promise<string> {
  const { stripe } = requirePayments(deps);
  assertCanPay(space);
  const customer = await customerOf(deps.db, space.id);
  if (!customer || !paymentMethodId.test(id))
    throw new AppError(404, billingApiMessages.paymentMethodNotFound);
  let method: Stripe.PaymentMethod;
  try {
    method = await stripeCall(() => stripe.paymentMethods.retrieve(id));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw new AppError(404, billingApiMessages.paymentMethodNotFound);
    }
    throw error;
  }
  const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
  if (owner !== customer) throw new AppError(404, billingApiMessages.paymentMethodNotFound);
  return customer;
}

/** DELETE /billing/payment_method/{id}. */
export async function removePaymentMethod(deps: AppDependencies, space: SpaceRow, id: string) {
  const { stripe } = requirePayments(deps);
  const customer = await ownPaymentMethod(deps, space, id);
  await stripeCall(() => stripe.paymentMethods.detach(id));
  return { payment_methods: await paymentMethodsOf(deps, customer) };
}

/** POST /billing/payment_method/{id}/set_primary: the customer's default for invoices. */
export async function setPrimaryPaymentMethod(deps: AppDependencies, space: SpaceRow, id: string) {
  const { stripe } = requirePayments(deps);
  const customer = await ownPaymentMethod(deps, space, id);
  await stripeCall(() =>
    stripe.customers.update(customer, { invoice_settings: { default_payment_method: id } }),
  );
  return { payment_methods: await paymentMethodsOf(deps, customer) };
}

/** GET /billing/invoices: the customer's invoices, newest first. */
export async function listInvoices(
  deps: AppDependencies,
  space: SpaceRow,
): Promise<{ items: InvoiceJson[] }> {
  const customer = await customerOf(deps.db, space.id);
  if (!customer || !deps.payments) return { items: [] };
  const { stripe } = deps.payments;
  const list = await stripeCall(() => stripe.invoices.list({ customer, limit: 100 }));
  return {
    items: list.data
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
      })),
  };
}
