import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext, createTestContext } from '../../../test/helpers';
import { campaignProspects, stepExecutions, workflows } from '../../db/schema';
import { silentLogger } from '../../logger';
import type { EngineDeps } from '../../engine/contracts';
import { ApprovalDecisionSchema, ForecastSchema } from '../../engine/engine.schema';
import { createOutreachEvents } from '../../platform/outreach-events';
import { activateCampaign } from '../workflows/campaign-activation';
import { tick } from '../../engine/scheduler';
import { addToCampaign, makeCampaign, makeCredential, makeProspect } from '../../engine/test-fixtures';

describe.each(databaseModes())('engine routes on %s', (mode) => {
  let ctx: TestContext;
  let alice: Member;
  let bob: Member;
  let deps: EngineDeps;
  beforeEach(async () => {
    ctx = await createTestContext({ mode });
    alice = await ctx.createMember();
    bob = await ctx.createMember();
    deps = {
      db: ctx.database.db,
      clock: ctx.clock,
      logger: silentLogger,
      realtime: ctx.realtime,
      events: createOutreachEvents(),
      publicUrl: 'http://localhost',
      engine: { workWeekends: true, spacingMinSeconds: 0, spacingMaxSeconds: 0 },
    };
  });
  afterEach(async () => {
    await ctx.close();
  });

  async function approvalCampaign(count: number) {
    const db = ctx.database.db;
    const sender = await makeCredential(db, alice.space.id);
    const { workflow } = await makeCampaign(
      db,
      alice.space.id,
      [
        { key: 'a', kind: 'send_message', requiresApproval: true },
        { key: 'b', kind: 'view_profile' },
      ],
      { senders: [sender], status: 'draft' },
    );
    const rows = [];
    for (let i = 0; i < count; i += 1)
      rows.push(
        await addToCampaign(db, workflow, await makeProspect(db, alice.space.id, { fullName: `P${i}` })),
      );
    await db.update(workflows).set({ status: 'active' }).where(eq(workflows.id, workflow.id));
    await activateCampaign(deps, workflow.id);
    return { rows, sender };
  }

  const approve = (id: string, action: string, member = alice) =>
    ctx.api.unchecked.post('/engine/approvals/{campaignProspectId}', {
      path: { campaignProspectId: id },
      query: { space: member.space.id },
      token: member.token,
      body: { action },
    });

  it('a step that requires approval waits for it; approve lets it run', async () => {
    const { rows } = await approvalCampaign(1);
    const id = rows[0]?.id ?? '';
    const first = await tick(deps, async () => {});
    expect(first.claimed).toBe(0);
    const [waiting] = await ctx.database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.id, id));
    expect(waiting).toMatchObject({ approvalState: 'awaiting_approval', nextStepAt: null });
    const response = await approve(id, 'approve');
    expect(response.payload).toMatchObject({ approval_state: 'approved', step_key: 'a' });
    expect(ApprovalDecisionSchema.parse(response.payload)).toEqual(response.payload);
    expect((await tick(deps, async () => {})).claimed).toBe(1);
  });

  it('hold keeps the step waiting; cancel shows it as skipped and moves on', async () => {
    const { rows } = await approvalCampaign(1);
    const id = rows[0]?.id ?? '';
    await tick(deps, async () => {});
    expect((await approve(id, 'hold')).payload.approval_state).toBe('hold');
    ctx.clock.advance(60 * 60 * 1000);
    expect((await tick(deps, async () => {})).claimed).toBe(0);
    const canceled = await approve(id, 'cancel');
    expect(canceled.payload).toMatchObject({ step_key: 'b', approval_state: null });
    const [execution] = await ctx.database.db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.campaignProspectId, id));
    expect(execution).toMatchObject({ stepKey: 'a', status: 'skipped', skipReason: 'approval_canceled' });
  });

  it('refuses a decision on a step that is not waiting, and a bad action', async () => {
    const { rows } = await approvalCampaign(1);
    const id = rows[0]?.id ?? '';
    const early = await approve(id, 'approve');
    expect(early.payload.approval_state).toBe('approved');
    const again = await approve(id, 'approve');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ ok: false, error: 'This step is not waiting for approval' });
    const bad = await approve(id, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, error: 'action: action must be approve, hold or cancel' });
    const notId = await approve('nope', 'approve');
    expect(notId.status).toBe(404);
  });

  it("another workspace's member can not decide on this workspace's prospects", async () => {
    const { rows } = await approvalCampaign(1);
    const id = rows[0]?.id ?? '';
    await tick(deps, async () => {});
    const response = await approve(id, 'approve', bob);
    expect(response.status).toBe(404);
    const [row] = await ctx.database.db.select().from(campaignProspects).where(eq(campaignProspects.id, id));
    expect(row?.approvalState).toBe('awaiting_approval');
    const foreign = await ctx.request(`/api/engine/approvals/${id}?space=${alice.space.id}`, {
      token: bob.token,
      method: 'POST',
      body: { action: 'approve' },
    });
    expect(foreign.status).toBe(403);
  });

  it("forecasts a sender's next 24 hours with caps, work hours and plain reasons", async () => {
    const db = ctx.database.db;
    // 09:00 UTC = 04:00 in New York: outside work hours until 14:00 UTC.
    const sender = await makeCredential(db, alice.space.id, {
      timezone: 'America/New_York',
      workHoursStart: 9,
      workHoursEnd: 17,
    });
    const { workflow } = await makeCampaign(db, alice.space.id, [{ key: 'a', kind: 'connection_request' }], {
      senders: [sender],
    });
    for (let i = 0; i < 25; i += 1) {
      await addToCampaign(db, workflow, await makeProspect(db, alice.space.id, { fullName: `F${i}` }), {
        state: 'active',
        credentialId: sender.id,
        currentStepKey: 'a',
        nextStepAt: ctx.clock.now(),
      });
    }
    const response = await ctx.api.get('/engine/forecast', {
      query: { space: alice.space.id, credentials_id: sender.id },
      token: alice.token,
    });
    const [forecast] = response.payload.senders;
    expect(forecast?.reasons).toContain('Paused until Mon 09:00 America/New_York (outside work hours)');
    expect(forecast?.reasons).toContain('20 connection requests left today');
    expect(forecast?.caps.find((cap) => cap.action_kind === 'connection_request')).toMatchObject({
      daily_cap: 20,
      remaining_today: 20,
      weekly_cap: 100,
    });
    expect(forecast?.hours).toHaveLength(24);
    const planned = forecast?.hours.map((hour) => hour.planned.connection_request ?? 0) ?? [];
    // Nothing before 14:00 UTC (hour 5), then at most 20 in the day.
    expect(planned.slice(0, 5).every((count) => count === 0)).toBe(true);
    expect(planned.reduce((sum, count) => sum + count, 0)).toBe(20);

    const all = await ctx.api.get('/engine/forecast', {
      query: { space: alice.space.id },
      token: alice.token,
    });
    expect(all.payload.senders.map((item) => item.credential_id)).toEqual([sender.id]);
    // Exactly the declared EngineForecast: parsing strips what the schema does not name.
    expect(ForecastSchema.parse(response.payload)).toEqual(response.payload);
  });

  it("works weekends by the sender's own Limits choice; the server variable is only the default it shows", async () => {
    const db = ctx.database.db;
    // Saturday 10 January 2026, 10:00 UTC; the app's default (ENGINE_WORK_WEEKENDS unset) is weekdays only.
    ctx.clock.set('2026-01-10T10:00:00.000Z');
    const sender = await makeCredential(db, alice.space.id, { workHoursStart: 9, workHoursEnd: 17 });
    const { workflow } = await makeCampaign(db, alice.space.id, [{ key: 'a', kind: 'view_profile' }], {
      senders: [sender],
    });
    const row = await addToCampaign(
      db,
      workflow,
      await makeProspect(db, alice.space.id, { fullName: 'Sat' }),
      {
        state: 'active',
        credentialId: sender.id,
        currentStepKey: 'a',
        nextStepAt: ctx.clock.now(),
      },
    );
    const weekdaysOnly = { ...deps, engine: { ...deps.engine, workWeekends: false } };
    const forecastOf = async () =>
      (
        await ctx.api.get('/engine/forecast', {
          query: { space: alice.space.id, credentials_id: sender.id },
          token: alice.token,
        })
      ).payload.senders[0];
    const limits = async () =>
      (await ctx.api.get('/credentials/{id}/fetch', { path: { id: sender.id }, token: alice.token })).payload;

    // Not chosen: the default applies and says so; the next working moment is Monday 09:00.
    expect(await limits()).toMatchObject({ work_weekends: false, work_weekends_default: false });
    const paused = await forecastOf();
    expect(paused?.work_window.start).toBe('2026-01-12T09:00:00.000Z');
    expect(paused?.reasons).toContain('Paused until Mon 09:00 UTC (outside work hours)');

    // The sender's own choice in the Limits tab: it works this Saturday, the engine and its forecast alike.
    const saved = await ctx.api.post('/credentials/{id}/update', {
      path: { id: sender.id },
      body: { work_weekends: true },
      token: alice.token,
    });
    expect(saved.payload).toMatchObject({ work_weekends: true, work_weekends_default: false });
    const working = await forecastOf();
    expect(working?.work_window.start).toBe('2026-01-10T09:00:00.000Z');
    expect(working?.hours[0]?.working).toBe(true);
    expect((await tick(weekdaysOnly, async () => {})).claimed).toBe(1);
    const [claimed] = await db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.campaignProspectId, row.id));
    expect(claimed?.actionKind).toBe('profile_view');

    // null gives the choice back to the default.
    await ctx.api.post('/credentials/{id}/update', {
      path: { id: sender.id },
      body: { work_weekends: null },
      token: alice.token,
    });
    expect(await limits()).toMatchObject({ work_weekends: false });
    const refused = await ctx.api.unchecked.post('/credentials/{id}/update', {
      path: { id: sender.id },
      body: { work_weekends: 'yes' },
      token: alice.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      ok: false,
      error: 'work_weekends: work_weekends must be true, false or null',
    });
  });

  it('forecasts with the engine settings of the app (ENGINE_WORK_WEEKENDS, spacing), not the defaults', async () => {
    const tuned = await createTestContext({
      mode,
      engine: { workWeekends: true, spacingMinSeconds: 1800, spacingMaxSeconds: 1800 },
    });
    try {
      const plannedOn = async (context: TestContext) => {
        // Saturday 10 January 2026, 09:00 UTC.
        context.clock.set('2026-01-10T09:00:00.000Z');
        const member = await context.createMember();
        const db = context.database.db;
        const sender = await makeCredential(db, member.space.id);
        const { workflow } = await makeCampaign(db, member.space.id, [{ key: 'a', kind: 'view_profile' }], {
          senders: [sender],
        });
        for (let i = 0; i < 10; i += 1) {
          await addToCampaign(db, workflow, await makeProspect(db, member.space.id, { fullName: `W${i}` }), {
            state: 'active',
            credentialId: sender.id,
            currentStepKey: 'a',
            nextStepAt: context.clock.now(),
          });
        }
        const response = await context.api.get('/engine/forecast', {
          query: { space: member.space.id, credentials_id: sender.id },
          token: member.token,
        });
        const [forecast] = response.payload.senders;
        return {
          working: forecast?.hours[0]?.working,
          planned: forecast?.hours.slice(0, 6).map((hour) => hour.planned.profile_view ?? 0),
          reasons: forecast?.reasons,
        };
      };
      // Defaults: the weekend is off.
      const usual = await plannedOn(ctx);
      expect(usual.working).toBe(false);
      expect(usual.planned).toEqual([0, 0, 0, 0, 0, 0]);
      expect(usual.reasons).toContain('Paused until Mon 00:00 UTC (outside work hours)');
      // Weekends worked, one action every 30 minutes: two an hour.
      const weekend = await plannedOn(tuned);
      expect(weekend.working).toBe(true);
      expect(weekend.planned).toEqual([2, 2, 2, 2, 2, 0]);
    } finally {
      await tuned.close();
    }
  });

  it("refuses the forecast of another workspace's sender", async () => {
    const sender = await makeCredential(ctx.database.db, alice.space.id);
    const response = await ctx.request(
      `/api/engine/forecast?space=${bob.space.id}&credentials_id=${sender.id}`,
      {
        token: bob.token,
      },
    );
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ ok: false, error: 'Credentials not found' });
    const bad = await ctx.request(`/api/engine/forecast?space=${alice.space.id}&credentials_id=x`, {
      token: alice.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, error: 'credentials_id: credentials_id must be an account id' });
  });
});
