/** Plan changes with proration (upgrade info, change now) and extending a subscription. */
import type Stripe from 'stripe';
import { billingMessages, normalizeTier, seatsToBuy, subscriptionSeats } from '@outreach/core/billing';
import { eq } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { type SpaceRow, spaces } from '../../db/schema';
import { AppError } from '../../errors';
import { announceSpaceChange, type SpaceJson, spaceInfo } from '../spaces';
import type { PaymentInfoJson, UpgradeInfoJson } from './billing.schema';
import {
  applySubscription,
  billingAccountOf,
  ensureStripePrice,
  isRecurring,
  liveStatuses,
  planOf,
  requirePayments,
  stripeCall,
} from './stripe-sync';
import {
  billingApiMessages,
  units,
  assertCanPay,
  hasLiveSubscription,
  requirePrice,
  flatPaymentInfo,
} from './billing.service';

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
  // The new plan's seats, keeping any bought beyond them (issue 26 item 16).
  const plan = await planOf(deps.db, space.brand, price.tier);
  const quantity = seatsToBuy(plan.seats.total, price, live.item.quantity ?? 1);
  return { price, stripePrice, quantity, plan, ...live };
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

/** GET /billing/prices/{id}/upgrade_info: the change and what it costs now (Stripe's proration preview). */
export async function upgradeInfo(
  deps: AppDependencies,
  space: SpaceRow,
  priceId: string,
): Promise<UpgradeInfoJson> {
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
  const discount = (preview.total_discount_amounts ?? []).reduce((sum, row) => sum + row.amount, 0);
  return {
    ...invoicePaymentInfo(preview, target.price.currency),
    plan: {
      tier: normalizeTier(target.price.tier),
      name: target.plan.cardDescription.name || normalizeTier(target.price.tier),
      interval: target.price.interval ?? 'monthly',
    },
    seats: subscriptionSeats(target.plan.seats.total, target.quantity, target.price.freeSeats),
    new_price: units(target.price.amountCents * target.quantity),
    lines: preview.lines.data.map((line) => ({
      description: line.description ?? '',
      amount: units(line.amount),
      kind: !line.parent?.subscription_item_details?.proration
        ? ('period' as const)
        : line.amount < 0
          ? ('unused_time' as const)
          : ('remaining_time' as const),
    })),
    discount: units(discount),
  };
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
