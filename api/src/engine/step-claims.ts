/** The claim of due steps: the execution rows a scheduler pass inserts (or takes up again). */
import { and, eq, notLike } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type CampaignProspectRow,
  type CredentialRow,
  stepExecutions,
  type WorkflowStepRow,
} from '../db/schema';
import { type ExecutionInsert, idIn, insertExecutions } from './bulk-writes';
import { finalExecutionStatuses } from './complete-step';

/**
 * The claim: the execution row of this attempt (`<campaign prospect>:<step>:<attempt>`,
 * unique). The usual claim is a step's first attempt, inserted at once; only a prospect
 * whose key is taken (a retry after a wait, a lost job) has its earlier attempts read: an
 * unfinished one is taken up again instead of starting a new attempt. The prospect's
 * `next_step_at` moves a lease ahead, so a step whose job is lost is looked at again then.
 * Answers the execution ids to run.
 */
export async function claimSteps(
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
