/**
 * What happens on the local payments server, shared by its REST routes and its hosted pages. This
 * file holds the lookups (customer, price, subscription) and customers; the rest lives by concern:
 * payment-methods.ts (cards), charges.ts, discounts.ts, invoices.ts, subscriptions.ts (creation),
 * proration.ts (item changes), invoice-preview.ts and renewals.ts (renewals, cancellations,
 * retries). Every change is saved and emits the events Stripe would.
 */
import type { Core } from './core';
import { clone, notFound, type StripeObject, stored } from './store';

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
  return stored(core.state.prices, 'price', id, param);
}

export function getSubscription(core: Core, id: string, param = 'subscription'): StripeObject {
  return stored(core.state.subscriptions, 'subscription', id, param);
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
