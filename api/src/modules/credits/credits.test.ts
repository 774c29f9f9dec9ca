import type { ApiQuery } from '@outreach/core/contract';
import { billingMessages } from '@outreach/core/billing';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { makePlatformAdmin } from '../../../test/workspaces';
import { creditLedger, creditMemberCaps, creditWallets, spaceCreditGrants, spaces } from '../../db/schema';
import { AppError } from '../../errors';
import { pricesOf } from '../../platform/plans';
import { creditsMessages } from './credits.schema';
import { creditBalance, debitCredits, grantCredits, setCredits } from './credits.service';

describe.each(databaseModes())('credit wallet on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  const db = () => ctx.database.db;
  const ledgerSum = async (spaceId: string) => {
    const [row] = await db()
      .select({ total: sql<string | null>`sum(${creditLedger.delta})` })
      .from(creditLedger)
      .where(eq(creditLedger.spaceId, spaceId));
    return Number(row?.total ?? 0);
  };
  const grant = (spaceId: string, amount: number, key = `test:${Math.random()}`) =>
    grantCredits(db(), { spaceId, amount, kind: 'manual', idempotencyKey: key, now: ctx.clock.now() });
  const debit = (spaceId: string, key: string, amount = 1, userId: string | null = null) =>
    debitCredits(db(), {
      spaceId,
      userId,
      amount,
      category: 'enrich',
      idempotencyKey: key,
      now: ctx.clock.now(),
    });
  const statusOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'ok';
    } catch (error) {
      if (error instanceof AppError) return `${error.status} ${error.message}`;
      throw error;
    }
  };

  it('50 concurrent debits against a balance of 20 succeed exactly 20 times; the ledger sums to the balance', async () => {
    const owner = await ctx.createMember();
    await grant(owner.space.id, 20);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) => statusOf(debit(owner.space.id, `race:${index}`))),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome.startsWith('402'))).toHaveLength(30);
    expect(await creditBalance(db(), owner.space.id)).toBe(0);
    expect(await ledgerSum(owner.space.id)).toBe(0);
    const rows = await db().select().from(creditLedger).where(eq(creditLedger.spaceId, owner.space.id));
    expect(rows.filter((row) => row.kind === 'usage')).toHaveLength(20);
    // Each usage row's balance_after is a distinct step of the way down: 19, 18, ..., 0.
    expect(
      rows
        .filter((row) => row.kind === 'usage')
        .map((row) => row.balanceAfter)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('50 concurrent debits of 3 against 20: six succeed, never below zero', async () => {
    const owner = await ctx.createMember();
    await grant(owner.space.id, 20);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) => statusOf(debit(owner.space.id, `three:${index}`, 3))),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(6);
    expect(await creditBalance(db(), owner.space.id)).toBe(2);
    expect(await ledgerSum(owner.space.id)).toBe(2);
  });

  it('the same idempotency key 5 times (at once and one after another) debits once', async () => {
    const owner = await ctx.createMember();
    await grant(owner.space.id, 10);
    const together = await Promise.all(Array.from({ length: 5 }, () => debit(owner.space.id, 'same-key')));
    expect(together.filter((result) => result.debited)).toHaveLength(1);
    for (let index = 0; index < 5; index += 1) {
      expect(await debit(owner.space.id, 'same-key')).toEqual({ balance: 9, debited: false });
    }
    expect(await creditBalance(db(), owner.space.id)).toBe(9);
    expect(await ledgerSum(owner.space.id)).toBe(9);
  });

  it('the same key inside transactions at once: one debit, no transaction aborted', async () => {
    const owner = await ctx.createMember();
    await grant(owner.space.id, 10);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        db().transaction(async (tx) => {
          const result = await debitCredits(tx, {
            spaceId: owner.space.id,
            amount: 2,
            category: 'sms',
            idempotencyKey: 'tx-key',
          });
          await tx.execute(sql`select 1`);
          return result;
        }),
      ),
    );
    expect(results.filter((result) => result.debited)).toHaveLength(1);
    expect(await creditBalance(db(), owner.space.id)).toBe(8);
    expect(await ledgerSum(owner.space.id)).toBe(8);
  });

  it('a debit inside a transaction that throws leaves the balance untouched', async () => {
    const owner = await ctx.createMember();
    await grant(owner.space.id, 5);
    await expect(
      db().transaction(async (tx) => {
        await debitCredits(tx, {
          spaceId: owner.space.id,
          amount: 3,
          category: 'call',
          idempotencyKey: 'undone',
        });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await creditBalance(db(), owner.space.id)).toBe(5);
    // The key was never used: it debits now.
    expect((await debit(owner.space.id, 'undone', 3)).debited).toBe(true);
  });

  it('no wallet: balance 0 and a debit is not enough credits; a grant creates the wallet', async () => {
    const owner = await ctx.createMember();
    expect(await creditBalance(db(), owner.space.id)).toBe(0);
    // A new workspace has no subscription yet (no_sub): it can buy credits itself.
    expect(await statusOf(debit(owner.space.id, 'none'))).toBe(`402 ${billingMessages.notEnoughCredits}`);
    // A subscription run by hand (manual): contact Sales.
    await db().update(spaces).set({ subscriptionMode: 'manual' }).where(eq(spaces.id, owner.space.id));
    expect(await statusOf(debit(owner.space.id, 'none'))).toBe(`402 ${billingMessages.contactSalesCredits}`);
    await db().update(spaces).set({ subscriptionMode: 'stripe' }).where(eq(spaces.id, owner.space.id));
    expect(await statusOf(debit(owner.space.id, 'none'))).toBe(`402 ${billingMessages.notEnoughCredits}`);
    await db().update(spaces).set({ isBillingEnabled: false }).where(eq(spaces.id, owner.space.id));
    expect(await statusOf(debit(owner.space.id, 'none'))).toBe(`402 ${billingMessages.contactSalesCredits}`);
    expect(await grant(owner.space.id, 7)).toEqual({ balance: 7, granted: true });
  });

  it('never below zero: a negative grant beyond the balance is 400; a grant key replays', async () => {
    const owner = await ctx.createMember();
    expect(await statusOf(grant(owner.space.id, -1))).toBe('400 Credits can not go below zero');
    await grant(owner.space.id, 4, 'pack:1');
    expect(await grant(owner.space.id, 4, 'pack:1')).toEqual({ balance: 4, granted: false });
    expect(await statusOf(grant(owner.space.id, -5))).toBe('400 Credits can not go below zero');
    expect(await grant(owner.space.id, -4)).toEqual({ balance: 0, granted: true });
    expect(await ledgerSum(owner.space.id)).toBe(0);
    expect(await setCredits(db(), { spaceId: owner.space.id, balance: 12 })).toEqual({
      balance: 12,
      granted: true,
    });
    expect(await setCredits(db(), { spaceId: owner.space.id, balance: 3 })).toEqual({
      balance: 3,
      granted: true,
    });
    expect(await ledgerSum(owner.space.id)).toBe(3);
  });

  it("a member's monthly cap blocks at the cap, and counts from the 1st of the month", async () => {
    const owner = await ctx.createMember();
    const worker = await ctx.createMember({ space: owner.space, isAdmin: false });
    await grant(owner.space.id, 100);
    await db()
      .insert(creditMemberCaps)
      .values({ spaceId: owner.space.id, userId: worker.user.id, monthlyCap: 3 });
    expect((await debit(owner.space.id, 'cap:1', 2, worker.user.id)).debited).toBe(true);
    expect(await statusOf(debit(owner.space.id, 'cap:2', 2, worker.user.id))).toBe(
      `402 ${billingMessages.memberCapReached}`,
    );
    expect((await debit(owner.space.id, 'cap:3', 1, worker.user.id)).debited).toBe(true);
    expect(await statusOf(debit(owner.space.id, 'cap:4', 1, worker.user.id))).toBe(
      `402 ${billingMessages.memberCapReached}`,
    );
    // The owner has no cap.
    expect((await debit(owner.space.id, 'cap:5', 10, owner.user.id)).debited).toBe(true);
    // Next month the cap starts again.
    const now = ctx.clock.now();
    ctx.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 0, 1)));
    expect((await debit(owner.space.id, 'cap:6', 3, worker.user.id)).debited).toBe(true);
  });

  describe('the routes', () => {
    let owner: Member;
    let worker: Member;
    let stranger: Member;
    let admin: Member;
    const day = (date: string, hour = 12) =>
      ctx.clock.set(new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`));

    beforeAll(async () => {
      owner = await ctx.createMember({ firstName: 'Olga', lastName: 'Owner' });
      worker = await ctx.createMember({
        space: owner.space,
        isAdmin: false,
        firstName: 'Walt',
        lastName: 'Worker',
      });
      stranger = await ctx.createMember();
      admin = await ctx.createMember();
      await makePlatformAdmin(ctx, admin);
      day('2026-03-01');
      await grant(owner.space.id, 50, 'renewal:march');
      day('2026-03-02');
      await debit(owner.space.id, 'h:1', 2, owner.user.id);
      await debit(owner.space.id, 'h:2', 1, worker.user.id);
      day('2026-03-04');
      await debitCredits(db(), {
        spaceId: owner.space.id,
        userId: worker.user.id,
        amount: 5,
        category: 'sms',
        idempotencyKey: 'h:3',
        now: ctx.clock.now(),
      });
      await grant(stranger.space.id, 9, 'stranger');
    });

    const history = (query: ApiQuery<'get', '/billing/credits_history'> = {}, who: Member = owner) =>
      ctx.api.get('/billing/credits_history', { query, token: who.token });

    it('GET /billing/credits_history: newest first with users, filtered by date, user and usage type, paged', async () => {
      const all = await history();
      expect(all.payload.total).toBe(4);
      const rows = all.payload.items.map((item) => [
        item.delta,
        item.balance_after,
        item.kind,
        item.category,
      ]);
      expect(rows[0]).toEqual([-5, 42, 'usage', 'sms']);
      // Written in the same instant: either order.
      expect(rows.slice(1, 3)).toEqual(
        expect.arrayContaining([
          [-2, 48, 'usage', 'enrich'],
          [-1, 47, 'usage', 'enrich'],
        ]),
      );
      expect(rows[3]).toEqual([50, 50, 'manual', 'default']);
      expect(all.payload.items[0]?.user).toEqual({ _id: worker.user.id, full_name: 'Walt Worker' });
      expect(all.payload.items.at(-1)?.user).toBeNull();
      expect((await history({ date: '2026-03-02' })).payload.total).toBe(2);
      expect((await history({ start_date: '2026-03-02', end_date: '2026-03-03' })).payload.total).toBe(2);
      expect((await history({ start_date: '2026-03-02T12:00:00Z' })).payload.total).toBe(3);
      expect((await history({ user_id: worker.user.id })).payload.items.map((item) => item.delta)).toEqual([
        -5, -1,
      ]);
      expect((await history({ usage_type: 'sms' })).payload.items.map((item) => item.delta)).toEqual([-5]);
      expect((await history({ usage_type: 'manual' })).payload.items.map((item) => item.delta)).toEqual([50]);
      const page = await history({ skip: 1, limit: 2 });
      expect(page.payload.total).toBe(4);
      expect(page.payload.items).toHaveLength(2);
      expect(page.payload.items[0]?._id).toBe(all.payload.items[1]?._id);
      // Members read the history too.
      expect((await history({}, worker)).payload.total).toBe(4);
    });

    it.each([
      ['?date=2026-13-01', 'date: Use a date as YYYY-MM-DD or an ISO date-time'],
      ['?start_date=yesterday', 'start_date: Use a date as YYYY-MM-DD or an ISO date-time'],
      ['?limit=0', 'limit: Too small: expected number to be >=1'],
      ['?limit=101', 'limit: Too big: expected number to be <=100'],
      ['?skip=-1', 'skip: Too small: expected number to be >=0'],
      ['?usage_type=coffee', 'usage_type: Unknown usage type'],
    ])('GET /billing/credits_history%s: 400', async (query, error) => {
      const response = await ctx.api.unchecked.get('/billing/credits_history', {
        query: query.slice(1),
        token: owner.token,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
    });

    it("tenancy: another workspace's history stays its own; a non-member user_id is 404", async () => {
      expect((await history({}, stranger)).payload.items.map((item) => item.delta)).toEqual([9]);
      expect((await history({ user_id: stranger.user.id })).status).toBe(404);
      expect((await history({ user_id: 'not-a-uuid' })).status).toBe(404);
      expect((await history({ space: owner.space.id }, stranger)).status).toBe(403);
      const cap = await ctx.request(`/api/billing/credits/member_caps/${stranger.user.id}`, {
        method: 'PUT',
        token: owner.token,
        body: { monthly_cap: 5 },
      });
      expect(cap.status).toBe(404);
      expect((await ctx.request('/api/billing/credits_history')).status).toBe(401);
    });

    it('GET /billing/credits_history/chart: used, granted and the end-of-day balance per day', async () => {
      const chart = await ctx.api.get('/billing/credits_history/chart', {
        query: { start_date: '2026-02-28', end_date: '2026-03-05' },
        token: owner.token,
      });
      expect(chart.payload.days).toEqual([
        { date: '2026-02-28', used: 0, granted: 0, balance: 0 },
        { date: '2026-03-01', used: 0, granted: 50, balance: 50 },
        { date: '2026-03-02', used: 3, granted: 0, balance: 47 },
        { date: '2026-03-03', used: 0, granted: 0, balance: 47 },
        { date: '2026-03-04', used: 5, granted: 0, balance: 42 },
        { date: '2026-03-05', used: 0, granted: 0, balance: 42 },
      ]);
      const later = await ctx.api.get('/billing/credits_history/chart', {
        query: { start_date: '2026-03-03', end_date: '2026-03-03' },
        token: owner.token,
      });
      expect(later.payload.days).toEqual([{ date: '2026-03-03', used: 0, granted: 0, balance: 47 }]);
      const tooLong = await ctx.request(
        '/api/billing/credits_history/chart?start_date=2025-01-01&end_date=2026-03-01',
        {
          token: owner.token,
        },
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toEqual({ ok: false, error: 'The chart covers at most 366 days' });
      const reversed = await ctx.request(
        '/api/billing/credits_history/chart?start_date=2026-03-05&end_date=2026-03-01',
        {
          token: owner.token,
        },
      );
      expect(reversed.status).toBe(400);
      // 30 days ending today by default.
      day('2026-03-04');
      const recent = await ctx.api.get('/billing/credits_history/chart', { token: owner.token });
      expect(recent.payload.days).toHaveLength(30);
      expect(recent.payload.days.at(-1)).toEqual({ date: '2026-03-04', used: 5, granted: 0, balance: 42 });
    });

    it('GET /billing/credits; PUT auto_topup and member_caps (workspace admins only)', async () => {
      day('2026-03-04');
      const settings = await ctx.api.get('/billing/credits', { token: worker.token });
      expect(settings.payload).toMatchObject({
        balance: 42,
        used_this_month: 8,
        auto_topup: { enabled: false, threshold: 0, price_id: null, max_per_month: 1, used_this_month: 0 },
      });
      expect(settings.payload.member_caps).toHaveLength(2);
      expect(settings.payload.member_caps).toEqual(
        expect.arrayContaining([
          { user_id: owner.user.id, full_name: 'Olga Owner', monthly_cap: null, used_this_month: 2 },
          { user_id: worker.user.id, full_name: 'Walt Worker', monthly_cap: null, used_this_month: 6 },
        ]),
      );
      const capped = await ctx.api.put('/billing/credits/member_caps/{user_id}', {
        path: { user_id: worker.user.id },
        token: owner.token,
        body: { monthly_cap: 10 },
      });
      expect(capped.payload.member_caps.find((cap) => cap.user_id === worker.user.id)?.monthly_cap).toBe(10);
      const byWorker = await ctx.request(`/api/billing/credits/member_caps/${worker.user.id}`, {
        method: 'PUT',
        token: worker.token,
        body: { monthly_cap: null },
      });
      expect(byWorker.status).toBe(403);
      const negative = await ctx.request(`/api/billing/credits/member_caps/${worker.user.id}`, {
        method: 'PUT',
        token: owner.token,
        body: { monthly_cap: -1 },
      });
      expect(negative.status).toBe(400);
      const removed = await ctx.api.put('/billing/credits/member_caps/{user_id}', {
        path: { user_id: worker.user.id },
        token: owner.token,
        body: { monthly_cap: null },
      });
      expect(
        removed.payload.member_caps.find((cap) => cap.user_id === worker.user.id)?.monthly_cap,
      ).toBeNull();

      const packs = (await pricesOf(db(), owner.space.brand)).filter((price) => price.kind === 'credits');
      const pack = packs[0];
      if (!pack) throw new Error('no credit pack seeded');
      const put = (body: unknown, who: Member = owner) =>
        ctx.api.unchecked.put('/billing/credits/auto_topup', { token: who.token, body });
      const saved = await put({ enabled: true, threshold: 10, price_id: pack.id, max_per_month: 2 });
      expect(saved.payload.auto_topup).toEqual({
        enabled: true,
        threshold: 10,
        price_id: pack.id,
        max_per_month: 2,
        used_this_month: 0,
      });
      expect(
        (await put({ enabled: true, threshold: 10, price_id: pack.id, max_per_month: 2 }, worker)).status,
      ).toBe(403);
      const subscriptionPrice = (await pricesOf(db(), owner.space.brand)).find(
        (price) => price.kind === 'subscription',
      );
      for (const body of [
        { enabled: true, threshold: 10, price_id: subscriptionPrice?.id, max_per_month: 2 },
        { enabled: true, threshold: 10, price_id: 'nope', max_per_month: 2 },
        { enabled: true, threshold: 10, price_id: null, max_per_month: 2 },
        { enabled: true, threshold: -1, price_id: pack.id, max_per_month: 2 },
        { enabled: true, threshold: 10, price_id: pack.id, max_per_month: 32 },
        { enabled: true, threshold: 10, price_id: pack.id, max_per_month: 0 },
        { enabled: true, threshold: 10, price_id: pack.id, max_per_month: 2, extra: 1 },
      ]) {
        const refused = await put(body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.ok).toBe(false);
      }
      await put({ enabled: false, threshold: 0, price_id: null, max_per_month: 1 });
      const [wallet] = await db()
        .select()
        .from(creditWallets)
        .where(eq(creditWallets.spaceId, owner.space.id));
      expect(wallet?.balance).toBe(42);
    });

    it('manual_credits and uset_credits move the balance, show in the history and send update_credits', async () => {
      day('2026-03-06');
      const manual = await ctx.request(`/api/space/admin/${owner.space.id}/manual_credits`, {
        method: 'PUT',
        token: admin.token,
        body: { credits: 8, comment: 'Goodwill' },
      });
      expect(manual.status).toBe(200);
      expect(await creditBalance(db(), owner.space.id)).toBe(50);
      expect(ctx.realtime.events.at(-1)).toEqual({
        spaceId: owner.space.id,
        event: 'update_credits',
        payload: { balance: 50 },
      });
      const tooMuch = await ctx.request(`/api/space/admin/${owner.space.id}/manual_credits`, {
        method: 'PUT',
        token: admin.token,
        body: { credits: -51 },
      });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body).toEqual({ ok: false, error: 'Credits can not go below zero' });

      day('2026-03-06', 13);
      const uset = await ctx.api.post('/admin/customers/{id}/uset_credits', {
        path: { id: owner.space.id },
        token: admin.token,
        body: { credits: 30 },
      });
      expect(uset.payload).toEqual({ space_id: owner.space.id, balance: 30 });
      expect(ctx.realtime.events.at(-1)).toMatchObject({ event: 'update_credits', payload: { balance: 30 } });
      const notAdmin = await ctx.request(`/api/admin/customers/${owner.space.id}/uset_credits`, {
        method: 'POST',
        token: owner.token,
        body: { credits: 1000 },
      });
      expect(notAdmin.status).toBe(403);
      const unknown = await ctx.request('/api/admin/customers/not-a-space/uset_credits', {
        method: 'POST',
        token: admin.token,
        body: { credits: 1 },
      });
      expect(unknown.status).toBe(404);
      const fractional = await ctx.request(`/api/admin/customers/${owner.space.id}/uset_credits`, {
        method: 'POST',
        token: admin.token,
        body: { credits: 1.5 },
      });
      expect(fractional.status).toBe(400);

      const latest = await history({ date: '2026-03-06' });
      expect(
        latest.payload.items.map((item) => [item.kind, item.delta, item.balance_after, item.description]),
      ).toEqual([
        ['uset', -20, 30, 'Balance set to 30 by an admin'],
        ['manual', 8, 50, 'Goodwill'],
      ]);
      expect(latest.payload.items[0]?.user?._id).toBe(admin.user.id);
      expect(await ledgerSum(owner.space.id)).toBe(30);
      const info = await ctx.api.get('/space/info', { token: owner.token });
      expect(info.payload.credits_usage.available_by_type.default).toBe(30);
    });
  });

  // Issue 23 item 13: a balance never passes the largest whole number the wallet holds; a grant
  // that would is a clear 400 with nothing written, whichever path adds the credits.
  describe('the largest balance (2,147,483,647)', () => {
    const max = 2_147_483_647;
    let admin: Member;
    beforeAll(async () => {
      admin = await ctx.createMember();
      await makePlatformAdmin(ctx, admin);
    });
    const ledgerRows = async (spaceId: string) =>
      (await db().select().from(creditLedger).where(eq(creditLedger.spaceId, spaceId))).length;

    it('a manual grant reaching it exactly passes; one credit past it is 400, nothing written', async () => {
      const owner = await ctx.createMember();
      await grant(owner.space.id, max - 10, 'edge:start');
      const manual = (credits: number) =>
        ctx.api.put('/space/admin/{id}/manual_credits', {
          path: { id: owner.space.id },
          token: admin.token,
          body: { credits },
        });
      expect((await manual(10)).status).toBe(200);
      expect(await creditBalance(db(), owner.space.id)).toBe(max);
      const rowsBefore = await ledgerRows(owner.space.id);

      const past = await manual(1);
      expect(past.status).toBe(400);
      expect(past.body).toEqual({ ok: false, error: creditsMessages.aboveMax });
      expect(await creditBalance(db(), owner.space.id)).toBe(max);
      expect(await ledgerRows(owner.space.id)).toBe(rowsBefore);
      const grants = await db()
        .select()
        .from(spaceCreditGrants)
        .where(eq(spaceCreditGrants.spaceId, owner.space.id));
      expect(grants.map((row) => row.amount)).toEqual([10]);
      // A correction downwards still works at the edge.
      expect((await manual(-1)).status).toBe(200);
      expect(await creditBalance(db(), owner.space.id)).toBe(max - 1);
    });

    it.each(['renewal', 'pack', 'topup', 'refund'] as const)(
      'a %s grant past it is 400 (a new wallet, and a full one), the balance untouched',
      async (kind) => {
        const owner = await ctx.createMember();
        const add = (amount: number, key: string) =>
          grantCredits(db(), { spaceId: owner.space.id, amount, kind, idempotencyKey: key });
        expect(await statusOf(add(max + 1, `${kind}:first`))).toBe(`400 ${creditsMessages.aboveMax}`);
        expect(await creditBalance(db(), owner.space.id)).toBe(0);
        expect((await add(max, `${kind}:all`)).balance).toBe(max);
        expect(await statusOf(add(1, `${kind}:one-more`))).toBe(`400 ${creditsMessages.aboveMax}`);
        expect(await statusOf(add(10_000_000, `${kind}:pack-size`))).toBe(`400 ${creditsMessages.aboveMax}`);
        // Inside a caller's transaction the refusal is the same 400, and the transaction is not left aborted.
        expect(
          await statusOf(
            db().transaction(async (tx) =>
              grantCredits(tx, { spaceId: owner.space.id, amount: 1, kind, idempotencyKey: `${kind}:tx` }),
            ),
          ),
        ).toBe(`400 ${creditsMessages.aboveMax}`);
        expect(await creditBalance(db(), owner.space.id)).toBe(max);
        expect(await ledgerSum(owner.space.id)).toBe(max);
        // A replay of a key that was granted still answers the balance, not an error.
        expect(await add(max, `${kind}:all`)).toEqual({ balance: max, granted: false });
      },
    );

    it('the chart and the settings still add up when a month moves more credits than one balance holds', async () => {
      const owner = await ctx.createMember();
      ctx.clock.set(new Date('2026-05-10T12:00:00.000Z'));
      const uset = (credits: number) =>
        ctx.api.post('/admin/customers/{id}/uset_credits', {
          path: { id: owner.space.id },
          token: admin.token,
          body: { credits },
        });
      await grant(owner.space.id, max, 'chart:1');
      expect((await uset(0)).status).toBe(200);
      await grant(owner.space.id, max, 'chart:2');
      // Two days of this month's usage, each a full wallet: more than the column type holds.
      await debit(owner.space.id, 'chart:spend-1', max);
      await grant(owner.space.id, max, 'chart:3');
      await debit(owner.space.id, 'chart:spend-2', max);
      const chart = await ctx.api.get('/billing/credits_history/chart', {
        query: { start_date: '2026-05-10', end_date: '2026-05-10' },
        token: owner.token,
      });
      expect(chart.status).toBe(200);
      expect(chart.payload.days).toEqual([
        { date: '2026-05-10', used: 2 * max, granted: 3 * max, balance: 0 },
      ]);
      const settings = await ctx.api.get('/billing/credits', { token: owner.token });
      expect(settings.status).toBe(200);
      expect(settings.payload.used_this_month).toBe(2 * max);
    });
  });
});
