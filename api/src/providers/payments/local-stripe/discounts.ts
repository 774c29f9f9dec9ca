/** Coupons and the discounts they make on the local payments server, and their split over lines. */
import type { Core } from './core';
import { addInterval } from './objects';
import { clone, newId, StripeApiError, type StripeObject } from './store';

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
