/**
 * /v1/checkout/sessions (subscription, payment or setup mode; the hosted page is `url`) and
 * /v1/billing_portal/sessions (the hosted customer portal).
 */
import { Hono } from 'hono';
import { getCustomer, getPrice } from '../billing';
import { discountLines, getCoupon } from '../discounts';
import { sessionLineItems } from '../checkout';
import type { Core } from '../core';
import { type Form, type FormValue, int, list, metadataOf, obj, str } from '../form';
import { clone, invalid, missing, newId, type SessionLine, type StripeObject, stored } from '../store';
import { type ApiEnv, answer, answerPage, required } from './shared';

const modes = ['subscription', 'payment', 'setup'];

/** `discounts[0][coupon]`: one coupon, in the session's currency (promotion codes are not spoken here). */
function sessionCoupons(
  core: Core,
  value: FormValue | undefined,
  mode: string,
  currency: string | null,
): StripeObject[] {
  const entries = list(value).map((entry) => obj(entry) ?? {});
  if (entries.length === 0) return [];
  if (mode === 'setup') throw invalid('You can not pass `discounts` in `setup` mode.', 'discounts');
  if (entries.length > 1)
    throw invalid('You may only specify one discount per Checkout Session.', 'discounts');
  const entry = entries[0] ?? {};
  if (str(entry.promotion_code)) {
    throw invalid(
      'The local payments server does not support promotion codes: pass discounts[0][coupon] with a coupon id.',
      'discounts[0][promotion_code]',
    );
  }
  const couponId = str(entry.coupon);
  if (!couponId) throw missing('discounts[0][coupon]');
  const coupon = getCoupon(core, couponId, 'discounts[0][coupon]');
  if (coupon.amount_off !== null && coupon.currency !== currency) {
    throw invalid(
      `The coupon's currency (${coupon.currency}) does not match the Checkout Session's currency (${currency}).`,
      'discounts[0][coupon]',
    );
  }
  return [coupon];
}

/** `line_items[i][price|quantity]`: each price must exist and suit the mode. */
function sessionLines(core: Core, value: FormValue | undefined, mode: string): SessionLine[] {
  return list(value).map((entry, index) => {
    const line = obj(entry) ?? {};
    const priceId = str(line.price);
    if (!priceId) throw missing(`line_items[${index}][price]`);
    const price = getPrice(core, priceId, `line_items[${index}][price]`);
    if (mode === 'subscription' && !price.recurring) {
      throw invalid(
        'You must provide at least one recurring price in `subscription` mode when using prices.',
        `line_items[${index}][price]`,
      );
    }
    if (mode === 'payment' && price.recurring) {
      throw invalid(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        `line_items[${index}][price]`,
      );
    }
    return { price: price.id, quantity: int(line.quantity) ?? 1 };
  });
}

/** POST /v1/checkout/sessions: an open session for the mode, its lines and coupons, saved. */
function createCheckoutSession(core: Core, form: Form): StripeObject {
  const mode = required(form, 'mode');
  if (!modes.includes(mode)) throw invalid(`Invalid mode: must be one of ${modes.join(', ')}`, 'mode');
  const successUrl = required(form, 'success_url');
  const customerId = str(form.customer) || null;
  if (customerId) getCustomer(core, customerId);
  const lines = sessionLines(core, form.line_items, mode);
  if (mode !== 'setup' && lines.length === 0) throw missing('line_items');
  const currency =
    (lines[0] ? getPrice(core, lines[0].price).currency : str(form.currency)?.toLowerCase()) ?? null;
  if (mode === 'setup' && !currency && !str(form.customer)) throw missing('currency');
  const amount = lines.reduce((sum, line) => sum + getPrice(core, line.price).unit_amount * line.quantity, 0);
  const coupons = sessionCoupons(core, form.discounts, mode, currency);
  const discount = discountLines([amount], coupons, currency ?? '').byCoupon.reduce((sum, x) => sum + x, 0);
  const id = newId('cs_test', 58);
  const now = core.now();
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: mode === 'setup' ? null : amount,
    amount_total: mode === 'setup' ? null : amount - discount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: str(form.cancel_url) || null,
    client_reference_id: str(form.client_reference_id) || null,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: customerId,
    customer_creation: customerId ? null : mode === 'payment' ? 'if_required' : 'always',
    customer_details: customerId
      ? {
          address: null,
          email: getCustomer(core, customerId).email,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: null,
        }
      : null,
    customer_email: str(form.customer_email) || null,
    discounts: coupons.map((coupon) => ({ coupon: coupon.id, promotion_code: null })),
    expires_at: now + 24 * 3600,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: str(form.locale) || null,
    metadata: metadataOf(form.metadata),
    mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_types: ['card'],
    payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: successUrl,
    total_details: mode === 'setup' ? null : { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${core.publicUrl()}/c/pay/${id}`,
  };
  core.state.checkoutSessions[id] = session;
  core.state.internal.sessionLines[id] = lines;
  core.state.internal.sessionData[id] = {
    subscriptionMetadata: metadataOf(obj(form.subscription_data)?.metadata),
    paymentIntentMetadata: metadataOf(obj(form.payment_intent_data)?.metadata),
    coupons: coupons.map((coupon) => clone(coupon)),
  };
  core.save();
  return session;
}

export function sessionRoutes(core: Core) {
  const checkout = new Hono<ApiEnv>();

  checkout.post('/', (c) => answer(c, core, createCheckoutSession(core, c.get('form'))));

  checkout.get('/:id', (c) =>
    answer(c, core, stored(core.state.checkoutSessions, 'checkout.session', c.req.param('id'))),
  );

  checkout.get('/:id/line_items', (c) => {
    const session = stored(core.state.checkoutSessions, 'checkout.session', c.req.param('id'));
    return answer(c, core, sessionLineItems(core, session));
  });

  checkout.post('/:id/expire', (c) => {
    const session = stored(core.state.checkoutSessions, 'checkout.session', c.req.param('id'));
    if (session.status !== 'open')
      throw invalid('Only Checkout Sessions with a status of `open` can be expired.', 'session');
    session.status = 'expired';
    session.url = null;
    core.emit('checkout.session.expired', session);
    core.save();
    return answer(c, core, session);
  });

  checkout.get('/', (c) => {
    const form = c.get('form');
    const customer = str(form.customer);
    const all = Object.values(core.state.checkoutSessions).filter(
      (session) => !customer || session.customer === customer,
    );
    return answerPage(c, core, all, '/v1/checkout/sessions');
  });

  const portal = new Hono<ApiEnv>();
  portal.post('/', (c) => {
    const form = c.get('form');
    const customer = getCustomer(core, required(form, 'customer'));
    const id = newId('bps', 24);
    const session: StripeObject = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_local',
      created: core.now(),
      customer: customer.id,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: str(form.locale) || null,
      on_behalf_of: null,
      return_url: str(form.return_url) || null,
      url: `${core.publicUrl()}/p/session/${id}`,
    };
    core.state.portalSessions[id] = session;
    core.save();
    return answer(c, core, session);
  });

  return { checkout, portal };
}
