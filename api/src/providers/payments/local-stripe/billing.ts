/**
 * What happens on the local payments server, shared by its REST routes and its hosted pages:
 * customers and their cards, charges (by Stripe's test cards), subscriptions and their invoices,
 * prorations, renewals and cancellations. Every change is saved and emits the events Stripe would.
 */
import type { Core } from './core';
import { addInterval, formatAmount, paymentMethodObject, planOf } from './objects';
import {
  type CardBehaviour,
  clone,
  listOf,
  newId,
  notFound,
  type ProrationLine,
  StripeApiError,
  type StripeObject,
} from './store';

/** Top-level fields that changed, with their old values (an event's previous_attributes). */
export function changedFields(before: StripeObject, after: StripeObject): StripeObject | undefined {
  const previous: StripeObject = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      previous[key] = clone(before[key] ?? null);
  }
  return Object.keys(previous).length > 0 ? previous : undefined;
}

export function getCustomer(core: Core, id: string, param = 'customer'): StripeObject {
  const customer = core.state.customers[id];
  if (!customer || customer.deleted) throw notFound('customer', id, param);
  return customer;
}

export function getPrice(core: Core, id: string, param = 'price'): StripeObject {
  const price = core.state.prices[id];
  if (!price) throw notFound('price', id, param);
  return price;
}

export function getSubscription(core: Core, id: string, param = 'subscription'): StripeObject {
  const subscription = core.state.subscriptions[id];
  if (!subscription) throw notFound('subscription', id, param);
  return subscription;
}

export function createCustomer(core: Core, customer: StripeObject): StripeObject {
  core.state.customers[customer.id] = customer;
  core.emit('customer.created', customer);
  core.save();
  return customer;
}

export function updateCustomer(
  core: Core,
  customer: StripeObject,
  change: (customer: StripeObject) => void,
): StripeObject {
  const before = clone(customer);
  change(customer);
  const previous = changedFields(before, customer);
  if (previous) core.emit('customer.updated', customer, previous);
  core.save();
  return customer;
}

// ---- cards -------------------------------------------------------------------------------------

/** Stripe's test payment methods (`pm_card_visa`...) as the card numbers they stand for. */
export const testPaymentMethods: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeCustomerFail: '4000000000000341',
};

export function behaviourOf(number: string): CardBehaviour {
  if (number === '4000000000000002') return 'declined';
  if (number === '4000000000009995') return 'insufficient_funds';
  if (number === '4000000000000341') return 'charge_fails';
  return 'succeeds';
}

export const declineMessages = {
  declined: { message: 'Your card was declined.', code: 'card_declined', decline_code: 'generic_decline' },
  insufficient_funds: {
    message: 'Your card has insufficient funds.',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
  },
} as const;

/** A new card (a pm_ object), not attached yet. */
export function createCard(
  core: Core,
  card: { number: string; expMonth: number; expYear: number; name?: string | null; email?: string | null },
): StripeObject {
  const paymentMethod = paymentMethodObject(core, card);
  core.state.paymentMethods[paymentMethod.id] = paymentMethod;
  core.state.internal.cardBehaviour[paymentMethod.id] = behaviourOf(card.number);
  core.save();
  return paymentMethod;
}

/** A stored payment method, or a fresh copy of a Stripe test one (`pm_card_visa`). */
export function getPaymentMethod(core: Core, id: string, param = 'payment_method'): StripeObject {
  const number = testPaymentMethods[id];
  if (number) {
    const year = new Date(core.now() * 1000).getUTCFullYear() + 3;
    return createCard(core, { number, expMonth: 12, expYear: year });
  }
  const paymentMethod = core.state.paymentMethods[id];
  if (!paymentMethod) throw notFound('PaymentMethod', id, param);
  return paymentMethod;
}

export function attachPaymentMethod(
  core: Core,
  paymentMethod: StripeObject,
  customer: StripeObject,
): StripeObject {
  if (paymentMethod.customer === customer.id) return paymentMethod;
  if (paymentMethod.customer) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: 'The payment method you provided has already been attached to a customer.',
      code: 'payment_method_unexpected_state',
    });
  }
  const behaviour = core.state.internal.cardBehaviour[paymentMethod.id];
  if (behaviour === 'declined' || behaviour === 'insufficient_funds') {
    throw new StripeApiError(402, { type: 'card_error', ...declineMessages[behaviour], param: '' });
  }
  paymentMethod.customer = customer.id;
  core.emit('payment_method.attached', paymentMethod);
  core.save();
  return paymentMethod;
}

