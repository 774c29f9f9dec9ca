/** The end of a subscription's period on the local payments server: renewals, cancellations, retries. */
import { changedFields, getCustomer, getPrice } from './billing';
import type { ChargeResult } from './charges';
import type { Core } from './core';
import { subscriptionDiscounts } from './discounts';
import { finalizeAndPay, invoiceObject, payInvoice } from './invoices';
import { pendingLines } from './proration';
import { clone, StripeApiError, type StripeObject } from './store';
import { currentItems, periodFrom, periodLines, setItems } from './subscriptions';

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
  const items = currentItems(subscription);
  const period = periodFrom(now, getPrice(core, items[0]?.price ?? ''));
  const lines = [...pendingLines(core, subscription.id), ...periodLines(core, subscription, items, period)];
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
