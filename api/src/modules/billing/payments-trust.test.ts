/**
 * Issue 23 items 1 and 16a, at the app's end of the payments: what a webhook grants is decided
 * from the app's own records, never from metadata a client wrote on a Stripe object; a checkout
 * session the app did not create grants nothing; a subscription's workspace is the app's own
 * customer -> workspace record and its plan the app's own price mapping; a signature whose
 * timestamp is outside the tolerance in either direction is refused (Stripe and local alike).
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { createPaymentsTestContext, type PaymentsTestContext, payWithCard } from '../../../test/payments';
import {
  billingAccounts,
  billingCheckouts,
  creditLedger,
  creditWallets,
  spaces,
  stripeEvents,
} from '../../db/schema';
import { webhookPath } from '../../providers/payments/create-payments';
import { webhookTolerance } from './webhooks';

describe.each(databaseModes())('webhooks grant from the app’s own records on %s', (mode) => {
  let context: PaymentsTestContext;
  let ctx: TestContext;

  beforeAll(async () => {
    context = await createPaymentsTestContext({ mode });
    ctx = context.ctx;
  });
  afterAll(async () => {
    await context?.close();
  });

  const balanceOf = async (spaceId: string) => {
    const [wallet] = await ctx.database.db
      .select({ balance: creditWallets.balance })
      .from(creditWallets)
      .where(eq(creditWallets.spaceId, spaceId));
    return wallet?.balance ?? 0;
  };
  const ledgerOf = (spaceId: string) =>
    ctx.database.db.select().from(creditLedger).where(eq(creditLedger.spaceId, spaceId));
  const info = async (member: Member) => (await ctx.api.get('/space/info', { token: member.token })).payload;
  const prices = async (member: Member) =>
    (
      await ctx.api.get('/billing/prices', {
        query: { currency: 'USD', interval: 'monthly' },
        token: member.token,
      })
    ).payload;
  /** Every delivery of the run answered 2xx (the attack is ignored, not an error the sender retries). */
  const deliveredOk = () =>
    context.local
      .attempts()
      .every((attempt) => attempt.status !== null && attempt.status >= 200 && attempt.status < 300);

  /** The workspace's customer at the payments server, as the app records it (the portal creates it). */
  async function customerOf(member: Member): Promise<string> {
    await ctx.request('/api/billing/customer_portal', { token: member.token });
    const [account] = await ctx.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.spaceId, member.space.id));
    const customer = account?.stripeCustomerId ?? '';
    expect(customer).toMatch(/^cus_/);
    return customer;
  }

  /**
   * What the attacker does with the payments API: a price of their own, a checkout session on it
   * with the metadata they like, paid on the hosted page with 4242 (webhooks delivered).
   */
  async function attackerPays(
    price: Stripe.PriceCreateParams,
    session: Omit<Stripe.Checkout.SessionCreateParams, 'line_items' | 'success_url' | 'cancel_url'>,
  ) {
    const { stripe } = context.payments;
    const created = await stripe.prices.create({ product_data: { name: 'Attacker' }, ...price });
    const paid = await stripe.checkout.sessions.create({
      ...session,
      line_items: [{ price: created.id, quantity: 1 }],
      success_url: 'http://attacker.example.test/done',
      cancel_url: 'http://attacker.example.test/',
    });
    const outcome = await payWithCard(context.local, paid.url, '4242 4242 4242 4242');
    expect(outcome.error).toBeNull();
    return paid;
  }

  it('grants nothing for a credits checkout created directly against the payments API with metadata naming a workspace', async () => {
    const victim = await ctx.createMember({ tier: 'free' });
    const credits = { kind: 'credits', credits: '1000000', space_id: victim.space.id };
    const session = await attackerPays(
      { unit_amount: 100, currency: 'usd' },
      {
        mode: 'payment',
        metadata: credits,
        payment_intent_data: { metadata: credits },
        client_reference_id: victim.space.id,
      },
    );
    const completed = context.local
      .events()
      .find((event) => event.type === 'checkout.session.completed' && event.data.object.id === session.id);
    expect(completed).toBeDefined();
    expect(await balanceOf(victim.space.id)).toBe(0);
    expect(await ledgerOf(victim.space.id)).toEqual([]);
    const [handled] = await ctx.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, String(completed?.id)));
    expect(handled?.spaceId ?? null).toBeNull();
    expect(deliveredOk()).toBe(true);
  });

  it("grants nothing when metadata names another workspace on the attacker's own customer", async () => {
    const attacker = await ctx.createMember({ tier: 'free' });
    const victim = await ctx.createMember({ tier: 'free' });
    await attackerPays(
      { unit_amount: 100, currency: 'usd' },
      {
        mode: 'payment',
        customer: await customerOf(attacker),
        metadata: { kind: 'credits', credits: '1000000', space_id: victim.space.id },
      },
    );
    expect(await balanceOf(victim.space.id)).toBe(0);
    expect(await balanceOf(attacker.space.id)).toBe(0);
  });

  it('grants the pack the app sold, from its own record, whatever the session says', async () => {
    const member = await ctx.createMember({ tier: 'free' });
    const pack = (await prices(member)).credit_packs.find((row) => row.credits === 500);
    if (!pack) throw new Error('no 500-credit pack');
    const started = await ctx.api.get('/billing/checkout', {
      query: { price_id: pack._id },
      token: member.token,
    });
    expect(started.status).toBe(200);
    const sessionId = started.payload.url.split('/').pop() ?? '';
    const [record] = await ctx.database.db
      .select()
      .from(billingCheckouts)
      .where(eq(billingCheckouts.sessionId, sessionId));
    expect(record).toMatchObject({
      spaceId: member.space.id,
      kind: 'credits',
      priceId: pack._id,
      credits: 500,
      createdBy: member.user.id,
    });
    // The session's metadata is changed behind the app's back: it is not what the grant reads.
    const stored = context.local.core.state.checkoutSessions[sessionId];
    if (!stored) throw new Error('no session');
    stored.metadata = { ...stored.metadata, credits: '1000000' };
    await payWithCard(context.local, started.payload.url, {
      number: '4242 4242 4242 4242',
      email: member.user.email,
    });
    expect(await balanceOf(member.space.id)).toBe(500);
    expect((await ledgerOf(member.space.id)).map((row) => row.delta)).toEqual([500]);
  });

  it('a subscription whose metadata names a workspace, on a customer the app does not know, changes nothing', async () => {
    const victim = await ctx.createMember({ tier: 'free' });
    const growth = (await prices(victim)).plans.find((plan) => plan.tier === 'growth')?.prices[0]?._id;
    expect(growth).toBeDefined();
    const { stripe } = context.payments;
    const customer = await stripe.customers.create({
      email: 'attacker@example.test',
      metadata: { space_id: victim.space.id },
    });
    // A price that points at the app's growth price through its metadata.
    const session = await attackerPays(
      {
        unit_amount: 1,
        currency: 'usd',
        recurring: { interval: 'month' },
        metadata: { price_id: String(growth) },
      },
      {
        mode: 'subscription',
        customer: customer.id,
        metadata: { space_id: victim.space.id, price_id: String(growth) },
        subscription_data: { metadata: { space_id: victim.space.id, price_id: String(growth) } },
      },
    );
    const after = await info(victim);
    expect(after.tier).toBe('free');
    expect(after.subscription).toBeNull();
    expect(await balanceOf(victim.space.id)).toBe(0);
    // Cancelling it (the attacker's own subscription) does not touch the victim either.
    const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, victim.space.id));
    await stripe.subscriptions.cancel(
      String(context.local.core.state.checkoutSessions[session.id]?.subscription),
    );
    await context.local.flush();
    const [again] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, victim.space.id));
    expect(again?.updatedAt.getTime()).toBe(row?.updatedAt.getTime());
  });

  it("a subscription on a workspace's own customer at a price the app never mapped gives no plan", async () => {
    const member = await ctx.createMember({ tier: 'free' });
    const supreme = (await prices(member)).plans.find((plan) => plan.tier === 'supreme')?.prices[0]?._id;
    expect(supreme).toBeDefined();
    await attackerPays(
      {
        unit_amount: 1,
        currency: 'usd',
        recurring: { interval: 'month' },
        metadata: { price_id: String(supreme) },
      },
      {
        mode: 'subscription',
        customer: await customerOf(member),
        subscription_data: { metadata: { space_id: member.space.id, price_id: String(supreme) } },
      },
    );
    const after = await info(member);
    expect(after.tier).toBe('free');
    expect(after.subscription).toBeNull();
  });
});