export function setDefaultPaymentMethod(
  core: Core,
  customer: StripeObject,
  paymentMethodId: string | null,
): void {
  updateCustomer(core, customer, (next) => {
    next.invoice_settings = { ...next.invoice_settings, default_payment_method: paymentMethodId };
  });
}

export function detachPaymentMethod(core: Core, paymentMethod: StripeObject): StripeObject {
  const customerId = paymentMethod.customer as string | null;
  if (!customerId) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
      code: 'payment_method_unexpected_state',
    });
  }
  paymentMethod.customer = null;
  core.emit('payment_method.detached', paymentMethod, { customer: customerId });
  const customer = core.state.customers[customerId];
  if (customer && customer.invoice_settings?.default_payment_method === paymentMethod.id) {
    setDefaultPaymentMethod(core, customer, null);
  }
  for (const subscription of Object.values(core.state.subscriptions)) {
    if (subscription.default_payment_method === paymentMethod.id) subscription.default_payment_method = null;
  }
  core.save();
  return paymentMethod;
}

export function cardsOf(core: Core, customerId: string): StripeObject[] {
  return Object.values(core.state.paymentMethods)
    .filter((paymentMethod) => paymentMethod.customer === customerId)
    .sort((a, b) => b.created - a.created);
}

function paymentMethodFor(core: Core, customer: StripeObject, subscription?: StripeObject): string | null {
  const candidates = [
    subscription?.default_payment_method,
    customer.invoice_settings?.default_payment_method,
  ];
  for (const id of candidates) {
    if (typeof id === 'string' && core.state.paymentMethods[id]?.customer === customer.id) return id;
  }
  return cardsOf(core, customer.id)[0]?.id ?? null;
}

// ---- charges -----------------------------------------------------------------------------------

export interface ChargeResult {
  paymentIntent: StripeObject;
  error: { message: string; code: string; decline_code?: string } | null;
}

