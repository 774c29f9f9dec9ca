/**
 * A booked meeting, end to end (issue 28: "a booked meeting ends the sequence and shows on the
 * thread, the deal and the dashboard"): a Calendly booking through the scheduling sandbox (signed
 * and delivered through the webhook like a real one) pauses the prospect's campaign as
 * meeting_booked, adds "Meeting booked" to the deal's timeline and a meet_booked event to the
 * dashboard's feed, in the booking's workspace only.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { campaignProspects, prospects, spaces, workflows } from '../../db/schema';

describe.each(databaseModes())('a booked meeting on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  /** A member (CRM in its plan) whose Calendly is connected through the sandbox's authorise page. */
  async function connectedMember(): Promise<Member> {
    const member = await ctx.createMember();
    await ctx.database.db.update(spaces).set({ tier: 'basic' }).where(eq(spaces.id, member.space.id));
    const begun = await ctx.api.post('/integrations/calendly/connect', { token: member.token });
    const url = new URL(begun.payload.url);
    const cookie = (begun.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const authorised = await ctx.app.request(`${url.pathname}${url.search}`);
    const back = new URL(authorised.headers.get('location') ?? '');
    const landed = await ctx.app.request(`${back.pathname}${back.search}`, { headers: { Cookie: cookie } });
    expect(landed.status).toBe(302);
    expect(new URL(landed.headers.get('location') ?? '', 'http://x').searchParams.get('error')).toBeNull();
    return member;
  }

  /** A prospect of the member's workspace running in a campaign, with a deal; their ids. */
  async function prospectInCampaign(member: Member, email: string) {
    const db = ctx.database.db;
    const [prospect] = await db
      .insert(prospects)
      .values({
        spaceId: member.space.id,
        firstName: 'Dana',
        fullName: 'Dana Scully',
        workEmail: email,
        emailKey: email,
      })
      .returning();
    const [workflow] = await db
      .insert(workflows)
      .values({ spaceId: member.space.id, name: 'Founders in Lyon', status: 'active' })
      .returning();
    if (!prospect || !workflow) throw new Error('no fixture');
    const [running] = await db
      .insert(campaignProspects)
      .values({
        spaceId: member.space.id,
        workflowId: workflow.id,
        prospectId: prospect.id,
        state: 'active',
        currentStepKey: 'first',
        nextStepAt: ctx.clock.now(),
      })
      .returning();
    const stages = (await ctx.api.get('/integrations/crm/default/stages', { query: {}, token: member.token }))
      .payload;
    const deal = (
      await ctx.api.post('/integrations/crm/default/deals', {
        token: member.token,
        body: { name: 'Dana deal', crm_stage: stages[0]?._id ?? '', prospect_id: prospect.id },
      })
    ).payload;
    if (!running) throw new Error('no campaign prospect');
    return { prospectId: prospect.id, campaignProspectId: running.id, dealId: deal._id };
  }

  async function campaignProspect(id: string) {
    const [row] = await ctx.database.db.select().from(campaignProspects).where(eq(campaignProspects.id, id));
    return row;
  }

  it('pauses the campaign, shows on the deal and in the dashboard feed', async () => {
    const member = await connectedMember();
    const email = `dana-${Math.random().toString(36).slice(2, 8)}@reachly.test`;
    const dana = await prospectInCampaign(member, email);

    const booked = await ctx.api.post('/integrations/calendly/sandbox/book', {
      token: member.token,
      body: { email: email.toUpperCase(), name: 'Dana Scully' },
    });
    expect(booked.status).toBe(200);

    expect(await campaignProspect(dana.campaignProspectId)).toMatchObject({
      state: 'paused',
      pauseReason: 'meeting_booked',
      nextStepAt: null,
    });

    const timeline = await ctx.api.get('/integrations/crm/default/deals/{id}/timeline', {
      path: { id: dana.dealId },
      token: member.token,
    });
    expect(timeline.payload).toHaveLength(1);
    expect(timeline.payload[0]).toMatchObject({ kind: 'meeting_booked', at: ctx.clock.now().toISOString() });

    const feed = await ctx.api.get('/dashboard/activity', {
      query: { names: 'meet_booked' },
      token: member.token,
    });
    expect(feed.payload.items).toHaveLength(1);
    expect(feed.payload.items[0]).toMatchObject({
      event: 'meet_booked',
      prospect_id: dana.prospectId,
      data: { prospect: expect.objectContaining({ full_name: 'Dana Scully' }), source: 'calendly' },
    });
  });

  it("another workspace's booking of the same address leaves this workspace's prospect and deal alone", async () => {
    const member = await connectedMember();
    const stranger = await connectedMember();
    const email = `dana-${Math.random().toString(36).slice(2, 8)}@reachly.test`;
    const dana = await prospectInCampaign(member, email);
    await ctx.api.post('/integrations/calendly/sandbox/book', { token: stranger.token, body: { email } });
    expect(await campaignProspect(dana.campaignProspectId)).toMatchObject({
      state: 'active',
      pauseReason: null,
    });
    const timeline = await ctx.api.get('/integrations/crm/default/deals/{id}/timeline', {
      path: { id: dana.dealId },
      token: member.token,
    });
    expect(timeline.payload).toEqual([]);
    const feed = await ctx.api.get('/dashboard/activity', { query: {}, token: member.token });
    expect(feed.payload.items.filter((item) => item.event === 'meet_booked')).toEqual([]);
  });
});
