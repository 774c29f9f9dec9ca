import type { Db } from '../db/client';
import { type ProspectRow, workflowSteps, workflows } from '../db/schema';
import type { StepContext } from '../engine/contracts';

/**
 * A one-step campaign for `prospect` and the context the engine gives the step's executor (no
 * sender): what the executor tests of non-social steps (labels, webhooks) start from.
 */
export async function oneStepContext(
  db: Db,
  prospect: ProspectRow,
  step: { kind: string; key: string; config: Record<string, unknown>; workflowName: string },
  now: Date,
  execution?: { id: string; idempotencyKey: string },
) {
  const spaceId = prospect.spaceId;
  const [workflow] = await db.insert(workflows).values({ spaceId, name: step.workflowName }).returning();
  if (!workflow) throw new Error('no workflow');
  const [row] = await db
    .insert(workflowSteps)
    .values({
      spaceId,
      workflowId: workflow.id,
      key: step.key,
      number: 1,
      kind: step.kind,
      config: step.config,
    })
    .returning();
  if (!row) throw new Error('no step');
  const context = {
    spaceId,
    workflow,
    step: row,
    prospect,
    credential: null,
    ...(execution ? { execution } : {}),
    now,
  } as unknown as StepContext;
  return { workflow, step: row, context };
}
