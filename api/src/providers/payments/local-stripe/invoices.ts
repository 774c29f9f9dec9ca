/** Invoices on the local payments server: their objects and lines, finalizing and paying them. */
import { getCustomer } from './billing';
import { type ChargeResult, charge } from './charges';
import type { Core } from './core';
import { discountLines } from './discounts';
import { paymentMethodFor } from './payment-methods';
import { clone, listOf, newId, type StripeObject } from './store';

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

export interface InvoiceInput {
  id?: string | null;
  customer: StripeObject;
  subscription: StripeObject | null;
  lines: LineInput[];
  currency: string;
  billingReason: string;
  period: { start: number; end: number };
  /** Discounts (di_ objects) reducing the discountable lines (not prorations). */
  discounts?: StripeObject[];
}

/** The invoice's line objects, each with its share of the discounts, and each discount's total. */
function discountedLines(
  id: string | null,
  input: InvoiceInput,
): { lines: StripeObject[]; byCoupon: number[]; discounts: StripeObject[] } {
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
  return { lines, byCoupon: split.byCoupon, discounts };
}

/** An invoice object (not stored): a preview, or the body of createInvoice. */
export function invoiceObject(core: Core, input: InvoiceInput): StripeObject {
  const now = core.now();
  const id = input.id === undefined ? newId('in', 24) : input.id;
  const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const { lines, byCoupon, discounts } = discountedLines(id, input);
  const discounted = byCoupon.reduce((sum, amount) => sum + amount, 0);
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
      .map((discount, which) => ({ amount: byCoupon[which] ?? 0, discount: discount.id as string }))
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
