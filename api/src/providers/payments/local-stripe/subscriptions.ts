/** A subscription's items as they stand: the start of a renewal, a preview or a change. */
export function currentItems(subscription: StripeObject): ItemInput[] {
  return subscription.items.data.map((item: StripeObject) => ({
    id: item.id,
    price: item.price.id,
    quantity: item.quantity ?? 1,
  }));
}

/** Whole-period lines of items that keep their own ids (a renewal, or the period after a change). */
export function periodLines(
  core: Core,
  subscription: StripeObject,
  items: ItemInput[],
  period: { start: number; end: number },
): LineInput[] {
  return fullLines(
    core,
    subscription,
    items,
    period,
    items.map((item) => item.id ?? null),
  );
}

/** New subscriptions on the local payments server, and the items, periods and lines they bill. */
import { getPrice } from './billing';
import type { ChargeResult } from './charges';
import type { Core } from './core';
import { createDiscount, subscriptionDiscounts } from './discounts';
import { finalizeAndPay, invoiceObject, type LineInput } from './invoices';
import { addInterval, formatAmount, planOf } from './objects';
import { clone, newId, type StripeObject } from './store';

export interface ItemInput {
  id?: string;
  price: string;
  quantity: number;
}

function itemObject(
  core: Core,
  subscriptionId: string,
  item: ItemInput,
  period: { start: number; end: number },
): StripeObject {
  const price = getPrice(core, item.price);
  return {
    id: item.id ?? newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: core.now(),
    current_period_end: period.end,
    current_period_start: period.start,
    discounts: [],
    metadata: {},
    plan: planOf(price),
    price: clone(price),
    quantity: item.quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

export function periodFrom(start: number, price: StripeObject): { start: number; end: number } {
  const recurring = price.recurring ?? { interval: 'month', interval_count: 1 };
  return { start, end: addInterval(start, recurring.interval, recurring.interval_count) };
}

export function productName(core: Core, price: StripeObject): string {
  return core.state.products[price.product]?.name ?? price.nickname ?? 'Subscription';
}

export function setItems(
  core: Core,
  subscription: StripeObject,
  items: ItemInput[],
  period: { start: number; end: number },
): void {
  subscription.items = {
    object: 'list',
    data: items.map((item) => itemObject(core, subscription.id, item, period)),
    has_more: false,
    total_count: items.length,
    url: `/v1/subscription_items?subscription=${subscription.id}`,
  };
  // Older API versions read the period on the subscription itself.
  subscription.current_period_start = period.start;
  subscription.current_period_end = period.end;
  const first = subscription.items.data[0];
  subscription.plan = first ? clone(first.plan) : null;
  subscription.quantity = first ? first.quantity : null;
}

export function fullLines(
  core: Core,
  subscription: StripeObject | null,
  items: ItemInput[],
  period: { start: number; end: number },
  itemIds: (string | null)[],
): LineInput[] {
  return items.map((item, index) => {
    const price = getPrice(core, item.price);
    return {
      amount: price.unit_amount * item.quantity,
      description: `${item.quantity} × ${productName(core, price)} (at ${formatAmount(price.unit_amount, price.currency)} / ${price.recurring?.interval ?? 'month'})`,
      price,
      quantity: item.quantity,
      subscriptionItem: subscription ? (itemIds[index] ?? null) : null,
      proration: false,
      period,
    };
  });
}

/** A new subscription charged at once: active when the card pays, incomplete otherwise. */
export function createSubscription(
  core: Core,
  input: {
    customer: StripeObject;
    items: ItemInput[];
    metadata: Record<string, string>;
    defaultPaymentMethod: string | null;
    /** Coupons applied to the subscription (its first invoice on). */
    coupons?: StripeObject[];
    checkoutSession?: string | null;
  },
): { subscription: StripeObject; invoice: StripeObject; error: ChargeResult['error'] } {
  const now = core.now();
  const firstPrice = getPrice(core, input.items[0]?.price ?? '', 'items[0][price]');
  const period = periodFrom(now, firstPrice);
  const subscription: StripeObject = {
    id: newId('sub', 24),
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: firstPrice.currency,
    customer: input.customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: null,
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
  setItems(core, subscription, input.items, period);
  core.state.subscriptions[subscription.id] = subscription;
  subscription.discounts = (input.coupons ?? []).map(
    (coupon) =>
      createDiscount(core, coupon, {
        customer: input.customer.id,
        subscription: subscription.id,
        checkoutSession: input.checkoutSession ?? null,
      }).id,
  );
  const itemIds = subscription.items.data.map((item: StripeObject) => item.id);
  const lines = fullLines(core, subscription, input.items, period, itemIds);
  const invoice = invoiceObject(core, {
    customer: input.customer,
    subscription,
    lines,
    currency: subscription.currency,
    billingReason: 'subscription_create',
    period,
    discounts: subscriptionDiscounts(core, subscription, now),
  });
  subscription.latest_invoice = invoice.id;
  // The first invoice is charged before the subscription is announced, so its created event
  // carries the outcome (active, or incomplete after a decline); the invoice's events follow it.
  const [error, invoiceEvents] = core.hold(() => finalizeAndPay(core, invoice, subscription));
  subscription.status = error ? 'incomplete' : 'active';
  core.emit('customer.subscription.created', subscription);
  core.release(invoiceEvents);
  core.save();
  return { subscription, invoice, error };
}
