/** The invoice a subscription change would make on the local payments server (invoices.createPreview). */
import { getPrice } from './billing';
import type { Core } from './core';
import { subscriptionDiscounts } from './discounts';
import { invoiceObject } from './invoices';
import { type ItemChange, pendingLines, planChange, type ProrationBehavior } from './proration';
import { newId, StripeApiError, type StripeObject } from './store';
import { currentItems, fullLines, periodFrom, periodLines } from './subscriptions';

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
    const items = currentItems(subscription);
    const first = getPrice(core, items[0]?.price ?? '');
    const period = periodFrom(next.start, first);
    return invoiceObject(core, {
      id: previewId,
      customer,
      subscription,
      lines: [...pendingLines(core, subscription.id), ...periodLines(core, subscription, items, period)],
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
      ...periodLines(core, subscription, plan.items, period),
    ],
    currency: subscription.currency,
    billingReason: 'subscription_cycle',
    period: { start: subscription.current_period_start, end: subscription.current_period_end },
    discounts: subscriptionDiscounts(core, subscription, subscription.current_period_end),
  });
}
