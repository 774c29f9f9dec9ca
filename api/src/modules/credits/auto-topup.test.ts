import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseModes, type Member } from '../../../test/helpers';
import { createPaymentsTestContext, type PaymentsTestContext, payWithCard } from '../../../test/payments';
import { billingAccounts, type BillingPriceRow, creditLedger, spaces } from '../../db/schema';
import { silentLogger } from '../../logger';
import { pricesOf } from '../../platform/plans';
import { generateFinderPeople } from '../finder/finder-dataset';
import { maybeAutoTopup } from './auto-topup';
import { creditsMessages, maxCreditBalance } from './credits.schema';
import { creditBalance, debitCredits, grantCredits } from './credits.service';

/** Auto top-up against the local payments server (the real Stripe SDK, off-session PaymentIntents). */
describe.each(databaseModes())('credits auto top-up (local payments server) on %s', (mode) => {
  let env: PaymentsTestContext;
  let pack: BillingPriceRow;

  beforeAll(async () => {
    env = await createPaymentsTestContext({ mode });
    const owner = await env.ctx.createMember();
    const packs = (await pricesOf(env.ctx.database.db, owner.space.brand)).filter(
      (price) => price.kind === 'credits' && price.currency === 'USD' && price.credits,
    );
    const first = packs[0];
    if (!first) throw new Error('no USD credit pack seeded');
    pack = first;
  });
  afterAll(async () => {
    await env?.close();
  });

  const deps = () => ({
    db: env.ctx.database.db,
    database: env.ctx.database,
    payments: env.payments,
    logger: silentLogger,
    realtime: env.ctx.realtime,
    clock: env.ctx.clock,
  });
  const db = () => env.ctx.database.db;
  let sequence = 0;
  const debit = (owner: Member, amount: number) => {
    sequence += 1;
    return debitCredits(db(), {
      spaceId: owner.space.id,
      amount,
      category: 'ai_message',
      idempotencyKey: `topup-test:${sequence}`,
      now: env.ctx.clock.now(),
    });
  };
  const topups = async (spaceId: string) =>
    db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, spaceId), eq(creditLedger.kind, 'topup')));

  /** A workspace with a Stripe customer whose default card is `card`, credits and the rule on. */
  async function payingWorkspace(card = '4242 4242 4242 4242', maxPerMonth = 2) {
    const owner = await env.ctx.createMember();
    await db().update(spaces).set({ subscriptionMode: 'stripe' }).where(eq(spaces.id, owner.space.id));
    const customer = await env.payments.stripe.customers.create({
      email: owner.user.email,
      metadata: { space_id: owner.space.id },
    });
    await db().insert(billingAccounts).values({ spaceId: owner.space.id, stripeCustomerId: customer.id });
    const session = await env.payments.stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customer.id,
      currency: 'usd',
      success_url: 'http://localhost/billing/overview',
      cancel_url: 'http://localhost/billing/overview',
    });
    const paid = await payWithCard(env.local, session.url, card);
    expect(paid.error).toBeNull();
    await grantCredits(db(), {
      spaceId: owner.space.id,
      amount: 20,
      kind: 'renewal',
      idempotencyKey: `start:${owner.space.id}`,
      now: env.ctx.clock.now(),
    });
    const saved = await env.ctx.request('/api/billing/credits/auto_topup', {
      method: 'PUT',
      token: owner.token,
      body: { enabled: true, threshold: 10, price_id: pack.id, max_per_month: maxPerMonth },
    });
    expect(saved.status).toBe(200);
    return { owner, customerId: customer.id };
  }

  it('buys the pack once when the balance falls under the threshold, at most max_per_month times a month', async () => {
    const { owner } = await payingWorkspace();
    const credits = pack.credits ?? 0;
    await debit(owner, 5); // 15: above the threshold
    expect(await maybeAutoTopup(deps(), owner.space.id)).toMatchObject({ status: 'skipped' });
    await debit(owner, 6); // 9: under it
    // Two runs at once: one charge.
    const [first, second] = await Promise.all([
      maybeAutoTopup(deps(), owner.space.id),
      maybeAutoTopup(deps(), owner.space.id),
    ]);
    expect([first?.status, second?.status].sort()).toEqual(['charged', 'skipped']);
    expect(await creditBalance(db(), owner.space.id)).toBe(9 + credits);
    expect(await topups(owner.space.id)).toHaveLength(1);
    expect(env.ctx.realtime.events).toContainEqual({
      spaceId: owner.space.id,
      event: 'update_credits',
      payload: { balance: 9 + credits },
    });
    const intents = await env.payments.stripe.paymentIntents.list({ limit: 100 });
    const mine = intents.data.filter((intent) => intent.metadata?.space_id === owner.space.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount: pack.amountCents, status: 'succeeded' });
    expect(mine[0]?.metadata).toMatchObject({ kind: 'credits', price_id: pack.id, credits: String(credits) });

    // Down under the threshold again: the second (and last) pack of the month.
    await debit(owner, 9 + credits - 5);
    expect(await maybeAutoTopup(deps(), owner.space.id)).toMatchObject({ status: 'charged' });
    await debit(owner, credits);
    expect(await maybeAutoTopup(deps(), owner.space.id)).toEqual({
      status: 'skipped',
      reason: 'monthly limit',
    });
    expect(await topups(owner.space.id)).toHaveLength(2);
    const settings = await env.ctx.api.get('/billing/credits', { token: owner.token });
    expect(settings.payload.auto_topup.used_this_month).toBe(2);

    // A new month: the rule may buy again.
    const now = env.ctx.clock.now();
    env.ctx.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2)));
    expect(await maybeAutoTopup(deps(), owner.space.id)).toMatchObject({ status: 'charged' });
    expect(await topups(owner.space.id)).toHaveLength(3);
  });

  it('a declined card: logged as the last payment error, no credits granted', async () => {
    const { owner, customerId } = await payingWorkspace();
    env.local.failNextPayment(customerId);
    await debit(owner, 15);
    const outcome = await maybeAutoTopup(deps(), owner.space.id);
    expect(outcome.status).toBe('failed');
    expect(await creditBalance(db(), owner.space.id)).toBe(5);
    expect(await topups(owner.space.id)).toHaveLength(0);
    const [account] = await db()
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.spaceId, owner.space.id));
    expect(account?.lastPaymentError).toBeTruthy();
  });

  it('no payment method: "Please, provide payment method", nothing charged', async () => {
    const owner = await env.ctx.createMember();
    await grantCredits(db(), { spaceId: owner.space.id, amount: 3, kind: 'manual', idempotencyKey: 'few' });
    await env.ctx.request('/api/billing/credits/auto_topup', {
      method: 'PUT',
      token: owner.token,
      body: { enabled: true, threshold: 10, price_id: pack.id, max_per_month: 1 },
    });
    expect(await maybeAutoTopup(deps(), owner.space.id)).toEqual({
      status: 'failed',
      error: 'Please, provide payment method',
    });
    expect(await creditBalance(db(), owner.space.id)).toBe(3);
  });

  it('an enrichment that takes the balance under the threshold tops up in the same request', async () => {
    const { owner } = await payingWorkspace();
    await debit(owner, 10); // 10: at the threshold, not under
    const person = generateFinderPeople().find((candidate) => candidate.enrichedEmail);
    if (!person) throw new Error('data set');
    const enriched = await env.ctx.api.post('/v2/looch/profiles/enrich', {
      query: { ids: person.id },
      token: owner.token,
    });
    expect(enriched.payload.credits_used).toBe(1);
    expect(await creditBalance(db(), owner.space.id)).toBe(9 + (pack.credits ?? 0));
    expect(await topups(owner.space.id)).toHaveLength(1);
  });

  // Issue 23 item 13: a pack the balance cannot hold is refused before anyone pays for it.
  it('a credit pack past the largest balance is refused at checkout (400), before any payment', async () => {
    const owner = await env.ctx.createMember();
    await grantCredits(db(), {
      spaceId: owner.space.id,
      amount: maxCreditBalance - (pack.credits ?? 0) + 1,
      kind: 'manual',
      idempotencyKey: 'near-the-edge',
    });
    const checkout = await env.ctx.request(`/api/billing/checkout?price_id=${pack.id}`, {
      token: owner.token,
    });
    expect(checkout.status).toBe(400);
    expect(checkout.body).toEqual({ ok: false, error: creditsMessages.aboveMax });
    const sessions = await env.payments.stripe.checkout.sessions.list({ limit: 100 });
    expect(sessions.data.filter((session) => session.metadata?.space_id === owner.space.id)).toEqual([]);
    // One credit less and the pack fits exactly.
    await grantCredits(db(), {
      spaceId: owner.space.id,
      amount: -1,
      kind: 'manual',
      idempotencyKey: 'one-less',
    });
    const fits = await env.ctx.api.get('/billing/checkout', {
      query: { price_id: pack.id },
      token: owner.token,
    });
    expect(fits.status).toBe(200);
  });
});
