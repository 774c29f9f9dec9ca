/**
 * Editing a running campaign (spec: outreach §4 "Changing step order: completed
 * steps stay; uncompleted steps inserted before a completed one are skipped").
 * The builder shows the plan before saving; the API refuses the errors (a completed
 * step's kind changed) and keeps removed completed steps as retired; the
 * engine records skip reason `inserted_before_completed` for `willBeSkipped`.
 */
import type { SequenceType, StepJson } from './campaign.types';
import { comesAfter, linksOf, orderedSteps } from './graph';
import type { StepError } from './step-rules';

export type LiveEditChangeKind = 'added' | 'removed' | 'moved' | 'edited' | 'unchanged';

export interface LiveEditChange {
  key: string;
  change: LiveEditChangeKind;
  /** Prospects already past this point will not run this step (it comes before a completed step). */
  willBeSkipped: boolean;
  /**
   * A removed step that already ran for someone: it stays in those prospects' history (the API
   * keeps it with `removed_at`) and runs for nobody else. Only on `removed` changes.
   */
  retired?: boolean;
}

export interface LiveEditPlan {
  errors: StepError[];
  /** The new steps in order, then the removed ones. */
  changes: LiveEditChange[];
}

/** Our wording (spec silent). */
export const liveEditMessages = {
  completedKindChanged: 'The kind of a completed step can not be changed',
} as const;

const comparedFields = [
  'kind',
  'wait_days',
  'wait_hours',
  'subject',
  'text',
  'email_type',
  'thread',
  'requires_approval',
  'is_ai_message',
  'video_id',
  'config',
  'positive_key',
  'negative_key',
] as const;

/** Stable JSON (sorted keys) so `{a,b}` and `{b,a}` configs compare equal. */
function canonical(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  if (value === false) return 'null';
  return JSON.stringify(value);
}

function isEdited(before: StepJson, after: StepJson): boolean {
  return comparedFields.some((field) => canonical(before[field]) !== canonical(after[field]));
}

/**
 * Indices (into `sequence`) of a longest increasing subsequence: the steps that
 * kept their relative order. Every other kept step counts as moved.
 */
function longestIncreasing(sequence: number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array(sequence.length).fill(-1);
  for (let i = 0; i < sequence.length; i++) {
    const value = sequence[i] as number;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((sequence[tails[mid] as number] as number) < value) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[i] = tails[low - 1] as number;
    tails[low] = i;
  }
  const kept = new Set<number>();
  let index = tails.length > 0 ? (tails[tails.length - 1] as number) : -1;
  while (index !== -1) {
    kept.add(index);
    index = previous[index] as number;
  }
  return kept;
}

/**
 * Kept steps that changed place. Simple: those outside the longest run that
 * kept its order (moving one step reports one step). Smart: those whose
 * parents (the steps linking to them) changed.
 */
function movedKeys(
  oldOrdered: readonly StepJson[],
  newOrdered: readonly StepJson[],
  sequenceType: SequenceType,
): Set<string> {
  const oldIndex = new Map(oldOrdered.map((step, index) => [step.key, index]));
  const kept = newOrdered.filter((step) => oldIndex.has(step.key));
  if (sequenceType === 'simple') {
    const stayed = longestIncreasing(kept.map((step) => oldIndex.get(step.key) ?? 0));
    return new Set(kept.filter((_, index) => !stayed.has(index)).map((step) => step.key));
  }
  const parents = (steps: readonly StepJson[], key: string) =>
    steps
      .filter((step) => linksOf(step).includes(key))
      .map((step) => step.key)
      .sort()
      .join(',');
  return new Set(
    kept.filter((step) => parents(oldOrdered, step.key) !== parents(newOrdered, step.key)).map((s) => s.key),
  );
}

export function planLiveEdit(
  oldSteps: readonly StepJson[],
  newSteps: readonly StepJson[],
  completedKeys: ReadonlySet<string>,
  sequenceType: SequenceType = 'simple',
): LiveEditPlan {
  const oldOrdered = orderedSteps(oldSteps, sequenceType);
  const newOrdered = orderedSteps(newSteps, sequenceType);
  const oldByKey = new Map(oldOrdered.map((step, index) => [step.key, { step, index }]));
  const newKeys = new Set(newOrdered.map((step) => step.key));
  const errors: StepError[] = [];

  const moved = movedKeys(oldOrdered, newOrdered, sequenceType);

  let lastCompleted = -1;
  newOrdered.forEach((step, index) => {
    if (completedKeys.has(step.key)) lastCompleted = index;
  });
  // Simple: before the last completed step. Smart: a completed step lies further down its branch.
  const beforeCompleted = (step: StepJson, index: number) =>
    sequenceType === 'simple'
      ? index < lastCompleted
      : [...completedKeys].some((done) => comesAfter(newSteps, step.key, done, 'smart'));

  const changes: LiveEditChange[] = newOrdered.map((step, index) => {
    const before = oldByKey.get(step.key);
    const completed = completedKeys.has(step.key);
    const willBeSkipped = !completed && beforeCompleted(step, index);
    if (!before) return { key: step.key, change: 'added', willBeSkipped };
    if (completed && before.step.kind !== step.kind) {
      errors.push({
        stepKey: step.key,
        field: 'kind',
        message: liveEditMessages.completedKindChanged,
        code: 'completed_kind_changed',
      });
    }
    if (moved.has(step.key)) return { key: step.key, change: 'moved', willBeSkipped };
    return { key: step.key, change: isEdited(before.step, step) ? 'edited' : 'unchanged', willBeSkipped };
  });

  for (const step of oldOrdered) {
    if (newKeys.has(step.key)) continue;
    // "Completed steps stay": in the history of the prospects they ran for, not in the sequence.
    changes.push({
      key: step.key,
      change: 'removed',
      willBeSkipped: false,
      ...(completedKeys.has(step.key) && { retired: true }),
    });
  }
  return { errors, changes };
}
