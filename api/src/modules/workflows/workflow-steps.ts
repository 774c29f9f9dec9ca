import { randomUUID } from 'node:crypto';
import type { StepJson } from '@outreach/core/outreach';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type WorkflowStepRow, workflowSteps } from '../../db/schema';
import type { CampaignStepJson, StepInput } from './workflows.schema';

export function stepJson(row: WorkflowStepRow): CampaignStepJson {
  return {
    key: row.key,
    number: row.number,
    kind: row.kind as CampaignStepJson['kind'],
    wait_days: row.waitDays,
    wait_hours: row.waitHours,
    subject: row.subject,
    text: row.text,
    email_type: row.emailType as CampaignStepJson['email_type'],
    thread: row.thread,
    requires_approval: row.requiresApproval,
    is_ai_message: row.isAiMessage,
    video_id: row.videoId,
    config: row.config,
    positive_key: row.positiveKey,
    negative_key: row.negativeKey,
  };
}

/** The steps as sent, numbered by their place (1-based) and with a key for every new one. */
export function normaliseSequence(steps: readonly StepInput[]): StepJson[] {
  return steps.map((step, index) => ({
    key: step.key ?? randomUUID(),
    number: index + 1,
    kind: step.kind,
    wait_days: step.wait_days,
    wait_hours: step.wait_hours,
    subject: step.subject ?? null,
    text: step.text ?? null,
    email_type: step.email_type ?? null,
    thread: step.thread,
    requires_approval: step.requires_approval,
    is_ai_message: step.is_ai_message,
    video_id: step.video_id ?? null,
    config: step.config,
    positive_key: step.positive_key ?? null,
    negative_key: step.negative_key ?? null,
  }));
}

/** The live (not removed) steps of a campaign, in order. */
export async function liveSteps(db: Db, workflowId: string): Promise<WorkflowStepRow[]> {
  return db
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.workflowId, workflowId), isNull(workflowSteps.removedAt)))
    .orderBy(asc(workflowSteps.number));
}

function stepValues(step: StepJson) {
  return {
    number: step.number,
    kind: step.kind,
    waitDays: step.wait_days,
    waitHours: step.wait_hours,
    subject: step.subject ?? null,
    text: step.text ?? null,
    emailType: step.email_type ?? null,
    thread: step.thread ?? false,
    requiresApproval: step.requires_approval ?? false,
    isAiMessage: step.is_ai_message ?? false,
    videoId: step.video_id ?? null,
    config: step.config ?? {},
    positiveKey: step.positive_key ?? null,
    negativeKey: step.negative_key ?? null,
  };
}

export interface StepWrite {
  spaceId: string;
  workflowId: string;
  /** The campaign's revision the new steps belong to. */
  revision: number;
  now: Date;
  /** Keys to keep with removed_at (they ran for someone); the others that left are deleted. */
  retiredKeys?: readonly string[];
}

/**
 * Replaces the campaign's live steps with `steps` (inside the caller's transaction):
 * existing keys are updated in place, new keys inserted with `added_in_revision`,
 * keys that left are deleted, or kept with `removed_at` when listed as retired.
 * A retired key that comes back is revived.
 */
export async function writeSteps(db: Db, steps: readonly StepJson[], write: StepWrite): Promise<void> {
  const existing = await db
    .select({ key: workflowSteps.key, removedAt: workflowSteps.removedAt })
    .from(workflowSteps)
    .where(eq(workflowSteps.workflowId, write.workflowId));
  const existingKeys = new Set(existing.map((row) => row.key));
  const wanted = new Set(steps.map((step) => step.key));
  const retired = new Set(write.retiredKeys ?? []);
  const leaving = existing
    .filter((row) => !wanted.has(row.key) && row.removedAt === null)
    .map((row) => row.key);
  const toDelete = leaving.filter((key) => !retired.has(key));
  const toRetire = leaving.filter((key) => retired.has(key));
  if (toDelete.length > 0) {
    await db
      .delete(workflowSteps)
      .where(and(eq(workflowSteps.workflowId, write.workflowId), inArray(workflowSteps.key, toDelete)));
  }
  if (toRetire.length > 0) {
    await db
      .update(workflowSteps)
      .set({ removedAt: write.now })
      .where(and(eq(workflowSteps.workflowId, write.workflowId), inArray(workflowSteps.key, toRetire)));
  }
  const fresh = steps.filter((step) => !existingKeys.has(step.key));
  if (fresh.length > 0) {
    await db.insert(workflowSteps).values(
      fresh.map((step) => ({
        spaceId: write.spaceId,
        workflowId: write.workflowId,
        key: step.key,
        addedInRevision: write.revision,
        createdAt: write.now,
        ...stepValues(step),
      })),
    );
  }
  for (const step of steps.filter((candidate) => existingKeys.has(candidate.key))) {
    await db
      .update(workflowSteps)
      .set({ ...stepValues(step), removedAt: null })
      .where(and(eq(workflowSteps.workflowId, write.workflowId), eq(workflowSteps.key, step.key)));
  }
}
