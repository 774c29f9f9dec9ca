/**
 * A deal's timeline (issue 28: a booked meeting shows on the deal): the deal's prospect's
 * `meet_booked` events as the Calendly module logs them, in the deal's workspace only.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { prospects, spaces } from '../../db/schema';
import type { OutreachEvent } from '../../platform/outreach-events';
import { logEvent } from '../activity/event-log';

describe.each(databaseModes())('deal timeline on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  async function crmMember(): Promise<Member> {
    const member = await ctx.createMember();
    await ctx.database.db.update(spaces).set({ tier: 'basic' }).where(eq(spaces.id, member.space.id));
    return member;
  }

  async function addProspect(who: Member, email: string) {
    const [row] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: who.space.id, firstName: 'Ada', fullName: 'Ada Lovelace', workEmail: email })
      .returning();
    if (!row) throw new Error('no prospect');
    return row.id;
  }

  async function addDeal(who: Member, prospectId: string | null) {
    const stages = (await ctx.api.get('/integrations/crm/default/stages', { query: {}, token: who.token }))
      .payload;
    const stage = stages[0];
    if (!stage) throw new Error('no stage');
    return (
      await ctx.api.post('/integrations/crm/default/deals', {
        token: who.token,
        body: { name: 'Deal', crm_stage: stage._id, ...(prospectId ? { prospect_id: prospectId } : {}) },
      })
    ).payload;
  }

  /** What the Calendly module emits on a booking (calendly.service.ts), as the event log keeps it. */
  const booking = (who: Member, prospectId: string | null, at: Date, data: Record<string, unknown>) =>
    logEvent(ctx.database.db, {
      name: 'meet_booked',
      spaceId: who.space.id,
      prospectId,
      workflowId: null,
      credentialId: null,
      at,
      data: { source: 'calendly', ...data },
    } satisfies OutreachEvent);

  const timeline = (who: Member, id: string) =>
    ctx.api.get('/integrations/crm/default/deals/{id}/timeline', { path: { id }, token: who.token });

  it("lists the prospect's booked meetings, newest first, with the event name and start", async () => {
    const member = await crmMember();
    const ada = await addProspect(member, 'ada@engines.test');
    const other = await addProspect(member, 'bob@engines.test');
    const deal = await addDeal(member, ada);
    const first = new Date('2026-03-02T10:00:00.000Z');
    const second = new Date('2026-03-05T15:30:00.000Z');
    await booking(member, ada, first, { event_name: null, start_time: null });
    await booking(member, ada, second, { event_name: 'Intro call', start_time: '2026-03-09T14:00:00.000Z' });
    await booking(member, other, second, { event_name: 'Not hers', start_time: null });
    // Another event of the prospect is not a meeting.
    await logEvent(ctx.database.db, {
      name: 'got_reply',
      spaceId: member.space.id,
      prospectId: ada,
      workflowId: null,
      credentialId: null,
      at: second,
      data: {},
    });
    const response = await timeline(member, deal._id);
    expect(response.status).toBe(200);
    expect(response.payload).toEqual([
      {
        _id: expect.any(String),
        kind: 'meeting_booked',
        at: second.toISOString(),
        event_name: 'Intro call',
        start_time: '2026-03-09T14:00:00.000Z',
      },
      {
        _id: expect.any(String),
        kind: 'meeting_booked',
        at: first.toISOString(),
        event_name: null,
        start_time: null,
      },
    ]);
  });

  it('a deal without a prospect has an empty timeline', async () => {
    const member = await crmMember();
    await booking(member, null, ctx.clock.now(), { event_name: 'Someone' });
    const deal = await addDeal(member, null);
    expect((await timeline(member, deal._id)).payload).toEqual([]);
  });

  it("another workspace's deal answers 404, and its meetings never show here", async () => {
    const a = await crmMember();
    const b = await crmMember();
    const ada = await addProspect(a, 'ada@a.test');
    const deal = await addDeal(a, ada);
    // b logs an event naming a's prospect id: a's deal does not list it.
    await booking(b, ada, ctx.clock.now(), { event_name: 'Elsewhere' });
    expect((await timeline(a, deal._id)).payload).toEqual([]);
    const foreign = await ctx.api.unchecked.get('/integrations/crm/default/deals/{id}/timeline', {
      path: { id: deal._id },
      token: b.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ ok: false, error: 'Deal not found' });
    const bad = await ctx.api.unchecked.get('/integrations/crm/default/deals/{id}/timeline', {
      path: { id: 'nope' },
      token: a.token,
    });
    expect(bad.status).toBe(404);
  });
});
