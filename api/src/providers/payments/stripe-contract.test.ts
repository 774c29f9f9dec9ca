/**
 * The Stripe contract: what our code asks of Stripe, asked through the official SDK of the local
 * payments server always, and of Stripe's test mode too when STRIPE_SECRET_KEY (an sk_test_ key)
 * is set. Then what only the local server has: its hosted pages, test cards, renewals, state file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWithCard } from '../../../test/payments';
import { createPayments } from './create-payments';
import { createLocalStripe, type LocalStripe } from './local-stripe/server';

const stripeKey = process.env.STRIPE_SECRET_KEY;

interface Target {
  name: string;
  available: boolean;
  open(): Promise<{ stripe: Stripe; close(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'the local payments server',
    available: true,
    async open() {
      const local = await createLocalStripe({ retryDelaysMs: [] });
      return { stripe: new Stripe(local.secretKey, local.sdkOptions), close: () => local.close() };
    },
  },
  {
    name: 'Stripe test mode',
    available: Boolean(stripeKey?.startsWith('sk_test_')),
    async open() {
      return { stripe: new Stripe(stripeKey ?? ''), close: async () => {} };
    },
  },
];

describe.each(targets)('Stripe contract on $name', (target) => {
  describe.skipIf(!target.available)(
    target.available
      ? 'the calls our code makes'
      : 'skipped: set STRIPE_SECRET_KEY=sk_test_... to run it on Stripe',
    () => {
      let stripe: Stripe;
      let close: () => Promise<void>;
      let customer: Stripe.Customer;
      let monthly: Stripe.Price;
      let bigger: Stripe.Price;
      let card: Stripe.PaymentMethod;
      let subscription: Stripe.Subscription;

      beforeAll(async () => {
        ({ stripe, close } = await target.open());
      });
      afterAll(async () => {
        if (customer) await stripe.customers.del(customer.id).catch(() => undefined);
        await close?.();
      });

      it('creates a customer, a product and a monthly price', async () => {
        customer = await stripe.customers.create({
          email: 'contract@example.test',
          name: 'Contract Test',
          metadata: { space_id: 'contract' },
        });
        expect(customer).toMatchObject({
          object: 'customer',
          email: 'contract@example.test',
          livemode: false,
        });
        expect(customer.id).toMatch(/^cus_/);
        expect(customer.metadata).toEqual({ space_id: 'contract' });
        const product = await stripe.products.create({ name: 'Contract Pro' });
        expect(product.id).toMatch(/^prod_/);
        monthly = await stripe.prices.create({
          product: product.id,
          unit_amount: 1000,
          currency: 'usd',
          recurring: { interval: 'month' },
          metadata: { tier: 'pro' },
        });
        expect(monthly).toMatchObject({
          object: 'price',
          unit_amount: 1000,
          currency: 'usd',
          type: 'recurring',
          recurring: { interval: 'month', interval_count: 1 },
        });
        expect(monthly.id).toMatch(/^price_/);
        bigger = await stripe.prices.create({
          product_data: { name: 'Contract Business' },
          unit_amount: 3000,
          currency: 'usd',
          recurring: { interval: 'month' },
        });
        expect(await stripe.prices.retrieve(monthly.id)).toMatchObject({ id: monthly.id, unit_amount: 1000 });
        const updated = await stripe.customers.update(customer.id, { name: 'Renamed' });
        expect(updated.name).toBe('Renamed');
      });

      it('opens a subscription Checkout Session and reads it back with its line items', async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customer.id,
          line_items: [{ price: monthly.id, quantity: 2 }],
          success_url: 'http://localhost:3000/billing/done?session={CHECKOUT_SESSION_ID}',
          cancel_url: 'http://localhost:3000/billing',
          client_reference_id: 'space-1',
          subscription_data: { metadata: { space_id: 'contract' } },
        });
        expect(session).toMatchObject({
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          payment_status: 'unpaid',
          customer: customer.id,
          client_reference_id: 'space-1',
          amount_total: 2000,
        });
        expect(session.id).toMatch(/^cs_test_/);
        expect(session.url).toMatch(/^https?:\/\//);
        const read = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
        expect(read.status).toBe('open');
        expect(read.line_items?.data[0]).toMatchObject({ quantity: 2, price: { id: monthly.id } });
      });

      it('creates a coupon, opens a Checkout Session with it: the total is reduced', async () => {
        const id = `contract_${Date.now().toString(36)}`;
        const coupon = await stripe.coupons.create({
          id,
          amount_off: 300,
          currency: 'usd',
          duration: 'once',
          name: 'WELCOME20',
          metadata: { price_id: 'contract' },
        });
        try {
          expect(coupon).toMatchObject({
            id,
            object: 'coupon',
            amount_off: 300,
            currency: 'usd',
            duration: 'once',
            name: 'WELCOME20',
            percent_off: null,
            valid: true,
            metadata: { price_id: 'contract' },
          });
          expect(await stripe.coupons.retrieve(id)).toMatchObject({ id, amount_off: 300 });
          const again = await stripe.coupons
            .create({ id, amount_off: 300, currency: 'usd', duration: 'once' })
            .catch((error: unknown) => error);
          expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
          expect(again).toMatchObject({ code: 'resource_already_exists' });
          const session = await stripe.checkout.sessions.create({
            mode: 'subscription',
            customer: customer.id,
            line_items: [{ price: monthly.id, quantity: 2 }],
            discounts: [{ coupon: id }],
            success_url: 'http://localhost:3000/billing/done?session={CHECKOUT_SESSION_ID}',
            cancel_url: 'http://localhost:3000/billing',
          });
          expect(session).toMatchObject({ amount_subtotal: 2000, amount_total: 1700 });
          expect(session.total_details?.amount_discount).toBe(300);
          expect(session.discounts?.[0]).toMatchObject({ coupon: id });
        } finally {
          const deleted = await stripe.coupons.del(id);
          expect(deleted).toMatchObject({ id, deleted: true });
        }
        const gone = await stripe.coupons.retrieve(id).catch((error: unknown) => error);
        expect(gone).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
        expect(gone).toMatchObject({ statusCode: 404, code: 'resource_missing' });
      });

      it('opens a billing portal session', async () => {
        const portal = await stripe.billingPortal.sessions.create({
          customer: customer.id,
          return_url: 'http://localhost:3000/billing',
        });
        expect(portal).toMatchObject({ object: 'billing_portal.session', customer: customer.id });
        expect(portal.url).toMatch(/^https?:\/\//);
      });

      it('attaches a card, makes it the default, lists it', async () => {
        card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
        expect(card).toMatchObject({ object: 'payment_method', type: 'card', customer: customer.id });
        expect(card.card).toMatchObject({ brand: 'visa', last4: '4242' });
        const updated = await stripe.customers.update(customer.id, {
          invoice_settings: { default_payment_method: card.id },
        });
        expect(updated.invoice_settings.default_payment_method).toBe(card.id);
        const cards = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
        expect(cards.data.map((method) => method.id)).toContain(card.id);
        const listed = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
        expect(listed.object).toBe('list');
        expect(listed.data.map((method) => method.id)).toContain(card.id);
      });

      it('subscribes with the card; previews and makes a prorated price change', async () => {
        subscription = await stripe.subscriptions.create({
          customer: customer.id,
          items: [{ price: monthly.id }],
          default_payment_method: card.id,
          metadata: { space_id: 'contract' },
        });
        expect(subscription).toMatchObject({
          object: 'subscription',
          status: 'active',
          customer: customer.id,
        });
        const item = subscription.items.data[0];
        if (!item) throw new Error('no item');
        expect(item.price.id).toBe(monthly.id);
        expect(item.current_period_end).toBeGreaterThan(item.current_period_start);

        const preview = await stripe.invoices.createPreview({
          customer: customer.id,
          subscription: subscription.id,
          subscription_details: {
            items: [{ id: item.id, price: bigger.id }],
            proration_behavior: 'always_invoice',
          },
        });
        // (30.00 − 10.00) × the part of the month left: just under 20.00 right after subscribing.
        expect(preview.amount_due).toBeGreaterThan(1900);
        expect(preview.amount_due).toBeLessThanOrEqual(2000);
        expect(preview.total).toBe(preview.lines.data.reduce((sum, line) => sum + line.amount, 0));
        expect(
          preview.lines.data.every((line) => line.parent?.subscription_item_details?.proration === true),
        ).toBe(true);

        const updated = await stripe.subscriptions.update(subscription.id, {
          items: [{ id: item.id, price: bigger.id }],
          proration_behavior: 'always_invoice',
          expand: ['latest_invoice'],
        });
        expect(updated.items.data[0]?.price.id).toBe(bigger.id);
        expect(updated.status).toBe('active');
        const invoice = updated.latest_invoice as Stripe.Invoice;
        expect(invoice).toMatchObject({
          object: 'invoice',
          status: 'paid',
          billing_reason: 'subscription_update',
        });
        const invoices = await stripe.invoices.list({ customer: customer.id, limit: 10 });
        expect(invoices.data.length).toBeGreaterThanOrEqual(2);
        expect(invoices.data.every((row) => row.status === 'paid')).toBe(true);
      });

      it('sets a subscription to cancel at period end, then cancels it', async () => {
        const later = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
        expect(later.cancel_at_period_end).toBe(true);
        const canceled = await stripe.subscriptions.cancel(subscription.id);
        expect(canceled.status).toBe('canceled');
      });

      it('detaches the card', async () => {
        const detached = await stripe.paymentMethods.detach(card.id);
        expect(detached.customer).toBeNull();
      });

      it('answers errors as Stripe does (the SDK throws its typed errors)', async () => {
        const missing = await stripe.customers.retrieve('cus_doesnotexist').catch((error: unknown) => error);
        expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
        expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
        const declined = await stripe.paymentIntents
          .create({
            amount: 500,
            currency: 'usd',
            payment_method: 'pm_card_chargeDeclined',
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          })
          .catch((error: unknown) => error);
        expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
        expect(declined).toMatchObject({ statusCode: 402, code: 'card_declined' });
      });

      it('verifies webhook signatures: signed accepted; tampered, too old and unsigned refused', () => {
        const secret = 'whsec_contract_test_secret';
        const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.updated' });
        const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
        expect(stripe.webhooks.constructEvent(payload, header, secret, 300).id).toBe('evt_1');
        expect(() =>
          stripe.webhooks.constructEvent(payload.replace('evt_1', 'evt_2'), header, secret, 300),
        ).toThrow(Stripe.errors.StripeSignatureVerificationError);
        const old = stripe.webhooks.generateTestHeaderString({
          payload,
          secret,
          timestamp: Math.floor(Date.now() / 1000) - 600,
        });
        expect(() => stripe.webhooks.constructEvent(payload, old, secret, 300)).toThrow(/tolerance/i);
        expect(() => stripe.webhooks.constructEvent(payload, '', secret, 300)).toThrow();
      });
    },
  );
});

describe('the local payments server', () => {
  let local: LocalStripe;
  let stripe: Stripe;
  let now = new Date('2026-01-05T09:00:00Z');
  const deliveries: { payload: string; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    local = await createLocalStripe({
      now: () => now,
      retryDelaysMs: [],
      deliver: async (payload, headers) => {
        deliveries.push({ payload, headers });
        return { status: 200 };
      },
    });
    stripe = new Stripe(local.secretKey, local.sdkOptions);
  });
  afterAll(async () => {
    await local?.close();
  });

  async function subscriptionSession(email = 'buyer@example.test', amount = 1500) {
    const price = await stripe.prices.create({
      unit_amount: amount,
      currency: 'usd',
      recurring: { interval: 'month' },
      product_data: { name: 'Growth' },
    });
    const customer = await stripe.customers.create({ email });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost:3000/done?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/billing',
      subscription_data: { metadata: { space_id: 'space-9' } },
    });
    await local.flush();
    return { price, customer, session };
  }

  const page = async (url: string) => {
    const response = await local.fetch(new Request(new URL(new URL(url).pathname, local.apiUrl)));
    return { status: response.status, html: await response.text() };
  };

  it('refuses requests without a test key', async () => {
    const response = await fetch(`${local.apiUrl}/v1/customers`, {
      headers: { Authorization: 'Bearer sk_live_x' },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  it('uses the given clock', async () => {
    const customer = await stripe.customers.create({ email: 'clock@example.test' });
    expect(customer.created).toBe(Math.floor(now.getTime() / 1000));
  });

  it('shows the checkout page with the card fields and their autocomplete attributes', async () => {
    const { session } = await subscriptionSession();
    const { status, html } = await page(session.url ?? '');
    expect(status).toBe(200);
    for (const [name, autocomplete] of [
      ['cardholder', 'cc-name'],
      ['cardnumber', 'cc-number'],
      ['exp', 'cc-exp'],
      ['cvc', 'cc-csc'],
    ]) {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
      // HTML attribute names are case-insensitive (React writes autoComplete).
      expect(input.toLowerCase()).toContain(`autocomplete="${autocomplete}"`);
    }
    expect(html).toContain('Growth');
    expect(html).toContain('$15.00');
    expect(html).toContain('Subscribe');
    expect(html).toContain('href="http://localhost:3000/billing"');
  });

  it('4242 completes the session and delivers signed checkout.session.completed and customer.subscription.created', async () => {
    const { session, customer } = await subscriptionSession();
    const before = deliveries.length;
    const paid = await payWithCard(local, session.url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://localhost:3000/done?session=${session.id}`);
    const events = deliveries
      .slice(before)
      .map(({ payload, headers }) =>
        stripe.webhooks.constructEvent(payload, headers['Stripe-Signature'] ?? '', local.webhookSecret, 300),
      );
    const types = events.map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']),
    );
    const completed = events.find((event) => event.type === 'checkout.session.completed')?.data
      .object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid' });
    const created = events.find((event) => event.type === 'customer.subscription.created')?.data
      .object as Stripe.Subscription;
    expect(created).toMatchObject({
      status: 'active',
      customer: customer.id,
      metadata: { space_id: 'space-9' },
    });
    const read = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect((read.subscription as Stripe.Subscription).latest_invoice).toMatch(/^in_/);
    const updatedCustomer = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(updatedCustomer.invoice_settings.default_payment_method).toMatch(/^pm_/);
  });

  it('a declined card (0002) shows "Your card was declined." and changes nothing', async () => {
    const { session, customer } = await subscriptionSession();
    const before = local.events().length;
    const declined = await payWithCard(local, session.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.error).toBe('Your card was declined.');
    expect(declined.html).toContain('role="alert"');
    expect(local.events().length).toBe(before);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
  });

  it('shows the card messages: insufficient funds, bad number, past expiry, missing CVC', async () => {
    const { session } = await subscriptionSession();
    expect((await payWithCard(local, session.url, '4000 0000 0000 9995')).error).toBe(
      'Your card has insufficient funds.',
    );
    expect((await payWithCard(local, session.url, '4242 4242 4242 4241')).error).toBe(
      'Your card number is incorrect.',
    );
    expect(
      (await payWithCard(local, session.url, { number: '4242424242424242', exp: '12 / 25' })).error,
    ).toBe("Your card's expiration year is invalid.");
    expect(
      (await payWithCard(local, session.url, { number: '4242424242424242', exp: '13 / 30' })).error,
    ).toBe("Your card's expiration month is invalid.");
    expect((await payWithCard(local, session.url, { number: '4242424242424242', cvc: '' })).error).toBe(
      "Your card's security code is incomplete.",
    );
  });

  it('renewal with a failing card: past_due and invoice.payment_failed; a working renewal advances the period', async () => {
    const { session, customer } = await subscriptionSession('renew@example.test');
    await payWithCard(local, session.url, '4242424242424242');
    const subscriptionId = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    const first = await stripe.subscriptions.retrieve(subscriptionId);

    now = new Date('2026-02-05T09:00:00Z');
    const renewed = await fetch(`${local.apiUrl}/_local/subscriptions/${subscriptionId}/renew`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${local.secretKey}` },
    });
    expect(renewed.status).toBe(200);
    const active = await stripe.subscriptions.retrieve(subscriptionId);
    expect(active.status).toBe('active');
    expect(active.items.data[0]?.current_period_start).toBeGreaterThan(
      first.items.data[0]?.current_period_start ?? 0,
    );

    await fetch(`${local.apiUrl}/_local/customers/${customer.id}/fail_next_payment`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${local.secretKey}` },
    });
    const before = local.events().length;
    now = new Date('2026-03-05T09:00:00Z');
    local.renew(subscriptionId);
    await local.flush();
    const pastDue = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    expect((pastDue.latest_invoice as Stripe.Invoice).status).toBe('open');
    const types = local
      .events()
      .slice(before)
      .map((event) => event.type);
    expect(types).toContain('invoice.payment_failed');
    expect(types).toContain('customer.subscription.updated');

    // A card whose charges fail (0341) saved as the default: the next renewal fails too.
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://x.test/',
    });
    const added = await payWithCard(local, portal.url, '4000000000000341');
    expect(added.status).toBe(303);
    local.renew(subscriptionId);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('past_due');
  });

  it('a coupon once: the first invoice is discounted (shown on the checkout page), the renewal pays full', async () => {
    const price = await stripe.prices.create({
      unit_amount: 5900,
      currency: 'usd',
      recurring: { interval: 'month' },
      product_data: { name: 'Growth' },
    });
    const coupon = await stripe.coupons.create({
      id: 'promo_local_contract',
      amount_off: 3 * 1200,
      currency: 'usd',
      duration: 'once',
      name: 'WELCOME20',
    });
    const customer = await stripe.customers.create({ email: 'promo@example.test' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 3 }],
      discounts: [{ coupon: coupon.id }],
      success_url: 'http://localhost:3000/done',
    });
    expect(session).toMatchObject({ amount_subtotal: 17_700, amount_total: 14_100 });
    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data[0]).toMatchObject({
      amount_subtotal: 17_700,
      amount_discount: 3600,
      amount_total: 14_100,
    });
    const { html } = await page(session.url ?? '');
    expect(html).toContain('WELCOME20');
    expect(html).toContain('-$36.00');
    expect(html).toContain('$141.00');
    expect(html).toContain('Then $177.00 per month');

    expect((await payWithCard(local, session.url, '4242424242424242')).status).toBe(303);
    const subscriptionId = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['discounts'] });
    const discount = subscription.discounts[0] as Stripe.Discount;
    expect(discount).toMatchObject({ object: 'discount', subscription: subscriptionId });
    expect(discount.source.coupon).toMatchObject({ id: coupon.id, duration: 'once' });
    const first = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(first).toMatchObject({
      status: 'paid',
      subtotal: 17_700,
      total: 14_100,
      amount_due: 14_100,
      amount_paid: 14_100,
      discounts: [discount.id],
      total_discount_amounts: [{ amount: 3600, discount: discount.id }],
    });
    expect(first.lines.data[0]?.discount_amounts).toEqual([{ amount: 3600, discount: discount.id }]);
    expect((await stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);

    now = new Date(now.getTime() + 32 * 86_400_000);
    const renewal = await fetch(`${local.apiUrl}/_local/subscriptions/${subscriptionId}/renew`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${local.secretKey}` },
    });
    expect(renewal.status).toBe(200);
    const renewed = await stripe.subscriptions.retrieve(subscriptionId);
    expect(renewed.discounts).toEqual([]);
    const second = await stripe.invoices.retrieve(renewed.latest_invoice as string);
    expect(second).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_cycle',
      total: 17_700,
      amount_paid: 17_700,
      discounts: [],
      total_discount_amounts: [],
    });
  });

  it('coupons: a bigger discount than the price makes a free invoice; bad requests as Stripe answers them', async () => {
    const price = await stripe.prices.create({
      unit_amount: 1000,
      currency: 'usd',
      recurring: { interval: 'month' },
      product_data: { name: 'Small' },
    });
    const big = await stripe.coupons.create({ amount_off: 5000, currency: 'usd', duration: 'forever' });
    expect(big.id).toMatch(/^\w{8}$/);
    const customer = await stripe.customers.create({ email: 'free@example.test' });
    await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      discounts: [{ coupon: big.id }],
    });
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      subtotal: 1000,
      total: 0,
      amount_due: 0,
      amount_paid: 0,
    });
    const percent = await stripe.coupons.create({
      percent_off: 25,
      duration: 'repeating',
      duration_in_months: 3,
    });
    expect(percent).toMatchObject({
      percent_off: 25,
      amount_off: null,
      currency: null,
      duration_in_months: 3,
    });

    const refused = async (call: Promise<unknown>) => call.catch((error: unknown) => error);
    expect(await refused(stripe.coupons.create({ duration: 'once' }))).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
    });
    expect(await refused(stripe.coupons.create({ amount_off: 100, duration: 'once' }))).toMatchObject({
      param: 'currency',
    });
    expect(await refused(stripe.coupons.create({ percent_off: 10, duration: 'repeating' }))).toMatchObject({
      param: 'duration_in_months',
    });
    const session = (discounts: Stripe.Checkout.SessionCreateParams.Discount[]) =>
      refused(
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: price.id, quantity: 1 }],
          discounts,
          success_url: 'http://localhost:3000/done',
        }),
      );
    expect(await session([{ promotion_code: 'promo_x' }])).toMatchObject({
      statusCode: 400,
      param: 'discounts[0][promotion_code]',
      message: expect.stringContaining('promotion codes'),
    });
    expect(await session([{ coupon: 'nope' }])).toMatchObject({ code: 'resource_missing' });
    const euros = await stripe.coupons.create({ amount_off: 100, currency: 'eur', duration: 'once' });
    expect(await session([{ coupon: euros.id }])).toMatchObject({ param: 'discounts[0][coupon]' });
    const missing = await fetch(`${local.apiUrl}/v1/coupons/nope`, {
      headers: { Authorization: `Bearer ${local.secretKey}` },
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('resource_missing');
  });

  it('the portal cancels at period end and resumes', async () => {
    const { session, customer } = await subscriptionSession('portal@example.test');
    await payWithCard(local, session.url, '4242424242424242');
    const subscriptionId = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.test/',
    });
    const shown = await page(portal.url);
    expect(shown.html).toContain('Growth');
    expect(shown.html).toContain('Return to');
    const path = `${new URL(portal.url).pathname}/subscriptions/${subscriptionId}`;
    const cancel = await local.fetch(
      new Request(new URL(`${path}/cancel`, local.apiUrl), { method: 'POST' }),
    );
    expect(cancel.status).toBe(303);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);
    await local.fetch(new Request(new URL(`${path}/resume`, local.apiUrl), { method: 'POST' }));
    expect((await stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(false);
  });

  it('payment mode charges once; setup mode only saves the card', async () => {
    const pack = await stripe.prices.create({
      unit_amount: 2500,
      currency: 'usd',
      product_data: { name: '1,000 credits' },
    });
    const customer = await stripe.customers.create({ email: 'credits@example.test' });
    const payment = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price: pack.id, quantity: 1 }],
      success_url: 'http://app.test/ok',
      payment_intent_data: { metadata: { credits: '1000' } },
    });
    expect((await payWithCard(local, payment.url, '4242424242424242')).status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(payment.id, { expand: ['payment_intent'] });
    expect(paid.payment_intent).toMatchObject({
      status: 'succeeded',
      amount: 2500,
      metadata: { credits: '1000' },
    });
    const setup = await stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customer.id,
      currency: 'usd',
      success_url: 'http://app.test/ok',
    });
    expect((await payWithCard(local, setup.url, '5555555555554444')).status).toBe(303);
    const cards = await stripe.customers.listPaymentMethods(customer.id);
    expect(cards.data.map((card) => card.card?.brand)).toContain('mastercard');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first answer', async () => {
    const first = await stripe.customers.create(
      { email: 'once@example.test' },
      { idempotencyKey: 'same-key' },
    );
    const again = await stripe.customers.create(
      { email: 'once@example.test' },
      { idempotencyKey: 'same-key' },
    );
    expect(again.id).toBe(first.id);
    expect((await stripe.customers.list({ email: 'once@example.test' })).data).toHaveLength(1);
  });

  it('retries a refused delivery; flush() waits for it', async () => {
    const statuses = [500, 200];
    const retrying = await createLocalStripe({
      retryDelaysMs: [0],
      deliver: async () => ({ status: statuses.shift() ?? 200 }),
    });
    const client = new Stripe(retrying.secretKey, retrying.sdkOptions);
    await client.customers.create({ email: 'retry@example.test' });
    await retrying.flush();
    expect(retrying.attempts().map((attempt) => attempt.status)).toEqual([500, 200]);
    await retrying.close();
  });

  it('delivers over HTTP to the webhook URL, signed with the secret', async () => {
    const received: { body: string; signature: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ body, signature: String(request.headers['stripe-signature']) });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const sender = await createLocalStripe({
      webhook: { url: () => `http://127.0.0.1:${port}/hook`, secret: 'whsec_http' },
    });
    try {
      await new Stripe(sender.secretKey, sender.sdkOptions).customers.create({ email: 'http@example.test' });
      await sender.flush();
      expect(received).toHaveLength(1);
      const event = stripe.webhooks.constructEvent(
        received[0]?.body ?? '',
        received[0]?.signature ?? '',
        'whsec_http',
        300,
      );
      expect(event.type).toBe('customer.created');
    } finally {
      await sender.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('keeps its state in the state file across a restart', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'local-payments-'));
    const stateFile = join(folder, 'local-payments.json');
    try {
      const first = await createLocalStripe({ stateFile });
      const restarted = await createLocalStripe({ stateFile, port: 0 });
      expect(restarted.webhookSecret).toBe(first.webhookSecret);
      await restarted.close();
      const customer = await new Stripe(first.secretKey, first.sdkOptions).customers.create({
        email: 'kept@example.test',
      });
      await first.close();
      const second = await createLocalStripe({ stateFile });
      const read = await new Stripe(second.secretKey, second.sdkOptions).customers.retrieve(customer.id);
      expect(read).toMatchObject({ id: customer.id, email: 'kept@example.test' });
      expect(second.webhookSecret).toBe(first.webhookSecret);
      expect(second.webhookSecret).toMatch(/^whsec_local_/);
      await second.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('createPayments', () => {
  it('runs the local server without STRIPE_SECRET_KEY, delivering to the app', async () => {
    const payments = await createPayments({ LOCAL_PAYMENTS_PORT: 0, HOST: '127.0.0.1', appPort: () => 1 });
    try {
      expect(payments.mode).toBe('local');
      expect(payments.webhookSecret).toMatch(/^whsec_local_/);
      expect(payments.localUrl).toMatch(/^http:\/\/localhost:\d+$/);
      expect(payments.describe()).toContain('pay with card 4242 4242 4242 4242');
      const customer = await payments.stripe.customers.create({ email: 'factory@example.test' });
      expect(customer.id).toMatch(/^cus_/);
    } finally {
      await payments.close();
    }
  });

  it('uses Stripe with STRIPE_SECRET_KEY and wants its webhook secret', async () => {
    await expect(createPayments({ STRIPE_SECRET_KEY: 'sk_test_x', appPort: 1 })).rejects.toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    const payments = await createPayments({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      appPort: 1,
    });
    expect(payments).toMatchObject({ mode: 'stripe', webhookSecret: 'whsec_x' });
    expect(payments.describe()).toBe(
      'Payments: Stripe (test mode), webhooks at /api/billing/webhooks/stripe',
    );
  });
});
