/**
 * A booked meeting ends the prospect's campaign sequences (issue 28 "a booked meeting ends the
 * sequence"): markMeetingBooked pauses them with the spec's "Calendly meeting booked" reason, in
 * the booking's workspace only, once.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProspect } from '../../../../test/ai-employees';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../../test/helpers';
import { type CampaignProspectState, campaignProspects, prospects, workflows } from '../../../db/schema';
import { markMeetingBooked } from './calendly';

let ctx: TestContext;
let a: Member;
let b: Member;

async function campaignWith(spaceId: string, prospectId: string, state: CampaignProspectState) {
  const [workflow] = await ctx.database.db
    .insert(workflows)
    .values({ spaceId, name: `Campaign ${state}`, status: 'active' })
    .returning();
  if (!workflow) throw new Error('no workflow');
  const [row] = await ctx.database.db
    .insert(campaignProspects)
    .values({
      spaceId,
      workflowId: workflow.id,
      prospectId,
      state,
      currentStepKey: state === 'finished' ? null : 'first',
      nextStepAt: state === 'finished' ? null : ctx.clock.now(),
      pauseReason: state === 'paused' ? 'got_reply' : null,
    })
    .returning();
  if (!row) throw new Error('no campaign prospect');
  return row.id;
}

async function rowsOf(ids: string[]) {
  const rows = await ctx.database.db
    .select()
    .from(campaignProspects)
    .where(inArray(campaignProspects.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

describe.each(databaseModes())('a booked meeting and the sequence on %s', (mode) => {
  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    a = await ctx.createMember({ tier: 'unlimited', isAdmin: true });
    b = await ctx.createMember({ tier: 'unlimited', isAdmin: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('pauses every running campaign of the prospect as meeting_booked, once', async () => {
    const prospectId = await insertProspect(ctx, a.space.id);
    const [prospect] = await ctx.database.db.select().from(prospects).where(eq(prospects.id, prospectId));
    const active = await campaignWith(a.space.id, prospectId, 'active');
    const pending = await campaignWith(a.space.id, prospectId, 'pending');
    const replied = await campaignWith(a.space.id, prospectId, 'paused');
    const finished = await campaignWith(a.space.id, prospectId, 'finished');
    const excluded = await campaignWith(a.space.id, prospectId, 'excluded');
    const other = await insertProspect(ctx, a.space.id);
    const otherActive = await campaignWith(a.space.id, other, 'active');
    const bookedAt = ctx.clock.now();

    // No AI employee talked to her: no conversation ends, the sequences stop all the same.
    const ended = await markMeetingBooked(ctx.database.db, {
      spaceId: a.space.id,
      prospectEmail: prospect?.workEmail?.toUpperCase(),
      at: bookedAt,
    });
    expect(ended).toEqual([]);
    let rows = await rowsOf([active, pending, replied, finished, excluded, otherActive]);
    for (const id of [active, pending, replied])
      expect(rows.get(id)).toMatchObject({
        state: 'paused',
        pauseReason: 'meeting_booked',
        nextStepAt: null,
        updatedAt: bookedAt,
      });
    expect(rows.get(finished)).toMatchObject({ state: 'finished', pauseReason: null });
    expect(rows.get(excluded)).toMatchObject({ state: 'excluded', pauseReason: null });
    expect(rows.get(otherActive)).toMatchObject({ state: 'active', pauseReason: null });

    // Delivered again later: nothing changes (the first pause is the one that stays).
    ctx.clock.advance(60_000);
    await markMeetingBooked(ctx.database.db, { spaceId: a.space.id, prospectId, at: ctx.clock.now() });
    rows = await rowsOf([active, pending, replied]);
    for (const id of [active, pending, replied]) expect(rows.get(id)?.updatedAt).toEqual(bookedAt);
  });

  it("another workspace's booking leaves this workspace's prospect running", async () => {
    const prospectId = await insertProspect(ctx, a.space.id);
    const [prospect] = await ctx.database.db.select().from(prospects).where(eq(prospects.id, prospectId));
    const active = await campaignWith(a.space.id, prospectId, 'active');
    await markMeetingBooked(ctx.database.db, { spaceId: b.space.id, prospectId, at: ctx.clock.now() });
    await markMeetingBooked(ctx.database.db, {
      spaceId: b.space.id,
      prospectEmail: prospect?.workEmail,
      at: ctx.clock.now(),
    });
    expect((await rowsOf([active])).get(active)).toMatchObject({ state: 'active', pauseReason: null });
  });
});
