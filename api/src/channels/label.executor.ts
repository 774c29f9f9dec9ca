import { AppError } from '../errors';
import { addProspectLabel } from '../modules/labels';
import type { EngineDeps, StepContext, StepExecutor, StepResult } from '../engine/contracts';

/**
 * The `add_label` step (outreach §3 Step "add label"): puts `step.config.label_id`
 * on the prospect and emits `add_label` (`add_ai_label` for an AI label). A
 * prospect that has the label already is done without a second event; a label
 * deleted since the campaign was saved fails the step (the spec's "A label step
 * needs a label").
 */
export async function executeAddLabel(context: StepContext, deps: EngineDeps): Promise<StepResult> {
  const labelId = context.step.config.label_id;
  if (typeof labelId !== 'string' || labelId === '') {
    return { type: 'failed', error: 'A label step needs a label' };
  }
  try {
    const added = await addProspectLabel(deps, {
      spaceId: context.spaceId,
      prospectId: context.prospect.id,
      labelId,
      workflowId: context.workflow.id,
      credentialId: context.credential?.id ?? null,
    });
    return { type: 'done', outcome: 'positive', detail: { label_id: labelId, added } };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { type: 'failed', error: error.message };
    throw error;
  }
}

export const labelExecutor: StepExecutor = {
  kinds: ['add_label'],
  execute: executeAddLabel,
};
