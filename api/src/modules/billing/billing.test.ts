import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { tiers } from '@outreach/core/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { payWithCard } from '../../../test/payments';
import { insertCredential, makePlatformAdmin } from '../../../test/workspaces';
import { billingAccounts, creditLedger, spaces, stripeEvents } from '../../db/schema';
import { createLocalStripe, type LocalStripe } from '../../providers/payments/local-stripe/server';
import type { Payments } from '../../providers/payments/payments';
import { promoDiscountCents } from './billing-checkout';
import { priceOf } from '../../platform/plans';

const webhookPath = '/api/billing/webhooks/stripe';
const goodCard = '4242424242424242';
const declinedCard = '4000000000000002';

describe.each(databaseModes())('billing with the local payments server on %s', (mode) => {
  let ctx: TestContext;
  let local: LocalStripe;
  let payments: Payments;
  /** Deliveries go into the app while true (tests that re-post events turn it off). */
  let delivering = true;

  beforeAll(async () => {
    local = await createLocalStripe({
      now: () => ctx.clock.now(),
      retryDelaysMs: [],
      deliver: async (payload, headers) => {
        if (!delivering) return { status: 200 };
        const response = await ctx.app.request(webhookPath, { method: 'POST', headers, body: payload });
        return { status: response.status };
      },
    });
    payments = {
      stripe: new Stripe(local.secretKey, local.sdkOptions),
      webhookSecret: local.webhookSecret,
      mode: 'local',
      localUrl: local.url,
    };
    ctx = await createTestContext({ payments, mode });
  });
  afterAll(async () => {
    await local?.close();
    await ctx?.close();
  });

  const freeMember = () => ctx.createMember({ tier: 'free' });
  /** A /billing call whose answer a test reads only as status and error (validation, rights). */
  const call = (who: Member, path: string, method = 'GET', body?: unknown) =>
    ctx.request(`/api/billing${path}`, { method, token: who.token, body });
  const info = async (member: Member) => (await ctx.api.get('/space/info', { token: member.token })).payload;

  async function priceId(
    member: Member,
    tier: string,
    interval = 'monthly',
    currency = 'USD',
  ): Promise<string> {
    const prices = await ctx.api.get('/billing/prices', {
      query: { currency, interval },
      token: member.token,
    });
    const plan = prices.payload.plans.find((row) => row.tier === tier);
    const id = plan?.prices[0]?._id;
    if (!id) throw new Error(`no ${tier} price`);
    return id;
  }

  /** Opens a checkout and pays it on the local hosted checkout page with `card` (webhooks flushed). */
  async function checkout(member: Member, price: string, card = goodCard) {
    const response = await ctx.api.get('/billing/checkout', {
      query: { price_id: price },
      token: member.token,
    });
    const sessionId = response.payload.url.split('/').pop() ?? '';
    const paid = await payWithCard(local, response.payload.url, { number: card, email: member.user.email });
    const session = local.core.state.checkoutSessions[sessionId];
    if (!session) throw new Error('no session');
    const outcome = paid.error
      ? { ok: false, message: paid.error }
      : { ok: true, redirect: paid.location ?? '' };
    return { session, outcome, url: response.payload.url };
  }

  async function subscribe(member: Member, tier = 'growth') {
    const { session } = await checkout(member, await priceId(member, tier));
    return String(session.subscription);
  }

  /** Subscribes `member` to growth, then declines the card on the first renewal (webhooks flushed). */
  async function subscribeAndFailRenewal(member: Member) {
    const subscriptionId = await subscribe(member);
    const [account] = await ctx.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.spaceId, member.space.id));
    local.failNextPayment(String(account?.stripeCustomerId));
    local.renew(subscriptionId);
    await local.flush();
    return subscriptionId;
  }

  it('upgrades a free workspace through checkout with 4242 (paid, growth, subscription, update_space)', async () => {
    const member = await freeMember();
    const before = await info(member);
    expect(before.tier).toBe('free');
    const price = await priceId(member, 'growth');
    const { outcome, url } = await checkout(member, price);
    expect(url).toContain('/c/pay/');
    expect(outcome.ok).toBe(true);
    if (outcome.ok)
      expect(outcome.redirect).toContain('/payment-in-progress?redirect_from_stripe=true&session_id=cs_');
    const after = await info(member);
    expect(after.is_paid).toBe(true);
    expect(after.payment_in_progress).toBe(false);
    expect(after.tier).toBe('growth');
    expect(before.subscription_mode).toBe('no_sub');
    expect(after.subscription_mode).toBe('stripe');
    expect(after.total_seats).toBeGreaterThanOrEqual(5);
    expect(after.subscription).toMatchObject({
      tier: 'growth',
      interval: 'monthly',
      currency: 'USD',
      status: 'active',
    });
    // The plan's 5 seats, as the pricing card says (issue 26 item 16), not the free tier's 3.
    expect(after.subscription?.amount).toBe(59 * 5);
    expect(ctx.realtime.events.some((e) => e.spaceId === member.space.id && e.event === 'update_space')).toBe(
      true,
    );
    // growth grants 500 credits per period, once.
    expect(after.credits_usage.available_by_type.default).toBe(500);
    const overview = (await ctx.api.get('/billing/overview', { token: member.token })).payload;
    expect(overview.payments_mode).toBe('local');
    expect(overview.plan).toMatchObject({
      tier: 'growth',
      interval: 'monthly',
      currency: 'USD',
      status: 'active',
    });
    expect(overview.payment_methods).toEqual([
      expect.objectContaining({ last4: '4242', brand: 'visa', is_primary: true }),
    ]);
    expect(overview.credits.balance).toBe(500);
    // With a live subscription, checkout of a plan is refused: PUT /billing/subscription changes it.
    const again = await call(member, `/checkout?price_id=${price}`);
    expect(again.status).toBe(400);
  });

  it('applies the Growth promo (WELCOME20) to a free workspace: the first invoice is floor(59 × 0.8) = 47 per seat, the renewal full', async () => {
    const member = await freeMember();
    const prices = (
      await ctx.api.get('/billing/prices', {
        query: { currency: 'USD', interval: 'monthly' },
        token: member.token,
      })
    ).payload;
    const growth = prices.plans.find((plan) => plan.tier === 'growth')?.prices[0];
    expect(growth).toMatchObject({
      price: 59,
      promo: { code: 'WELCOME20', percent_off: 20 },
      promotion_price: 47,
    });
    const { session, outcome } = await checkout(member, growth?._id ?? '');
    expect(outcome.ok).toBe(true);
    const quantity =
      (await payments.stripe.checkout.sessions.listLineItems(session.id)).data[0]?.quantity ?? 0;
    expect(quantity).toBeGreaterThanOrEqual(1);
    expect(session.amount_subtotal).toBe(5900 * quantity);
    expect(session.amount_total).toBe(4700 * quantity);
    const coupon = await payments.stripe.coupons.retrieve(String(session.discounts?.[0]?.coupon));
    expect(coupon).toMatchObject({
      amount_off: 1200 * quantity,
      currency: 'usd',
      duration: 'once',
      name: 'WELCOME20',
    });
    await local.flush();
    const invoices = (await ctx.api.get('/billing/invoices', { token: member.token })).payload.items;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: 47 * quantity, currency: 'USD', status: 'paid' });
    const stripeInvoice = await payments.stripe.invoices.retrieve(invoices[0]?.id ?? '');
    expect(stripeInvoice.amount_paid).toBe(4700 * quantity);
    // The plan itself costs the full price; the promo was the first period only.
    expect((await info(member)).subscription?.amount).toBe(59 * quantity);
    ctx.clock.advance(32 * 86_400_000);
    local.renew(String(session.subscription));
    await local.flush();
    const after = (await ctx.api.get('/billing/invoices', { token: member.token })).payload.items;
    expect(after.map((invoice) => invoice.amount).sort((a, b) => a - b)).toEqual([
      47 * quantity,
      59 * quantity,
    ]);
  });

  it('no promo on a paid tier: a basic workspace without a subscription checks out Growth at the full price', async () => {
    const member = await ctx.createMember({ tier: 'basic' });
    const price = await priceId(member, 'growth');
    const prices = (
      await ctx.api.get('/billing/prices', {
        query: { currency: 'USD', interval: 'monthly' },
        token: member.token,
      })
    ).payload;
    expect(prices.plans.find((plan) => plan.tier === 'growth')?.prices[0]?.promotion_price).toBe(59);
    const response = await ctx.api.get('/billing/checkout', {
      query: { price_id: price },
      token: member.token,
    });
    const session = await payments.stripe.checkout.sessions.retrieve(
      response.payload.url.split('/').pop() ?? '',
    );
    expect(session.discounts ?? []).toEqual([]);
    expect(session.total_details?.amount_discount).toBe(0);
    expect(session.amount_total).toBe(session.amount_subtotal);
    // At the service level: the promo is the free tier's only, and a price without one has none.
    const row = await priceOf(ctx.database.db, member.space.brand, price);
    if (!row) throw new Error('no price row');
    expect(promoDiscountCents(row, 'free', 5)).toBe(5 * 1200);
    for (const tier of ['basic', 'growth', 'scale', 'unlimited'])
      expect(promoDiscountCents(row, tier, 5)).toBe(0);
    expect(promoDiscountCents({ ...row, promo: null }, 'free', 5)).toBe(0);
  });

  it('the same free checkout opened twice reuses one coupon (named by price, quantity and amount)', async () => {
    const member = await freeMember();
    const price = await priceId(member, 'growth');
    const open = async () => {
      const response = await ctx.api.get('/billing/checkout', {
        query: { price_id: price },
        token: member.token,
      });
      return payments.stripe.checkout.sessions.retrieve(response.payload.url.split('/').pop() ?? '');
    };
    const first = await open();
    const second = await open();
    const coupon = String(first.discounts?.[0]?.coupon);
    const quantity = (first.amount_subtotal ?? 0) / 5900;
    expect(coupon).toBe(`promo_${price}_${quantity}_${1200 * quantity}usd`);
    expect(second.discounts?.[0]?.coupon).toBe(coupon);
    expect(second.amount_total).toBe(4700 * quantity);
  });

  it('a declined card (0002) leaves the workspace on its plan, unpaid by nothing, with the message', async () => {
    const member = await freeMember();
    const { outcome } = await checkout(member, await priceId(member, 'growth'), declinedCard);
    expect(outcome).toEqual({ ok: false, message: 'Your card was declined.' });
    const after = await info(member);
    expect(after.tier).toBe('free');
    expect(after.subscription).toBeNull();
    expect(after.is_paid).toBe(true);
  });

  it('refuses tampered, expired and unsigned webhooks, and none of them changes anything', async () => {
    const member = await freeMember();
    delivering = false;
    try {
      await subscribeAndCapture(member);
    } finally {
      delivering = true;
    }
    const captured = local
      .events()
      .filter((event) => event.type === 'customer.subscription.created')
      .pop();
    expect(captured).toBeDefined();
    const payload = JSON.stringify(captured);
    const header = (timestamp: number, body = payload) =>
      payments.stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: local.webhookSecret,
        timestamp,
      });
    const now = Math.floor(Date.now() / 1000);
    const post = (body: string, headers: Record<string, string>) =>
      ctx.app.request(webhookPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const tampered = payload.replace('"active"', '"canceled"');
    for (const response of [
      await post(tampered, { 'stripe-signature': header(now) }),
      await post(payload, { 'stripe-signature': header(now - 301) }),
      await post(payload, {}),
      await post(payload, { 'stripe-signature': 't=1,v1=deadbeef' }),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error: 'Invalid signature' });
    }
    expect((await info(member)).tier).toBe('free');
    const stored = await ctx.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, String(captured?.id)));
    expect(stored).toEqual([]);
    // The same body, signed now, is accepted.
    const accepted = await post(payload, { 'stripe-signature': header(now) });
    expect(accepted.status).toBe(200);
    expect((await info(member)).tier).toBe('growth');
  });

  /** Subscribes with deliveries off: the events are kept by the local server, not delivered. */
  async function subscribeAndCapture(member: Member) {
    const start = local.events().length;
    await subscribe(member);
    return local.events().slice(start);
  }

  async function postEvent(event: unknown) {
    const payload = JSON.stringify(event);
    const signature = payments.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: local.webhookSecret,
    });
    return ctx.app.request(webhookPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }

  it('handles the same event delivered 5 times once (one grant, one stripe_events row)', async () => {
    const member = await freeMember();
    delivering = false;
    let events: Awaited<ReturnType<typeof subscribeAndCapture>>;
    try {
      events = await subscribeAndCapture(member);
    } finally {
      delivering = true;
    }
    const paid = events.find((event) => event.type === 'invoice.paid');
    expect(paid).toBeDefined();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await (await postEvent(paid)).json());
    expect(answers[0]).toEqual({ ok: true, payload: { received: true } });
    for (const answer of answers.slice(1))
      expect(answer).toEqual({ ok: true, payload: { received: true, duplicate: true } });
    const grants = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.spaceId, member.space.id));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ kind: 'renewal', delta: 500 });
    const rows = await ctx.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, String(paid?.id)));
    expect(rows).toHaveLength(1);
    expect((await info(member)).tier).toBe('growth');
  });

  it('ends in the right state when the events come in reverse order', async () => {
    const member = await freeMember();
    delivering = false;
    let events: Awaited<ReturnType<typeof subscribeAndCapture>>;
    try {
      events = await subscribeAndCapture(member);
    } finally {
      delivering = true;
    }
    const types = events.map((event) => event.type);
    expect(types).toContain('checkout.session.completed');
    for (const event of [...events].reverse()) expect((await postEvent(event)).status).toBe(200);
    const after = await info(member);
    expect(after).toMatchObject({ is_paid: true, payment_in_progress: false, tier: 'growth' });
    expect(after.subscription).toMatchObject({ tier: 'growth', status: 'active' });
    expect(after.credits_usage.available_by_type.default).toBe(500);
  });

  it('a failed renewal makes the workspace unpaid with the message; cancelling returns it to free', async () => {
    const member = await freeMember();
    const subscriptionId = await subscribeAndFailRenewal(member);
    const unpaid = await info(member);
    expect(unpaid.is_paid).toBe(false);
    expect(unpaid.tier).toBe('growth');
    const overview = (await ctx.api.get('/billing/overview', { token: member.token })).payload;
    expect(overview.last_payment_error).toBe('Your card was declined.');
    expect(overview.plan?.status).toBe('past_due');

    await payments.stripe.subscriptions.cancel(subscriptionId);
    await local.flush();
    const free = await info(member);
    expect(free).toMatchObject({
      tier: 'free',
      is_paid: true,
      subscription: null,
      subscription_mode: 'no_sub',
    });
  });

  it('an unpaid workspace pays its open invoice with extend and is paid again (extend_info shows the amount)', async () => {
    const member = await freeMember();
    await subscribeAndFailRenewal(member);
    expect((await info(member)).is_paid).toBe(false);

    const due = await ctx.api.get('/billing/prices/extend_info', { token: member.token });
    expect(due.payload.currency).toBe('USD');
    expect(due.payload.current_price).toBeGreaterThan(0);
    const extended = await ctx.api.post('/billing/subscription/extend', { token: member.token });
    expect(extended.status).toBe(200);
    expect(extended.payload.is_paid).toBe(true);
    await local.flush();
    const paid = await info(member);
    expect(paid).toMatchObject({ is_paid: true, tier: 'growth' });
    expect(paid.subscription?.status).toBe('active');
    // Nothing is left to pay: a second extend says so.
    const again = await call(member, '/subscription/extend', 'POST');
    expect(again.status).toBe(400);
  });

  it('previews the proration of an upgrade and upgrades with PUT /billing/subscription', async () => {
    const member = await freeMember();
    await subscribe(member, 'basic');
    const seats = (await info(member)).subscription;
    expect(seats?.tier).toBe('basic');
    const scale = await priceId(member, 'scale');
    const preview = await ctx.api.get('/billing/prices/{id}/upgrade_info', {
      path: { id: scale },
      token: member.token,
    });
    expect(preview.status).toBe(200);
    expect(preview.payload.currency).toBe('USD');
    // Same day: basic's seats credited whole, scale's 10 seats (its plan's) charged whole.
    const quantity = (seats?.amount ?? 0) / 29;
    expect(preview.payload.current_base_price).toBeCloseTo(99 * 10 - 29 * quantity, 0);
    expect(preview.payload.current_price).toBe(
      preview.payload.current_base_price + preview.payload.current_tax,
    );
    const changed = await ctx.api.put('/billing/subscription', {
      token: member.token,
      body: { local_price_id: scale },
    });
    expect(changed.status).toBe(200);
    expect(changed.payload.tier).toBe('scale');
    expect(changed.payload.subscription).toMatchObject({ tier: 'scale', amount: 99 * 10 });
    await local.flush();
    expect((await info(member)).tier).toBe('scale');
  });

  it('buys a credit pack once and announces the balance', async () => {
    const member = await freeMember();
    const prices = (await ctx.api.get('/billing/prices', { token: member.token })).payload;
    const pack = prices.credit_packs.find((row) => row.credits === 500);
    if (!pack) throw new Error('no pack');
    const { outcome, session } = await checkout(member, pack._id);
    expect(outcome.ok).toBe(true);
    expect(outcome.redirect).toContain('/billing/overview?credits_purchased=true');
    const completed = local
      .events()
      .filter((event) => event.type === 'checkout.session.completed')
      .pop();
    expect(completed?.data.object.id).toBe(session.id);
    expect((await (await postEvent(completed)).json()).payload).toEqual({ received: true, duplicate: true });
    const after = await info(member);
    expect(after.credits_usage.available_by_type.default).toBe(500);
    expect(after.tier).toBe('free');
    expect(
      ctx.realtime.events.some(
        (e) =>
          e.spaceId === member.space.id &&
          e.event === 'update_credits' &&
          (e.payload as { balance: number }).balance === 500,
      ),
    ).toBe(true);
  });

  it("keeps workspaces apart: another workspace can not remove this one's card or read its invoices", async () => {
    const owner = await freeMember();
    await subscribe(owner);
    const overview = (await ctx.api.get('/billing/overview', { token: owner.token })).payload;
    const card = overview.payment_methods[0]?.id;
    expect(card).toMatch(/^pm_/);
    const invoices = await ctx.api.get('/billing/invoices', { token: owner.token });
    expect(invoices.payload.items.length).toBeGreaterThan(0);
    expect(invoices.payload.items[0]?.status).toBe('paid');

    const other = await freeMember();
    await subscribe(other);
    const removed = await call(other, `/payment_method/${card}`, 'DELETE');
    expect(removed.status).toBe(404);
    const primary = await call(other, `/payment_method/${card}/set_primary`, 'POST');
    expect(primary.status).toBe(404);
    const foreign = await call(other, `/invoices?space=${owner.space.id}`);
    expect(foreign.status).toBe(403);
    const ownInvoices = (await ctx.api.get('/billing/invoices', { token: other.token })).payload.items.map(
      (row) => row.id,
    );
    for (const invoice of invoices.payload.items)
      expect(ownInvoices).not.toContain((invoice as { id?: string }).id);
    // The owner's card is still there.
    const still = (await ctx.api.get('/billing/overview', { token: owner.token })).payload;
    expect(still.payment_methods.map((row) => row.id)).toContain(card);
  });

  it('members read but do not pay; bad prices are refused with clear errors', async () => {
    const admin = await freeMember();
    const worker = await ctx.createMember({ space: admin.space, isAdmin: false });
    const price = await priceId(admin, 'growth');
    expect((await call(worker, '/overview')).status).toBe(200);
    expect((await call(worker, '/prices')).status).toBe(200);
    expect((await call(worker, '/invoices')).status).toBe(200);
    for (const [path, method] of [
      [`/api/billing/checkout?price_id=${price}`, 'GET'],
      ['/api/billing/customer_portal', 'GET'],
      ['/api/billing/payment_method', 'POST'],
      ['/api/billing/subscription/extend', 'POST'],
    ] as const) {
      const response = await ctx.request(path, { method, token: worker.token });
      expect(response.status).toBe(403);
    }
    const notUuid = await call(admin, '/checkout?price_id=nope');
    expect(notUuid.status).toBe(400);
    expect(notUuid.body).toEqual({ ok: false, error: 'price_id: must be a price id' });
    const unknown = await call(admin, '/checkout?price_id=00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, error: 'Price not found' });
    const otherBrand = await ctx.createMember({ tier: 'free' });
    await ctx.database.db.update(spaces).set({ brand: 'acme' }).where(eq(spaces.id, otherBrand.space.id));
    const foreignPrice = await call(otherBrand, `/checkout?price_id=${price}`);
    expect(foreignPrice.status).toBe(404);
    expect(foreignPrice.body).toEqual({ ok: false, error: 'Price not found' });
    const badCurrency = await call(admin, '/prices?currency=XYZ');
    expect(badCurrency.status).toBe(400);
    const noBody = await call(admin, '/subscription', 'PUT', {});
    expect(noBody.status).toBe(400);
    const noSubscription = await call(admin, '/subscription', 'PUT', { local_price_id: price });
    expect(noSubscription.status).toBe(400);
    const missingCard = await call(admin, '/payment_method/pm_nothing', 'DELETE');
    expect(missingCard.status).toBe(404);
  });

  it('answers 403 contact support for paying calls when billing is disabled', async () => {
    const member = await freeMember();
    await ctx.database.db
      .update(spaces)
      .set({ isBillingEnabled: false })
      .where(eq(spaces.id, member.space.id));
    const price = await priceId(member, 'growth');
    const response = await call(member, `/checkout?price_id=${price}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ ok: false, error: 'Contact your customer support to help you' });
    const overview = (await ctx.api.get('/billing/overview', { token: member.token })).payload;
    expect(overview.can_upgrade).toBe(false);
  });

  describe('issue 26: every number of money shown twice agrees', () => {
    /** The workspace's cards at the payments server. */
    const cardsOf = async (member: Member) =>
      (await ctx.api.get('/billing/overview', { token: member.token })).payload.payment_methods;

    it('seats: pricing, checkout, overview, subscription, space info and admin say one number (item 16)', async () => {
      const member = await freeMember();
      await insertCredential(ctx, member.space);
      const prices = (await ctx.api.get('/billing/prices', { token: member.token })).payload;
      const growthPlan = prices.plans.find((plan) => plan.tier === 'growth');
      const growth = growthPlan?.prices[0];
      // The card shows the seats once, from the plan's number, and no feature line repeats them.
      expect(growth?.seats).toEqual({ included: 0, bought: 5, total: 5 });
      expect(growthPlan?.card_description.features.some((line) => /\bseats?\b/i.test(line))).toBe(false);
      const { session } = await checkout(member, growth?._id ?? '');
      const checkoutQuantity =
        (await payments.stripe.checkout.sessions.listLineItems(session.id)).data[0]?.quantity ?? 0;
      const overview = (await ctx.api.get('/billing/overview', { token: member.token })).payload;
      const space = await info(member);
      const admin = await ctx.createMember();
      await makePlatformAdmin(ctx, admin);
      const customer = (
        await ctx.api.get('/admin/customers/{id}/customer_info', {
          path: { id: member.space.id },
          token: admin.token,
        })
      ).payload;
      const shown = {
        pricing: growth?.seats.total,
        checkout: checkoutQuantity + (growth?.seats.included ?? 0),
        overview: overview.seats.total,
        subscription: (overview.plan?.quantity ?? 0) + overview.seats.included,
        spaceInfo: space.total_seats,
        admin: customer.workspace.total_seats,
      };
      expect(new Set(Object.values(shown))).toEqual(new Set([5]));
      expect(overview.seats).toMatchObject({ used: 1, bought: 5, included: 0 });
      expect(space.used_seats).toBe(overview.seats.used);
      // What is paid is what is shown: 5 seats of 59.
      expect(space.subscription?.amount).toBe(59 * 5);
    });

    it('a credit pack is paid with the saved card at once, listed in Transactions and the portal, one card kept (item 17)', async () => {
      const member = await freeMember();
      await subscribe(member);
      expect(await cardsOf(member)).toHaveLength(1);
      const prices = (await ctx.api.get('/billing/prices', { token: member.token })).payload;
      const pack = prices.credit_packs.find((row) => row.credits === 500);
      const bought = await ctx.api.get('/billing/checkout', {
        query: { price_id: pack?._id ?? '' },
        token: member.token,
      });
      // No second trip through Checkout: the saved card paid, the overview confirms it.
      expect(bought.payload).toMatchObject({ redirect: false, paid: true });
      expect(bought.payload.url).toContain('/billing/overview?credits_purchased=true');
      expect((await info(member)).credits_usage.available_by_type.default).toBe(500 + 500);
      const transactions = (await ctx.api.get('/billing/invoices', { token: member.token })).payload.items;
      expect(transactions.find((row) => row.id.startsWith('pi_'))).toMatchObject({
        amount: pack?.price,
        status: 'paid',
        description: 'Credit pack: 500 credits',
      });
      const portal = await ctx.api.get('/billing/customer_portal', { token: member.token });
      const page = await (
        await local.fetch(new Request(new URL(new URL(portal.payload.url).pathname, local.url)))
      ).text();
      expect(page).toContain('Credit pack: 500 credits');
      // The same card given again in a Checkout (adding a payment method) is kept once.
      const add = await ctx.api.post('/billing/payment_method', { token: member.token });
      await payWithCard(local, add.payload.url, { number: goodCard, email: member.user.email });
      await local.flush();
      expect(await cardsOf(member)).toHaveLength(1);
    });

    it('a saved card that must authenticate sends the pack to Checkout instead (item 17)', async () => {
      const member = await freeMember();
      const prices = (await ctx.api.get('/billing/prices', { token: member.token })).payload;
      const pack = prices.credit_packs.find((row) => row.credits === 500);
      // Saved through a first pack's Checkout: the card asks for authentication off session.
      await checkout(member, pack?._id ?? '', '4000002760003184');
      const second = await ctx.api.get('/billing/checkout', {
        query: { price_id: pack?._id ?? '' },
        token: member.token,
      });
      expect(second.payload.redirect).toBe(true);
      expect(second.payload.url).toContain('/c/pay/');
      expect((await info(member)).credits_usage.available_by_type.default).toBe(500);
    });

    it('an upgrade between paid plans says plan, seats, new price and proration lines that make the total (item 18)', async () => {
      const member = await freeMember();
      await subscribe(member, 'growth');
      const scale = await priceId(member, 'scale');
      const preview = (
        await ctx.api.get('/billing/prices/{id}/upgrade_info', { path: { id: scale }, token: member.token })
      ).payload;
      expect(preview.plan).toMatchObject({ tier: 'scale', name: 'Scale', interval: 'monthly' });
      expect(preview.seats.total).toBe(10);
      expect(preview.new_price).toBe(99 * 10);
      expect(preview.lines.map((line) => line.kind).sort()).toEqual(['remaining_time', 'unused_time']);
      const sum = preview.lines.reduce((total, line) => total + line.amount, 0) - preview.discount;
      expect(sum).toBeCloseTo(preview.current_price, 2);
      // Same day: all of Growth's 5 seats credited, Scale's 10 charged.
      expect(preview.current_price).toBeCloseTo(99 * 10 - 59 * 5, 0);
    });

    it('after paying a plan the user lands on the page they reached for, with ?upgraded (item 19)', async () => {
      const member = await freeMember();
      const growth = await priceId(member, 'growth');
      const bad = await call(
        member,
        `/checkout?price_id=${growth}&return_to=${encodeURIComponent('//evil.test/x')}`,
      );
      expect(bad.body).toEqual({ ok: false, error: 'return_to: must be a path of this app' });
      expect(bad.status).toBe(400);
      const good = await ctx.api.get('/billing/checkout', {
        query: { price_id: growth, return_to: '/search/search-prospects' },
        token: member.token,
      });
      const paid = await payWithCard(local, good.payload.url, { number: goodCard, email: member.user.email });
      expect(new URL(paid.location ?? '').pathname).toBe('/search/search-prospects');
      expect(new URL(paid.location ?? '').searchParams.get('upgraded')).toBe('growth');
      expect((await info(member)).tier).toBe('growth');
    });

    it("the invoice's discount line makes its total, and its PDF is a PDF (item 18)", async () => {
      const member = await freeMember();
      await subscribe(member, 'growth');
      const [invoice] = (await ctx.api.get('/billing/invoices', { token: member.token })).payload.items;
      expect(invoice?.amount).toBe(47 * 5);
      const page = await (
        await local.fetch(
          new Request(new URL(new URL(invoice?.hosted_invoice_url ?? '').pathname, local.url)),
        )
      ).text();
      expect(page).toContain('Subtotal');
      expect(page).toContain('Discount (WELCOME20)');
      expect(page).toContain('-$60.00');
      expect(page).toContain('$235.00');
      const pdf = await local.fetch(
        new Request(new URL(new URL(invoice?.invoice_pdf ?? '').pathname, local.url)),
      );
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
      expect(bytes.startsWith('%PDF-1.4')).toBe(true);
      expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(bytes).toContain('(Discount \\(WELCOME20\\)) Tj');
      expect(bytes).toContain('($235.00) Tj');
    });
  });
});

describe('billing without payments configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('reads the overview and prices, and answers 409 to paying calls and webhooks', async () => {
    const member = await ctx.createMember({ tier: 'free' });
    const overview = await ctx.api.get('/billing/overview', { token: member.token });
    expect(overview.payload).toMatchObject({
      plan: null,
      next_invoice: null,
      payment_methods: [],
      can_upgrade: true,
      payments_mode: 'none',
    });
    const prices = (await ctx.api.get('/billing/prices', { token: member.token })).payload;
    expect(prices.currency).toBe('USD');
    expect(prices.payments_mode).toBe('none');
    expect(prices.plans.map((plan) => plan.tier)).toEqual(tiers);
    const growth = prices.plans.find((plan) => plan.tier === 'growth')?.prices[0];
    expect(growth).toMatchObject({ price: 59, promo: { percent_off: 20 }, promotion_price: 47 });
    const response = await ctx.request(`/api/billing/checkout?price_id=${growth?._id}`, {
      token: member.token,
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ ok: false, error: 'Payments are not configured' });
    const hook = await ctx.app.request(webhookPath, { method: 'POST', body: '{}' });
    expect(hook.status).toBe(409);
  });
});
