/**
 * /v1/subscriptions: create (charged at once), retrieve, list (customer, status), update (items
 * with proration, cancel_at_period_end, metadata, default card), cancel (DELETE).
 */
import { Hono } from 'hono';
import { changedFields, getCustomer, getSubscription } from '../billing';
import { getCoupon } from '../discounts';
import { getPaymentMethod } from '../payment-methods';
import { changeItems, type ItemChange, type ProrationBehavior } from '../proration';
import { cancelNow, setCancelAtPeriodEnd } from '../renewals';
import { createSubscription } from '../subscriptions';
import type { Core } from '../core';
import { bool, type FormValue, int, list, metadataOf, obj, str } from '../form';
import { clone, invalid, missing, StripeApiError } from '../store';
import { type ApiEnv, answer, answerPage, required } from './shared';

const prorationBehaviors = ['create_prorations', 'always_invoice', 'none'];

export function itemChanges(value: FormValue | undefined, prefix: string): ItemChange[] {
  return list(value)
    .map((entry) => {
      const item = obj(entry) ?? {};
      return {
        id: str(item.id) || undefined,
        price: str(item.price) || undefined,
        quantity: int(item.quantity),
        deleted: bool(item.deleted),
      };
    })
    .filter((change, index) => {
      if (change.quantity !== undefined && change.quantity < 0)
        throw invalid('Invalid quantity.', `${prefix}[${index}][quantity]`);
      return true;
    });
}

export function prorationBehaviorOf(value: FormValue | undefined, param: string): ProrationBehavior {
  const behavior = str(value) ?? 'create_prorations';
  if (!prorationBehaviors.includes(behavior))
    throw invalid(`Invalid ${param}: must be one of ${prorationBehaviors.join(', ')}`, param);
  return behavior as ProrationBehavior;
}

export function subscriptionRoutes(core: Core) {
  const routes = new Hono<ApiEnv>();

  routes.post('/', (c) => {
    const form = c.get('form');
    const customer = getCustomer(core, required(form, 'customer'));
    const changes = itemChanges(form.items, 'items');
    if (changes.length === 0) throw missing('items');
    let defaultPaymentMethod = str(form.default_payment_method) || null;
    if (defaultPaymentMethod) {
      const paymentMethod = getPaymentMethod(core, defaultPaymentMethod, 'default_payment_method');
      if (paymentMethod.customer !== customer.id) {
        throw invalid(
          `The customer does not have a payment method with the ID ${defaultPaymentMethod}.`,
          'default_payment_method',
          'resource_missing',
        );
      }
      defaultPaymentMethod = paymentMethod.id;
    }
    const items = changes.map((change, index) => {
      if (!change.price) throw missing(`items[${index}][price]`);
      return { price: change.price, quantity: change.quantity ?? 1 };
    });
    const paymentBehavior = str(form.payment_behavior) ?? 'allow_incomplete';
    const coupons = list(form.discounts).map((entry, index) => {
      const discount = obj(entry) ?? {};
      if (str(discount.promotion_code))
        throw invalid(
          'The local payments server does not support promotion codes: pass discounts[][coupon].',
          `discounts[${index}][promotion_code]`,
        );
      const couponId = str(discount.coupon);
      if (!couponId) throw missing(`discounts[${index}][coupon]`);
      return getCoupon(core, couponId, `discounts[${index}][coupon]`);
    });
    const { subscription, error } = createSubscription(core, {
      customer,
      items,
      metadata: metadataOf(form.metadata),
      defaultPaymentMethod,
      coupons,
    });
    if (error && paymentBehavior === 'error_if_incomplete') {
      throw new StripeApiError(402, { type: 'card_error', ...error, param: '' });
    }
    if (bool(form.cancel_at_period_end)) setCancelAtPeriodEnd(core, subscription, true);
    return answer(c, core, subscription);
  });

  routes.get('/', (c) => {
    const form = c.get('form');
    const customer = str(form.customer);
    const status = str(form.status);
    const price = str(form.price);
    const all = Object.values(core.state.subscriptions).filter(
      (subscription) =>
        (customer === undefined || subscription.customer === customer) &&
        (status === 'all' ||
          (status === undefined ? subscription.status !== 'canceled' : subscription.status === status)) &&
        (price === undefined ||
          subscription.items.data.some((item: { price: { id: string } }) => item.price.id === price)),
    );
    return answerPage(c, core, all, '/v1/subscriptions');
  });

  routes.get('/:id', (c) => answer(c, core, getSubscription(core, c.req.param('id'), 'id')));

  routes.post('/:id', (c) => {
    const form = c.get('form');
    const subscription = getSubscription(core, c.req.param('id'), 'id');
    if (subscription.status === 'canceled') {
      throw invalid(
        'A canceled subscription can only update its cancellation_details and metadata.',
        undefined,
        'resource_missing',
      );
    }
    const changes = itemChanges(form.items, 'items');
    const behavior = prorationBehaviorOf(form.proration_behavior, 'proration_behavior');
    if (changes.length > 0) {
      const error = changeItems(
        core,
        subscription,
        changes,
        behavior,
        str(form.payment_behavior),
        int(form.proration_date),
      );
      void error;
    }
    const snapshot = clone(subscription);
    if (form.metadata !== undefined) subscription.metadata = metadataOf(form.metadata, subscription.metadata);
    const defaultPaymentMethod = str(form.default_payment_method);
    if (defaultPaymentMethod !== undefined) {
      subscription.default_payment_method = defaultPaymentMethod
        ? getPaymentMethod(core, defaultPaymentMethod, 'default_payment_method').id
        : null;
    }
    const previous = changedFields(snapshot, subscription);
    if (previous) core.emit('customer.subscription.updated', subscription, previous);
    const cancel = bool(form.cancel_at_period_end);
    if (cancel !== undefined && cancel !== subscription.cancel_at_period_end)
      setCancelAtPeriodEnd(core, subscription, cancel);
    core.save();
    return answer(c, core, subscription);
  });

  routes.delete('/:id', (c) => {
    const subscription = getSubscription(core, c.req.param('id'), 'id');
    if (subscription.status === 'canceled') {
      throw invalid(`No such subscription: '${subscription.id}'`, 'id', 'resource_missing');
    }
    return answer(c, core, cancelNow(core, subscription));
  });

  return routes;
}
