import type { StepProgressJson } from '@outreach/core/outreach';
import { and, count, countDistinct, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaignProspects, stepExecutions, workflowSteps } from '../db/schema';

/** An execution that finished its step for good (skipped counts: the prospect went past it). */
export const completedStatuses = ['done', 'skipped'] as const;
/** Prospects that are still somewhere in the sequence. */
const waitingStates = ['active', 'pending', 'paused', 'campaign_paused'] as const;

/**
 * The step keys at least one prospect of the campaign completed (done or
 * skipped): the live-edit rule keeps these steps (outreach §4 "completed steps stay").
 */
export async function completedStepKeys(db: Db, workflowId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ key: stepExecutions.stepKey })
    .from(stepExecutions)
    .where(
      and(eq(stepExecutions.workflowId, workflowId), inArray(stepExecutions.status, [...completedStatuses])),
    );
  return new Set(rows.map((row) => row.key));
}

/**
 * Per live step, in `number` order: how many prospects completed it and how
 * many are waiting at it (their current step). GET /api/workflows/{id}/progress.
 */
export async function stepProgress(db: Db, workflowId: string): Promise<StepProgressJson[]> {
  const steps = await db
    .select({ key: workflowSteps.key })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.workflowId, workflowId), isNull(workflowSteps.removedAt)))
    .orderBy(workflowSteps.number);
  const completed = await db
    .select({ key: stepExecutions.stepKey, total: countDistinct(stepExecutions.campaignProspectId) })
    .from(stepExecutions)
    .where(
      and(eq(stepExecutions.workflowId, workflowId), inArray(stepExecutions.status, [...completedStatuses])),
    )
    .groupBy(stepExecutions.stepKey);
  const waiting = await db
    .select({ key: campaignProspects.currentStepKey, total: count() })
    .from(campaignProspects)
    .where(
      and(eq(campaignProspects.workflowId, workflowId), inArray(campaignProspects.state, [...waitingStates])),
    )
    .groupBy(campaignProspects.currentStepKey);
  const completedBy = new Map(completed.map((row) => [row.key, Number(row.total)]));
  const waitingBy = new Map(waiting.map((row) => [row.key, Number(row.total)]));
  return steps.map((step) => ({
    key: step.key,
    completed: completedBy.get(step.key) ?? 0,
    waiting: waitingBy.get(step.key) ?? 0,
  }));
}