/** A payment intent confirmed off session: succeeded, or declined by the card (or a flagged customer). */
export function charge(
  core: Core,
  input: {
    customer: StripeObject | null;
    amount: number;
    currency: string;
    paymentMethod: string | null;
    metadata?: Record<string, string>;
    description?: string | null;
  },
): ChargeResult {
  const now = core.now();
  const id = newId('pi', 24);
  let error: ChargeResult['error'] = null;
  if (!input.paymentMethod) {
    error = {
      message: 'The customer has no default payment method.',
      code: 'payment_intent_unexpected_state',
    };
  } else {
    const behaviour = core.state.internal.cardBehaviour[input.paymentMethod] ?? 'succeeds';
    const flagged = input.customer ? core.state.internal.failNextPayment[input.customer.id] : false;
    if (flagged && input.customer) delete core.state.internal.failNextPayment[input.customer.id];
    if (behaviour === 'insufficient_funds') error = { ...declineMessages.insufficient_funds };
    else if (behaviour !== 'succeeds' || flagged) error = { ...declineMessages.declined };
  }
  const paymentMethod = input.paymentMethod ? core.state.paymentMethods[input.paymentMethod] : undefined;
  const paymentIntent: StripeObject = {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: error ? 0 : input.amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${newId('x', 24).slice(2)}`,
    confirmation_method: 'automatic',
    created: now,
    currency: input.currency,
    customer: input.customer?.id ?? null,
    description: input.description ?? null,
    last_payment_error: error
      ? {
          type: 'card_error',
          ...error,
          payment_method: paymentMethod ? clone(paymentMethod) : null,
        }
      : null,
    latest_charge: input.paymentMethod ? newId('ch', 24) : null,
    livemode: false,
    metadata: input.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_types: ['card'],
    receipt_email: null,
    setup_future_usage: null,
    statement_descriptor: null,
    status: error ? 'requires_payment_method' : 'succeeded',
  };
  core.state.paymentIntents[id] = paymentIntent;
  core.emit(error ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', paymentIntent);
  core.save();
  return { paymentIntent, error };
}

// ---- coupons and discounts ---------------------------------------------------------------------

/** A coupon named in a request's parameters (Stripe: 400 resource_missing "No such coupon"). */
export function getCoupon(core: Core, id: string, param = 'coupon'): StripeObject {
  const coupon = core.state.coupons[id];
  if (!coupon) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: `No such coupon: '${id}'`,
      param,
      code: 'resource_missing',
    });
  }
  return coupon;
}

/** What one coupon takes off `amount`: amount_off (same currency only) or percent_off, never more than the amount. */
export function couponAmount(coupon: StripeObject, amount: number, currency: string): number {
  if (amount <= 0) return 0;
  if (typeof coupon.amount_off === 'number') {
    return coupon.currency === currency ? Math.min(coupon.amount_off, amount) : 0;
  }
  return Math.min(Math.round((amount * (coupon.percent_off ?? 0)) / 100), amount);
}

/**
 * The coupons applied in turn to the lines' discountable amounts: each coupon's amount
 * (byCoupon) and its split over the lines, in proportion to what is left of each (byLine[line][coupon]).
 */
export function discountLines(
  amounts: number[],
  coupons: StripeObject[],
  currency: string,
): { byCoupon: number[]; byLine: number[][] } {
  const left = amounts.map((amount) => Math.max(amount, 0));
  const byLine = amounts.map(() => coupons.map(() => 0));
  const byCoupon = coupons.map((coupon, which) => {
    const base = left.reduce((sum, amount) => sum + amount, 0);
    const amount = couponAmount(coupon, base, currency);
    let given = 0;
    const last = left.findLastIndex((value) => value > 0);
    left.forEach((value, index) => {
      if (value <= 0) return;
      const share = index === last ? amount - given : Math.floor((amount * value) / base);
      given += share;
      (byLine[index] as number[])[which] = share;
      left[index] = value - share;
    });
    return amount;
  });
  return { byCoupon, byLine };
}

/** A coupon applied to a customer's subscription (a di_ object, with the coupon as it was). */
export function createDiscount(
  core: Core,
  coupon: StripeObject,
  fields: { customer: string; subscription: string | null; checkoutSession: string | null },
): StripeObject {
  const now = core.now();
  const discount: StripeObject = {
    id: newId('di', 24),
    object: 'discount',
    checkout_session: fields.checkoutSession,
    customer: fields.customer,
    customer_account: null,
    end: coupon.duration === 'repeating' ? addInterval(now, 'month', coupon.duration_in_months ?? 1) : null,
    invoice: null,
    invoice_item: null,
    promotion_code: null,
    source: { coupon: clone(coupon), type: 'coupon' },
    start: now,
    subscription: fields.subscription,
    subscription_item: null,
  };
  core.state.discounts[discount.id] = discount;
  const stored = core.state.coupons[coupon.id];
  if (stored) stored.times_redeemed = (stored.times_redeemed ?? 0) + 1;
  return discount;
}

/** Whether a discount still reduces an invoice at `at`: once (not yet used), repeating (before its end), forever. */
function discountApplies(core: Core, discount: StripeObject, at: number): boolean {
  const duration = discount.source?.coupon?.duration;
  if (duration === 'once') return (core.state.internal.discountUses[discount.id] ?? 0) === 0;
  if (duration === 'repeating') return discount.end === null || at < discount.end;
  return true;
}

/** The subscription's discounts that reduce an invoice made at `at`. */
export function subscriptionDiscounts(
  core: Core,
  subscription: StripeObject | null,
  at: number,
): StripeObject[] {
  const ids: string[] = subscription?.discounts ?? [];
  return ids
    .map((id) => core.state.discounts[id])
    .filter(
      (discount): discount is StripeObject =>
        Boolean(discount) && discountApplies(core, discount as StripeObject, at),
    );
}

// ---- invoices ----------------------------------------------------------------------------------

export interface LineInput {
  amount: number;
  description: string;
  price: StripeObject;
  quantity: number;
  subscriptionItem: string | null;
  proration: boolean;
  period: { start: number; end: number };
}

function lineObject(
  invoiceId: string | null,
  subscriptionId: string | null,
  line: LineInput,
  currency: string,
  discountAmounts: { amount: number; discount: string }[],
): StripeObject {
  return {
    id: newId('il', 24),
    object: 'line_item',
    amount: line.amount,
    currency,
    description: line.description,
    discount_amounts: discountAmounts,
    discountable: !line.proration,
    discounts: discountAmounts.map((entry) => entry.discount),
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: subscriptionId
      ? {
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: line.proration ? newId('ii', 24) : null,
            proration: line.proration,
            proration_details: { credited_items: null },
            subscription: subscriptionId,
            subscription_item: line.subscriptionItem,
          },
          type: 'subscription_item_details',
        }
      : null,
    period: line.period,
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: line.price.id, product: line.price.product },
      type: 'price_details',
      unit_amount_decimal: String(line.price.unit_amount),
    },
    quantity: line.quantity,
    subscription: subscriptionId,
    subtotal: line.amount,
    taxes: [],
  };
}

/** An invoice object (not stored): a preview, or the body of createInvoice. */
export function invoiceObject(
  core: Core,
  input: {
    id?: string | null;
    customer: StripeObject;
    subscription: StripeObject | null;
    lines: LineInput[];
    currency: string;
    billingReason: string;
    period: { start: number; end: number };
    /** Discounts (di_ objects) reducing the discountable lines (not prorations). */
    discounts?: StripeObject[];
  },
): StripeObject {
  const now = core.now();
  const id = input.id === undefined ? newId('in', 24) : input.id;
  const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const discounts = input.discounts ?? [];
  const split = discountLines(
    input.lines.map((line) => (line.proration ? 0 : line.amount)),
    discounts.map((discount) => discount.source.coupon as StripeObject),
    input.currency,
  );
  const lines = input.lines.map((line, index) =>
    lineObject(
      id,
      input.subscription?.id ?? null,
      line,
      input.currency,
      discounts
        .map((discount, which) => ({
          amount: split.byLine[index]?.[which] ?? 0,
          discount: discount.id as string,
        }))
        .filter((entry) => entry.amount > 0),
    ),
  );
  const discounted = split.byCoupon.reduce((sum, amount) => sum + amount, 0);
  const total = subtotal - discounted;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Local payments',
    account_tax_ids: null,
    amount_due: Math.max(total, 0),
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: Math.max(total, 0),
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: input.currency,
    custom_fields: null,
    customer: input.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: input.customer.email,
    customer_name: input.customer.name,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: discounts.map((discount) => discount.id),
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: id ? `${core.publicUrl()}/i/${id}` : null,
    invoice_pdf: id ? `${core.publicUrl()}/i/${id}/pdf` : null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: listOf(lines, id ? `/v1/invoices/${id}/lines` : '/v1/invoices/create_preview/lines'),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: input.subscription
      ? {
          quote_details: null,
          subscription_details: {
            metadata: clone(input.subscription.metadata),
            subscription: input.subscription.id,
          },
          type: 'subscription_details',
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.period.end,
    period_start: input.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total,
    total_discount_amounts: discounts
      .map((discount, which) => ({ amount: split.byCoupon[which] ?? 0, discount: discount.id as string }))
      .filter((entry) => entry.amount > 0),
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}

/** Stores an invoice, numbers and finalizes it (open), then pays it with the customer's card (or fails). */
export function finalizeAndPay(
  core: Core,
  invoice: StripeObject,
  subscription?: StripeObject,
): ChargeResult['error'] {
  const customer = getCustomer(core, invoice.customer);
  invoice.number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence ?? 1).padStart(4, '0')}`;
  customer.next_invoice_sequence = (customer.next_invoice_sequence ?? 1) + 1;
  core.state.invoices[invoice.id] = invoice;
  for (const discountId of invoice.discounts as string[]) {
    core.state.internal.discountUses[discountId] = (core.state.internal.discountUses[discountId] ?? 0) + 1;
  }
  core.emit('invoice.created', invoice);
  invoice.status = 'open';
  invoice.status_transitions.finalized_at = core.now();
  invoice.effective_at = core.now();
  core.emit('invoice.finalized', invoice);
  return payInvoice(core, invoice, subscription);
}

/** Charges an open invoice with the default card: paid, or attempted and failed. */
export function payInvoice(
  core: Core,
  invoice: StripeObject,
  subscription?: StripeObject,
): ChargeResult['error'] {
  const customer = getCustomer(core, invoice.customer);
  if (invoice.amount_due <= 0) {
    markPaid(core, invoice, null);
    return null;
  }
  const result = charge(core, {
    customer,
    amount: invoice.amount_due,
    currency: invoice.currency,
    paymentMethod: paymentMethodFor(core, customer, subscription),
    description:
      invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
  });
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (result.error) {
    invoice.next_payment_attempt = core.now() + 3 * 86_400;
    core.emit('invoice.payment_failed', invoice);
    core.save();
    return result.error;
  }
  markPaid(core, invoice, result.paymentIntent);
  return null;
}

function markPaid(core: Core, invoice: StripeObject, paymentIntent: StripeObject | null): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = core.now();
  invoice.default_payment_method = paymentIntent?.payment_method ?? null;
  invoice.payments = listOf(
    paymentIntent
      ? [
          {
            id: newId('inpay', 24),
            object: 'invoice_payment',
            amount_paid: invoice.amount_paid,
            amount_requested: invoice.amount_due,
            created: core.now(),
            currency: invoice.currency,
            invoice: invoice.id,
            is_default: true,
            livemode: false,
            payment: { payment_intent: paymentIntent.id, type: 'payment_intent' },
            status: 'paid',
            status_transitions: { canceled_at: null, paid_at: core.now() },
          },
        ]
      : [],
    `/v1/invoice_payments?invoice=${invoice.id}`,
  );
  core.emit('invoice.paid', invoice);
  core.emit('invoice.payment_succeeded', invoice);
  core.save();
}

