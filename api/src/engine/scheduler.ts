import { and, asc, count, eq, inArray, lte, not, notLike, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import {
  type CampaignProspectRow,
  type CredentialRow,
  campaignProspects,
  credentials,
  prospects,
  type SenderHealthRow,
  type StepExecutionRow,
  senderHealth,
  spaces,
  stepExecutions,
  type WorkflowRow,
  type WorkflowStepRow,
  workflows,
} from '../db/schema';
import {
  type ExecutionInsert,
  idIn,
  insertExecutions,
  leaseCampaignProspects,
  writeCampaignProspects,
} from './bulk-writes';
import { completeSteps, finalExecutionStatuses, type StepCompletion } from './complete-step';
import type { EngineDeps, StepContext, StepResult } from './contracts';
import type { ExecutorRegistry } from './executor-registry';
import { checkAvailability, loadUsage, recordClaim, type SenderUsage, spacingGapMs } from './limits';
import { announceProspectChanges, type ProspectChange } from './notify';
import { actionKindOf, advanceProspect, awaitingConnection, firstStep, loadStepsOf } from './progression';
import { planSenders } from './rotation';
import { type EngineSettings, engineSettings } from '../platform/engine-settings';
import { isLive, reapDeadWorkers, workerHeartbeat, workerTimeoutMs } from './workers';

/** The pg-boss queue step executions run on; the job id is the execution id. */
export const stepQueue = 'engine-step';

const minuteMs = 60 * 1000;
/**
 * A claimed step not finished by then is looked at again (its job re-sent). The last resort
 * only: a dead process's steps are handed on after the worker timeout (engine/workers.ts).
 */
export const claimLeaseMs = 30 * minuteMs;
/**
 * Only for an execution taken by no engine process (`worker_id` null: rows from before worker
 * ids, or a caller outside an engine process): running for longer than this, its runner is
 * taken for dead. Executions with a worker id follow that worker's heartbeat instead.
 */
export const staleRunMs = 5 * minuteMs;
/** After this many runs that threw the step fails (the job keeps throwing). */
export const maxRuns = 5;
/** Job options of a step: retried by pg-boss when the worker throws or dies (expiry). */
export const stepJobOptions = { retryLimit: 3, retryDelay: 30, expireInSeconds: 300 } as const;

/** A pg-boss job of the step queue: executions claimed together, run as one batch. */
export interface StepJob {
  executionIds: string[];
}

/** What one scheduler pass did (tests, bench, logs). */
export interface TickResult {
  claimed: number;
  deferred: number;
  advanced: number;
  jobs: PgBoss.JobInsert<StepJob>[];
}

export type JobSender = (jobs: PgBoss.JobInsert<StepJob>[]) => Promise<void>;

function random(deps: EngineDeps): () => number {
  return deps.random ?? Math.random;
}

interface SenderState {
  credential: CredentialRow;
  health: SenderHealthRow | undefined;
  usage: SenderUsage;
}

/**
 * One scheduler pass: claims due prospects (active with `next_step_at <= now`,
 * or pending, of active campaigns) in batches with FOR UPDATE SKIP LOCKED, so any
 * number of workers can run it at once without taking the same prospect. For
 * each: start it, check its sender (rotation, work hours, cool-down, caps,
 * spacing; if unavailable it waits with the reason until the sender can), and
 * claim the step by inserting its execution (the unique idempotency key is the
 * claim). The jobs are handed to `send` after the claim is committed.
 */
export async function tick(deps: EngineDeps, send: JobSender): Promise<TickResult> {
  const settings = engineSettings(deps);
  const total: TickResult = { claimed: 0, deferred: 0, advanced: 0, jobs: [] };
  // A dead process's steps are due again now: this pass claims them and re-sends their executions.
  await reapDeadWorkers(deps);
  for (let pass = 0; pass < 20; pass += 1) {
    const { result, found, changes } = await deps.db.transaction((tx) => tickBatch(tx, deps, settings));
    if (result.jobs.length > 0) await send(result.jobs);
    announceProspectChanges(deps, changes);
    total.claimed += result.claimed;
    total.deferred += result.deferred;
    total.advanced += result.advanced;
    total.jobs.push(...result.jobs);
    if (found < settings.batchSize) break;
  }
  return total;
}

async function tickBatch(
  tx: Db,
  deps: EngineDeps,
  settings: EngineSettings,
): Promise<{ result: TickResult; found: number; changes: ProspectChange[] }> {
  const now = deps.clock.now();
  const result: TickResult = { claimed: 0, deferred: 0, advanced: 0, jobs: [] };
  const changes: ProspectChange[] = [];
  // An unpaid workspace's outreach is paused (issue 13): its prospects are not claimed, nothing
  // about them changes (no step fails, none is skipped), and the first tick after it pays runs
  // them. Unpaid workspaces are few: their ids filter the due scan without a join.
  const unpaid = await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.isPaid, false));
  const paidOnly =
    unpaid.length > 0
      ? not(
          idIn(
            campaignProspects.spaceId,
            unpaid.map((row) => row.id),
          ),
        )
      : undefined;
  // Active prospects whose time has come, read in the due index's own order (state,
  // next_step_at, id), so a batch costs its own rows whatever the planner's statistics say (a
  // join to `workflows` here let it sort every due row when that small table was never analyzed).
  const found = await tx
    .select()
    .from(campaignProspects)
    .where(and(eq(campaignProspects.state, 'active'), lte(campaignProspects.nextStepAt, now), paidOnly))
    .orderBy(asc(campaignProspects.nextStepAt), asc(campaignProspects.id))
    .limit(settings.batchSize)
    .for('update', { skipLocked: true });
  if (found.length < settings.batchSize) {
    // Then pending ones (added to a running campaign), of active campaigns only: found through
    // (workflow_id, state), so the pending prospects of drafts and paused campaigns are not read.
    const active = await tx
      .select({ id: workflows.id })
      .from(workflows)
      .where(eq(workflows.status, 'active'));
    if (active.length > 0)
      found.push(
        ...(await tx
          .select()
          .from(campaignProspects)
          .where(
            and(
              eq(campaignProspects.state, 'pending'),
              paidOnly,
              idIn(
                campaignProspects.workflowId,
                active.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(campaignProspects.id))
          .limit(settings.batchSize - found.length)
          .for('update', { skipLocked: true })),
      );
  }
  if (found.length === 0) return { result, found: 0, changes };

  const workflowIds = [...new Set(found.map((cp) => cp.workflowId))];
  const workflowRows = await tx.select().from(workflows).where(inArray(workflows.id, workflowIds));
  const workflowById = new Map(workflowRows.map((row) => [row.id, row]));
  // What this pass decides for each prospect, written back in one statement at the end.
  const writes = new Map<string, CampaignProspectRow>();
  const write = (cp: CampaignProspectRow, values: Partial<CampaignProspectRow>) => {
    const row = { ...cp, ...values };
    writes.set(cp.id, row);
    return row;
  };
  const changeOf = (cp: CampaignProspectRow): ProspectChange => ({
    spaceId: cp.spaceId,
    workflowId: cp.workflowId,
    prospectId: cp.prospectId,
    campaignProspectId: cp.id,
  });
  // An active prospect belongs to an active campaign (pausing, archiving or deleting a campaign
  // holds its prospects as campaign_paused); one found under any other campaign is held so here.
  const due: { cp: CampaignProspectRow }[] = [];
  for (const cp of found) {
    if (workflowById.get(cp.workflowId)?.status === 'active') due.push({ cp });
    else {
      write(cp, { state: 'campaign_paused', updatedAt: now });
      changes.push(changeOf(cp));
    }
  }
  const stepsByWorkflow = await loadStepsOf(tx, workflowIds);
  // Every due prospect's sender, settled for the batch at once (rotation when its own can not act).
  const plannedSenders = await planSenders(
    tx,
    due.map((row) => row.cp),
    now,
    new Map<string, CredentialRow>(),
  );

  // 1. Start pending prospects, move past finished waits, settle senders.
  const ready: { cp: CampaignProspectRow; step: WorkflowStepRow; credential: CredentialRow }[] = [];
  for (const { cp: dueRow } of due) {
    let cp = dueRow;
    const workflow = workflowById.get(cp.workflowId);
    const steps = stepsByWorkflow.get(cp.workflowId) ?? [];
    if (!workflow) continue;
    if (cp.state === 'pending') {
      const first = firstStep(steps, workflow);
      cp = write(cp, {
        state: first ? 'active' : 'finished',
        currentStepKey: first?.key ?? null,
        nextStepAt: first ? now : null,
        approvalState: first?.requiresApproval ? 'awaiting_approval' : null,
        progressRevision: workflow.revision,
        startedAt: now,
        updatedAt: now,
      });
      changes.push(changeOf(cp));
      if (!first) continue;
    }
    if (cp.waitReason === awaitingConnection && cp.currentStepKey) {
      // Not accepted in time: the connection request's negative branch.
      if (writes.delete(cp.id)) await writeCampaignProspects(tx, [cp]);
      await advanceProspect(tx, cp, workflow, cp.currentStepKey, 'negative', now);
      result.advanced += 1;
      changes.push(changeOf(cp));
      continue;
    }
    const step = steps.find((candidate) => candidate.key === cp.currentStepKey);
    if (!step || step.removedAt !== null) {
      // The step went away under the prospect (live edit): removed steps never run.
      if (writes.delete(cp.id)) await writeCampaignProspects(tx, [cp]);
      await advanceProspect(tx, cp, workflow, cp.currentStepKey, 'skipped', now);
      result.advanced += 1;
      changes.push(changeOf(cp));
      continue;
    }
    if (step.requiresApproval && cp.approvalState !== 'approved') {
      write(cp, {
        approvalState: cp.approvalState === 'hold' ? 'hold' : 'awaiting_approval',
        nextStepAt: null,
      });
      changes.push(changeOf(cp));
      continue;
    }
    const sender = plannedSenders.get(cp.id) ?? { credential: null, values: {} };
    if (sender.values.credentialId) cp = write(cp, sender.values);
    if (!sender.credential) {
      write(cp, {
        waitReason: 'no_available_sender',
        nextStepAt: new Date(now.getTime() + settings.waitRetryMinutes * minuteMs),
      });
      result.deferred += 1;
      changes.push(changeOf(cp));
      continue;
    }
    ready.push({ cp, step, credential: sender.credential });
  }

  // 2. Per sender, in id order (two passes lock senders in the same order: no deadlock);
  // a stable sort, so each sender's prospects stay in due order.
  ready.sort((a, b) => (a.credential.id < b.credential.id ? -1 : a.credential.id > b.credential.id ? 1 : 0));
  let deferredInOrder = 0;
  const senders = new Map<string, SenderState>();
  const claims: {
    cp: CampaignProspectRow;
    step: WorkflowStepRow;
    credential: CredentialRow;
    kind: string;
  }[] = [];
  const resuming = await openStepsOf(tx, ready);
  for (const item of ready) {
    const kind = actionKindOf(item.step.kind);
    const workflow = workflowById.get(item.cp.workflowId) as WorkflowRow;
    if (resuming.has(item.cp.id)) {
      // Its step was claimed before (the process that had it died, or its job was lost): the
      // same execution is sent again, an action already counted, so no cap, spacing or hour
      // holds it back (counted twice, a crash would push the rest of the day's steps to tomorrow).
      claims.push({ ...item, kind });
      continue;
    }
    if (kind === 'internal') {
      // No network behind it (webhook, label, CRM, task): no caps, no spacing, no sender lock.
      claims.push({ ...item, kind });
      continue;
    }
    let state = senders.get(item.credential.id);
    if (!state) {
      await tx
        .insert(senderHealth)
        .values({ credentialId: item.credential.id, spaceId: item.credential.spaceId, updatedAt: now })
        .onConflictDoNothing();
      const [health] = await tx
        .select()
        .from(senderHealth)
        .where(eq(senderHealth.credentialId, item.credential.id))
        .for('update');
      state = { credential: item.credential, health, usage: await loadUsage(tx, item.credential, now) };
      senders.set(item.credential.id, state);
    }
    const availability = checkAvailability({
      credential: state.credential,
      health: state.health,
      usage: state.usage,
      kind,
      workflowId: workflow.id,
      campaignConnectionLimit: workflow.connectionDailyLimit,
      settings,
      now,
    });
    if (!availability.ok) {
      // Held back by spacing, they keep their order (a millisecond apart), and a thread already
      // under way goes before one not started yet: follow-ups are not starved by new prospects.
      let until = availability.until;
      if (availability.reason === 'spacing') {
        deferredInOrder += 1;
        const notStarted = item.step.key === firstStep(stepsByWorkflow.get(workflow.id) ?? [], workflow)?.key;
        until = new Date(until.getTime() + deferredInOrder + (notStarted ? 1000 : 0));
      }
      write(item.cp, {
        waitReason: availability.reason === 'spacing' ? null : availability.reason,
        nextStepAt: until,
      });
      result.deferred += 1;
      if (availability.reason !== 'spacing') changes.push(changeOf(item.cp));
      continue;
    }
    claims.push({ ...item, kind });
    recordClaim(state.usage, kind, workflow.id, now);
    const gap = spacingGapMs(settings, random(deps));
    if (gap > 0) {
      const nextActionAt = new Date(now.getTime() + gap);
      await tx
        .update(senderHealth)
        .set({ nextActionAt })
        .where(eq(senderHealth.credentialId, state.credential.id));
      state.health = state.health ? { ...state.health, nextActionAt } : state.health;
    }
  }

  // 3. The claims: each prospect's lease moves ahead and its execution row is inserted.
  const leases: string[] = [];
  const executions = await claimSteps(tx, claims, now, leases, deps.workerId ?? null);
  result.claimed = executions.length;
  result.jobs = jobsFor(executions);
  await writeCampaignProspects(tx, [...writes.values()]);
  await leaseCampaignProspects(tx, leases, new Date(now.getTime() + claimLeaseMs), now);
  return { result, found: found.length, changes };
}

/**
 * The prospects of a batch whose current step has an open (scheduled or running) execution: one
 * indexed read of `step_executions` by campaign prospect; usually it finds nothing.
 */
async function openStepsOf(tx: Db, ready: { cp: CampaignProspectRow }[]): Promise<Set<string>> {
  if (ready.length === 0) return new Set();
  const open = await tx
    .select({ campaignProspectId: stepExecutions.campaignProspectId, stepKey: stepExecutions.stepKey })
    .from(stepExecutions)
    .where(
      and(
        idIn(
          stepExecutions.campaignProspectId,
          ready.map((item) => item.cp.id),
        ),
        inArray(stepExecutions.status, ['scheduled', 'running']),
      ),
    );
  const currentStep = new Map(ready.map((item) => [item.cp.id, item.cp.currentStepKey]));
  return new Set(
    open
      .filter((row) => currentStep.get(row.campaignProspectId) === row.stepKey)
      .map((row) => row.campaignProspectId),
  );
}

/** Executions carried by one pg-boss job (the worker runs them as one batch). */
export const executionsPerJob = 200;

/**
 * The jobs of claimed executions, up to `executionsPerJob` each. A job lost or
 * run twice is harmless: each execution is taken under its own guard (`runExecutions`).
 */
export function jobsFor(executionIds: readonly string[]): PgBoss.JobInsert<StepJob>[] {
  const jobs: PgBoss.JobInsert<StepJob>[] = [];
  for (let index = 0; index < executionIds.length; index += executionsPerJob)
    jobs.push({
      name: stepQueue,
      data: { executionIds: executionIds.slice(index, index + executionsPerJob) },
      ...stepJobOptions,
    });
  return jobs;
}

/**
 * The claim: the execution row of this attempt (`<campaign prospect>:<step>:<attempt>`,
 * unique). The usual claim is a step's first attempt, inserted at once; only a prospect
 * whose key is taken (a retry after a wait, a lost job) has its earlier attempts read: an
 * unfinished one is taken up again instead of starting a new attempt. The prospect's
 * `next_step_at` moves a lease ahead, so a step whose job is lost is looked at again then.
 * Answers the execution ids to run.
 */
async function claimSteps(
  tx: Db,
  claims: { cp: CampaignProspectRow; step: WorkflowStepRow; credential: CredentialRow; kind: string }[],
  now: Date,
  leases: string[],
  workerId: string | null,
): Promise<string[]> {
  if (claims.length === 0) return [];
  const insertOf = (claim: (typeof claims)[number], attempt: number): ExecutionInsert => ({
    space_id: claim.cp.spaceId,
    workflow_id: claim.cp.workflowId,
    campaign_prospect_id: claim.cp.id,
    step_id: claim.step.id,
    step_key: claim.step.key,
    credential_id: claim.credential.id,
    idempotency_key: `${claim.cp.id}:${claim.step.key}:${attempt}`,
    action_kind: claim.kind,
    worker_id: workerId,
  });
  for (const { cp } of claims) leases.push(cp.id);
  const first = await insertExecutions(
    tx,
    claims.map((claim) => insertOf(claim, 1)),
    now,
  );
  const ids = first.map((row) => row.id);
  const inserted = new Set(first.map((row) => row.campaignProspectId));
  const again = claims.filter((claim) => !inserted.has(claim.cp.id));
  if (again.length === 0) return ids;
  const previous = await tx
    .select({
      id: stepExecutions.id,
      campaignProspectId: stepExecutions.campaignProspectId,
      stepKey: stepExecutions.stepKey,
      status: stepExecutions.status,
      detail: stepExecutions.detail,
    })
    .from(stepExecutions)
    .where(
      and(
        idIn(
          stepExecutions.campaignProspectId,
          again.map((claim) => claim.cp.id),
        ),
        notLike(stepExecutions.idempotencyKey, '%:inserted'),
      ),
    );
  const inserts: ExecutionInsert[] = [];
  const resentScheduled: string[] = [];
  for (const claim of again) {
    const attempts = previous.filter(
      (row) => row.campaignProspectId === claim.cp.id && row.stepKey === claim.step.key,
    );
    const open = attempts.find((row) => !finalExecutionStatuses.includes(row.status));
    if (open) {
      // A task handed to a worker answers through completeStep; nothing to re-send.
      if (!(open.status === 'running' && open.detail.task_id)) ids.push(open.id);
      if (open.status === 'scheduled') resentScheduled.push(open.id);
      continue;
    }
    inserts.push(insertOf(claim, attempts.length + 1));
  }
  // A re-sent step not taken yet is now this process's to get run: should it die too, its
  // reaping finds the step (a running one is the worker's that takes it).
  if (resentScheduled.length > 0)
    await tx
      .update(stepExecutions)
      .set({ workerId })
      .where(and(idIn(stepExecutions.id, resentScheduled), eq(stepExecutions.status, 'scheduled')));
  ids.push(...(await insertExecutions(tx, inserts, now)).map((row) => row.id));
  return ids;
}

/**
 * Records that the channel accepted the action (message sent, task queued at the
 * network), in its own commit, before the executor returns. A job retried after
 * its worker died then finds `sent_at` and completes the step without touching
 * the channel again. Executors call it right after the send.
 */
export async function markChannelSent(
  deps: Pick<EngineDeps, 'db' | 'clock'>,
  executionId: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await deps.db
    .update(stepExecutions)
    .set({
      detail: sql`${stepExecutions.detail} || ${JSON.stringify({ ...detail, sent_at: deps.clock.now().toISOString() })}::jsonb`,
    })
    .where(eq(stepExecutions.id, executionId));
}

export type RunOutcome = 'ran' | 'recovered' | 'skipped';

/** Steps of one batch run at once (executors wait on the network, not on this process). */
const executorConcurrency = 8;

/** Runs one claimed step: `runExecutions` for one id; a throw of its channel is passed on. */
export async function runExecution(
  deps: EngineDeps,
  registry: ExecutorRegistry,
  executionId: string,
): Promise<RunOutcome> {
  const [outcome] = await runExecutions(deps, registry, [executionId]);
  return outcome ?? 'skipped';
}

/**
 * Runs claimed steps (a pg-boss job's work). Exactly-once in effect: each
 * execution row is taken under its guard (and marked with this process's worker
 * id); one already finished is left alone; one running whose channel recorded the
 * send (`detail.sent_at`) is completed from that record without running the
 * channel again; one running under a live worker (its heartbeat within the
 * timeout) is left to it; one running under a dead worker is taken over. Every
 * take counts in `detail.runs`, the fencing token a channel may check before it
 * acts (the email executor does). The usual case costs a few statements for the
 * whole batch: take, load, complete. A channel that throws gives its execution
 * back (`scheduled`, `detail.failures` + 1); the others complete, then the first
 * error is thrown so pg-boss retries the job (the retry runs only what is
 * unfinished, and gives up after `maxRuns` failures).
 */
export async function runExecutions(
  deps: EngineDeps,
  registry: ExecutorRegistry,
  executionIds: readonly string[],
): Promise<RunOutcome[]> {
  const now = deps.clock.now();
  const workerId = deps.workerId ?? null;
  const outcomes = new Map<string, RunOutcome>();
  const completions: StepCompletion[] = [];
  // The usual case in one statement: scheduled executions become running (the WHERE is
  // re-checked under each row lock, so two workers can not both take one).
  const fresh = await deps.db
    .update(stepExecutions)
    .set({
      status: 'running',
      startedAt: now,
      workerId,
      detail: sql`${stepExecutions.detail} || jsonb_build_object('runs', coalesce((${stepExecutions.detail}->>'runs')::int, 0) + 1)`,
    })
    .where(and(idIn(stepExecutions.id, executionIds), eq(stepExecutions.status, 'scheduled')))
    .returning();
  const taken: StepExecutionRow[] = [...fresh];
  const freshIds = new Set(fresh.map((row) => row.id));
  for (const executionId of executionIds) {
    if (freshIds.has(executionId)) continue;
    const other = await takeOver(deps, executionId, now);
    if (other.kind === 'skip') outcomes.set(executionId, 'skipped');
    else if (other.kind === 'sent') {
      const outcome = other.row.detail.outcome === 'negative' ? 'negative' : 'positive';
      completions.push({ executionId, result: { type: 'done', outcome, detail: { recovered: true } } });
      outcomes.set(executionId, 'recovered');
    } else taken.push(other.row);
  }
  const toRun: StepExecutionRow[] = [];
  for (const row of taken) {
    if (Number(row.detail.failures ?? 0) >= maxRuns) {
      completions.push({
        executionId: row.id,
        result: { type: 'failed', error: 'The step kept failing; gave up' },
      });
      outcomes.set(row.id, 'ran');
    } else toRun.push(row);
  }

  const contexts = await loadContexts(deps, toRun);
  const idle: string[] = [];
  const errors: unknown[] = [];
  const threw: string[] = [];
  const runnable: StepContext[] = [];
  for (const execution of toRun) {
    const context = contexts.get(execution.id);
    if (!context) {
      completions.push({ executionId: execution.id, result: { type: 'skipped', reason: 'no_actions' } });
      outcomes.set(execution.id, 'ran');
    } else if (context.campaignProspect.state !== 'active' || context.workflow.status !== 'active') {
      // Paused (a reply, the campaign) between claim and run: nothing is sent; the
      // resume schedules the step again as a new attempt.
      idle.push(execution.id);
      outcomes.set(execution.id, 'skipped');
    } else runnable.push(context);
  }
  for (let index = 0; index < runnable.length; index += executorConcurrency) {
    await Promise.all(
      runnable.slice(index, index + executorConcurrency).map(async (context) => {
        const executor = registry.get(context.step.kind);
        if (!executor)
          deps.logger.warn({ kind: context.step.kind }, 'engine: no executor for this step kind');
        try {
          const result: StepResult = executor
            ? await executor.execute(context, deps)
            : { type: 'wait', reason: 'last_extension_task_failed' };
          completions.push({ executionId: context.execution.id, result });
          outcomes.set(context.execution.id, 'ran');
        } catch (error) {
          deps.logger.error({ err: error, executionId: context.execution.id }, 'engine: step failed');
          errors.push(error);
          threw.push(context.execution.id);
        }
      }),
    );
  }
  if (idle.length > 0)
    await deps.db
      .update(stepExecutions)
      .set({ status: 'waiting', waitReason: 'prospect_not_active', finishedAt: now })
      .where(and(idIn(stepExecutions.id, idle), eq(stepExecutions.status, 'running')));
  await completeSteps(deps, completions);
  if (threw.length > 0) await giveBack(deps, threw, workerId);
  if (errors.length > 0) throw errors[0];
  return executionIds.map((id) => outcomes.get(id) ?? 'skipped');
}

/** Everything each execution's executor needs, loaded for the batch in four queries. */
async function loadContexts(
  deps: EngineDeps,
  executions: StepExecutionRow[],
): Promise<Map<string, StepContext>> {
  const contexts = new Map<string, StepContext>();
  if (executions.length === 0) return contexts;
  // The campaign is loaded once, not joined to each of its prospects' rows.
  const joined = await deps.db
    .select({ cp: campaignProspects, prospect: prospects })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(idIn(campaignProspects.id, [...new Set(executions.map((row) => row.campaignProspectId))]));
  const workflowIds = [...new Set(joined.map((row) => row.cp.workflowId))];
  const workflowById = new Map(
    workflowIds.length === 0
      ? []
      : (await deps.db.select().from(workflows).where(inArray(workflows.id, workflowIds))).map((row) => [
          row.id,
          row,
        ]),
  );
  const rows = joined.flatMap((row) => {
    const workflow = workflowById.get(row.cp.workflowId);
    return workflow ? [{ ...row, workflow }] : [];
  });
  const byCp = new Map(rows.map((row) => [row.cp.id, row]));
  const stepsByWorkflow = await loadStepsOf(deps.db, workflowIds);
  const credentialIds = [...new Set(executions.map((row) => row.credentialId).filter((id) => id !== null))];
  const credentialById = new Map(
    credentialIds.length === 0
      ? []
      : (await deps.db.select().from(credentials).where(inArray(credentials.id, credentialIds))).map(
          (row) => [row.id, row],
        ),
  );
  for (const execution of executions) {
    const row = byCp.get(execution.campaignProspectId);
    const step =
      row && stepsByWorkflow.get(row.workflow.id)?.find((candidate) => candidate.key === execution.stepKey);
    if (!row || !step) continue;
    contexts.set(execution.id, {
      spaceId: row.cp.spaceId,
      workflow: row.workflow,
      step,
      campaignProspect: row.cp,
      prospect: row.prospect,
      credential: (execution.credentialId && credentialById.get(execution.credentialId)) || null,
      execution,
      now: deps.clock.now(),
    });
  }
  return contexts;
}

/** How many step executions of a campaign are not finished yet (tests, bench). */
export async function openExecutions(db: Db, workflowId?: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(stepExecutions)
    .where(
      and(
        inArray(stepExecutions.status, ['scheduled', 'running']),
        workflowId ? eq(stepExecutions.workflowId, workflowId) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The executions whose channel threw are given back (`scheduled`, no worker, one more failure):
 * the job's retry takes them again at once instead of waiting for this live worker to be taken
 * for dead. One whose channel already acted (`sent_at`) stays running: a retry completes it from
 * that record.
 */
async function giveBack(deps: EngineDeps, executionIds: string[], workerId: string | null): Promise<void> {
  await deps.db
    .update(stepExecutions)
    .set({
      status: 'scheduled',
      workerId: null,
      detail: sql`${stepExecutions.detail} || jsonb_build_object('failures', coalesce((${stepExecutions.detail}->>'failures')::int, 0) + 1)`,
    })
    .where(
      and(
        idIn(stepExecutions.id, executionIds),
        eq(stepExecutions.status, 'running'),
        sql`${stepExecutions.detail}->>'sent_at' is null`,
        sql`${stepExecutions.workerId} is not distinct from ${workerId}::uuid`,
      ),
    );
}

/**
 * A retry or re-send of an execution that is not `scheduled`: takes a running one only when the
 * process running it is gone (its worker row missing or its heartbeat older than the timeout;
 * without a worker id, running for longer than `staleRunMs`) and the channel did not act.
 */
async function takeOver(deps: EngineDeps, executionId: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.id, executionId))
      .for('update');
    if (!row || finalExecutionStatuses.includes(row.status)) return { kind: 'skip' as const };
    if (row.status === 'running') {
      if (row.detail.sent_at) return { kind: 'sent' as const, row };
      if (row.detail.task_id) return { kind: 'skip' as const };
      if (row.workerId) {
        if (isLive(await workerHeartbeat(tx, row.workerId), now, workerTimeoutMs(deps)))
          return { kind: 'skip' as const };
      } else if (row.startedAt && now.getTime() - row.startedAt.getTime() < staleRunMs)
        return { kind: 'skip' as const };
    }
    const runs = Number(row.detail.runs ?? 0) + 1;
    // A take-over of a dead worker's step is counted apart from failures: a crash is not the
    // step's fault, and a batch taken whole by a process killed again and again must not give up.
    const takeovers = Number(row.detail.takeovers ?? 0) + (row.status === 'running' ? 1 : 0);
    const [running] = await tx
      .update(stepExecutions)
      .set({
        status: 'running',
        startedAt: now,
        workerId: deps.workerId ?? null,
        detail: { ...row.detail, runs, ...(takeovers > 0 ? { takeovers } : {}) },
      })
      .where(eq(stepExecutions.id, row.id))
      .returning();
    return { kind: 'run' as const, row: running ?? row };
  });
}
