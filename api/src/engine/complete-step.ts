import type { StepOutcomeName } from '@outreach/core/outreach';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type CampaignProspectRow,
  campaignProspects,
  credentials,
  type StepExecutionRow,
  stepExecutions,
  type WorkflowRow,
  type WorkflowStepRow,
  workflows,
} from '../db/schema';
import {
  type ExecutionWrite,
  executionColumns,
  idIn,
  writeCampaignProspects,
  writeExecutions,
} from './bulk-writes';
import type { EngineDeps, StepResult } from './contracts';
import { recordLimitSignal } from './health';
import { announceProspectChanges, type ProspectChange } from './notify';
import type { OutreachEvent } from '../platform/outreach-events';
import {
  advanceProspect,
  advanceValues,
  awaitingConnection,
  followingStep,
  isContacting,
  loadStepsOf,
  raiseLifecycles,
} from './progression';
import { engineSettings } from '../platform/engine-settings';

/** Statuses after which an execution never changes again (a retry is a new attempt). */
export const finalExecutionStatuses: readonly StepExecutionRow['status'][] = [
  'done',
  'skipped',
  'failed',
  'waiting',
];

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

interface Outcome {
  changes: ProspectChange[];
  events: OutreachEvent[];
}

/**
 * Records what running a step produced and moves the prospect on (outreach §4):
 * done -> the next step (smart: the branch of the outcome) after its wait, or
 * finished at the end; skipped -> on like positive; failed -> paused when the
 * result names a pause reason, else on like negative; wait -> the same step
 * again at `retryAt`; limit -> the sender's health drops and the step waits
 * for the cool-down; pending -> the execution stays running until the worker
 * reports (this function is called again with the final result).
 *
 * Idempotent: an execution already finished (done, skipped, failed, waiting) is
 * left as is, so a retried job or a late duplicate report changes nothing.
 */
export async function completeStep(deps: EngineDeps, executionId: string, result: StepResult): Promise<void> {
  await completeSteps(deps, [{ executionId, result }]);
}

export interface StepCompletion {
  executionId: string;
  result: StepResult;
}

/**
 * `completeStep` for a batch (the worker's job), in one transaction: the rows
 * are locked in id order and written back with one statement per table; only
 * the rare paths (a limit signal, a connection request waiting for acceptance,
 * the live-edit rule after a campaign edit) touch rows one by one.
 */
export async function completeSteps(deps: EngineDeps, items: readonly StepCompletion[]): Promise<void> {
  if (items.length === 0) return;
  const outcome = await deps.db.transaction(async (tx) => applyResults(deps, tx, items));
  announceProspectChanges(deps, outcome.changes);
  for (const event of outcome.events) await deps.events.emit(event);
}

async function applyResults(deps: EngineDeps, tx: Db, items: readonly StepCompletion[]): Promise<Outcome> {
  const outcome: Outcome = { changes: [], events: [] };
  const now = deps.clock.now();
  const resultById = new Map(items.map((item) => [item.executionId, item.result]));
  const executions = (
    await tx
      .select()
      .from(stepExecutions)
      .where(idIn(stepExecutions.id, [...resultById.keys()]))
      .orderBy(asc(stepExecutions.id))
      .for('update')
  ).filter((row) => !finalExecutionStatuses.includes(row.status));
  if (executions.length === 0) return outcome;

  const cpIds = [...new Set(executions.map((row) => row.campaignProspectId))];
  const cpById = new Map(
    (
      await tx
        .select()
        .from(campaignProspects)
        .where(idIn(campaignProspects.id, cpIds))
        .orderBy(asc(campaignProspects.id))
        .for('update')
    ).map((row) => [row.id, row]),
  );
  const workflowIds = [...new Set([...cpById.values()].map((row) => row.workflowId))];
  const workflowById = new Map(
    workflowIds.length === 0
      ? []
      : (await tx.select().from(workflows).where(inArray(workflows.id, workflowIds))).map((row) => [
          row.id,
          row,
        ]),
  );
  const stepsByWorkflow = await loadStepsOf(tx, workflowIds);

  const executionWrites: ExecutionWrite[] = [];
  const prospectWrites = new Map<string, CampaignProspectRow>();
  const contacted = new Map<string, string>();
  const oneByOne: (() => Promise<void>)[] = [];
  for (const execution of executions) {
    const result = resultById.get(execution.id) as StepResult;
    const detail = (extra: Record<string, unknown> | undefined) => ({ ...execution.detail, ...extra });
    if (result.type === 'pending') {
      executionWrites.push({
        ...executionColumns(execution),
        status: 'running',
        started_at: execution.startedAt ?? now,
        detail: detail({ task_id: result.taskId }),
      });
      continue;
    }
    executionWrites.push({
      ...executionColumns(execution),
      ...resultWrite(result, detail),
      started_at: execution.startedAt ?? now,
      finished_at: now,
    });
    const cp = cpById.get(execution.campaignProspectId);
    // The prospect left the campaign meanwhile: keep the record, nothing to move.
    if (!cp) continue;
    outcome.changes.push({
      spaceId: cp.spaceId,
      workflowId: cp.workflowId,
      prospectId: cp.prospectId,
      campaignProspectId: cp.id,
    });
    // Only the step the prospect is at moves it (a late report of an older step is recorded, not followed).
    const workflow = workflowById.get(cp.workflowId);
    if (!workflow || cp.currentStepKey !== execution.stepKey) continue;
    const steps = stepsByWorkflow.get(workflow.id) ?? [];
    const step = steps.find((candidate) => candidate.id === execution.stepId);
    const plan = planProspect(deps, { cp, workflow, steps, step, execution, result, now });
    if (plan.contacted) contacted.set(cp.prospectId, cp.spaceId);
    if (plan.kind === 'write') prospectWrites.set(cp.id, plan.row);
    else
      oneByOne.push(async () => {
        await plan.run(tx);
      });
  }
  await writeExecutions(tx, executionWrites);
  if (contacted.size > 0) await raiseLifecycles(tx, [...contacted.keys()], 'contacted', now);
  await writeCampaignProspects(tx, [...prospectWrites.values()]);
  for (const run of oneByOne) await run();
  return outcome;
}

