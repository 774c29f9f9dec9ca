import { serverEvents } from '@outreach/core/events';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { creditLedger, dialerPhones } from '../../db/schema';
import { silentLogger } from '../../logger';
import { grantCredits } from '../credits';
import { nextMonth } from './dialer.service';
import { chargeDueNumbers } from './monthly-charges';

describe('nextMonth', () => {
  it.each([
    ['2026-01-05T09:00:00.000Z', '2026-02-05T09:00:00.000Z'],
    ['2026-01-31T09:00:00.000Z', '2026-02-28T09:00:00.000Z'],
    ['2026-12-15T00:00:00.000Z', '2027-01-15T00:00:00.000Z'],
  ])('%s -> %s', (from, to) => {
    expect(nextMonth(new Date(from)).toISOString()).toBe(to);
  });
});

describe.each(databaseModes())("the numbers' monthly charge on %s", (mode) => {
  let ctx: TestContext;
  let member: Member;
  let phoneId: string;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    member = await opened.createMember({ tier: 'scale' });
    await grantCredits(ctx.database.db, {
      spaceId: member.space.id,
      amount: 25,
      kind: 'manual',
      idempotencyKey: 'm',
    });
    await ctx.api.post('/dialer/activate', { token: member.token });
    const bought = await ctx.api.post('/dialer/phones/buy', {
      token: member.token,
      body: { region_id: 'US-local-seattle', count: 1 },
    });
    expect(bought.payload.balance).toBe(5);
    phoneId = bought.payload.phones[0]?.id ?? '';
  });

  const run = () =>
    chargeDueNumbers({ db: ctx.database.db, clock: ctx.clock, logger: silentLogger, realtime: ctx.realtime });

  async function phone() {
    const [row] = await ctx.database.db.select().from(dialerPhones).where(eq(dialerPhones.id, phoneId));
    if (!row) throw new Error('no phone');
    return row;
  }

  async function monthlyCharges() {
    return ctx.database.db
      .select({ delta: creditLedger.delta, at: creditLedger.createdAt })
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, member.space.id), eq(creditLedger.category, 'phone_monthly')));
  }

  it('charges nothing before the month is over', async () => {
    ctx.clock.set('2026-02-05T08:59:00Z');
    expect(await run()).toEqual({ charged: 0, suspended: 0, reactivated: 0 });
    expect(await monthlyCharges()).toHaveLength(1);
  });

  it('suspends a number whose charge fails, with a notice, and tells the workspace', async () => {
    ctx.clock.set('2026-02-05T09:00:00Z');
    expect(await run()).toEqual({ charged: 0, suspended: 1, reactivated: 0 });
    const row = await phone();
    expect(row.status).toBe('suspended');
    expect(row.notice).toBe(
      `${row.number} is suspended: its monthly charge of 10 credits failed (Not enough credits). Add credits to reactivate it.`,
    );
    const listed = (await ctx.api.get('/dialer/phones', { token: member.token })).payload[0];
    expect(listed).toMatchObject({ status: 'suspended', notice: row.notice });
    expect(ctx.realtime.events).toContainEqual(
      expect.objectContaining({
        spaceId: member.space.id,
        event: serverEvents.refetchData,
        payload: { dialer_phone_id: phoneId, notice: row.notice },
      }),
    );
    // Tried again by the next run, still short: still suspended, no second event.
    const events = ctx.realtime.events.length;
    ctx.clock.advance(60 * 60 * 1000);
    expect(await run()).toEqual({ charged: 0, suspended: 1, reactivated: 0 });
    expect(ctx.realtime.events.length).toBe(events);
  });

  it('reactivates a suspended number once it is paid, its month starting then', async () => {
    await grantCredits(ctx.database.db, {
      spaceId: member.space.id,
      amount: 30,
      kind: 'manual',
      idempotencyKey: 'm2',
    });
    ctx.clock.set('2026-02-10T12:00:00Z');
    expect(await run()).toEqual({ charged: 0, suspended: 0, reactivated: 1 });
    const row = await phone();
    expect(row).toMatchObject({ status: 'active', notice: null });
    expect(row.nextChargeAt.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect((await monthlyCharges()).map((charge) => charge.delta)).toEqual([-10, -10]);
  });

  it('charges an active number once per month it owes, never twice for one month', async () => {
    // Two months later (a server that was down): March 10 and April 10 are both owed.
    ctx.clock.set('2026-04-20T00:00:00Z');
    expect(await run()).toEqual({ charged: 2, suspended: 0, reactivated: 0 });
    expect((await phone()).nextChargeAt.toISOString()).toBe('2026-05-10T12:00:00.000Z');
    expect(await run()).toEqual({ charged: 0, suspended: 0, reactivated: 0 });
    expect((await monthlyCharges()).map((charge) => charge.delta)).toEqual([-10, -10, -10, -10]);
  });
});
