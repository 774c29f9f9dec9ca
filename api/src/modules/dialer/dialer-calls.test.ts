import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { prospects } from '../../db/schema';
import type { SpaceScope } from '../../platform/tenancy';
import { noopEmitter } from '../../platform/announce';
import { recordCall } from './dialer-calls.service';
import { insertPhone } from '../../../test/dialer';

describe.each(databaseModes())('call history on %s', (mode) => {
  let ctx: TestContext;
  let admin: Member;
  let rep: Member;
  let other: Member;
  let outsider: Member;
  let repPhone: string;

  function scopeOf(member: Member): SpaceScope {
    return { db: ctx.database.db, spaceId: member.space.id, clock: ctx.clock, realtime: noopEmitter };
  }

  const phoneOf = (member: Member, number: string) => insertPhone(ctx, member, number);

  useTestContext(mode, async (opened) => {
    ctx = opened;
    admin = await opened.createMember({ tier: 'scale', isAdmin: true });
    rep = await opened.createMember({ space: admin.space, isAdmin: false });
    other = await opened.createMember({ space: admin.space, isAdmin: false });
    outsider = await opened.createMember({ tier: 'scale' });
    repPhone = await phoneOf(rep, '+15125550101');
    const otherPhone = await phoneOf(other, '+15125550102');
    const [jane] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: admin.space.id, fullName: 'Jane Doe', phone: '+14155550123' })
      .returning();
    const start = ctx.clock.now().getTime();
    // 60 calls of the rep (answered, no answer, busy in turn), one incoming on the rep's number, one of another member.
    for (let index = 0; index < 60; index += 1) {
      await recordCall(scopeOf(rep), {
        phoneId: repPhone,
        userId: rep.user.id,
        prospectId: index === 59 ? (jane?.id ?? null) : null,
        direction: 'outgoing',
        result: (['answered', 'no_answer', 'busy'] as const)[index % 3] ?? 'answered',
        phoneNumber: '+15125550101',
        prospectPhoneNumber: index === 59 ? '+14155550123' : `+1212555${String(1000 + index)}`,
        durationSeconds: index,
        startDate: new Date(start + index * 60_000),
      });
    }
    await recordCall(scopeOf(rep), {
      phoneId: repPhone,
      userId: null,
      direction: 'incoming',
      result: 'voicemail',
      phoneNumber: '+15125550101',
      prospectPhoneNumber: '+17185550000',
      durationSeconds: 20,
      startDate: new Date(start + 61 * 60_000),
    });
    await recordCall(scopeOf(other), {
      phoneId: otherPhone,
      userId: other.user.id,
      direction: 'outgoing',
      result: 'answered',
      phoneNumber: '+15125550102',
      prospectPhoneNumber: '+13125550000',
      durationSeconds: 5,
      startDate: new Date(start + 62 * 60_000),
    });
  });

  it('pages the history newest first (page of 50 from the history screen), with the entry fields', async () => {
    const first = (await ctx.api.get('/dialer/calls', { token: rep.token, query: { limit: 50 } })).payload;
    expect(first.total).toBe(61);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      direction: 'incoming',
      result: 'voicemail',
      phone_number: '+15125550101',
      prospect_phone_number: '+17185550000',
      duration: 20,
      record_url: null,
      profile: null,
    });
    expect(first.items[1]).toMatchObject({ profile: { full_name: 'Jane Doe' }, duration: 59 });
    const second = (await ctx.api.get('/dialer/calls', { token: rep.token, query: { skip: 50, limit: 50 } }))
      .payload;
    expect(second.items).toHaveLength(11);
    expect(second.items.at(-1)?.duration).toBe(0);
    // Default page: 100.
    expect((await ctx.api.get('/dialer/calls', { token: rep.token })).payload.limit).toBe(100);
  });

  it('filters by result and searches numbers (digits only) and prospect names', async () => {
    const busy = (await ctx.api.get('/dialer/calls', { token: rep.token, query: { result: 'busy' } }))
      .payload;
    expect(busy.total).toBe(20);
    expect(busy.items.every((call) => call.result === 'busy')).toBe(true);
    const byName = (await ctx.api.get('/dialer/calls', { token: rep.token, query: { query: 'jane' } }))
      .payload;
    expect(byName.items.map((call) => call.prospect_phone_number)).toEqual(['+14155550123']);
    const byDigits = (await ctx.api.get('/dialer/calls', { token: rep.token, query: { query: '(718) 555' } }))
      .payload;
    expect(byDigits.items.map((call) => call.direction)).toEqual(['incoming']);
    const literal = (await ctx.api.get('/dialer/calls', { token: rep.token, query: { query: '%' } })).payload;
    expect(literal.total).toBe(0);
  });

  it.each([
    [{ result: 'lost' }, 'result: result must be all or one of answered, no_answer, busy, failed, voicemail'],
    [{ limit: 201 }, 'limit: limit can not be more than 200'],
    [{ skip: -1 }, 'skip: skip must be at least 0'],
    [{ limit: 'ten' }, 'limit: limit must be a number'],
  ])('refuses %j', async (query, error) => {
    const response = await ctx.api.unchecked.get('/dialer/calls', { token: rep.token, query });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error });
  });

  it("shows a member their own calls and their numbers', an admin the workspace's", async () => {
    expect((await ctx.api.get('/dialer/calls', { token: other.token })).payload.total).toBe(1);
    expect((await ctx.api.get('/dialer/calls', { token: admin.token })).payload.total).toBe(62);
  });

  it("lists one number's calls (limit 200 by default), 404 for a number of another workspace", async () => {
    const calls = await ctx.api.get('/dialer/phones/{id}/calls', {
      path: { id: repPhone },
      token: rep.token,
    });
    expect(calls.payload).toMatchObject({ total: 61, limit: 200, skip: 0 });
    const foreign = await ctx.api.get('/dialer/phones/{id}/calls', {
      path: { id: repPhone },
      token: outsider.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ ok: false, error: 'Phone number not found' });
    expect((await ctx.api.get('/dialer/calls', { token: outsider.token })).payload.total).toBe(0);
    expect((await ctx.api.get('/dialer/phones', { token: outsider.token })).payload).toEqual([]);
  });
});