describe.each(databaseModes())('webhook signatures on %s', (mode) => {
  /** The app with Stripe itself (no network is used: the event is one the app ignores). */
  let stripeCtx: TestContext;
  let local: PaymentsTestContext;
  const stripeSecret = 'whsec_trust_model_test';

  beforeAll(async () => {
    stripeCtx = await createTestContext({
      mode,
      payments: { mode: 'stripe', stripe: new Stripe('sk_test_not_used'), webhookSecret: stripeSecret },
    });
    local = await createPaymentsTestContext({ mode });
  });
  afterAll(async () => {
    await stripeCtx?.close();
    await local?.close();
  });

  const paths = () => [
    { name: 'Stripe', ctx: stripeCtx, secret: stripeSecret },
    { name: 'local', ctx: local.ctx, secret: local.payments.webhookSecret },
  ];

  async function post(target: { ctx: TestContext; secret: string }, timestamp: number, id: string) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'customer.created',
      created: timestamp,
      data: { object: { id: 'cus_x', object: 'customer', metadata: {} } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret, timestamp });
    return target.ctx.app.request(webhookPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }

  it('refuses a signature whose timestamp is in the future beyond the tolerance, on the Stripe and the local path', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const target of paths()) {
      for (const ahead of [webhookTolerance + 5, 3600, 10 * 365 * 86_400]) {
        const response = await post(target, now + ahead, `evt_future_${target.name}_${ahead}`);
        expect(response.status, `${target.name} +${ahead}s`).toBe(400);
        expect(await response.json()).toEqual({ ok: false, error: 'Invalid signature' });
      }
      const stale = await post(target, now - webhookTolerance - 5, `evt_past_${target.name}`);
      expect(stale.status).toBe(400);
      const [stored] = await target.ctx.database.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, `evt_future_${target.name}_3600`));
      expect(stored).toBeUndefined();
      // Within the tolerance either way (clocks a little apart) is accepted.
      for (const skew of [-60, 0, 60]) {
        const fine = await post(target, now + skew, `evt_ok_${target.name}_${skew}`);
        expect(fine.status, `${target.name} ${skew}s`).toBe(200);
      }
    }
  });
});
