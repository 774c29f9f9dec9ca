/**
 * /v1/coupons: create (amount_off in a currency, or percent_off; once, forever or repeating for
 * duration_in_months; an id of the caller's choosing), retrieve, list, delete. A deleted coupon
 * keeps working where it was applied (the discount holds a copy), as on Stripe.
 */
import { Hono } from 'hono';
import type { Core } from '../core';
import { type Form, int, metadataOf, str } from '../form';
import { invalid, newId, type StripeObject, stored } from '../store';
import { type ApiEnv, answer, answerPage } from './shared';

const durations = ['once', 'forever', 'repeating'];

function getStoredCoupon(core: Core, id: string): StripeObject {
  return stored(core.state.coupons, 'coupon', id);
}

/** A new coupon's discount: an amount off in a currency, or a percentage off (Stripe's checks). */
function couponDiscount(form: Form) {
  const amountOff = int(form.amount_off);
  const percentText = str(form.percent_off);
  const percentOff = percentText ? Number(percentText) : undefined;
  if (str(form.amount_off) && (amountOff === undefined || amountOff <= 0))
    throw invalid('Invalid amount_off: must be a positive integer.', 'amount_off');
  if (percentText && (!Number.isFinite(percentOff) || (percentOff ?? 0) <= 0 || (percentOff ?? 0) > 100))
    throw invalid('Invalid percent_off: must be greater than 0 and at most 100.', 'percent_off');
  if (amountOff === undefined && percentOff === undefined)
    throw invalid('You must pass either amount_off or percent_off.', 'amount_off', 'parameter_missing');
  if (amountOff !== undefined && percentOff !== undefined)
    throw invalid('You can only pass one of amount_off and percent_off.', 'percent_off');
  const currency = str(form.currency)?.toLowerCase() || null;
  if (amountOff !== undefined && !currency)
    throw invalid('You must pass currency when passing amount_off.', 'currency', 'parameter_missing');
  if (currency && !/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, 'currency');
  return { amountOff, percentOff, currency };
}

/** A new coupon's duration: once (the default), forever, or repeating for duration_in_months. */
function couponDuration(form: Form) {
  const duration = str(form.duration) || 'once';
  if (!durations.includes(duration))
    throw invalid(`Invalid duration: must be one of ${durations.join(', ')}`, 'duration');
  const months = int(form.duration_in_months);
  if (duration === 'repeating' && (months === undefined || months < 1))
    throw invalid(
      'You must pass duration_in_months when duration is repeating.',
      'duration_in_months',
      'parameter_missing',
    );
  if (duration !== 'repeating' && str(form.duration_in_months))
    throw invalid('duration_in_months can only be set when duration is repeating.', 'duration_in_months');
  return { duration, months };
}

export function couponRoutes(core: Core) {
  const routes = new Hono<ApiEnv>();

  routes.post('/', (c) => {
    const form = c.get('form');
    const { amountOff, percentOff, currency } = couponDiscount(form);
    const { duration, months } = couponDuration(form);
    const id = str(form.id) || newId('', 8).slice(1);
    if (core.state.coupons[id]) throw invalid('Coupon already exists.', 'id', 'resource_already_exists');
    const coupon: StripeObject = {
      id,
      object: 'coupon',
      amount_off: amountOff ?? null,
      created: core.now(),
      currency: amountOff !== undefined ? currency : null,
      duration,
      duration_in_months: duration === 'repeating' ? (months ?? null) : null,
      livemode: false,
      max_redemptions: null,
      metadata: metadataOf(form.metadata),
      name: str(form.name) || null,
      percent_off: percentOff ?? null,
      redeem_by: null,
      times_redeemed: 0,
      valid: true,
    };
    core.state.coupons[id] = coupon;
    core.emit('coupon.created', coupon);
    core.save();
    return answer(c, core, coupon);
  });

  routes.get('/:id', (c) => answer(c, core, getStoredCoupon(core, c.req.param('id'))));

  routes.delete('/:id', (c) => {
    const coupon = getStoredCoupon(core, c.req.param('id'));
    delete core.state.coupons[coupon.id];
    core.emit('coupon.deleted', { ...coupon, valid: false });
    core.save();
    return answer(c, core, { id: coupon.id, object: 'coupon', deleted: true });
  });

  routes.get('/', (c) => answerPage(c, core, Object.values(core.state.coupons), '/v1/coupons'));

  return routes;
}
