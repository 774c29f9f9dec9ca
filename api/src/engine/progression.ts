import {
  type ActionKind,
  nextStepKey,
  orderedSteps,
  type StepKind,
  type StepOutcomeName,
  stepKindInfo,
} from '@outreach/core/outreach';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type CampaignProspectRow,
  campaignProspects,
  type ProspectLifecycle,
  prospects,
  stepExecutions,
  type WorkflowRow,
  type WorkflowStepRow,
  workflowSteps,
} from '../db/schema';
import { idIn } from './bulk-writes';

/**
 * How a prospect moves through a campaign's steps (outreach §4): the next step
 * by number or by branch, the wait before it, the live-edit rule, removed steps,
 * approval. Used by completeStep, inbound events, approvals and the scheduler,
 * always inside the caller's transaction with the campaign prospect locked.
 */

/** The engine's own wait while a connection request is out (not a spec reason: shown as waiting). */
export const awaitingConnection = 'awaiting_connection';
/** An out-of-office reply moved the step (handleInbound). */
export const outOfOffice = 'out_of_office';

const hourMs = 60 * 60 * 1000;

export function stepWaitMs(step: Pick<WorkflowStepRow, 'waitDays' | 'waitHours'>): number {
  return (step.waitDays * 24 + step.waitHours) * hourMs;
}

export function actionKindOf(kind: string): ActionKind {
  return stepKindInfo[kind as StepKind]?.actionKind ?? 'internal';
}

/** Actions that reach the prospect: the first one moves the lifecycle from new to contacted. */
const contactingActions = new Set<ActionKind>([
  'message',
  'inmail',
  'connection_request',
  'connection_by_email',
  'email',
  'sms',
  'call',
  'voicemail',
]);

const lifecycleRank: Record<ProspectLifecycle, number> = {
  new: 0,
  contacted: 1,
  connected: 2,
  got_reply: 3,
  lead: 4,
  customer: 5,
};

function lifecyclesBelow(to: ProspectLifecycle): ProspectLifecycle[] {
  return (Object.keys(lifecycleRank) as ProspectLifecycle[]).filter(
    (name) => lifecycleRank[name] < lifecycleRank[to],
  );
}

/** Moves the lifecycle forward only (a lead never goes back to got reply). Returns true when changed. */
export async function raiseLifecycle(
  db: Db,
  spaceId: string,
  prospectId: string,
  to: ProspectLifecycle,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(prospects)
    .set({ lifecycle: to, updatedAt: now })
    .where(
      and(
        eq(prospects.id, prospectId),
        eq(prospects.spaceId, spaceId),
        inArray(prospects.lifecycle, lifecyclesBelow(to)),
      ),
    )
    .returning({ id: prospects.id });
  return rows.length > 0;
}

/** `raiseLifecycle` for many prospects at once (the worker's batch; ids come from the engine's own rows). */
export async function raiseLifecycles(
  db: Db,
  prospectIds: string[],
  to: ProspectLifecycle,
  now: Date,
): Promise<void> {
  if (prospectIds.length === 0) return;
  await db
    .update(prospects)
    .set({ lifecycle: to, updatedAt: now })
    .where(and(idIn(prospects.id, prospectIds), inArray(prospects.lifecycle, lifecyclesBelow(to))));
}

export function isContacting(kind: string): boolean {
  return contactingActions.has(actionKindOf(kind));
}

/** Every step of the campaign, removed ones included (their keys still link a smart graph). */
export async function loadSteps(db: Db, workflowId: string): Promise<WorkflowStepRow[]> {
  return db
    .select()
    .from(workflowSteps)
    .where(eq(workflowSteps.workflowId, workflowId))
    .orderBy(asc(workflowSteps.number));
}

/** `loadSteps` for several campaigns in one query. */
export async function loadStepsOf(db: Db, workflowIds: string[]): Promise<Map<string, WorkflowStepRow[]>> {
  const byWorkflow = new Map<string, WorkflowStepRow[]>(workflowIds.map((id) => [id, []]));
  if (workflowIds.length === 0) return byWorkflow;
  const rows = await db
    .select()
    .from(workflowSteps)
    .where(inArray(workflowSteps.workflowId, workflowIds))
    .orderBy(asc(workflowSteps.number));
  for (const row of rows) byWorkflow.get(row.workflowId)?.push(row);
  return byWorkflow;
}

function linked(steps: WorkflowStepRow[]) {
  return steps.map((step) => ({
    key: step.key,
    number: step.number,
    kind: step.kind as StepKind,
    positive_key: step.positiveKey,
    negative_key: step.negativeKey,
  }));
}

/**
 * The step after `fromKey` given the outcome, over live steps; removed steps
 * never run (outreach §4 live edit): in a smart graph the walk passes through
 * them as if skipped, in a simple list the next live number is taken.
 */
export function followingStep(
  allSteps: WorkflowStepRow[],
  fromKey: string | null,
  outcome: StepOutcomeName,
  sequenceType: WorkflowRow['sequenceType'],
): WorkflowStepRow | null {
  const live = allSteps.filter((step) => step.removedAt === null);
  const byKey = new Map(allSteps.map((step) => [step.key, step]));
  if (sequenceType === 'simple') {
    const from = fromKey === null ? null : byKey.get(fromKey);
    if (fromKey !== null && from && from.removedAt !== null) {
      return live.filter((step) => step.number > from.number).sort((a, b) => a.number - b.number)[0] ?? null;
    }
    const key = nextStepKey(linked(live), fromKey, outcome, 'simple');
    return key ? (byKey.get(key) ?? null) : null;
  }
  let key = nextStepKey(linked(fromKey === null ? live : allSteps), fromKey, outcome, 'smart');
  const seen = new Set<string>();
  while (key !== null) {
    const step = byKey.get(key);
    if (!step || seen.has(key)) return null;
    if (step.removedAt === null) return step;
    seen.add(key);
    key = nextStepKey(linked(allSteps), key, 'skipped', 'smart');
  }
  return null;
}

