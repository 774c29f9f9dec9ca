import { describe, expect, it } from 'vitest';
import type { StepJson } from './campaign.types';
import { planLiveEdit } from './live-edit';

function step(key: string, number: number, extra: Partial<StepJson> = {}): StepJson {
  return { key, number, kind: 'follow', wait_days: 1, wait_hours: 0, ...extra };
}
const renumber = (steps: StepJson[]) => steps.map((s, index) => ({ ...s, number: index + 1 }));
const summary = (plan: ReturnType<typeof planLiveEdit>) =>
  plan.changes.map((c) => `${c.key}:${c.change}${c.willBeSkipped ? ':skipped' : ''}`);

const a = step('a', 1);
const b = step('b', 2);
const c = step('c', 3);
const d = step('d', 4);

describe('live edit (spec outreach §4 "Changing step order")', () => {
  it('nothing changed', () => {
    const plan = planLiveEdit([a, b, c], [a, b, c], new Set(['a']));
    expect(plan.errors).toEqual([]);
    expect(summary(plan)).toEqual(['a:unchanged', 'b:unchanged', 'c:unchanged']);
  });

  it('uncompleted steps inserted before a completed one are skipped', () => {
    const plan = planLiveEdit([a, b, c], renumber([a, step('new', 0), b, c]), new Set(['a', 'b']));
    expect(plan.errors).toEqual([]);
    expect(summary(plan)).toEqual(['a:unchanged', 'new:added:skipped', 'b:unchanged', 'c:unchanged']);
  });

  it('a step added after the last completed one is not skipped', () => {
    const plan = planLiveEdit([a, b], renumber([a, b, step('new', 0)]), new Set(['a', 'b']));
    expect(summary(plan)).toEqual(['a:unchanged', 'b:unchanged', 'new:added']);
  });

  it('completed steps stay: a removed one is retired, kept in the history of the prospects it ran for', () => {
    const plan = planLiveEdit([a, b, c], renumber([a, c]), new Set(['a', 'b']));
    expect(plan.errors).toEqual([]);
    expect(summary(plan)).toEqual(['a:unchanged', 'c:unchanged', 'b:removed']);
    expect(plan.changes.find((change) => change.key === 'b')?.retired).toBe(true);
  });

  it('removing an uncompleted step is allowed', () => {
    const plan = planLiveEdit([a, b, c], renumber([a, b]), new Set(['a']));
    expect(plan.errors).toEqual([]);
    expect(summary(plan)).toContain('c:removed');
    expect(plan.changes.find((change) => change.key === 'c')?.retired).toBeUndefined();
  });

  it('changing the kind of a completed step is refused', () => {
    const plan = planLiveEdit([a, b], [a, { ...b, kind: 'view_profile' }], new Set(['a', 'b']));
    expect(plan.errors.map((e) => e.message)).toEqual(['The kind of a completed step can not be changed']);
    expect(summary(plan)).toEqual(['a:unchanged', 'b:edited']);
  });

  it('moving one step reports only that step as moved', () => {
    const plan = planLiveEdit([a, b, c, d], renumber([a, d, b, c]), new Set(['a', 'b']));
    expect(summary(plan)).toEqual(['a:unchanged', 'd:moved:skipped', 'b:unchanged', 'c:unchanged']);
  });

  it('an edited text is reported edited; a reordered config object is not', () => {
    const withConfig = step('e', 1, { kind: 'send_webhook', config: { url: 'a.com', method: 'POST' } });
    const same = { ...withConfig, config: { method: 'POST', url: 'a.com' } };
    expect(summary(planLiveEdit([withConfig], [same], new Set()))).toEqual(['e:unchanged']);
    expect(summary(planLiveEdit([withConfig], [{ ...same, wait_days: 3 }], new Set()))).toEqual(['e:edited']);
  });

  it('smart sequences: a step inserted before a completed one on its branch is skipped', () => {
    const start = step('s', 1, { kind: 'send_message', positive_key: 'x', negative_key: 'y' });
    const x = step('x', 2);
    const y = step('y', 3);
    const inserted = step('n', 4, { positive_key: 'x' });
    const plan = planLiveEdit(
      [start, x, y],
      [{ ...start, positive_key: 'n' }, x, y, inserted],
      new Set(['s', 'x']),
      'smart',
    );
    // n leads to the completed x: prospects past x never run it; x now hangs under n.
    expect(summary(plan)).toEqual(['s:edited', 'n:added:skipped', 'y:unchanged', 'x:moved']);
  });
});