// ---- subscriptions -----------------------------------------------------------------------------

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

function periodFrom(start: number, price: StripeObject): { start: number; end: number } {
  const recurring = price.recurring ?? { interval: 'month', interval_count: 1 };
  return { start, end: addInterval(start, recurring.interval, recurring.interval_count) };
}

function productName(core: Core, price: StripeObject): string {
  return core.state.products[price.product]?.name ?? price.nickname ?? 'Subscription';
}

function setItems(
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

function fullLines(
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

// ---- changes, previews, renewals ---------------------------------------------------------------

export interface ItemChange {
  id?: string;
  price?: string;
  quantity?: number;
  deleted?: boolean;
}

/** The subscription's items after `items[i][id|price|quantity|deleted]` (Stripe's update rules). */
export function itemsAfter(core: Core, subscription: StripeObject, changes: ItemChange[]): ItemInput[] {
  const items: ItemInput[] = subscription.items.data.map((item: StripeObject) => ({
    id: item.id,
    price: item.price.id,
    quantity: item.quantity ?? 1,
  }));
  for (const [index, change] of changes.entries()) {
    if (change.id) {
      const position = items.findIndex((item) => item.id === change.id);
      if (position < 0) throw notFound('subscription item', change.id, `items[${index}][id]`);
      if (change.deleted) {
        items.splice(position, 1);
        continue;
      }
      const item = items[position] as ItemInput;
      if (change.price) getPrice(core, change.price, `items[${index}][price]`);
      // A new price on an existing item is a new item line (Stripe keeps the item id).
      items[position] = {
        id: item.id,
        price: change.price ?? item.price,
        quantity: change.quantity ?? item.quantity,
      };
    } else {
      if (!change.price)
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: `Missing required param: items[${index}][price].`,
          param: `items[${index}][price]`,
          code: 'parameter_missing',
        });
      getPrice(core, change.price, `items[${index}][price]`);
      items.push({ price: change.price, quantity: change.quantity ?? 1 });
    }
  }
  if (items.length === 0) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: 'A subscription must have at least one active plan.',
      param: 'items',
    });
  }
  return items;
}

