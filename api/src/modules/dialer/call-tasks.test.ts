import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../test/helpers';
import { insertPhone, sandboxVoice } from '../../../test/dialer';
import { useTestContext } from '../../../test/use-context';
import { internalExecutor } from '../../channels/internal.executor';
import { dialerAccounts } from '../../db/schema';
import {
  addProspect,
  createCampaign,
  type EngineHarness,
  engineDeps,
  stepContext,
} from '../automation/automation.test-support';
import { grantCredits } from '../credits';
import { callUpdatesOf } from './call-updates.test-support';

describe.each(databaseModes())('calls doing call tasks on %s', (mode) => {
  let ctx: TestContext;
  let harness: EngineHarness;
  let sandbox: TestClient;
  let admin: Member;
  let outsider: Member;
  let adminPhone: string;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    harness = engineDeps(ctx);
    sandbox = opened.withApp({
      voice: sandboxVoice(),
      realtime: opened.realtime,
    });
    admin = await opened.createMember({ tier: 'scale', isAdmin: true });
    outsider = await opened.createMember({ tier: 'scale', isAdmin: true });
    for (const member of [admin, outsider]) {
      await ctx.database.db
        .insert(dialerAccounts)
        .values({ spaceId: member.space.id, activatedAt: ctx.clock.now() });
      await grantCredits(ctx.database.db, {
        spaceId: member.space.id,
        amount: 100,
        kind: 'manual',
        idempotencyKey: `call-tasks-${member.space.id}`,
      });
    }
    adminPhone = await insertPhone(ctx, admin, '+15125550121');
  });

  /** A campaign's call step run for a new prospect of `member` with `phone`: their open call task. */
  async function callTask(member: Member, phone: string) {
    const campaign = await createCampaign(ctx.database.db, member.space.id, [
      { kind: 'make_call', text: 'Ask about the renewal' },
    ]);
    const added = await addProspect(ctx.database.db, campaign, { phone });
    const context = await stepContext(ctx.database.db, campaign, added.campaignProspect.id, ctx.clock.now());
    const result = await internalExecutor.execute(context, harness.deps);
    expect(result).toMatchObject({ type: 'done', outcome: 'positive' });
    return {
      prospectId: added.prospect.id,
      taskId: String(result.type === 'done' && result.detail?.task_id),
    };
  }

  async function taskStatus(member: Member, taskId: string) {
    const page = await sandbox.api.get('/tasks', { query: { status: 'all' }, token: member.token });
    return page.payload.items.find((task) => task._id === taskId)?.status;
  }

  async function call(prospectId: string, result: 'answered' | 'no_answer' | 'voicemail', to: string) {
    const started = await sandbox.api.post('/dialer/calls', {
      token: admin.token,
      body: { phone_id: adminPhone, to, prospect_id: prospectId },
    });
    const id = started.payload.id;
    ctx.clock.advance(30_000);
    const duration = result === 'answered' ? 30 : 0;
    await sandbox.api.put('/dialer/calls/{id}', {
      path: { id },
      token: admin.token,
      body: { result, duration_seconds: duration },
    });
    return id;
  }

  it('an answered call with the prospect does their open call task; one that reached nobody leaves it open', async () => {
    const { prospectId, taskId } = await callTask(admin, '+1 415 555 0131');
    const foreign = await callTask(outsider, '+1 415 555 0131');
    expect(await taskStatus(admin, taskId)).toBe('open');

    await call(prospectId, 'no_answer', '+14155550131');
    await call(prospectId, 'voicemail', '+14155550131');
    expect(await taskStatus(admin, taskId)).toBe('open');

    const from = ctx.realtime.events.length;
    const answered = await call(prospectId, 'answered', '+14155550131');
    expect(await taskStatus(admin, taskId)).toBe('done');
    const page = await sandbox.api.get('/tasks', { query: { status: 'done' }, token: admin.token });
    expect(page.payload.items.find((task) => task._id === taskId)?.completed_at).toBe(
      ctx.clock.now().toISOString(),
    );
    // Another workspace's task for the same number stays open.
    expect(await taskStatus(outsider, foreign.taskId)).toBe('open');
    // The browser hears of the ended call, with its thread.
    expect(callUpdatesOf(ctx.realtime.events, answered, from)).toEqual([
      {
        spaceId: admin.space.id,
        call_id: answered,
        prospect_id: prospectId,
        dialog_id: null,
        status: 'in_progress',
      },
      {
        spaceId: admin.space.id,
        call_id: answered,
        prospect_id: prospectId,
        dialog_id: expect.any(String),
        status: 'answered',
      },
    ]);
  });
});
