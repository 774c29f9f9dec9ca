/**
 * The scheduler: a pass (tick) claims the due prospects' steps and hands their executions to
 * pg-boss as jobs. Running them is step-runner.ts's; the claim's rows are step-claims.ts's.
 */
import { and, asc, eq, inArray, lte, not } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import {
  type CampaignProspectRow,
  type CredentialRow,
  campaignProspects,
  type SenderHealthRow,
  senderHealth,
  spaces,
  stepExecutions,
  type WorkflowRow,
  type WorkflowStepRow,
  workflows,
} from '../db/schema';
import { idIn, leaseCampaignProspects, writeCampaignProspects } from './bulk-writes';
import type { EngineDeps } from './contracts';
import {
  type Availability,
  checkAvailability,
  loadUsage,
  recordClaim,
  type SenderUsage,
  spacingGapMs,
} from './limits';
import { announceProspectChanges, type ProspectChange } from './notify';
import { actionKindOf, advanceProspect, awaitingConnection, firstStep, loadStepsOf } from './progression';
import { type PlannedSender, planSenders } from './rotation';
import { type EngineSettings, engineSettings } from '../platform/engine-settings';
import { claimSteps } from './step-claims';
import { reapDeadWorkers } from './workers';

/** The pg-boss queue step executions run on; the job id is the execution id. */
export const stepQueue = 'engine-step';

const minuteMs = 60 * 1000;
/**
 * A claimed step not finished by then is looked at again (its job re-sent). The last resort
 * only: a dead process's steps are handed on after the worker timeout (engine/workers.ts).
 */
export const claimLeaseMs = 30 * minuteMs;
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

/** One batch of a scheduler pass: what it read, and what it decided (written back at its end). */
interface Batch {
  tx: Db;
  deps: EngineDeps;
  settings: EngineSettings;
  now: Date;
  result: TickResult;
  changes: ProspectChange[];
  /** What this pass decides for each prospect, written back in one statement at the end. */
  writes: Map<string, CampaignProspectRow>;
  workflowById: Map<string, WorkflowRow>;
  stepsByWorkflow: Map<string, WorkflowStepRow[]>;
}

/** A due prospect whose step can run, with the sender it runs on. */
interface ReadyStep {
  cp: CampaignProspectRow;
  step: WorkflowStepRow;
  credential: CredentialRow;
}

type Claim = ReadyStep & { kind: string };

function write(batch: Batch, cp: CampaignProspectRow, values: Partial<CampaignProspectRow>) {
  const row = { ...cp, ...values };
  batch.writes.set(cp.id, row);
  return row;
}

function changeOf(cp: CampaignProspectRow): ProspectChange {
  return {
    spaceId: cp.spaceId,
    workflowId: cp.workflowId,
    prospectId: cp.prospectId,
    campaignProspectId: cp.id,
  };
}

async function tickBatch(
  tx: Db,
  deps: EngineDeps,
  settings: EngineSettings,
): Promise<{ result: TickResult; found: number; changes: ProspectChange[] }> {
  const now = deps.clock.now();
  const result: TickResult = { claimed: 0, deferred: 0, advanced: 0, jobs: [] };
  const changes: ProspectChange[] = [];
  const found = await dueProspects(tx, settings, now);
  if (found.length === 0) return { result, found: 0, changes };

  const workflowIds = [...new Set(found.map((cp) => cp.workflowId))];
  const workflowRows = await tx.select().from(workflows).where(inArray(workflows.id, workflowIds));
  const batch: Batch = {
    tx,
    deps,
    settings,
    now,
    result,
    changes,
    writes: new Map(),
    workflowById: new Map(workflowRows.map((row) => [row.id, row])),
    stepsByWorkflow: new Map(),
  };
  const due = holdOutsideActiveCampaigns(batch, found);
  batch.stepsByWorkflow = await loadStepsOf(tx, workflowIds);
  const ready = await startDueProspects(batch, due);
  const claims = await checkSenders(batch, ready);

  // 3. The claims: each prospect's lease moves ahead and its execution row is inserted.
  const leases: string[] = [];
  const executions = await claimSteps(tx, claims, now, leases, deps.workerId ?? null);
  result.claimed = executions.length;
  result.jobs = jobsFor(executions);
  await writeCampaignProspects(tx, [...batch.writes.values()]);
  await leaseCampaignProspects(tx, leases, new Date(now.getTime() + claimLeaseMs), now);
  return { result, found: found.length, changes };
}

