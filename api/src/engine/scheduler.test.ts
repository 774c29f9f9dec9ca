import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseModes } from '../../test/helpers';
import {
  type CampaignProspectRow,
  campaignProspects,
  credentials,
  engineWorkers,
  senderHealth,
  spaces,
  stepExecutions,
  type WorkflowRow,
  workflows,
} from '../db/schema';
import type { EngineDeps } from './contracts';
import { createExecutorRegistry, type ExecutorRegistry } from './executor-registry';
import { handleInbound } from './inbound';
import { activateCampaign, pauseCampaign } from '../modules/workflows/campaign-activation';
import { type StepJob, tick } from './scheduler';
import { markChannelSent, runExecution, runExecutions } from './step-runner';
import {
  addToCampaign,
  createEngineHarness,
  createFakeChannel,
  type EngineHarness,
  makeCampaignWithProspects,
  makeProspect,
  makeSpace,
  type StepSpec,
} from './test-fixtures';
import { heartbeat, registerWorker, releaseWorker } from './workers';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe.each(databaseModes())('scheduler on %s', (mode) => {
  let harness: EngineHarness;
  let spaceId: string;
  let channel: ReturnType<typeof createFakeChannel>;
  let registry: ExecutorRegistry;
  beforeEach(async () => {
    // Monday 2026-01-05 10:00 UTC.
    harness = await createEngineHarness(mode, '2026-01-05T10:00:00.000Z');
    spaceId = (await makeSpace(harness.db)).id;
    channel = createFakeChannel([
      'send_message',
      'connection_request',
      'send_email',
      'view_profile',
      'send_webhook',
      'follow',
    ]);
    registry = createExecutorRegistry([channel]);
  });
  afterEach(async () => {
    await harness.close();
  });

  /** One scheduler pass, then every claimed step run (as the pg-boss worker would). */
  async function pass(): Promise<{ claimed: number; deferred: number; jobs: PgBoss.JobInsert<StepJob>[] }> {
    const jobs: PgBoss.JobInsert<StepJob>[] = [];
    const result = await tick(harness.deps, async (batch) => {
      jobs.push(...batch);
    });
    for (const job of jobs) await runExecutions(harness.deps, registry, (job.data as StepJob).executionIds);
    return { claimed: result.claimed, deferred: result.deferred, jobs };
  }

  async function cp(id: string): Promise<CampaignProspectRow> {
    const [row] = await harness.db.select().from(campaignProspects).where(eq(campaignProspects.id, id));
    if (!row) throw new Error('gone');
    return row;
  }

  async function campaignWith(
    count: number,
    steps: StepSpec[],
    senderValues: Partial<typeof credentials.$inferInsert> = {},
    options: { connectionDailyLimit?: number | null; senders?: number } = {},
  ): Promise<{ workflow: WorkflowRow; rows: CampaignProspectRow[]; senderIds: string[] }> {
    const { workflow, rows, senders } = await makeCampaignWithProspects(harness.db, spaceId, steps, {
      prospects: count,
      senderCount: options.senders,
      senderValues,
      status: 'draft',
      connectionDailyLimit: options.connectionDailyLimit ?? null,
    });
    return { workflow, rows, senderIds: senders.map((sender) => sender.id) };
  }

  async function start(workflow: WorkflowRow): Promise<void> {
    await harness.db.transaction(async (tx) => {
      await tx
        .update((await import('../db/schema')).workflows)
        .set({ status: 'active' })
        .where(eq((await import('../db/schema')).workflows.id, workflow.id));
      await activateCampaign({ db: tx, clock: harness.clock }, workflow.id);
    });
  }

  it('activating a campaign starts its pending prospects at the first step, senders in turn', async () => {
    const { workflow, rows, senderIds } = await campaignWith(
      4,
      [{ key: 'a', kind: 'view_profile' }],
      {},
      { senders: 2 },
    );
    await start(workflow);
    const after = await Promise.all(rows.map((row) => cp(row.id)));
    expect(after.map((row) => row.state)).toEqual(['active', 'active', 'active', 'active']);
    expect(after.map((row) => row.currentStepKey)).toEqual(['a', 'a', 'a', 'a']);
    expect(after.map((row) => row.credentialId)).toEqual([
      senderIds[0],
      senderIds[1],
      senderIds[0],
      senderIds[1],
    ]);
    const result = await pass();
    expect(result.claimed).toBe(4);
    expect(channel.calls).toHaveLength(4);
    expect((await cp(rows[0]?.id ?? '')).state).toBe('finished');
  });

  it('a step waits its days after the previous step', async () => {
    const { workflow, rows } = await campaignWith(1, [
      { key: 'a', kind: 'view_profile' },
      { key: 'b', kind: 'send_message', waitDays: 2 },
    ]);
    await start(workflow);
    await pass();
    expect(channel.calls).toHaveLength(1);
    harness.clock.advance(1 * day);
    expect((await pass()).claimed).toBe(0);
    harness.clock.advance(1 * day);
    expect((await pass()).claimed).toBe(1);
    expect(channel.calls.map((key) => key.split(':')[1])).toEqual(['a', 'b']);
    expect((await cp(rows[0]?.id ?? '')).state).toBe('finished');
  });

  it("an unpaid workspace's outreach is paused: nothing runs, nothing fails, and it runs once paid", async () => {
    const { workflow, rows } = await campaignWith(2, [
      { key: 'a', kind: 'view_profile' },
      { key: 'b', kind: 'send_message', waitDays: 1 },
    ]);
    // Unpaid before the campaign starts: even its pending prospects wait.
    await harness.db.update(spaces).set({ isPaid: false }).where(eq(spaces.id, spaceId));
    await start(workflow);
    expect((await pass()).claimed).toBe(0);
    expect(channel.calls).toHaveLength(0);
    // Another workspace, paid, is not held by it.
    const other = await makeSpace(harness.db);
    const { workflow: otherCampaign } = await makeCampaignWithProspects(
      harness.db,
      other.id,
      [{ key: 'x', kind: 'view_profile' }],
      { status: 'draft' },
    );
    await start(otherCampaign);
    expect((await pass()).claimed).toBe(1);
    expect(channel.calls.map((key) => key.split(':')[1])).toEqual(['x']);
    // Paid: the next tick runs the first step of both prospects.
    await harness.db.update(spaces).set({ isPaid: true }).where(eq(spaces.id, spaceId));
    expect((await pass()).claimed).toBe(2);
    expect(channel.calls.map((key) => key.split(':')[1])).toEqual(['x', 'a', 'a']);
    // Unpaid again while the second step waits: the day passes, nothing runs, no execution fails.
    await harness.db.update(spaces).set({ isPaid: false }).where(eq(spaces.id, spaceId));
    harness.clock.advance(2 * day);
    expect((await pass()).claimed).toBe(0);
    const states = await Promise.all(rows.map((row) => cp(row.id)));
    expect(states.map((row) => [row.state, row.currentStepKey])).toEqual([
      ['active', 'b'],
      ['active', 'b'],
    ]);
    const failed = await harness.db
      .select()
      .from(stepExecutions)
      .where(and(eq(stepExecutions.spaceId, spaceId), eq(stepExecutions.status, 'failed')));
    expect(failed).toHaveLength(0);
    await harness.db.update(spaces).set({ isPaid: true }).where(eq(spaces.id, spaceId));
    expect((await pass()).claimed).toBe(2);
    expect((await Promise.all(rows.map((row) => cp(row.id)))).map((row) => row.state)).toEqual([
      'finished',
      'finished',
    ]);
  });

  it('a sender acts only inside its work hours, in its own time zone', async () => {
    // 10:00 UTC = 05:00 in New York; work starts at 09:00 there = 14:00 UTC.
    const { workflow, rows } = await campaignWith(1, [{ key: 'a', kind: 'send_message' }], {
      timezone: 'America/New_York',
      workHoursStart: 9,
      workHoursEnd: 17,
    });
    await start(workflow);
    const first = await pass();
    expect(first.claimed).toBe(0);
    expect(await cp(rows[0]?.id ?? '')).toMatchObject({
      waitReason: 'outside_work_hours',
      nextStepAt: new Date('2026-01-05T14:00:00.000Z'),
    });
    harness.clock.set('2026-01-05T14:00:00.000Z');
    expect((await pass()).claimed).toBe(1);
  });

  it('the daily cap stops a sender at 20 connection requests and resumes the next work day', async () => {
    const { workflow, rows } = await campaignWith(23, [{ key: 'a', kind: 'connection_request' }], {
      timezone: 'Europe/Berlin',
      workHoursStart: 8,
      workHoursEnd: 20,
    });
    await start(workflow);
    const result = await pass();
    expect(result.claimed).toBe(20);
    expect(channel.calls).toHaveLength(20);
    const waiting = (await Promise.all(rows.map((row) => cp(row.id)))).filter(
      (row) => row.waitReason === 'daily_limit_reached',
    );
    expect(waiting).toHaveLength(3);
    // Next day 08:00 Berlin = 07:00 UTC.
    expect(waiting[0]?.nextStepAt).toEqual(new Date('2026-01-06T07:00:00.000Z'));
  });

  it("a campaign's connection daily limit of 0 sends no connection request", async () => {
    const { workflow, rows } = await campaignWith(
      2,
      [{ key: 'a', kind: 'connection_request' }],
      {},
      {
        connectionDailyLimit: 0,
      },
    );
    await start(workflow);
    expect((await pass()).claimed).toBe(0);
    expect((await cp(rows[0]?.id ?? '')).waitReason).toBe('daily_limit_reached');
  });

  it('the rolling weekly cap holds connection requests until the oldest leaves the 7 days', async () => {
    const { workflow, rows, senderIds } = await campaignWith(1, [{ key: 'a', kind: 'connection_request' }]);
    const sender = senderIds[0] ?? '';
    // 100 requests over the last 5 days (20 a day).
    const filler = await campaignWith(1, [{ key: 'x', kind: 'connection_request' }]);
    const fillerCp = filler.rows[0] as CampaignProspectRow;
    const values = [];
    for (let i = 0; i < 100; i += 1) {
      const at = new Date(harness.clock.now().getTime() - (5 - Math.floor(i / 20)) * day + i * 1000);
      values.push({
        spaceId,
        workflowId: filler.workflow.id,
        campaignProspectId: fillerCp.id,
        stepKey: 'x',
        credentialId: sender,
        idempotencyKey: `filler:${i}`,
        actionKind: 'connection_request',
        status: 'done' as const,
        scheduledAt: at,
        finishedAt: at,
      });
    }
    await harness.db.insert(stepExecutions).values(values);
    await start(workflow);
    expect((await pass()).claimed).toBe(0);
    const row = await cp(rows[0]?.id ?? '');
    expect(row.waitReason).toBe('weekly_limit_reached');
    const oldest = values[0]?.scheduledAt as Date;
    expect(row.nextStepAt).toEqual(new Date(oldest.getTime() + 7 * day));
  });

  it('a limit signal cools the sender down and halves its caps', async () => {
    const { workflow, rows, senderIds } = await campaignWith(14, [{ key: 'a', kind: 'connection_request' }]);
    const sender = senderIds[0] ?? '';
    await harness.db
      .update(credentials)
      .set({ connectLimitedAt: new Date(harness.clock.now().getTime() - 25 * hour) })
      .where(eq(credentials.id, sender));
    await start(workflow);
    // The 24 h cool-down is over; the score is 0.5, plus 0.1 for one clean day: 12 of 20.
    expect((await pass()).claimed).toBe(12);
    const left = (await Promise.all(rows.map((row) => cp(row.id)))).filter(
      (row) => row.waitReason === 'daily_limit_reached',
    );
    expect(left).toHaveLength(2);
    // A fresh signal from the network: nothing at all until the cool-down ends.
    harness.clock.advance(day);
    await harness.db
      .update(senderHealth)
      .set({ cooldownUntil: new Date(harness.clock.now().getTime() + 2 * hour) })
      .where(eq(senderHealth.credentialId, sender));
    expect((await pass()).claimed).toBe(0);
    expect(await cp(left[0]?.id ?? '')).toMatchObject({
      waitReason: 'sender_cooling_down',
      nextStepAt: new Date(harness.clock.now().getTime() + 2 * hour),
    });
  });

  it('spacing: a sender waits a random gap between two actions', async () => {
    harness.deps.engine = { workWeekends: true, spacingMinSeconds: 60, spacingMaxSeconds: 240 };
    const { workflow, rows } = await campaignWith(2, [{ key: 'a', kind: 'send_message' }]);
    await start(workflow);
    expect((await pass()).claimed).toBe(1);
    const held = (await Promise.all(rows.map((row) => cp(row.id)))).find((row) => row.state === 'active');
    const gap = (held?.nextStepAt?.getTime() ?? 0) - harness.clock.now().getTime();
    expect(gap).toBeGreaterThanOrEqual(60_000);
    // At most 240 s, plus the order offset of prospects held back together (about a second).
    expect(gap).toBeLessThanOrEqual(241_100);
    expect(held?.waitReason).toBeNull();
    harness.clock.advance(gap);
    expect((await pass()).claimed).toBe(1);
  });

  it('held back by spacing, a thread under way goes before prospects not started yet', async () => {
    harness.deps.engine = { workWeekends: true, spacingMinSeconds: 60, spacingMaxSeconds: 60 };
    const { workflow, rows } = await campaignWith(4, [
      { key: 'a', kind: 'view_profile' },
      { key: 'b', kind: 'send_message' },
    ]);
    await start(workflow);
    await pass();
    const [first] = channel.calls;
    const started = rows.find((row) => first?.startsWith(row.id));
    if (!started) throw new Error('no prospect ran');
    expect((await cp(started.id)).currentStepKey).toBe('b');
    await pass(); // due at once, but the sender is spaced: held back with the others
    harness.clock.advance(62_000);
    expect((await pass()).claimed).toBe(1);
    expect(channel.calls.at(-1)).toBe(`${started.id}:b:1`);
  });

  it('one step of a job that throws does not hold back the others; the job is retried for it alone', async () => {
    const { workflow, rows } = await campaignWith(3, [{ key: 'a', kind: 'send_webhook' }]);
    const fragile = rows[1]?.id ?? '';
    let calls = 0;
    registry = createExecutorRegistry([
      {
        kinds: ['send_webhook'],
        async execute(context) {
          calls += 1;
          if (context.campaignProspect.id === fragile && calls <= 3) throw new Error('channel down');
          return { type: 'done', outcome: 'positive' };
        },
      },
    ]);
    await start(workflow);
    const jobs: PgBoss.JobInsert<StepJob>[] = [];
    await tick(harness.deps, async (batch) => {
      jobs.push(...batch);
    });
    expect(jobs).toHaveLength(1);
    const ids = (jobs[0]?.data as StepJob | undefined)?.executionIds ?? [];
    await expect(runExecutions(harness.deps, registry, ids)).rejects.toThrow('channel down');
    const states = await Promise.all(rows.map((row) => cp(row.id)));
    expect(states.map((row) => row.state)).toEqual(['finished', 'active', 'finished']);
    // The step that threw was given back: pg-boss's retry runs it, and only it, again.
    const retried = await runExecutions(harness.deps, registry, ids);
    expect([...retried].sort()).toEqual(['ran', 'skipped', 'skipped']);
    expect(calls).toBe(4);
    expect((await cp(fragile)).state).toBe('finished');
  });

  it('a blocked sender hands its prospects to another sender of the campaign', async () => {
    const { workflow, rows, senderIds } = await campaignWith(
      2,
      [
        { key: 'a', kind: 'view_profile' },
        { key: 'b', kind: 'send_message', waitDays: 1 },
      ],
      {},
      { senders: 2 },
    );
    await start(workflow);
    await pass();
    await harness.db
      .update(credentials)
      .set({ status: 'blocked' })
      .where(eq(credentials.id, senderIds[0] ?? ''));
    harness.clock.advance(day);
    expect((await pass()).claimed).toBe(2);
    const first = await cp(rows[0]?.id ?? '');
    expect(first).toMatchObject({
      credentialId: senderIds[1],
      previousCredentialId: senderIds[0],
      state: 'finished',
    });
    const executions = await harness.db
      .select()
      .from(stepExecutions)
      .where(and(eq(stepExecutions.campaignProspectId, first.id), eq(stepExecutions.stepKey, 'b')));
    expect(executions[0]?.credentialId).toBe(senderIds[1]);
  });

  it('with no usable sender left the prospect waits (no available sender)', async () => {
    const { workflow, rows, senderIds } = await campaignWith(1, [{ key: 'a', kind: 'view_profile' }]);
    await harness.db
      .update(credentials)
      .set({ status: 'invalid' })
      .where(eq(credentials.id, senderIds[0] ?? ''));
    await start(workflow);
    expect((await pass()).claimed).toBe(0);
    expect((await cp(rows[0]?.id ?? '')).waitReason).toBe('no_available_sender');
  });

  it('a reply pauses the prospect: the next step is never claimed', async () => {
    const { workflow, rows } = await campaignWith(1, [
      { key: 'a', kind: 'view_profile' },
      { key: 'b', kind: 'send_message', waitDays: 1 },
    ]);
    await start(workflow);
    await pass();
    const row = await cp(rows[0]?.id ?? '');
    await handleInbound(harness.deps, {
      spaceId,
      prospectId: row.prospectId,
      credentialId: row.credentialId,
      channel: 'social',
      kind: 'reply',
      at: harness.clock.now(),
    });
    harness.clock.advance(2 * day);
    expect((await pass()).claimed).toBe(0);
    expect(await cp(row.id)).toMatchObject({ state: 'paused', pauseReason: 'got_reply' });
  });

  it('pausing the campaign holds its prospects; resuming lets them go on', async () => {
    const { workflow, rows } = await campaignWith(1, [{ key: 'a', kind: 'view_profile' }]);
    await start(workflow);
    await pauseCampaign({ db: harness.db, clock: harness.clock }, workflow.id);
    expect((await cp(rows[0]?.id ?? '')).state).toBe('campaign_paused');
    expect((await pass()).claimed).toBe(0);
    await activateCampaign({ db: harness.db, clock: harness.clock }, workflow.id);
    expect((await pass()).claimed).toBe(1);
  });

  it('an active prospect found under a campaign that is not running is held, not run', async () => {
    const { workflow, rows } = await campaignWith(1, [{ key: 'a', kind: 'view_profile' }]);
    await start(workflow);
    // The campaign stops without its prospects being held (as an older release or a hand edit could leave it).
    await harness.db.update(workflows).set({ status: 'paused' }).where(eq(workflows.id, workflow.id));
    expect((await pass()).claimed).toBe(0);
    expect(channel.calls).toHaveLength(0);
    expect((await cp(rows[0]?.id ?? '')).state).toBe('campaign_paused');
    await start(workflow);
    expect((await pass()).claimed).toBe(1);
  });

  it('pending prospects of drafts do not hold back those added to a running campaign', async () => {
    harness.deps.engine = { ...harness.deps.engine, batchSize: 5 };
    // A draft with more pending prospects than a batch, then a running campaign with one added late.
    await campaignWith(12, [{ key: 'a', kind: 'view_profile' }]);
    const { workflow } = await campaignWith(0, [{ key: 'a', kind: 'follow' }]);
    await start(workflow);
    const late = await addToCampaign(harness.db, workflow, await makeProspect(harness.db, spaceId));
    expect(late.state).toBe('pending');
    expect((await pass()).claimed).toBe(1);
    expect(channel.calls).toEqual([expect.stringContaining(`${late.id}:a:1`)]);
    expect((await cp(late.id)).state).toBe('finished');
  });

  it('a connection request not accepted in time takes the negative branch', async () => {
    const { workflow, rows } = await campaignWith(1, [
      { key: 'a', kind: 'connection_request', positiveKey: 'b', negativeKey: 'c' },
      { key: 'b', kind: 'send_message' },
      { key: 'c', kind: 'send_email' },
    ]);
    await harness.db
      .update((await import('../db/schema')).workflows)
      .set({ sequenceType: 'smart' })
      .where(eq((await import('../db/schema')).workflows.id, workflow.id));
    await start(workflow);
    await pass();
    expect((await cp(rows[0]?.id ?? '')).waitReason).toBe('awaiting_connection');
    harness.clock.advance(13 * day);
    expect((await pass()).claimed).toBe(0);
    harness.clock.advance(1 * day);
    await pass();
    await pass();
    expect(channel.calls.map((key) => key.split(':')[1])).toEqual(['a', 'c']);
  });

  /** An engine process: its worker row, and its deps marking what it claims and takes. */
  async function engineProcess(): Promise<EngineDeps> {
    return { ...harness.deps, workerId: await registerWorker(harness.deps) };
  }

  /** A worker that took an execution and died there: the row says running under it. */
  async function diedRunning(worker: EngineDeps, executionId: string): Promise<void> {
    await harness.db
      .update(stepExecutions)
      .set({
        status: 'running',
        workerId: worker.workerId,
        startedAt: harness.clock.now(),
        detail: { runs: 1 },
      })
      .where(eq(stepExecutions.id, executionId));
  }

  /** One pass of `worker` and every job it sends run by it. */
  async function passOf(worker: EngineDeps): Promise<number> {
    const jobs: PgBoss.JobInsert<StepJob>[] = [];
    const result = await tick(worker, async (batch) => {
      jobs.push(...batch);
    });
    for (const job of jobs) await runExecutions(worker, registry, (job.data as StepJob).executionIds);
    return result.claimed;
  }

  async function claimedBy(worker: EngineDeps): Promise<string> {
    const jobs: PgBoss.JobInsert<StepJob>[] = [];
    await tick(worker, async (batch) => {
      jobs.push(...batch);
    });
    const executionId = (jobs[0]?.data as StepJob | undefined)?.executionIds[0];
    if (!executionId) throw new Error('the pass claimed nothing');
    return executionId;
  }

  it("a dead worker's running step is taken over once its heartbeat is older than the timeout (30 s)", async () => {
    const { workflow, rows } = await campaignWith(1, [{ key: 'a', kind: 'send_message' }]);
    await start(workflow);
    const a = await engineProcess();
    const b = await engineProcess();
    const executionId = await claimedBy(a);
    await diedRunning(a, executionId);

    // 20 s later A is still within the timeout: its step is its own, whatever job comes for it.
    harness.clock.advance(20_000);
    await heartbeat(b, b.workerId ?? '');
    expect(await runExecution(b, registry, executionId)).toBe('skipped');
    expect(await passOf(b)).toBe(0);
    expect(channel.calls).toHaveLength(0);

    // 35 s after its last beat A is dead: B's next pass makes the prospect due (not after the
    // 30-minute lease) and takes the step over.
    harness.clock.advance(15_000);
    await heartbeat(b, b.workerId ?? '');
    expect(await passOf(b)).toBe(1);
    expect(channel.calls).toEqual([`${rows[0]?.id}:a:1`]);
    const [execution] = await harness.db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.id, executionId));
    expect(execution).toMatchObject({ status: 'done', workerId: b.workerId });
    expect(execution?.detail).toMatchObject({ runs: 2, takeovers: 1 });
    expect((await cp(rows[0]?.id ?? '')).state).toBe('finished');
    expect((await harness.db.select().from(engineWorkers)).map((row) => row.id)).toEqual([b.workerId]);
  });

  it("a live worker's running step is left to it however long it runs", async () => {
    const { workflow } = await campaignWith(1, [{ key: 'a', kind: 'send_message' }]);
    await start(workflow);
    const a = await engineProcess();
    const b = await engineProcess();
    const executionId = await claimedBy(a);
    await diedRunning(a, executionId);
    // A keeps beating for ten minutes (longer than the old five-minute rule): B never takes it.
    for (let beat = 0; beat < 60; beat += 1) {
      harness.clock.advance(10_000);
      await heartbeat(a, a.workerId ?? '');
      await heartbeat(b, b.workerId ?? '');
    }
    expect(await runExecution(b, registry, executionId)).toBe('skipped');
    expect(channel.calls).toHaveLength(0);
    const [execution] = await harness.db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.id, executionId));
    expect(execution).toMatchObject({ status: 'running', workerId: a.workerId });
  });

  it('a step taken over by a worker that dies before running it is taken over again (not left for the 30-minute lease)', async () => {
    const { workflow, rows } = await campaignWith(1, [{ key: 'a', kind: 'send_message' }]);
    await start(workflow);
    const a = await engineProcess();
    const b = await engineProcess();
    const c = await engineProcess();
    const executionId = await claimedBy(a);
    await diedRunning(a, executionId);
    // A is dead: B's pass hands A's step to B and sends it again, and B dies before its job runs.
    harness.clock.advance(31_000);
    await heartbeat(b, b.workerId ?? '');
    await heartbeat(c, c.workerId ?? '');
    expect(await claimedBy(b)).toBe(executionId);
    // B is dead too: C's pass finds the step, though its row still names A, whose row is gone.
    harness.clock.advance(31_000);
    await heartbeat(c, c.workerId ?? '');
    expect(await passOf(c)).toBe(1);
    expect(channel.calls).toEqual([`${rows[0]?.id}:a:1`]);
    expect((await cp(rows[0]?.id ?? '')).state).toBe('finished');
  });

  it("a dead worker's step whose channel recorded the send (markChannelSent) is completed without running the channel again", async () => {
    const { workflow, rows } = await campaignWith(1, [{ key: 'a', kind: 'send_message' }]);
    await start(workflow);
    const a = await engineProcess();
    const b = await engineProcess();
    const executionId = await claimedBy(a);
    await diedRunning(a, executionId);
    // The network took the message, the channel recorded it, and A died before completing.
    await markChannelSent(a, executionId, { message_id: 'm-1' });
    harness.clock.advance(31_000);
    await heartbeat(b, b.workerId ?? '');
    expect(await passOf(b)).toBe(1);
    expect(channel.calls).toHaveLength(0);
    const [execution] = await harness.db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.id, executionId));
    expect(execution).toMatchObject({ status: 'done', outcome: 'positive' });
    expect(execution?.detail).toMatchObject({ message_id: 'm-1', recovered: true });
    expect((await cp(rows[0]?.id ?? '')).state).toBe('finished');
    // A second job for it (pg-boss's retry of A's job) finds it finished.
    expect(await runExecution(b, registry, executionId)).toBe('skipped');
  });

  it("a dead worker's steps are claimed again whatever the caps: they were counted once, when first claimed", async () => {
    const { workflow, rows } = await campaignWith(20, [{ key: 'a', kind: 'connection_request' }]);
    await start(workflow);
    const a = await engineProcess();
    const b = await engineProcess();
    const jobs: PgBoss.JobInsert<StepJob>[] = [];
    expect(
      (
        await tick(a, async (batch) => {
          jobs.push(...batch);
        })
      ).claimed,
    ).toBe(20);
    // A took all 20 (the day's cap of connection requests) and died before running any.
    for (const executionId of jobs.flatMap((job) => (job.data as StepJob).executionIds))
      await diedRunning(a, executionId);
    harness.clock.advance(31_000);
    await heartbeat(b, b.workerId ?? '');
    expect(await passOf(b)).toBe(20);
    expect(channel.calls).toHaveLength(20);
    // Each ran once, on its first attempt: none was held back to tomorrow as over the cap.
    const executions = await harness.db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.workflowId, workflow.id));
    expect(executions.map((row) => [row.status, row.idempotencyKey.endsWith(':a:1')])).toEqual(
      rows.map(() => ['done', true]),
    );
  });

  it('a worker that stops cleanly hands its claimed steps on at once, not after the timeout', async () => {
    const { workflow, rows } = await campaignWith(2, [{ key: 'a', kind: 'send_message' }]);
    await start(workflow);
    const a = await engineProcess();
    const b = await engineProcess();
    const executionId = await claimedBy(a);
    await diedRunning(a, executionId);
    await releaseWorker(a, a.workerId ?? '');
    expect(await passOf(b)).toBe(2);
    expect(channel.calls.sort()).toEqual(rows.map((row) => `${row.id}:a:1`).sort());
    expect((await harness.db.select().from(engineWorkers)).map((row) => row.id)).toEqual([b.workerId]);
  });

  it('a worker taken for dead while it stalled beats again and is live from then on', async () => {
    const a = await engineProcess();
    const b = await engineProcess();
    harness.clock.advance(40_000);
    await heartbeat(b, b.workerId ?? '');
    await passOf(b);
    expect(await heartbeat(a, a.workerId ?? '')).toBe(false);
    expect((await harness.db.select().from(engineWorkers)).map((row) => row.id).sort()).toEqual(
      [a.workerId, b.workerId].sort(),
    );
  });

  it('a step whose channel acted before it threw is completed from the record on the retry, not sent again', async () => {
    let kill = true;
    const sends: string[] = [];
    const fragile = createFakeChannel(['send_message'], () => ({ type: 'done', outcome: 'positive' }));
    const killable = {
      kinds: fragile.kinds,
      async execute(
        context: Parameters<typeof fragile.execute>[0],
        deps: Parameters<typeof fragile.execute>[1],
      ) {
        sends.push(context.execution.idempotencyKey);
        await markChannelSent(deps, context.execution.id, { message_id: 'm-1' });
        if (kill) throw new Error('worker killed');
        return fragile.execute(context, deps);
      },
    };
    registry = createExecutorRegistry([killable]);
    const { workflow, rows } = await campaignWith(1, [{ key: 'a', kind: 'send_message' }]);
    await start(workflow);
    const jobs: PgBoss.JobInsert<StepJob>[] = [];
    await tick(harness.deps, async (batch) => {
      jobs.push(...batch);
    });
    const job = jobs[0];
    if (!job) throw new Error('the tick queued no job');
    const executionId = (job.data as StepJob).executionIds[0] ?? '';
    await expect(runExecution(harness.deps, registry, executionId)).rejects.toThrow('worker killed');
    kill = false;
    // The channel acted before the throw: the step stays running, and a retry completes it
    // from the record without sending again.
    expect(await runExecution(harness.deps, registry, executionId)).toBe('recovered');
    expect(await runExecution(harness.deps, registry, executionId)).toBe('skipped');
    expect(sends).toHaveLength(1);
    const [execution] = await harness.db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.id, executionId));
    expect(execution).toMatchObject({ status: 'done', outcome: 'positive' });
    expect(execution?.detail).toMatchObject({ message_id: 'm-1', recovered: true });
    expect((await cp(rows[0]?.id ?? '')).state).toBe('finished');
  });

  it('without a worker id, a running step younger than five minutes is left alone, an older one taken', async () => {
    const { workflow } = await campaignWith(1, [{ key: 'a', kind: 'send_message' }]);
    await start(workflow);
    const executionId = await claimedBy(harness.deps);
    await harness.db
      .update(stepExecutions)
      .set({ status: 'running', startedAt: harness.clock.now(), detail: { runs: 1 } })
      .where(eq(stepExecutions.id, executionId));
    harness.clock.advance(4 * 60 * 1000);
    expect(await runExecution(harness.deps, registry, executionId)).toBe('skipped');
    harness.clock.advance(2 * 60 * 1000);
    expect(await runExecution(harness.deps, registry, executionId)).toBe('ran');
    expect(channel.calls).toHaveLength(1);
  });

  it('a lost job is sent again after the lease, and still runs the channel once', async () => {
    const { workflow } = await campaignWith(1, [{ key: 'a', kind: 'send_message' }]);
    await start(workflow);
    await tick(harness.deps, async () => {}); // the job is lost
    harness.clock.advance(31 * 60 * 1000);
    const again = await pass();
    expect(again.claimed).toBe(1);
    expect(again.jobs[0]?.id).toBeUndefined();
    expect(channel.calls).toHaveLength(1);
  });

  it('a step that answered "wait" is tried again as a new attempt, its first attempt kept', async () => {
    let waits = 1;
    const waiting = createFakeChannel(['send_message'], () =>
      waits-- > 0
        ? {
            type: 'wait',
            reason: 'last_extension_task_failed',
            retryAt: new Date(harness.clock.now().getTime() + hour),
          }
        : { type: 'done', outcome: 'positive' },
    );
    registry = createExecutorRegistry([waiting]);
    const { workflow, rows } = await campaignWith(1, [{ key: 'a', kind: 'send_message' }]);
    await start(workflow);
    expect((await pass()).claimed).toBe(1);
    expect((await cp(rows[0]?.id ?? '')).waitReason).toBe('last_extension_task_failed');
    expect((await pass()).claimed).toBe(0);
    harness.clock.advance(hour);
    // The first attempt's key is taken: the claim reads the attempts and makes the second.
    expect((await pass()).claimed).toBe(1);
    expect(waiting.calls.map((key) => key.split(':').slice(1).join(':'))).toEqual(['a:1', 'a:2']);
    const executions = await harness.db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.campaignProspectId, rows[0]?.id ?? ''));
    expect(
      executions.map((row) => [row.idempotencyKey.split(':').slice(1).join(':'), row.status]).sort(),
    ).toEqual([
      ['a:1', 'waiting'],
      ['a:2', 'done'],
    ]);
    expect((await cp(rows[0]?.id ?? '')).state).toBe('finished');
  });

  it('two schedulers running at once never claim the same prospect twice', async () => {
    const { workflow } = await campaignWith(60, [{ key: 'a', kind: 'send_webhook' }]);
    await start(workflow);
    harness.deps.engine = { ...harness.deps.engine, batchSize: 10 };
    const jobs: PgBoss.JobInsert<StepJob>[] = [];
    const send = async (batch: PgBoss.JobInsert<StepJob>[]) => {
      jobs.push(...batch);
    };
    const [one, two] = await Promise.all([tick(harness.deps, send), tick(harness.deps, send)]);
    expect(one.claimed + two.claimed).toBe(60);
    const executions = await harness.db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.workflowId, workflow.id));
    expect(executions).toHaveLength(60);
    expect(new Set(executions.map((row) => row.campaignProspectId)).size).toBe(60);
    expect(new Set(jobs.flatMap((job) => (job.data as StepJob).executionIds)).size).toBe(60);
  });
});
