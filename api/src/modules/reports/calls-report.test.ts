import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { dialerCalls } from '../../db/schema';
import { CallsReportSchema } from './reports.schema';

const day = 86_400_000;

describe.each(databaseModes())('calls report on %s', (mode) => {
  let ctx: TestContext;
  let ann: Member;
  let bob: Member;
  let stranger: Member;
  const start = new Date('2026-03-02T09:00:00.000Z');

  type Call = { member: Member; result: 'answered' | 'no_answer' | 'busy' | 'voicemail' | 'in_progress' };
  async function call(
    { member, result }: Call,
    seconds: number,
    at: Date,
    direction: 'outgoing' | 'incoming' = 'outgoing',
  ) {
    await ctx.database.db.insert(dialerCalls).values({
      spaceId: member.space.id,
      userId: member.user.id,
      direction,
      result,
      phoneNumber: '+15125550100',
      prospectPhoneNumber: '+15125550111',
      durationSeconds: seconds,
      startDate: at,
      disposition: result === 'answered' ? 'Interested' : null,
    });
  }

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    ctx.clock.set(start);
    ann = await ctx.createMember({ firstName: 'Ann', lastName: 'Caller' });
    bob = await ctx.createMember({ firstName: 'Bob', lastName: 'Dialer', space: ann.space });
    stranger = await ctx.createMember({ firstName: 'Eve', lastName: 'Elsewhere' });
    // Ann: 3 calls, 2 connected (60 s + 125 s); Bob: 1 call, not answered.
    await call({ member: ann, result: 'answered' }, 60, start);
    await call({ member: ann, result: 'answered' }, 125, new Date(start.getTime() + day));
    await call({ member: ann, result: 'busy' }, 0, new Date(start.getTime() + day));
    await call({ member: bob, result: 'no_answer' }, 0, start);
    // Not counted: a call in progress, an incoming call, a call outside the period, another workspace.
    await call({ member: ann, result: 'in_progress' }, 0, start);
    await call({ member: ann, result: 'answered' }, 300, start, 'incoming');
    await call({ member: ann, result: 'answered' }, 999, new Date(start.getTime() + 40 * day));
    await call({ member: stranger, result: 'answered' }, 77, start);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function report(member: Member, query: string) {
    const response = await ctx.api.unchecked.get('/reports/calls', { query, token: member.token });
    return { status: response.status, body: response.body as { ok: boolean; payload?: unknown } };
  }

  it('counts calls made, connected and talk time per member over the period', async () => {
    const { status, body } = await report(ann, 'from=2026-03-01&to=2026-03-10');
    expect(status).toBe(200);
    const data = CallsReportSchema.parse(body.payload);
    expect(data.totals).toEqual({ calls: 4, connected: 2, talk_seconds: 185 });
    expect(data.members).toEqual([
      { id: ann.user.id, name: 'Ann Caller', calls: 3, connected: 2, talk_seconds: 185 },
      { id: bob.user.id, name: 'Bob Dialer', calls: 1, connected: 0, talk_seconds: 0 },
    ]);
  });

  it('narrows to one member, and to the days asked', async () => {
    const bobOnly = CallsReportSchema.parse(
      (await report(ann, `from=2026-03-01&to=2026-03-10&user_id=${bob.user.id}`)).body.payload,
    );
    expect(bobOnly.members.map((row) => row.name)).toEqual(['Bob Dialer']);
    const secondDay = CallsReportSchema.parse(
      (await report(ann, 'from=2026-03-03&to=2026-03-03')).body.payload,
    );
    expect(secondDay.totals).toEqual({ calls: 2, connected: 1, talk_seconds: 125 });
  });

  it("never shows another workspace's calls, even with its member's id", async () => {
    const mine = CallsReportSchema.parse(
      (await report(stranger, 'from=2026-03-01&to=2026-03-10')).body.payload,
    );
    expect(mine.totals).toEqual({ calls: 1, connected: 1, talk_seconds: 77 });
    const theirs = CallsReportSchema.parse(
      (await report(stranger, `from=2026-03-01&to=2026-03-10&user_id=${ann.user.id}`)).body.payload,
    );
    expect(theirs.members).toEqual([]);
  });

  it('refuses a bad period with a 400', async () => {
    const backwards = await report(ann, 'from=2026-03-10&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.ok).toBe(false);
    expect((await report(ann, 'from=March')).status).toBe(400);
  });
});
