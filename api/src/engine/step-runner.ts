/**
 * Running claimed steps (a pg-boss job's work): each execution taken under its guard, its
 * executor run, its result completed; a dead worker's step taken over, a throwing one given back.
 * The scheduler (scheduler.ts) claims the steps this runs.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  campaignProspects,
  credentials,
  prospects,
  type StepExecutionRow,
  stepExecutions,
  workflows,
} from '../db/schema';
import { idIn } from './bulk-writes';
import { completeSteps, finalExecutionStatuses, type StepCompletion } from './complete-step';
import type { EngineDeps, StepContext, StepResult } from './contracts';
import type { ExecutorRegistry } from './executor-registry';
import { loadStepsOf } from './progression';
import { isLive, workerHeartbeat, workerTimeoutMs } from './workers';

const minuteMs = 60 * 1000;
/**
 * Only for an execution taken by no engine process (`worker_id` null: rows from before worker
 * ids, or a caller outside an engine process): running for longer than this, its runner is
 * taken for dead. Executions with a worker id follow that worker's heartbeat instead.
 */
export const staleRunMs = 5 * minuteMs;
/** After this many runs that threw the step fails (the job keeps throwing). */
export const maxRuns = 5;

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
  const settled: Settled = { outcomes: new Map(), completions: [] };
  const { outcomes, completions } = settled;
  const taken = await takeExecutions(deps, executionIds, now, settled);
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
  const { errors, threw } = await runExecutors(deps, registry, runnable, settled);
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

/** What a batch has settled so far: each execution's outcome, and the completions to write. */
interface Settled {
  outcomes: Map<string, RunOutcome>;
  completions: StepCompletion[];
}

/**
 * Takes the batch's executions: the usual case in one statement (scheduled executions become
 * running; the WHERE is re-checked under each row lock, so two workers can not both take one),
 * the others one by one (takeOver). One whose channel recorded the send completes from that record.
 */
async function takeExecutions(
  deps: EngineDeps,
  executionIds: readonly string[],
  now: Date,
  { outcomes, completions }: Settled,
): Promise<StepExecutionRow[]> {
  const fresh = await deps.db
    .update(stepExecutions)
    .set({
      status: 'running',
      startedAt: now,
      workerId: deps.workerId ?? null,
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
  return taken;
}

/**
 * Runs the executors, `executorConcurrency` at a time. A step kind without an executor waits; an
 * executor that throws is logged and its execution given back (answered in `threw`).
 */
async function runExecutors(
  deps: EngineDeps,
  registry: ExecutorRegistry,
  runnable: StepContext[],
  { outcomes, completions }: Settled,
): Promise<{ errors: unknown[]; threw: string[] }> {
  const errors: unknown[] = [];
  const threw: string[] = [];
  const runOne = async (context: StepContext) => {
    const executor = registry.get(context.step.kind);
    if (!executor) deps.logger.warn({ kind: context.step.kind }, 'engine: no executor for this step kind');
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
  };
  for (let index = 0; index < runnable.length; index += executorConcurrency) {
    await Promise.all(runnable.slice(index, index + executorConcurrency).map(runOne));
  }
  return { errors, threw };
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
 * A running execution that is not taken over: its channel started a task, or the process running
 * it lives (its heartbeat within the timeout; without a worker id, running for less than
 * `staleRunMs`).
 */
async function leftRunning(tx: Db, deps: EngineDeps, row: StepExecutionRow, now: Date): Promise<boolean> {
  if (row.detail.task_id) return true;
  if (row.workerId) return isLive(await workerHeartbeat(tx, row.workerId), now, workerTimeoutMs(deps));
  return Boolean(row.startedAt && now.getTime() - row.startedAt.getTime() < staleRunMs);
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
      if (await leftRunning(tx, deps, row, now)) return { kind: 'skip' as const };
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
