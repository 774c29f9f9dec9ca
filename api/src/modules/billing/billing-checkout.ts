/** Checkout: a promotion's coupon, the session for a plan or a credit pack, and its record. */
import type Stripe from 'stripe';
import { billingMessages, promoPrice, seatsToBuy } from '@outreach/core/billing';
import { eq } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import {
  type BillingPriceRow,
  billingCheckouts,
  type checkoutKinds,
  type SpaceRow,
  spaces,
} from '../../db/schema';
import { AppError } from '../../errors';
import { announceCredits, assertCreditsFit, grantCredits } from '../credits';
import { announceSpaceChange } from '../spaces';
import {
  billingAccountOf,
  ensureCustomer,
  ensureStripePrice,
  isRecurring,
  planOf,
  requirePayments,
  stripeCall,
  stripeFailure,
} from './stripe-sync';
import {
  billingApiMessages,
  units,
  assertCanPay,
  hasLiveSubscription,
  requirePrice,
} from './billing.service';

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
export async function recordCheckout(
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

/** The customer's default card, if it has one. */
async function savedCard(deps: AppDependencies, customer: string): Promise<string | null> {
  const { stripe } = requirePayments(deps);
  const record = await stripeCall(() => stripe.customers.retrieve(customer));
  const method =
    'deleted' in record && record.deleted ? null : record.invoice_settings?.default_payment_method;
  return typeof method === 'string' ? method : (method?.id ?? null);
}

/**
 * A credit pack charged off session to the saved default card (issue 26 item 17), granted at once
 * (keyed by the PaymentIntent, so a replay grants nothing more). false when there is no saved card
 * or the bank wants the customer to authenticate: then Checkout takes the payment. A declined card
 * is the user's 402.
 */
async function payPackWithSavedCard(
  deps: AppDependencies,
  space: SpaceRow,
  price: BillingPriceRow,
  customer: string,
  createdBy: string | null,
): Promise<boolean> {
  const { stripe } = requirePayments(deps);
  const paymentMethod = await savedCard(deps, customer);
  if (!paymentMethod) return false;
  const credits = price.credits ?? 0;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create({
      amount: price.amountCents,
      currency: price.currency.toLowerCase(),
      customer,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
      description: `Credit pack: ${credits} credits`,
      metadata: { kind: 'credits', credits: String(credits), price_id: price.id, space_id: space.id },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'authentication_required') return false;
    stripeFailure(error);
  }
  if (intent.status === 'requires_action') return false;
  if (intent.status !== 'succeeded') throw new AppError(402, billingMessages.paymentFailed);
  const granted = await grantCredits(deps.db, {
    spaceId: space.id,
    amount: credits,
    kind: 'pack',
    idempotencyKey: `payment:${intent.id}`,
    description: `Credit pack: ${credits} credits`,
    userId: createdBy,
    now: deps.clock.now(),
  });
  announceCredits(deps.realtime, space.id, granted.balance);
  return true;
}

/**
 * The page a user reached for before the plans (issue 26 item 19), where a paid plan lands them: a
 * path of this app only ("/x", not "//host" nor "/\\host"), else 400; undefined when not given.
 */
export function appPath(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) throw new AppError(400, billingApiMessages.returnToInvalid);
  return value;
}

/** GET /billing/checkout: a Checkout Session for a tier price (no live subscription) or a credit pack. */
export async function startCheckout(
  deps: AppDependencies,
  space: SpaceRow,
  query: { price_id: string; is_close_window?: string; return_to?: string },
  { origin }: Origins,
  createdBy: string | null = null,
): Promise<{ redirect: boolean; paid?: boolean; url: string }> {
  const { stripe } = requirePayments(deps);
  assertCanPay(space);
  const price = await requirePrice(deps.db, space, query.price_id);
  const account = await billingAccountOf(deps.db, space.id);
  const closeWindow = query.is_close_window === 'true' ? '&is_close_window=true' : '';
  const returnTo = appPath(query.return_to);
  if (price.kind === 'credits') {
    // Issue 23 item 13: a pack the wallet cannot hold is refused before it is paid for.
    await assertCreditsFit(deps.db, space.id, price.credits ?? 0);
    const customer = await ensureCustomer(deps, space);
    // Issue 26 item 17: a saved card pays at once; Checkout only without one or when it must authenticate.
    const paid = await payPackWithSavedCard(deps, space, price, customer, createdBy);
    if (paid)
      return { redirect: false, paid: true, url: `${origin}/billing/overview?credits_purchased=true` };
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
        payment_intent_data: { metadata, description: `Credit pack: ${price.credits ?? 0} credits` },
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
  // The plan's seats, as its pricing card says (issue 26 item 16), not the free tier's.
  const plan = await planOf(deps.db, space.brand, price.tier);
  const quantity = seatsToBuy(plan.seats.total, price);
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
      success_url: returnTo
        ? `${origin}${returnTo}${returnTo.includes('?') ? '&' : '?'}upgraded=${price.tier ?? ''}${closeWindow}`
        : `${origin}/payment-in-progress?redirect_from_stripe=true&session_id={CHECKOUT_SESSION_ID}${closeWindow}`,
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