function recurringKey(price: StripeObject): string {
  return `${price.recurring?.interval ?? 'month'}/${price.recurring?.interval_count ?? 1}`;
}

export interface ChangePlan {
  items: ItemInput[];
  /** The billing period changes (monthly to yearly): the period restarts now, charged in full. */
  resetsPeriod: boolean;
  prorations: LineInput[];
  /** A reset period's first charge. */
  newPeriodLines: LineInput[];
  period: { start: number; end: number };
}

/**
 * What a change of items costs: for each changed item, its old price's unused part of the period
 * is credited and the new price's remaining part charged ((new − old) × the remaining fraction, by
 * the server's clock or proration_date). A change of billing interval restarts the period now.
 */
export function planChange(
  core: Core,
  subscription: StripeObject,
  changes: ItemChange[],
  prorate: boolean,
  prorationDate?: number,
): ChangePlan {
  const items = itemsAfter(core, subscription, changes);
  const at = prorationDate ?? core.now();
  const start = subscription.current_period_start as number;
  const end = subscription.current_period_end as number;
  const fraction = end > start ? Math.min(Math.max((end - at) / (end - start), 0), 1) : 0;
  const oldItems: StripeObject[] = subscription.items.data;
  const firstNew = getPrice(core, items[0]?.price ?? '');
  const resetsPeriod = oldItems.some((item) => recurringKey(item.price) !== recurringKey(firstNew));
  const period = resetsPeriod ? periodFrom(at, firstNew) : { start, end };
  const day = new Date(at * 1000).toUTCString().slice(5, 16);
  const prorations: LineInput[] = [];
  const remaining = { start: at, end };
  if (prorate) {
    for (const old of oldItems) {
      const next = items.find((item) => item.id === old.id);
      if (next && next.price === old.price.id && next.quantity === old.quantity && !resetsPeriod) continue;
      const quantity = old.quantity ?? 1;
      prorations.push({
        amount: -Math.round(old.price.unit_amount * quantity * fraction),
        description: `Unused time on ${quantity > 1 ? `${quantity} × ` : ''}${productName(core, old.price)} after ${day}`,
        price: old.price,
        quantity,
        subscriptionItem: old.id,
        proration: true,
        period: remaining,
      });
    }
    if (!resetsPeriod) {
      for (const item of items) {
        const old = oldItems.find((candidate) => candidate.id === item.id);
        if (old && old.price.id === item.price && old.quantity === item.quantity) continue;
        const price = getPrice(core, item.price);
        prorations.push({
          amount: Math.round(price.unit_amount * item.quantity * fraction),
          description: `Remaining time on ${item.quantity > 1 ? `${item.quantity} × ` : ''}${productName(core, price)} after ${day}`,
          price,
          quantity: item.quantity,
          subscriptionItem: item.id ?? null,
          proration: true,
          period: remaining,
        });
      }
    }
  }
  const newPeriodLines = resetsPeriod
    ? fullLines(
        core,
        subscription,
        items,
        period,
        items.map((item) => item.id ?? null),
      )
    : [];
  return { items, resetsPeriod, prorations, newPeriodLines, period };
}

