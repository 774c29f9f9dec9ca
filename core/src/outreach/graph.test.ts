import { describe, expect, it } from 'vitest';
import type { StepJson } from './campaign.types';
import { comesAfter, findCycle, findUnconnected, nextStepKey, orderedSteps, startKeyOf } from './graph';

function step(
  key: string,
  number: number,
  kind: StepJson['kind'],
  positive?: string,
  negative?: string,
): StepJson {
  return {
    key,
    number,
    kind,
    wait_days: 0,
    wait_hours: 0,
    positive_key: positive ?? null,
    negative_key: negative ?? null,
  };
}

// a (connection request) -> yes: b (message) -> c ; no: d (email)
const tree = [
  step('a', 1, 'connection_request', 'b', 'd'),
  step('b', 2, 'send_message', 'c', 'c'),
  step('c', 3, 'view_profile'),
  step('d', 4, 'send_email'),
];

describe('smart sequence graph (spec outreach §5 "Graph must have no unconnected elements before save")', () => {
  it('the start is the lowest number', () => {
    expect(startKeyOf(tree)).toBe('a');
  });

  it.each([
    ['a connected tree', tree, []],
    ['a node nothing leads to', [...tree, step('e', 5, 'follow')], ['e']],
    ['a dangling link', [step('a', 1, 'view_profile', 'zz')], ['a']],
    [
      'a node only reachable from an unconnected one',
      [...tree, step('e', 5, 'follow', 'f'), step('f', 6, 'follow')],
      ['e', 'f'],
    ],
  ])('findUnconnected: %s', (_name, steps, expected) => {
    expect(findUnconnected(steps, 'a')).toEqual(expected);
  });

  it('a non-branching step ignores its negative link', () => {
    const steps = [step('a', 1, 'view_profile', 'b', 'c'), step('b', 2, 'follow'), step('c', 3, 'follow')];
    expect(findUnconnected(steps, 'a')).toEqual(['c']);
  });

  it.each([
    ['no loop', tree, null],
    ['a loop', [step('a', 1, 'send_message', 'b'), step('b', 2, 'send_message', 'a')], ['a', 'b']],
    [
      'a self loop on the negative branch',
      [step('a', 1, 'send_message', null as unknown as string, 'a')],
      ['a'],
    ],
  ])('findCycle: %s', (_name, steps, expected) => {
    expect(findCycle(steps)).toEqual(expected);
  });

  it.each([
    ['not started: the start', null, 'positive', 'simple', 'a'],
    ['simple: next by number whatever the outcome', 'a', 'negative', 'simple', 'b'],
    ['simple: the end', 'd', 'positive', 'simple', null],
    ['smart: positive branch', 'a', 'positive', 'smart', 'b'],
    ['smart: negative branch', 'a', 'negative', 'smart', 'd'],
    ['smart: failed follows negative', 'a', 'failed', 'smart', 'd'],
    ['smart: skipped follows positive', 'a', 'skipped', 'smart', 'b'],
    ['smart: a non-branching step: negative = positive', 'b', 'negative', 'smart', 'c'],
    ['smart: a leaf', 'c', 'positive', 'smart', null],
    ['unknown key', 'zz', 'positive', 'smart', null],
  ] as const)('nextStepKey: %s', (_name, current, outcome, type, expected) => {
    expect(nextStepKey(tree, current, outcome, type)).toBe(expected);
  });

  it('orderedSteps: smart walks breadth-first, positive first', () => {
    const steps = [
      step('a', 1, 'send_email', 'x', 'y'),
      step('y', 2, 'follow'),
      step('x', 3, 'follow', 'z'),
      step('z', 4, 'follow'),
      step('lost', 5, 'follow'),
    ];
    expect(orderedSteps(steps, 'smart').map((s) => s.key)).toEqual(['a', 'x', 'y', 'z', 'lost']);
    expect(orderedSteps(steps, 'simple').map((s) => s.key)).toEqual(['a', 'y', 'x', 'z', 'lost']);
  });

  it('comesAfter follows links in smart sequences and numbers in simple ones', () => {
    expect(comesAfter(tree, 'a', 'c', 'smart')).toBe(true);
    expect(comesAfter(tree, 'd', 'c', 'smart')).toBe(false);
    expect(comesAfter(tree, 'c', 'd', 'simple')).toBe(true);
  });
});
