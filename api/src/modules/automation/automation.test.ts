import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import {
  automationTasks,
  campaignProspects,
  credentials,
  dialogs,
  messages,
  prospects,
  senderHealth,
  spaceMembers,
  stepExecutions,
} from '../../db/schema';
import { socialExecutor } from '../../channels/social.executor';
import {
  addProspect,
  type Campaign,
  createCampaign,
  type EngineHarness,
  engineDeps,
  stepContext,
} from './automation.test-support';

describe.each(databaseModes())('automation task protocol on %s', (mode) => {
  let ctx: TestContext;
  let owner: Member;
  let stranger: Member;
  let harness: EngineHarness;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    owner = await ctx.createMember();
    stranger = await ctx.createMember();
    harness = engineDeps(ctx);
  });

  async function queued(campaign: Campaign, overrides = {}) {
    const { prospect, campaignProspect } = await addProspect(ctx.database.db, campaign, overrides);
    const context = await stepContext(ctx.database.db, campaign, campaignProspect.id, ctx.clock.now());
    const result = await socialExecutor.execute(context, harness.deps);
    return { prospect, campaignProspect, context, result };
  }

  function claim(member: Member, body: unknown) {
    return ctx.api.unchecked.post('/automation/tasks/claim', {
      query: { space: member.space.id },
      token: member.token,
      body,
    });
  }

  function report(member: Member, taskId: string, body: unknown) {
    return ctx.api.unchecked.post('/automation/tasks/{id}/report', {
      path: { id: taskId },
      query: { space: member.space.id },
      token: member.token,
      body,
    });
  }

  describe('social executor', () => {
    it('queues one task with the rendered connection note, and never a second one for the same execution', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [
        { kind: 'connection_request', text: 'Hi {first_name}, fellow fan of {company_name}?' },
        { kind: 'send_message', text: 'Thanks for connecting, {first_name}!' },
      ]);
      const { context, result } = await queued(campaign);
      expect(result.type).toBe('pending');
      const again = await socialExecutor.execute(context, harness.deps);
      expect(again).toEqual(result);
      const rows = await ctx.database.db
        .select()
        .from(automationTasks)
        .where(eq(automationTasks.stepExecutionId, context.execution.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.payload).toMatchObject({
        text: 'Hi Ada, fellow fan of Analytical Engines?',
        prospect_name: 'Ada Lovelace',
      });
      expect(rows[0]?.payload.profile_url).toMatch(/^https:\/\/network\.example\/in\/ada-/);
    });

    it('waits with "connection note over 200" when the note is too long after placeholders are filled', async () => {
      // 200 characters written, 204 once {company_name} is filled in (190 with a shorter company).
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [
        { kind: 'connection_request', text: `${'x'.repeat(185)} {company_name}` },
      ]);
      const { result } = await queued(campaign);
      expect(result).toMatchObject({ type: 'wait', reason: 'connection_note_too_long' });
      const short = await queued(campaign, { companyName: 'ACME' });
      expect(short.result.type).toBe('pending');
    });

    it('waits with "InMail over 1900 characters" and with "not premium" for a basic sender', async () => {
      const premium = await createCampaign(
        ctx.database.db,
        owner.space.id,
        [{ kind: 'send_inmail', subject: 'Hello', text: `${'y'.repeat(1890)} {first_name}{last_name}` }],
        { accountType: 'sales_navigator' },
      );
      expect((await queued(premium)).result).toMatchObject({ type: 'wait', reason: 'inmail_too_long' });
      const basic = await createCampaign(ctx.database.db, owner.space.id, [
        { kind: 'send_inmail', subject: 'Hello', text: 'Hi {first_name}' },
      ]);
      expect((await queued(basic)).result).toMatchObject({ type: 'wait', reason: 'not_premium' });
    });

    it('skips a connection request with "already connected" for a connected prospect', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [
        { kind: 'connection_request', text: 'Hi' },
      ]);
      const { result } = await queued(campaign, { lifecycle: 'connected' });
      expect(result).toEqual({ type: 'skipped', reason: 'already_connected' });
    });

    it('skips a profile action when the prospect has no profile URL', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [{ kind: 'view_profile' }]);
      const { result } = await queued(campaign, { profileUrl: null, profileKey: null });
      expect(result).toMatchObject({ type: 'skipped', reason: 'no_actions' });
    });
  });

  describe('claim, lease and report', () => {
    it('hands a queued task out once, with a lease; an expired lease is handed out again', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [{ kind: 'view_profile' }]);
      const { result } = await queued(campaign);
      const first = await claim(owner, { credentials_id: campaign.credential.id, worker: 'cloud', max: 5 });
      expect(first.status).toBe(200);
      expect(first.payload.tasks.map((task) => task.id)).toEqual([
        result.type === 'pending' && result.taskId,
      ]);
      expect(first.payload.tasks[0]).toMatchObject({
        kind: 'view_profile',
        claimed_by: 'cloud',
        attempts: 1,
      });
      const leaseUntil = new Date(first.payload.tasks[0]?.lease_until ?? 0).getTime();
      expect(leaseUntil - ctx.clock.now().getTime()).toBe(10 * 60 * 1000);

      const second = await claim(owner, { credentials_id: campaign.credential.id, worker: 'extension' });
      expect(second.payload.tasks).toEqual([]);

      ctx.clock.advance(11 * 60 * 1000);
      const third = await claim(owner, { credentials_id: campaign.credential.id, worker: 'extension' });
      expect(third.payload.tasks).toHaveLength(1);
      expect(third.payload.tasks[0]).toMatchObject({ claimed_by: 'extension', attempts: 2 });
    });

    it('two workers claiming at once never get the same task (SKIP LOCKED)', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [{ kind: 'view_profile' }]);
      for (let index = 0; index < 4; index += 1) await queued(campaign);
      const body = { credentials_id: campaign.credential.id, worker: 'cloud', max: 3 };
      const [left, right] = await Promise.all([claim(owner, body), claim(owner, body)]);
      const ids = [...(left?.payload.tasks ?? []), ...(right?.payload.tasks ?? [])].map((task) => task.id);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
    });

    it('a heartbeat extends the lease', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [{ kind: 'follow' }]);
      await queued(campaign);
      const [task] = (await claim(owner, { credentials_id: campaign.credential.id, worker: 'cloud' })).payload
        .tasks;
      ctx.clock.advance(9 * 60 * 1000);
      const beat = await ctx.api.unchecked.post('/automation/tasks/{id}/heartbeat', {
        path: { id: task?.id },
        query: { space: owner.space.id },
        token: owner.token,
      });
      expect(new Date(beat.payload.task.lease_until ?? 0).getTime()).toBe(
        ctx.clock.now().getTime() + 600_000,
      );
      ctx.clock.advance(5 * 60 * 1000);
      const other = await claim(owner, { credentials_id: campaign.credential.id, worker: 'extension' });
      expect(other.payload.tasks).toEqual([]);
    });

    it('gives a task up after three lost leases: the step waits with "last extension task failed"', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [{ kind: 'like_posts' }]);
      const { context } = await queued(campaign);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const claimed = await claim(owner, { credentials_id: campaign.credential.id, worker: 'cloud' });
        expect(claimed.payload.tasks[0]?.attempts).toBe(attempt);
        ctx.clock.advance(11 * 60 * 1000);
      }
      const after = await claim(owner, { credentials_id: campaign.credential.id, worker: 'cloud' });
      expect(after.payload.tasks).toEqual([]);
      const [task] = await ctx.database.db
        .select()
        .from(automationTasks)
        .where(eq(automationTasks.stepExecutionId, context.execution.id));
      expect(task?.status).toBe('expired');
      const [prospectRow] = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.id, context.campaignProspect.id));
      expect(prospectRow?.waitReason).toBe('last_extension_task_failed');
    });

    it('does not hand out the task of a prospect paused after a reply', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [
        { kind: 'send_message', text: 'Hello {first_name}' },
      ]);
      const { campaignProspect } = await queued(campaign);
      await ctx.database.db
        .update(campaignProspects)
        .set({ state: 'paused', pauseReason: 'got_reply' })
        .where(eq(campaignProspects.id, campaignProspect.id));
      const claimed = await claim(owner, { credentials_id: campaign.credential.id, worker: 'cloud' });
      expect(claimed.payload.tasks).toEqual([]);
    });

    it('a report advances the prospect to the next step and keeps the sent note in the dialog', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [
        { kind: 'connection_request', text: 'Hi {first_name}' },
        { kind: 'send_message', text: 'Thanks {first_name}' },
      ]);
      const { campaignProspect, context, prospect } = await queued(campaign);
      const [task] = (await claim(owner, { credentials_id: campaign.credential.id, worker: 'cloud' })).payload
        .tasks;
      const at = ctx.clock.now().toISOString();
      const response = await report(owner, task?.id ?? '', {
        outcome: 'done',
        positive: true,
        events: [{ kind: 'connection_accepted', at }],
      });
      expect(response.status).toBe(200);
      expect(response.payload).toMatchObject({ applied: true, task: { status: 'done' } });

      const [execution] = await ctx.database.db
        .select()
        .from(stepExecutions)
        .where(eq(stepExecutions.id, context.execution.id));
      expect(execution).toMatchObject({ status: 'done', outcome: 'positive' });
      const [progress] = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.id, campaignProspect.id));
      expect(progress?.currentStepKey).toBe('s2');
      const [person] = await ctx.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
      expect(person?.lifecycle).toBe('connected');
      const [dialog] = await ctx.database.db
        .select()
        .from(dialogs)
        .where(eq(dialogs.prospectId, prospect.id));
      const sent = await ctx.database.db
        .select()
        .from(messages)
        .where(eq(messages.dialogId, dialog?.id ?? ''));
      expect(sent).toMatchObject([{ direction: 'out', kind: 'connection_request', text: 'Hi Ada' }]);

      // A repeated report of a finished task is a no-op with 200.
      const repeated = await report(owner, task?.id ?? '', { outcome: 'failed', error: 'late duplicate' });
      expect(repeated.status).toBe(200);
      expect(repeated.payload).toMatchObject({ applied: false, task: { status: 'done' } });
      const [still] = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.id, campaignProspect.id));
      expect(still?.currentStepKey).toBe('s2');
    });

    it('a reply reported with a message pauses the prospect with "got reply" and stores the message', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [
        { kind: 'send_message', text: 'Hello {first_name}' },
        { kind: 'send_message', text: 'Following up' },
      ]);
      const { campaignProspect, prospect } = await queued(campaign);
      const [task] = (await claim(owner, { credentials_id: campaign.credential.id, worker: 'extension' }))
        .payload.tasks;
      await report(owner, task?.id ?? '', {
        outcome: 'done',
        events: [{ kind: 'reply', text: 'Not interested, thanks', at: ctx.clock.now().toISOString() }],
      });
      const [progress] = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.id, campaignProspect.id));
      expect(progress).toMatchObject({ state: 'paused', pauseReason: 'got_reply' });
      const [dialog] = await ctx.database.db
        .select()
        .from(dialogs)
        .where(eq(dialogs.prospectId, prospect.id));
      expect(dialog?.isUnread).toBe(true);
      const thread = await ctx.database.db
        .select()
        .from(messages)
        .where(eq(messages.dialogId, dialog?.id ?? ''));
      expect(thread.map((message) => [message.direction, message.text])).toEqual(
        expect.arrayContaining([
          ['out', 'Hello Ada'],
          ['in', 'Not interested, thanks'],
        ]),
      );
    });

    it('a limit signal in a report lowers the sender health and does not finish the step', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [
        { kind: 'connection_request', text: '' },
      ]);
      const { context } = await queued(campaign);
      const [task] = (await claim(owner, { credentials_id: campaign.credential.id, worker: 'cloud' })).payload
        .tasks;
      const response = await report(owner, task?.id ?? '', {
        outcome: 'failed',
        signals: ['connection_limited'],
      });
      expect(response.payload.task.status).toBe('failed');
      const [health] = await ctx.database.db
        .select()
        .from(senderHealth)
        .where(eq(senderHealth.credentialId, campaign.credential.id));
      expect(health?.score).toBeLessThan(1);
      const [execution] = await ctx.database.db
        .select()
        .from(stepExecutions)
        .where(eq(stepExecutions.id, context.execution.id));
      expect(['done', 'skipped', 'failed']).not.toContain(execution?.status);
      // The retried step queues a fresh task (the failed one is history).
      const retried = await socialExecutor.execute({ ...context, now: ctx.clock.now() }, harness.deps);
      expect(retried.type).toBe('pending');
      expect(retried).not.toEqual({ type: 'pending', taskId: task?.id });
    });
  });

  describe('tenancy and input', () => {
    it("a report on another workspace's task is a 404 and changes nothing", async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [{ kind: 'view_profile' }]);
      const { result } = await queued(campaign);
      const taskId = result.type === 'pending' ? result.taskId : '';
      const response = await report(stranger, taskId, { outcome: 'done' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'Task not found' });
      const [task] = await ctx.database.db
        .select()
        .from(automationTasks)
        .where(eq(automationTasks.id, taskId));
      expect(task?.status).toBe('queued');
      const heartbeat = await ctx.request(
        `/api/automation/tasks/${taskId}/heartbeat?space=${stranger.space.id}`,
        {
          method: 'POST',
          token: stranger.token,
        },
      );
      expect(heartbeat.status).toBe(404);
    });

    it("claiming another workspace's credential is a 404; so is one a worker member may not use", async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [{ kind: 'view_profile' }]);
      await queued(campaign);
      const foreign = await claim(stranger, { credentials_id: campaign.credential.id, worker: 'cloud' });
      expect(foreign.status).toBe(404);
      const worker = await ctx.createMember({ space: owner.space, isAdmin: false });
      const hidden = await claim(worker, { credentials_id: campaign.credential.id, worker: 'cloud' });
      expect(hidden.status).toBe(404);
      await ctx.database.db
        .update(spaceMembers)
        .set({ availableCredentials: [campaign.credential.id] })
        .where(eq(spaceMembers.userId, worker.user.id));
      const allowed = await claim(worker, { credentials_id: campaign.credential.id, worker: 'cloud' });
      expect(allowed.status).toBe(200);
      expect(allowed.payload.tasks).toHaveLength(1);
    });

    it('refuses a bad body with 400 and a missing token with 401', async () => {
      const bad = await claim(owner, { credentials_id: 'nope', worker: 'robot' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        ok: false,
        // The schema's message names the field, and the 400 names it again (as before the contract).
        error:
          'credentials_id: credentials_id: Invalid id; worker: Invalid option: expected one of "cloud"|"extension"',
      });
      // The body is checked before the task is looked up (the contract's order): no existence is told.
      const badReport = await report(owner, '00000000-0000-4000-8000-000000000000', { outcome: 'maybe' });
      expect(badReport.status).toBe(400);
      expect(badReport.body).toEqual({
        ok: false,
        error: 'outcome: Invalid option: expected one of "done"|"failed"',
      });
      const unknownTask = await report(owner, '00000000-0000-4000-8000-000000000000', { outcome: 'done' });
      expect(unknownTask.body).toEqual({ ok: false, error: 'Task not found' });
      expect((await report(owner, 'not-an-id', { outcome: 'done' })).body).toEqual({
        ok: false,
        error: 'Task not found',
      });
      const badEvent = await ctx.request(`/api/automation/events?space=${owner.space.id}`, {
        method: 'POST',
        token: owner.token,
        body: { credentials_id: 'nope', prospect_id: 'nope', kind: 'reply', at: 'yesterday' },
      });
      expect(badEvent.status).toBe(400);
      expect(badEvent.body).toEqual({
        ok: false,
        error:
          'at: Invalid ISO datetime; credentials_id: credentials_id: Invalid id; prospect_id: prospect_id: Invalid id',
      });
      const anonymous = await ctx.request('/api/automation/tasks/claim', { method: 'POST', body: {} });
      expect(anonymous.status).toBe(401);
    });

    it('accepts an inbound reply without a task (a worker watching the inbox) for its own prospect only', async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [{ kind: 'view_profile' }]);
      const { prospect, campaignProspect } = await addProspect(ctx.database.db, campaign);
      const body = {
        credentials_id: campaign.credential.id,
        prospect_id: prospect.id,
        kind: 'reply',
        text: 'Hi!',
        at: ctx.clock.now().toISOString(),
      };
      const foreign = await ctx.request(`/api/automation/events?space=${stranger.space.id}`, {
        method: 'POST',
        token: stranger.token,
        body,
      });
      expect(foreign.status).toBe(404);
      const response = await ctx.request(`/api/automation/events?space=${owner.space.id}`, {
        method: 'POST',
        token: owner.token,
        body,
      });
      expect(response.status).toBe(200);
      const [progress] = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.id, campaignProspect.id));
      expect(progress).toMatchObject({ state: 'paused', pauseReason: 'got_reply' });
    });

    it("counts the sender's unread dialogs, not its replies: a second reply to an unread dialog adds nothing", async () => {
      const campaign = await createCampaign(ctx.database.db, owner.space.id, [{ kind: 'view_profile' }]);
      const first = await addProspect(ctx.database.db, campaign);
      const second = await addProspect(ctx.database.db, campaign);
      const reply = (prospectId: string, text: string) =>
        ctx.request(`/api/automation/events?space=${owner.space.id}`, {
          method: 'POST',
          token: owner.token,
          body: {
            credentials_id: campaign.credential.id,
            prospect_id: prospectId,
            kind: 'reply',
            text,
            at: ctx.clock.now().toISOString(),
          },
        });
      const unread = async () =>
        (
          await ctx.database.db
            .select({ unreadCount: credentials.unreadCount })
            .from(credentials)
            .where(eq(credentials.id, campaign.credential.id))
        )[0]?.unreadCount;
      expect((await reply(first.prospect.id, 'Hi!')).status).toBe(200);
      expect((await reply(first.prospect.id, 'Are you there?')).status).toBe(200);
      expect(await unread()).toBe(1);
      expect((await reply(second.prospect.id, 'Hello')).status).toBe(200);
      expect(await unread()).toBe(2);
    });
  });
});