function proratedLine(line: LineInput): ProrationLine {
  return {
    description: line.description,
    amount: line.amount,
    price: line.price.id,
    quantity: line.quantity,
    subscriptionItem: line.subscriptionItem ?? '',
    period: line.period,
  };
}

function pendingLines(core: Core, subscriptionId: string): LineInput[] {
  return (core.state.internal.pendingProrations[subscriptionId] ?? []).map((line) => ({
    amount: line.amount,
    description: line.description,
    price: core.state.prices[line.price] ?? { id: line.price, product: null, unit_amount: 0 },
    quantity: line.quantity,
    subscriptionItem: line.subscriptionItem || null,
    proration: true,
    period: line.period,
  }));
}

export type ProrationBehavior = 'create_prorations' | 'always_invoice' | 'none';

/**
 * POST /v1/subscriptions/:id with items: always_invoice invoices the proration now and charges
 * the default card (a decline leaves the change in place and the subscription past_due, unless
 * payment_behavior=error_if_incomplete); create_prorations keeps the proration for the next
 * invoice; none changes the price from the next period. A change of interval invoices now.
 */
export function changeItems(
  core: Core,
  subscription: StripeObject,
  changes: ItemChange[],
  behavior: ProrationBehavior,
  paymentBehavior: string | undefined,
  prorationDate?: number,
): ChargeResult['error'] {
  const plan = planChange(core, subscription, changes, behavior !== 'none', prorationDate);
  const invoiceNow = behavior === 'always_invoice' || plan.resetsPeriod;
  const lines = [...plan.prorations, ...plan.newPeriodLines];
  const customer = getCustomer(core, subscription.customer);
  const snapshot = clone(subscription);
  const previousItems = clone(subscription.items);
  setItems(core, subscription, plan.items, plan.period);
  // Items keep their ids; a brand new item got one in setItems.
  if (plan.resetsPeriod) subscription.billing_cycle_anchor = plan.period.start;
  let error: ChargeResult['error'] = null;
  if (invoiceNow && lines.length > 0) {
    const invoice = invoiceObject(core, {
      customer,
      subscription,
      lines: [...pendingLines(core, subscription.id), ...lines],
      currency: subscription.currency,
      billingReason: 'subscription_update',
      period: { start: core.now(), end: core.now() },
      discounts: subscriptionDiscounts(core, subscription, core.now()),
    });
    if (paymentBehavior === 'error_if_incomplete') {
      const [outcome, events] = core.hold(() => finalizeAndPay(core, invoice, subscription));
      if (outcome) {
        // Nothing happened: the invoice is voided and the items stay as they were.
        subscription.items = previousItems;
        Object.assign(subscription, { ...snapshot });
        invoice.status = 'void';
        core.save();
        throw new StripeApiError(402, { type: 'card_error', ...outcome, param: '' });
      }
      core.release(events);
    } else {
      error = finalizeAndPay(core, invoice, subscription);
    }
    delete core.state.internal.pendingProrations[subscription.id];
    subscription.latest_invoice = invoice.id;
    if (error) subscription.status = 'past_due';
    else if (subscription.status === 'past_due') subscription.status = 'active';
  } else if (plan.prorations.length > 0) {
    core.state.internal.pendingProrations[subscription.id] = [
      ...(core.state.internal.pendingProrations[subscription.id] ?? []),
      ...plan.prorations.map(proratedLine),
    ];
  }
  const previous = changedFields(snapshot, subscription);
  if (previous) core.emit('customer.subscription.updated', subscription, previous);
  core.save();
  return error;
}

