import { and, eq } from 'drizzle-orm';
import { campaignProspects, stepExecutions, workflowSteps, workflows } from '../db/schema';
import { AppError } from '../errors';
import type { SpaceScope } from '../platform/tenancy';
import { inSpace } from '../platform/tenancy';
import type { EngineDeps } from './contracts';
import { type ApprovalAction, type ApprovalJson, approvalMessages } from './engine.schema';
import { announceProspectChanges } from './notify';
import { actionKindOf, advanceProspect } from './progression';

/**
 * spec: outreach §4 Approval (awaiting approval, approved, hold, canceled shown
 * as skipped). A step with `requires_approval` stops at awaiting approval; approve
 * lets it run (at once, or when its wait ends), hold keeps it waiting until an
 * approve, cancel records the step skipped (`approval_canceled`) and moves on.
 */
export async function decideApproval(
  scope: SpaceScope,
  deps: Pick<EngineDeps, 'realtime'>,
  campaignProspectId: string,
  action: ApprovalAction,
): Promise<ApprovalJson> {
  const now = scope.clock.now();
  const row = await scope.db.transaction(async (tx) => {
    const [cp] = await tx
      .select()
      .from(campaignProspects)
      .where(and(eq(campaignProspects.id, campaignProspectId), inSpace(campaignProspects, scope)))
      .for('update');
    if (!cp) throw new AppError(404, approvalMessages.notFound);
    const waiting = cp.approvalState === 'awaiting_approval' || cp.approvalState === 'hold';
    if (!waiting || cp.currentStepKey === null) throw new AppError(400, approvalMessages.notWaiting);
    if (action === 'approve') {
      const [updated] = await tx
        .update(campaignProspects)
        .set({ approvalState: 'approved', nextStepAt: cp.nextStepAt ?? now, updatedAt: now })
        .where(eq(campaignProspects.id, cp.id))
        .returning();
      return updated ?? cp;
    }
    if (action === 'hold') {
      const [updated] = await tx
        .update(campaignProspects)
        .set({ approvalState: 'hold', nextStepAt: null, updatedAt: now })
        .where(eq(campaignProspects.id, cp.id))
        .returning();
      return updated ?? cp;
    }
    const [workflow] = await tx.select().from(workflows).where(eq(workflows.id, cp.workflowId));
    const [step] = await tx
      .select()
      .from(workflowSteps)
      .where(and(eq(workflowSteps.workflowId, cp.workflowId), eq(workflowSteps.key, cp.currentStepKey)));
    if (!workflow) throw new AppError(404, approvalMessages.notFound);
    await tx
      .insert(stepExecutions)
      .values({
        spaceId: cp.spaceId,
        workflowId: cp.workflowId,
        campaignProspectId: cp.id,
        stepId: step?.id ?? null,
        stepKey: cp.currentStepKey,
        credentialId: cp.credentialId,
        idempotencyKey: `${cp.id}:${cp.currentStepKey}:canceled`,
        actionKind: actionKindOf(step?.kind ?? 'manual_task'),
        status: 'skipped',
        outcome: 'skipped',
        skipReason: 'approval_canceled',
        detail: { approval_state: 'canceled' },
        scheduledAt: now,
        finishedAt: now,
      })
      .onConflictDoNothing();
    const moved = await advanceProspect(tx, cp, workflow, cp.currentStepKey, 'skipped', now);
    return moved.row;
  });
  announceProspectChanges(deps, [
    {
      spaceId: row.spaceId,
      workflowId: row.workflowId,
      prospectId: row.prospectId,
      campaignProspectId: row.id,
    },
  ]);
  return {
    campaign_prospect_id: row.id,
    step_key: row.currentStepKey,
    approval_state: row.approvalState as ApprovalJson['approval_state'],
    state: row.state,
  };
}
