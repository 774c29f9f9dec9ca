/**
 * What an invoice says, once, for its hosted page and its PDF (issue 26 item 18): the lines, the
 * subtotal, each discount that takes it to the total (named by its coupon), the total and what
 * was paid. The lines always add up to the total shown.
 */
import type { Core } from '../core';
import { formatAmount } from '../objects';
import type { StripeObject } from '../store';
import { formatDate } from './layout';

export interface InvoiceDocument {
  title: string;
  heading: string;
  meta: string;
  lines: { description: string; period: string; quantity: number | null; amount: string }[];
  /** Subtotal, each discount, total, amount paid: label and amount. */
  totals: { label: string; amount: string }[];
  total: string;
}

/** The coupon's name of a discount (di_) as the invoice shows it: "Discount (WELCOME)". */
function discountLabel(core: Core, discountId: string): string {
  const coupon = core.state.discounts[discountId]?.source?.coupon as StripeObject | undefined;
  const name = coupon?.name ?? coupon?.id;
  return name ? `Discount (${name})` : 'Discount';
}

export function invoiceDocument(core: Core, invoice: StripeObject): InvoiceDocument {
  const customer = core.state.customers[invoice.customer] as StripeObject | undefined;
  const currency = String(invoice.currency);
  const status =
    invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Due' : String(invoice.status);
  const discounts = ((invoice.total_discount_amounts ?? []) as { amount: number; discount: string }[]).filter(
    (entry) => entry.amount > 0,
  );
  return {
    title: `Invoice ${invoice.number ?? invoice.id}`,
    heading: `Invoice ${invoice.number ?? ''}`.trim(),
    meta: `${formatDate(invoice.created)} · ${status}${customer?.email ? ` · Billed to ${customer.email}` : ''}`,
    lines: ((invoice.lines?.data ?? []) as StripeObject[]).map((line) => ({
      description: String(line.description ?? ''),
      period: `${formatDate(line.period.start)} – ${formatDate(line.period.end)}`,
      quantity: typeof line.quantity === 'number' ? line.quantity : null,
      amount: formatAmount(line.amount, currency),
    })),
    totals: [
      ...(discounts.length > 0
        ? [{ label: 'Subtotal', amount: formatAmount(invoice.subtotal, currency) }]
        : []),
      ...discounts.map((entry) => ({
        label: discountLabel(core, entry.discount),
        amount: formatAmount(-entry.amount, currency),
      })),
      { label: 'Total', amount: formatAmount(invoice.total, currency) },
      { label: 'Amount paid', amount: formatAmount(invoice.amount_paid, currency) },
    ],
    total: formatAmount(invoice.total, currency),
  };
}