/**
 * The batch's due prospects, locked (FOR UPDATE SKIP LOCKED): active ones whose time has come,
 * then pending ones of active campaigns; none of an unpaid workspace.
 */
async function dueProspects(tx: Db, settings: EngineSettings, now: Date): Promise<CampaignProspectRow[]> {
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
  return found;
}

/**
 * An active prospect belongs to an active campaign (pausing, archiving or deleting a campaign
 * holds its prospects as campaign_paused); one found under any other campaign is held so here.
 * Answers the others.
 */
function holdOutsideActiveCampaigns(
  batch: Batch,
  found: CampaignProspectRow[],
): { cp: CampaignProspectRow }[] {
  const due: { cp: CampaignProspectRow }[] = [];
  for (const cp of found) {
    if (batch.workflowById.get(cp.workflowId)?.status === 'active') due.push({ cp });
    else {
      write(batch, cp, { state: 'campaign_paused', updatedAt: batch.now });
      batch.changes.push(changeOf(cp));
    }
  }
  return due;
}

/** A pending prospect starts at its campaign's first step; null when there is none (it finishes). */
function startPending(
  batch: Batch,
  cp: CampaignProspectRow,
  workflow: WorkflowRow,
  steps: WorkflowStepRow[],
): CampaignProspectRow | null {
  const { now } = batch;
  const first = firstStep(steps, workflow);
  const started = write(batch, cp, {
    state: first ? 'active' : 'finished',
    currentStepKey: first?.key ?? null,
    nextStepAt: first ? now : null,
    approvalState: first?.requiresApproval ? 'awaiting_approval' : null,
    progressRevision: workflow.revision,
    startedAt: now,
    updatedAt: now,
  });
  batch.changes.push(changeOf(started));
  return first ? started : null;
}

/** The prospect leaves its step without running it: its pending write goes first, then it moves on. */
async function moveOn(
  batch: Batch,
  cp: CampaignProspectRow,
  workflow: WorkflowRow,
  outcome: 'negative' | 'skipped',
): Promise<void> {
  if (batch.writes.delete(cp.id)) await writeCampaignProspects(batch.tx, [cp]);
  await advanceProspect(batch.tx, cp, workflow, cp.currentStepKey, outcome, batch.now);
  batch.result.advanced += 1;
  batch.changes.push(changeOf(cp));
}

/**
 * A step that may run as far as the prospect goes: held for approval, or waiting for a sender
 * when its campaign has no usable one; else the step with the sender settled for it.
 */
function readyStep(
  batch: Batch,
  due: CampaignProspectRow,
  step: WorkflowStepRow,
  sender: PlannedSender,
): ReadyStep | null {
  const { now, changes } = batch;
  if (step.requiresApproval && due.approvalState !== 'approved') {
    write(batch, due, {
      approvalState: due.approvalState === 'hold' ? 'hold' : 'awaiting_approval',
      nextStepAt: null,
    });
    changes.push(changeOf(due));
    return null;
  }
  const cp = sender.values.credentialId ? write(batch, due, sender.values) : due;
  if (!sender.credential) {
    write(batch, cp, {
      waitReason: 'no_available_sender',
      nextStepAt: new Date(now.getTime() + batch.settings.waitRetryMinutes * minuteMs),
    });
    batch.result.deferred += 1;
    changes.push(changeOf(cp));
    return null;
  }
  return { cp, step, credential: sender.credential };
}

/**
 * 1. Start pending prospects, move past finished waits, settle senders: every due prospect's
 * sender is settled for the batch at once (rotation when its own can not act). Answers the
 * prospects whose step can run now.
 */
async function startDueProspects(batch: Batch, due: { cp: CampaignProspectRow }[]): Promise<ReadyStep[]> {
  const plannedSenders = await planSenders(
    batch.tx,
    due.map((row) => row.cp),
    batch.now,
    new Map<string, CredentialRow>(),
  );
  const ready: ReadyStep[] = [];
  for (const { cp: dueRow } of due) {
    const workflow = batch.workflowById.get(dueRow.workflowId);
    const steps = batch.stepsByWorkflow.get(dueRow.workflowId) ?? [];
    if (!workflow) continue;
    const cp = dueRow.state === 'pending' ? startPending(batch, dueRow, workflow, steps) : dueRow;
    if (!cp) continue;
    if (cp.waitReason === awaitingConnection && cp.currentStepKey) {
      // Not accepted in time: the connection request's negative branch.
      await moveOn(batch, cp, workflow, 'negative');
      continue;
    }
    const step = steps.find((candidate) => candidate.key === cp.currentStepKey);
    if (!step || step.removedAt !== null) {
      // The step went away under the prospect (live edit): removed steps never run.
      await moveOn(batch, cp, workflow, 'skipped');
      continue;
    }
    const item = readyStep(batch, cp, step, plannedSenders.get(cp.id) ?? { credential: null, values: {} });
    if (item) ready.push(item);
  }
  return ready;
}

