/** Changes to a subscription's items on the local payments server, and the prorations they make. */
import { changedFields, getCustomer, getPrice } from './billing';
import type { ChargeResult } from './charges';
import type { Core } from './core';
import { subscriptionDiscounts } from './discounts';
import { finalizeAndPay, invoiceObject, type LineInput } from './invoices';
import { clone, notFound, type ProrationLine, StripeApiError, type StripeObject } from './store';
import {
  currentItems,
  type ItemInput,
  periodFrom,
  periodLines,
  productName,
  setItems,
} from './subscriptions';

export interface ItemChange {
  id?: string;
  price?: string;
  quantity?: number;
  deleted?: boolean;
}

/** The subscription's items after `items[i][id|price|quantity|deleted]` (Stripe's update rules). */
export function itemsAfter(core: Core, subscription: StripeObject, changes: ItemChange[]): ItemInput[] {
  const items = currentItems(subscription);
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

/** The part of the period a change prorates over. */
interface ProrationSpan {
  /** The remaining fraction of the period, 0 to 1. */
  fraction: number;
  /** The change's day, as the lines say it. */
  day: string;
  remaining: { start: number; end: number };
  resetsPeriod: boolean;
}

/** The credit for each old item the change replaces (all of them when the period restarts). */
function unusedTimeLines(
  core: Core,
  oldItems: StripeObject[],
  items: ItemInput[],
  { fraction, day, remaining, resetsPeriod }: ProrationSpan,
): LineInput[] {
  const lines: LineInput[] = [];
  for (const old of oldItems) {
    const next = items.find((item) => item.id === old.id);
    if (next && next.price === old.price.id && next.quantity === old.quantity && !resetsPeriod) continue;
    const quantity = old.quantity ?? 1;
    lines.push({
      amount: -Math.round(old.price.unit_amount * quantity * fraction),
      description: `Unused time on ${quantity > 1 ? `${quantity} × ` : ''}${productName(core, old.price)} after ${day}`,
      price: old.price,
      quantity,
      subscriptionItem: old.id,
      proration: true,
      period: remaining,
    });
  }
  return lines;
}

/** The charge for each new or changed item's remaining time (none when the period restarts). */
function remainingTimeLines(
  core: Core,
  oldItems: StripeObject[],
  items: ItemInput[],
  { fraction, day, remaining, resetsPeriod }: ProrationSpan,
): LineInput[] {
  if (resetsPeriod) return [];
  const lines: LineInput[] = [];
  for (const item of items) {
    const old = oldItems.find((candidate) => candidate.id === item.id);
    if (old && old.price.id === item.price && old.quantity === item.quantity) continue;
    const price = getPrice(core, item.price);
    lines.push({
      amount: Math.round(price.unit_amount * item.quantity * fraction),
      description: `Remaining time on ${item.quantity > 1 ? `${item.quantity} × ` : ''}${productName(core, price)} after ${day}`,
      price,
      quantity: item.quantity,
      subscriptionItem: item.id ?? null,
      proration: true,
      period: remaining,
    });
  }
  return lines;
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
  const span: ProrationSpan = { fraction, day, remaining: { start: at, end }, resetsPeriod };
  const prorations = prorate
    ? [...unusedTimeLines(core, oldItems, items, span), ...remainingTimeLines(core, oldItems, items, span)]
    : [];
  const newPeriodLines = resetsPeriod ? periodLines(core, subscription, items, period) : [];
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

export function pendingLines(core: Core, subscriptionId: string): LineInput[] {
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