/** The invoice a change would make (invoices.createPreview), not stored. */
export function previewInvoice(
  core: Core,
  input: {
    customer: StripeObject;
    subscription: StripeObject | null;
    changes: ItemChange[];
    behavior: ProrationBehavior;
    prorationDate?: number;
  },
): StripeObject {
  const { customer, subscription } = input;
  const previewId = `upcoming_${newId('in', 24)}`;
  if (!subscription) {
    const items = input.changes.map((change, index) => {
      if (!change.price)
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: `Missing required param: subscription_details[items][${index}][price].`,
          param: `subscription_details[items][${index}][price]`,
          code: 'parameter_missing',
        });
      return { price: change.price, quantity: change.quantity ?? 1 };
    });
    if (items.length === 0)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'Missing required param: subscription or subscription_details[items].',
        param: 'subscription',
      });
    const first = getPrice(core, items[0]?.price ?? '');
    const period = periodFrom(core.now(), first);
    return invoiceObject(core, {
      id: previewId,
      customer,
      subscription: null,
      lines: fullLines(core, null, items, period, []),
      currency: first.currency,
      billingReason: 'subscription_create',
      period,
    });
  }
  const next = { start: subscription.current_period_end, end: 0 };
  if (input.changes.length === 0) {
    const items: ItemInput[] = subscription.items.data.map((item: StripeObject) => ({
      id: item.id,
      price: item.price.id,
      quantity: item.quantity ?? 1,
    }));
    const first = getPrice(core, items[0]?.price ?? '');
    const period = periodFrom(next.start, first);
    return invoiceObject(core, {
      id: previewId,
      customer,
      subscription,
      lines: [
        ...pendingLines(core, subscription.id),
        ...fullLines(
          core,
          subscription,
          items,
          period,
          items.map((item) => item.id ?? null),
        ),
      ],
      currency: subscription.currency,
      billingReason: 'subscription_cycle',
      period: { start: subscription.current_period_start, end: subscription.current_period_end },
      discounts: subscriptionDiscounts(core, subscription, next.start),
    });
  }
  const plan = planChange(core, subscription, input.changes, input.behavior !== 'none', input.prorationDate);
  if (input.behavior === 'always_invoice' || plan.resetsPeriod) {
    const now = input.prorationDate ?? core.now();
    return invoiceObject(core, {
      id: previewId,
      customer,
      subscription,
      lines: [...pendingLines(core, subscription.id), ...plan.prorations, ...plan.newPeriodLines],
      currency: subscription.currency,
      billingReason: 'subscription_update',
      period: { start: now, end: now },
      discounts: subscriptionDiscounts(core, subscription, now),
    });
  }
  // The next regular invoice: the prorations so far and now, and the next period at the new prices.
  const first = getPrice(core, plan.items[0]?.price ?? '');
  const period = periodFrom(subscription.current_period_end, first);
  return invoiceObject(core, {
    id: previewId,
    customer,
    subscription,
    lines: [
      ...pendingLines(core, subscription.id),
      ...plan.prorations,
      ...fullLines(
        core,
        subscription,
        plan.items,
        period,
        plan.items.map((item) => item.id ?? null),
      ),
    ],
    currency: subscription.currency,
    billingReason: 'subscription_cycle',
    period: { start: subscription.current_period_start, end: subscription.current_period_end },
    discounts: subscriptionDiscounts(core, subscription, subscription.current_period_end),
  });
}

