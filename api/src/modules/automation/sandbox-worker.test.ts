import { eq } from 'drizzle-orm';
import { sandboxPeople, scriptedSandboxPerson } from '../../providers/social-network/sandbox-people';
import { describe, expect, it, vi } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import {
  automationTasks,
  campaignProspects,
  dialogs,
  messages,
  prospects,
  sandboxInbound,
  senderHealth,
  stepExecutions,
} from '../../db/schema';
import { claimTasks } from './automation.service';
import {
  addProspect,
  type Campaign,
  createCampaign,
  type EngineHarness,
  engineDeps,
  type StepSpec,
  stepContext,
} from './automation.test-support';
import { socialExecutor } from '../../channels/social.executor';
import {
  defaultSandboxSettings,
  runSandboxWorkerOnce,
  type SandboxSettings,
  sandboxLimit,
  sandboxRoll,
  sandboxSettingsFromEnv,
  startSandboxWorker,
} from './sandbox-worker';

const always: SandboxSettings = {
  ...defaultSandboxSettings,
  acceptanceRate: 1,
  replyRate: 0,
  limitRate: 0,
  acceptanceDelayMs: 60_000,
  replyDelayMs: 120_000,
};

describe('sandbox settings', () => {
  it('reads rates and delays from the environment, ignoring values out of range', () => {
    const settings = sandboxSettingsFromEnv({
      SANDBOX_ACCEPTANCE_RATE: '0.9',
      SANDBOX_REPLY_RATE: '2',
      SANDBOX_LIMIT_RATE: '0',
      SANDBOX_REPLY_DELAY_SECONDS: '30',
      SANDBOX_SEED: 'demo',
    });
    expect(settings).toMatchObject({
      acceptanceRate: 0.9,
      replyRate: defaultSandboxSettings.replyRate,
      limitRate: 0,
      replyDelayMs: 30_000,
      seed: 'demo',
    });
  });

  it('decides the same way for the same task and seed', () => {
    expect(sandboxRoll('s', 'task-1', 'accept')).toBe(sandboxRoll('s', 'task-1', 'accept'));
    expect(sandboxRoll('s', 'task-1', 'accept')).not.toBe(sandboxRoll('s', 'task-2', 'accept'));
  });

  it('+limited always limits connection requests and +inmail InMails (docs/sandbox-network.md)', () => {
    const none = { ...always, limitRate: 0 };
    expect(sandboxLimit(none, { id: 't', kind: 'connection_request' }, 'ada+limited@x.io')).toBe(
      'connection_limited',
    );
    expect(sandboxLimit(none, { id: 't', kind: 'send_inmail' }, 'ada+inmail@x.io')).toBe('inmail_limited');
    expect(sandboxLimit(none, { id: 't', kind: 'view_profile' }, 'ada+limited@x.io')).toBeNull();
    expect(sandboxLimit(none, { id: 't', kind: 'connection_request' }, 'ada@x.io')).toBeNull();
  });

  it('never rolls a limit for a scripted person (the demo), while sender tags still apply', () => {
    const everyTime = { ...always, limitRate: 1 };
    const maya = { profile_url: 'https://sandbox.reachly.io/in/maya-patel' };
    const stranger = { profile_url: 'https://sandbox.reachly.io/in/someone-else' };
    expect(
      sandboxLimit(everyTime, { id: 't', kind: 'connection_request', payload: maya }, 'dana@x.io'),
    ).toBeNull();
    expect(sandboxLimit(everyTime, { id: 't', kind: 'send_inmail', payload: maya }, 'dana@x.io')).toBeNull();
    expect(
      sandboxLimit(everyTime, { id: 't', kind: 'connection_request', payload: stranger }, 'dana@x.io'),
    ).toBe('connection_limited');
    expect(
      sandboxLimit(everyTime, { id: 't', kind: 'connection_request', payload: maya }, 'dana+limited@x.io'),
    ).toBe('connection_limited');
  });

  it('scripts the demo people: 15 of 24 accept, 8 answer, the first two accept and answer', () => {
    expect(sandboxPeople).toHaveLength(24);
    expect(sandboxPeople.filter((person) => person.accepts)).toHaveLength(15);
    expect(sandboxPeople.filter((person) => person.repliesTo !== null)).toHaveLength(8);
    // An answer needs an accepted request first (a message goes only to a connection).
    expect(sandboxPeople.every((person) => person.accepts || person.repliesTo === null)).toBe(true);
    expect(sandboxPeople.slice(0, 2).map((person) => [person.accepts, person.repliesTo !== null])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect(scriptedSandboxPerson('https://sandbox.reachly.io/in/Maya-Patel/')?.first).toBe('Maya');
    expect(scriptedSandboxPerson('https://sandbox.reachly.io/in/ryan-oconnor')?.last).toBe("O'Connor");
    expect(scriptedSandboxPerson(null)).toBeUndefined();
  });
});

describe.each(databaseModes())('sandbox worker on %s', (mode) => {
  let ctx: TestContext;
  let owner: Member;
  let harness: EngineHarness;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    owner = await ctx.createMember();
    harness = engineDeps(ctx);
  });

  async function start(steps: StepSpec[], sender: { username?: string } = {}) {
    const campaign = await createCampaign(ctx.database.db, owner.space.id, steps, sender);
    const { prospect, campaignProspect } = await addProspect(ctx.database.db, campaign);
    const context = await stepContext(ctx.database.db, campaign, campaignProspect.id, ctx.clock.now());
    const result = await socialExecutor.execute(context, harness.deps);
    expect(result.type).toBe('pending');
    return { campaign, prospect, campaignProspect, context };
  }

  async function progressOf(id: string) {
    const [row] = await ctx.database.db.select().from(campaignProspects).where(eq(campaignProspects.id, id));
    return row;
  }

  it('accepts a connection request after the acceptance delay: the prospect is connected and moves on', async () => {
    const { prospect, campaignProspect, context } = await start([
      { kind: 'connection_request', text: 'Hi {first_name}' },
      { kind: 'send_message', text: 'Thanks for connecting' },
    ]);
    const first = await runSandboxWorkerOnce(harness.deps, ctx.clock.now(), always);
    expect(first).toEqual({ reported: 1, delivered: 0 });
    const [execution] = await ctx.database.db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.id, context.execution.id));
    expect(execution).toMatchObject({ status: 'done', outcome: 'positive' });
    // The request is out: the prospect waits for the acceptance at the same step.
    expect(await progressOf(campaignProspect.id)).toMatchObject({
      currentStepKey: 's1',
      waitReason: 'awaiting_connection',
    });

    ctx.clock.advance(61_000);
    const second = await runSandboxWorkerOnce(harness.deps, ctx.clock.now(), always);
    expect(second).toEqual({ reported: 0, delivered: 1 });
    const [person] = await ctx.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(person?.lifecycle).toBe('connected');
    expect((await progressOf(campaignProspect.id))?.currentStepKey).toBe('s2');
    expect(harness.emitted.map((event) => event.name)).toEqual(
      expect.arrayContaining(['invite_sent', 'invite_accepted']),
    );
  });

  it('a request nobody accepts stays waiting for the acceptance (the engine takes the negative branch later)', async () => {
    const { campaignProspect, prospect } = await start([{ kind: 'connection_request', text: '' }]);
    const never = { ...always, acceptanceRate: 0 };
    await runSandboxWorkerOnce(harness.deps, ctx.clock.now(), never);
    ctx.clock.advance(10 * 60_000);
    expect((await runSandboxWorkerOnce(harness.deps, ctx.clock.now(), never)).delivered).toBe(0);
    expect((await progressOf(campaignProspect.id))?.waitReason).toBe('awaiting_connection');
    const planned = await ctx.database.db
      .select()
      .from(sandboxInbound)
      .where(eq(sandboxInbound.prospectId, prospect.id));
    expect(planned).toEqual([]);
  });

  it('replies after the reply delay: the message is stored and the prospect paused with "got reply"', async () => {
    const { campaign, prospect, campaignProspect } = await start([
      { kind: 'send_message', text: 'Hello {first_name}, quick question' },
      { kind: 'send_message', text: 'Following up' },
    ]);
    const chatty = { ...always, replyRate: 1 };
    const pass = await runSandboxWorkerOnce(harness.deps, ctx.clock.now(), chatty);
    expect(pass).toEqual({ reported: 1, delivered: 0 });
    expect((await progressOf(campaignProspect.id))?.state).toBe('active');

    ctx.clock.advance(121_000);
    const later = await runSandboxWorkerOnce(harness.deps, ctx.clock.now(), chatty);
    expect(later.delivered).toBe(1);
    expect(await progressOf(campaignProspect.id)).toMatchObject({
      state: 'paused',
      pauseReason: 'got_reply',
    });
    const [dialog] = await ctx.database.db.select().from(dialogs).where(eq(dialogs.prospectId, prospect.id));
    expect(dialog).toMatchObject({ credentialId: campaign.credential.id, isUnread: true });
    const thread = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.dialogId, dialog?.id ?? ''));
    expect(thread.map((message) => message.direction).sort()).toEqual(['in', 'out']);
    expect(thread.find((message) => message.direction === 'in')?.text).not.toBe('');
    expect(harness.emitted.map((event) => event.name)).toEqual(
      expect.arrayContaining(['message_sent', 'new_message']),
    );

    // Delivered once: a second pass finds nothing due.
    expect((await runSandboxWorkerOnce(harness.deps, ctx.clock.now(), chatty)).delivered).toBe(0);
    const pending = await ctx.database.db
      .select()
      .from(sandboxInbound)
      .where(eq(sandboxInbound.prospectId, prospect.id));
    expect(pending).toHaveLength(1);
    expect(pending[0]?.deliveredAt).not.toBeNull();
  });

  it('a +limited sender hits the connection limit: the signal lowers its health', async () => {
    const { campaign } = await start([{ kind: 'connection_request', text: 'Hi' }], {
      username: 'limited.lucy+limited@sandbox.test',
    });
    const pass = await runSandboxWorkerOnce(harness.deps, ctx.clock.now(), always);
    expect(pass.reported).toBe(1);
    const [task] = await ctx.database.db
      .select()
      .from(automationTasks)
      .where(eq(automationTasks.credentialId, campaign.credential.id));
    expect(task).toMatchObject({ status: 'failed', result: { signals: ['connection_limited'] } });
    const [health] = await ctx.database.db
      .select()
      .from(senderHealth)
      .where(eq(senderHealth.credentialId, campaign.credential.id));
    expect(health?.score).toBeLessThan(1);
  });

  it('leaves the tasks of a credential a real worker is serving', async () => {
    const { campaign } = await start([{ kind: 'view_profile' }, { kind: 'follow' }]);
    const other = await addProspect(ctx.database.db, campaign);
    const context = await stepContext(ctx.database.db, campaign, other.campaignProspect.id, ctx.clock.now());
    await socialExecutor.execute(context, harness.deps);
    const [served] = await claimTasks(harness.deps, {
      credentialId: campaign.credential.id,
      worker: 'extension',
      max: 1,
    });
    expect(served).toBeDefined();
    await runSandboxWorkerOnce(harness.deps, ctx.clock.now(), always);
    const rows = await ctx.database.db
      .select()
      .from(automationTasks)
      .where(eq(automationTasks.credentialId, campaign.credential.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['claimed', 'queued']);
  });

  it('the started loop plays queued tasks until stopped', async () => {
    const { campaign } = await start([{ kind: 'follow' }]);
    // Only the loop's interval is fake (the database keeps its own timers): the test moves it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = startSandboxWorker(harness.deps, { settings: { ...always, intervalMs: 20 } });
      const statusNow = async () => {
        const [task] = await ctx.database.db
          .select()
          .from(automationTasks)
          .where(eq(automationTasks.credentialId, campaign.credential.id));
        return task?.status ?? 'missing';
      };
      expect(await statusNow()).toBe('queued');
      // One interval: one pass starts; stop() waits for the pass running.
      vi.advanceTimersByTime(20);
      await stop();
      expect(await statusNow()).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays a whole campaign: every prospect advances within minutes', async () => {
    const campaign: Campaign = await createCampaign(ctx.database.db, owner.space.id, [
      { kind: 'view_profile' },
    ]);
    for (let index = 0; index < 3; index += 1) {
      const { campaignProspect } = await addProspect(ctx.database.db, campaign);
      const context = await stepContext(ctx.database.db, campaign, campaignProspect.id, ctx.clock.now());
      await socialExecutor.execute(context, harness.deps);
    }
    const pass = await runSandboxWorkerOnce(harness.deps, ctx.clock.now(), always);
    expect(pass.reported).toBeGreaterThanOrEqual(3);
    const rows = await ctx.database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, campaign.workflow.id));
    expect(rows.map((row) => row.state)).toEqual(['finished', 'finished', 'finished']);
  });
});