export interface AdvanceResult {
  row: CampaignProspectRow;
  next: WorkflowStepRow | null;
  /** Keys recorded skipped by the live-edit rule on the way. */
  insertedSkipped: string[];
}

/**
 * Moves a prospect past `fromKey` (the step that just ended with `outcome`):
 * records the live-edit skips, picks the next step, sets when it is due (its
 * wait after now) or finishes the prospect at the end. A paused prospect keeps
 * its state (a reply or a manual pause holds it where it now stands).
 */
export async function advanceProspect(
  db: Db,
  cp: CampaignProspectRow,
  workflow: WorkflowRow,
  fromKey: string | null,
  outcome: StepOutcomeName,
  now: Date,
): Promise<AdvanceResult> {
  const allSteps = await loadSteps(db, workflow.id);
  const insertedSkipped = await skipInsertedBeforeCompleted(db, cp, workflow, allSteps, fromKey, now);
  let next = followingStep(allSteps, fromKey, outcome, workflow.sequenceType);
  // A step the live-edit rule just skipped is passed like any skipped step.
  const guard = new Set<string>();
  while (next && insertedSkipped.includes(next.key) && !guard.has(next.key)) {
    guard.add(next.key);
    next = followingStep(allSteps, next.key, 'skipped', workflow.sequenceType);
  }
  const values = advanceValues(cp, workflow, next, now);
  const [row] = await db
    .update(campaignProspects)
    .set(values)
    .where(eq(campaignProspects.id, cp.id))
    .returning();
  return { row: row ?? cp, next, insertedSkipped };
}

/**
 * The columns of a prospect moving on to `next` (due after its wait), or
 * finishing when there is none. A paused prospect keeps its state.
 */
export function advanceValues(
  cp: CampaignProspectRow,
  workflow: WorkflowRow,
  next: WorkflowStepRow | null,
  now: Date,
): Partial<CampaignProspectRow> {
  const base = {
    waitReason: null,
    approvalState: null,
    progressRevision: workflow.revision,
    updatedAt: now,
  };
  return next
    ? {
        ...base,
        currentStepKey: next.key,
        nextStepAt: new Date(now.getTime() + stepWaitMs(next)),
        approvalState: next.requiresApproval ? 'awaiting_approval' : null,
      }
    : {
        ...base,
        currentStepKey: null,
        nextStepAt: null,
        state: cp.state === 'active' || cp.state === 'pending' ? 'finished' : cp.state,
      };
}

/**
 * spec: outreach §4 "uncompleted steps inserted before a completed one are
 * skipped": a live step added in a revision newer than the prospect's progress,
 * never run for this prospect, placed before a step this prospect completed, is
 * recorded skipped (`inserted_before_completed`) and never runs.
 */
async function skipInsertedBeforeCompleted(
  db: Db,
  cp: CampaignProspectRow,
  workflow: WorkflowRow,
  allSteps: WorkflowStepRow[],
  fromKey: string | null,
  now: Date,
): Promise<string[]> {
  const seenRevision = cp.progressRevision;
  if (seenRevision === null || seenRevision >= workflow.revision) return [];
  const live = allSteps.filter((step) => step.removedAt === null);
  const newer = live.filter((step) => step.addedInRevision > seenRevision);
  if (newer.length === 0) return [];
  const executed = await db
    .select({ key: stepExecutions.stepKey, status: stepExecutions.status })
    .from(stepExecutions)
    .where(eq(stepExecutions.campaignProspectId, cp.id));
  const ran = new Set(executed.map((row) => row.key));
  const completed = new Set(
    executed.filter((row) => row.status === 'done' || row.status === 'skipped').map((row) => row.key),
  );
  if (fromKey) completed.add(fromKey);
  const order = orderedSteps(linked(live), workflow.sequenceType).map((step) => step.key);
  const lastCompleted = Math.max(-1, ...[...completed].map((key) => order.indexOf(key)));
  const skipped = newer.filter((step) => !ran.has(step.key) && order.indexOf(step.key) < lastCompleted);
  if (skipped.length === 0) return [];
  await db
    .insert(stepExecutions)
    .values(
      skipped.map((step) => ({
        spaceId: cp.spaceId,
        workflowId: cp.workflowId,
        campaignProspectId: cp.id,
        stepId: step.id,
        stepKey: step.key,
        credentialId: cp.credentialId,
        idempotencyKey: `${cp.id}:${step.key}:inserted`,
        actionKind: actionKindOf(step.kind),
        status: 'skipped' as const,
        outcome: 'skipped' as const,
        skipReason: 'inserted_before_completed',
        scheduledAt: now,
        finishedAt: now,
      })),
    )
    .onConflictDoNothing();
  return skipped.map((step) => step.key);
}

/** The first live step of a campaign (null: nothing to do). */
export function firstStep(steps: WorkflowStepRow[], workflow: WorkflowRow): WorkflowStepRow | null {
  return followingStep(steps, null, 'positive', workflow.sequenceType);
}