/** Ends a subscription now (DELETE /v1/subscriptions/:id, or the end of a period set to cancel). */
export function cancelNow(
  core: Core,
  subscription: StripeObject,
  reason = 'cancellation_requested',
): StripeObject {
  if (subscription.status === 'canceled') return subscription;
  const snapshot = clone(subscription);
  const now = core.now();
  subscription.status = 'canceled';
  subscription.canceled_at = subscription.canceled_at ?? now;
  subscription.ended_at = now;
  subscription.cancellation_details = { comment: null, feedback: null, reason };
  delete core.state.internal.pendingProrations[subscription.id];
  core.emit('customer.subscription.deleted', subscription, changedFields(snapshot, subscription));
  core.save();
  return subscription;
}

export function setCancelAtPeriodEnd(core: Core, subscription: StripeObject, cancel: boolean): StripeObject {
  const snapshot = clone(subscription);
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? subscription.current_period_end : null;
  subscription.canceled_at = cancel ? core.now() : null;
  subscription.cancellation_details = cancel
    ? { comment: null, feedback: null, reason: 'cancellation_requested' }
    : { comment: null, feedback: null, reason: null };
  const previous = changedFields(snapshot, subscription);
  if (previous) core.emit('customer.subscription.updated', subscription, previous);
  core.save();
  return subscription;
}

/**
 * The current period ends now (a local test helper): a subscription set to cancel at period end
 * is canceled; otherwise a new period starts, invoiced with any pending prorations and charged
 * to the default card: paid (active) or failed (past_due, invoice.payment_failed).
 */
export function renew(
  core: Core,
  subscription: StripeObject,
): { subscription: StripeObject; invoice: StripeObject | null } {
  if (subscription.status === 'canceled') {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: 'This subscription is canceled.',
      code: 'resource_missing',
    });
  }
  if (subscription.cancel_at_period_end)
    return { subscription: cancelNow(core, subscription), invoice: null };
  const snapshot = clone(subscription);
  const now = core.now();
  const items: ItemInput[] = subscription.items.data.map((item: StripeObject) => ({
    id: item.id,
    price: item.price.id,
    quantity: item.quantity ?? 1,
  }));
  const period = periodFrom(now, getPrice(core, items[0]?.price ?? ''));
  const lines = [
    ...pendingLines(core, subscription.id),
    ...fullLines(
      core,
      subscription,
      items,
      period,
      items.map((item) => item.id ?? null),
    ),
  ];
  setItems(core, subscription, items, period);
  const invoice = invoiceObject(core, {
    customer: getCustomer(core, subscription.customer),
    subscription,
    lines,
    currency: subscription.currency,
    billingReason: 'subscription_cycle',
    period: { start: snapshot.current_period_start, end: now },
    discounts: subscriptionDiscounts(core, subscription, now),
  });
  delete core.state.internal.pendingProrations[subscription.id];
  subscription.latest_invoice = invoice.id;
  const error = finalizeAndPay(core, invoice, subscription);
  // A spent discount (once, used; repeating, ended) leaves the subscription.
  const usable = new Set(
    subscriptionDiscounts(core, subscription, period.end).map((discount) => discount.id),
  );
  subscription.discounts = (subscription.discounts as string[]).filter((id) => usable.has(id));
  subscription.status = error ? 'past_due' : 'active';
  const previous = changedFields(snapshot, subscription);
  if (previous) core.emit('customer.subscription.updated', subscription, previous);
  core.save();
  return { subscription, invoice };
}

/** Retries an open invoice (after a new card): paid → the subscription is active again. */
export function retryInvoice(core: Core, invoice: StripeObject): ChargeResult['error'] {
  if (invoice.status !== 'open') return null;
  const subscriptionId = invoice.parent?.subscription_details?.subscription as string | undefined;
  const subscription = subscriptionId ? core.state.subscriptions[subscriptionId] : undefined;
  const error = payInvoice(core, invoice, subscription);
  if (
    !error &&
    subscription &&
    (subscription.status === 'past_due' || subscription.status === 'incomplete')
  ) {
    const snapshot = clone(subscription);
    subscription.status = 'active';
    core.emit('customer.subscription.updated', subscription, changedFields(snapshot, subscription));
  }
  core.save();
  return error;
}