/** The sender's health row, locked for the pass (created when missing), and its usage. */
async function lockSender(tx: Db, credential: CredentialRow, now: Date): Promise<SenderState> {
  await tx
    .insert(senderHealth)
    .values({ credentialId: credential.id, spaceId: credential.spaceId, updatedAt: now })
    .onConflictDoNothing();
  const [health] = await tx
    .select()
    .from(senderHealth)
    .where(eq(senderHealth.credentialId, credential.id))
    .for('update');
  return { credential, health, usage: await loadUsage(tx, credential, now) };
}

/**
 * A step its sender holds back waits with the reason until the sender can. Held back by spacing,
 * steps keep their order (`inOrder` milliseconds apart), and a thread already under way goes
 * before one not started yet: follow-ups are not starved by new prospects.
 */
function holdBack(
  batch: Batch,
  item: ReadyStep,
  workflow: WorkflowRow,
  held: Extract<Availability, { ok: false }>,
  inOrder: number,
): void {
  let until = held.until;
  if (held.reason === 'spacing') {
    const notStarted =
      item.step.key === firstStep(batch.stepsByWorkflow.get(workflow.id) ?? [], workflow)?.key;
    until = new Date(until.getTime() + inOrder + (notStarted ? 1000 : 0));
  }
  write(batch, item.cp, { waitReason: held.reason === 'spacing' ? null : held.reason, nextStepAt: until });
  batch.result.deferred += 1;
  if (held.reason !== 'spacing') batch.changes.push(changeOf(item.cp));
}

/** A network action was claimed: the sender's next one waits the spacing gap. */
async function spaceNextAction(batch: Batch, state: SenderState): Promise<void> {
  const gap = spacingGapMs(batch.settings, random(batch.deps));
  if (gap <= 0) return;
  const nextActionAt = new Date(batch.now.getTime() + gap);
  await batch.tx
    .update(senderHealth)
    .set({ nextActionAt })
    .where(eq(senderHealth.credentialId, state.credential.id));
  state.health = state.health ? { ...state.health, nextActionAt } : state.health;
}

/**
 * 2. Per sender, in id order (two passes lock senders in the same order: no deadlock);
 * a stable sort, so each sender's prospects stay in due order. Each step is checked against its
 * sender (work hours, cool-down, caps, spacing): held back, it waits with the reason until the
 * sender can. Answers the steps to claim.
 */
async function checkSenders(batch: Batch, ready: ReadyStep[]): Promise<Claim[]> {
  const { tx, now, settings } = batch;
  ready.sort((a, b) => (a.credential.id < b.credential.id ? -1 : a.credential.id > b.credential.id ? 1 : 0));
  let deferredInOrder = 0;
  const senders = new Map<string, SenderState>();
  const claims: Claim[] = [];
  const resuming = await openStepsOf(tx, ready);
  for (const item of ready) {
    const kind = actionKindOf(item.step.kind);
    const workflow = batch.workflowById.get(item.cp.workflowId) as WorkflowRow;
    // A step claimed before (the process that had it died, or its job was lost) is sent again, an
    // action already counted, so no cap, spacing or hour holds it back (counted twice, a crash
    // would push the rest of the day's steps to tomorrow). An internal step has no network behind
    // it (webhook, label, CRM, task): no caps, no spacing, no sender lock.
    if (resuming.has(item.cp.id) || kind === 'internal') {
      claims.push({ ...item, kind });
      continue;
    }
    let state = senders.get(item.credential.id);
    if (!state) {
      state = await lockSender(tx, item.credential, now);
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
      if (availability.reason === 'spacing') deferredInOrder += 1;
      holdBack(batch, item, workflow, availability, deferredInOrder);
      continue;
    }
    claims.push({ ...item, kind });
    recordClaim(state.usage, kind, workflow.id, now);
    await spaceNextAction(batch, state);
  }
  return claims;
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
