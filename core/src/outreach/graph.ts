/**
 * The order of a campaign's steps. Simple campaigns run by `number`; smart
 * sequences (spec: outreach §2 /smart-sequences, §5 "Graph must have no
 * unconnected elements before save") follow `positive_key` / `negative_key`.
 */
import type { SequenceType, StepJson } from './campaign.types';
import { stepKindInfo } from './step-kinds';

/** spec: outreach §8. */
export const unconnectedElementsMessage = 'Please, fix all unconnected elements!';
/** Our wording (spec silent): a smart sequence is a tree-like flow, never a loop. */
export const cycleMessage = 'A sequence can not loop back to an earlier step';

type LinkedStep = Pick<StepJson, 'key' | 'number' | 'kind' | 'positive_key' | 'negative_key'>;

/** What happened at a step; skipped goes on like positive, failed like negative. */
export type StepOutcomeName = 'positive' | 'negative' | 'skipped' | 'failed';

function byNumber<T extends LinkedStep>(steps: readonly T[]): T[] {
  return [...steps].sort((a, b) => a.number - b.number);
}

/** The first step: the lowest `number` (the builder numbers the start node 1). */
export function startKeyOf(steps: readonly LinkedStep[]): string | null {
  return byNumber(steps)[0]?.key ?? null;
}

/**
 * The links leaving a step. A step that does not branch has one way on: its
 * negative link is its positive one, whatever `negative_key` says.
 */
export function linksOf(step: LinkedStep): string[] {
  const links: string[] = [];
  if (step.positive_key) links.push(step.positive_key);
  if (stepKindInfo[step.kind]?.branches && step.negative_key && step.negative_key !== step.positive_key) {
    links.push(step.negative_key);
  }
  return links;
}

/**
 * Keys of steps not reachable from the start, and of steps whose link points
 * to a step that does not exist (a dangling edge), in `number` order.
 */
export function findUnconnected(steps: readonly LinkedStep[], startKey: string | null): string[] {
  const byKey = new Map(steps.map((step) => [step.key, step]));
  const reached = new Set<string>();
  const queue = startKey && byKey.has(startKey) ? [startKey] : [];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (reached.has(key)) continue;
    reached.add(key);
    const step = byKey.get(key);
    if (step) for (const next of linksOf(step)) if (byKey.has(next)) queue.push(next);
  }
  return byNumber(steps)
    .filter((step) => !reached.has(step.key) || linksOf(step).some((next) => !byKey.has(next)))
    .map((step) => step.key);
}

/** The keys of one loop in the graph (in walking order), or null when there is none. */
export function findCycle(steps: readonly LinkedStep[]): string[] | null {
  const byKey = new Map(steps.map((step) => [step.key, step]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): string[] | null => {
    state.set(key, 'open');
    path.push(key);
    const step = byKey.get(key);
    for (const next of step ? linksOf(step) : []) {
      if (!byKey.has(next)) continue;
      if (state.get(next) === 'open') return path.slice(path.indexOf(next));
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(key, 'done');
    return null;
  };
  for (const step of byNumber(steps)) {
    if (!state.has(step.key)) {
      const found = visit(step.key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The step a prospect goes to after `currentKey` (null = not started yet: the
 * first step). Simple: the next by `number`, whatever the outcome. Smart: the
 * positive or negative branch (skipped follows positive, failed negative).
 * Returns null at the end of the sequence.
 */
export function nextStepKey(
  steps: readonly LinkedStep[],
  currentKey: string | null,
  outcome: StepOutcomeName,
  sequenceType: SequenceType,
): string | null {
  if (currentKey === null) return startKeyOf(steps);
  if (sequenceType === 'simple') {
    const ordered = byNumber(steps);
    const index = ordered.findIndex((step) => step.key === currentKey);
    return index === -1 ? null : (ordered[index + 1]?.key ?? null);
  }
  const step = steps.find((candidate) => candidate.key === currentKey);
  if (!step) return null;
  const negative = outcome === 'negative' || outcome === 'failed';
  const next =
    negative && stepKindInfo[step.kind]?.branches ? (step.negative_key ?? null) : (step.positive_key ?? null);
  return next && steps.some((candidate) => candidate.key === next) ? next : null;
}

/**
 * Steps in the order a prospect meets them: by `number` for simple campaigns;
 * for smart ones breadth-first from the start (positive before negative), then
 * any unreachable steps by `number`. Used for "before"/"after" questions.
 */
export function orderedSteps<T extends LinkedStep>(steps: readonly T[], sequenceType: SequenceType): T[] {
  const sorted = byNumber(steps);
  if (sequenceType === 'simple') return sorted;
  const byKey = new Map(steps.map((step) => [step.key, step]));
  const seen = new Set<string>();
  const ordered: T[] = [];
  const queue = sorted[0] ? [sorted[0].key] : [];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    const step = byKey.get(key);
    if (!step || seen.has(key)) continue;
    seen.add(key);
    ordered.push(step);
    queue.push(...linksOf(step));
  }
  for (const step of sorted) if (!seen.has(step.key)) ordered.push(step);
  return ordered;
}

/** True when `laterKey` can be reached by walking on from `earlierKey` (smart) or has a higher number (simple). */
export function comesAfter(
  steps: readonly LinkedStep[],
  earlierKey: string,
  laterKey: string,
  sequenceType: SequenceType,
): boolean {
  if (earlierKey === laterKey) return false;
  if (sequenceType === 'simple') {
    const earlier = steps.find((step) => step.key === earlierKey);
    const later = steps.find((step) => step.key === laterKey);
    return earlier !== undefined && later !== undefined && later.number > earlier.number;
  }
  const byKey = new Map(steps.map((step) => [step.key, step]));
  const seen = new Set<string>();
  const earlier = byKey.get(earlierKey);
  if (!earlier) return false;
  const queue = linksOf(earlier);
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (key === laterKey) return true;
    if (seen.has(key)) continue;
    seen.add(key);
    const step = byKey.get(key);
    if (step) queue.push(...linksOf(step));
  }
  return false;
}