type ProspectPlan = { contacted: boolean } & (
  | { kind: 'write'; row: CampaignProspectRow }
  | { kind: 'run'; run: (tx: Db) => Promise<unknown> }
);

/**
 * What a finished step does to its prospect. The usual moves (advance, pause,
 * wait) come back as the row to write; the rest as work to do in the transaction.
 */
function planProspect(
  deps: EngineDeps,
  input: {
    cp: CampaignProspectRow;
    workflow: WorkflowRow;
    steps: WorkflowStepRow[];
    step: WorkflowStepRow | undefined;
    execution: StepExecutionRow;
    result: Exclude<StepResult, { type: 'pending' }>;
    now: Date;
  },
): ProspectPlan {
  const { cp, workflow, steps, step, execution, result, now } = input;
  const write = (values: Partial<CampaignProspectRow>, contacted = false): ProspectPlan => ({
    kind: 'write',
    contacted,
    row: { ...cp, ...values, updatedAt: now },
  });
  const advance = (outcome: StepOutcomeName, contacted = false): ProspectPlan => {
    // After a campaign edit the live-edit rule may skip inserted steps: the full path.
    if (cp.progressRevision !== null && cp.progressRevision < workflow.revision)
      return {
        kind: 'run',
        contacted,
        run: (tx) => advanceProspect(tx, cp, workflow, execution.stepKey, outcome, now),
      };
    return write(
      advanceValues(
        cp,
        workflow,
        followingStep(steps, execution.stepKey, outcome, workflow.sequenceType),
        now,
      ),
      contacted,
    );
  };
  const settings = engineSettings(deps);
  switch (result.type) {
    case 'done': {
      const contacted = step !== undefined && isContacting(step.kind);
      if (step?.kind === 'connection_request' && result.outcome === 'positive' && !result.detail?.connected) {
        // The request is out: the positive branch waits for "accepted" (handleInbound), the
        // negative one is taken when it is not accepted in time (scheduler).
        return write(
          {
            waitReason: awaitingConnection,
            nextStepAt: new Date(now.getTime() + settings.connectionAcceptDays * dayMs),
          },
          contacted,
        );
      }
      return advance(result.outcome, contacted);
    }
    case 'skipped':
      return advance('skipped');
    case 'failed':
      if (result.pauseReason)
        return write({ state: 'paused', pauseReason: result.pauseReason, nextStepAt: null });
      return advance('failed');
    case 'wait':
      return write({
        waitReason: result.reason,
        nextStepAt: result.retryAt ?? new Date(now.getTime() + settings.waitRetryMinutes * minuteMs),
      });
    case 'limit':
      return {
        kind: 'run',
        contacted: false,
        run: async (tx) => {
          const [credential] = execution.credentialId
            ? await tx.select().from(credentials).where(eq(credentials.id, execution.credentialId))
            : [];
          const until = credential
            ? await recordLimitSignal(tx, credential, result.signal, now)
            : new Date(now.getTime() + settings.waitRetryMinutes * minuteMs);
          await tx
            .update(campaignProspects)
            .set({ waitReason: 'sender_cooling_down', nextStepAt: until, updatedAt: now })
            .where(eq(campaignProspects.id, cp.id));
        },
      };
  }
}

/** The execution columns a result sets (snake case: written through `writeExecutions`). */
function resultWrite(
  result: Exclude<StepResult, { type: 'pending' }>,
  detail: (extra: Record<string, unknown> | undefined) => Record<string, unknown>,
): Partial<ExecutionWrite> {
  switch (result.type) {
    case 'done':
      return { status: 'done', outcome: result.outcome, detail: detail(result.detail) };
    case 'skipped':
      return {
        status: 'skipped',
        outcome: 'skipped',
        skip_reason: result.reason,
        detail: detail(result.detail),
      };
    case 'failed':
      return { status: 'failed', outcome: 'failed', error: result.error, detail: detail(undefined) };
    case 'wait':
      return { status: 'waiting', wait_reason: result.reason, detail: detail(undefined) };
    case 'limit':
      return {
        status: 'waiting',
        wait_reason: 'sender_cooling_down',
        detail: detail({ signal: result.signal }),
      };
  }
}
