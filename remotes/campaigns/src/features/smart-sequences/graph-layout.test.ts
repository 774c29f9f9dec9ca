import type { StepJson } from '@outreach/core/outreach';
import { describe, expect, it } from 'vitest';
import { estimatedNodeSize, layoutGraph } from './graph-layout';

function step(key: string, number: number, fields: Partial<StepJson> = {}): StepJson {
  return { key, number, kind: 'follow', delay: 0, ...fields } as StepJson;
}

type Placed = { id: string; x: number; y: number };
const at = (positions: Placed[], id: string) => {
  const found = positions.find((position) => position.id === id);
  if (!found) throw new Error(`no position for ${id}`);
  return found;
};

function overlaps(a: Placed, b: Placed, size = estimatedNodeSize): boolean {
  return (
    a.x < b.x + size.width && b.x < a.x + size.width && a.y < b.y + size.height && b.y < a.y + size.height
  );
}

// a branches: yes -> b -> d, no -> c; e is not linked yet.
const branching = [
  step('a', 1, { kind: 'send_message', text: 'Hi', positive_key: 'b', negative_key: 'c' }),
  step('b', 2, { positive_key: 'd' }),
  step('c', 3),
  step('d', 4, { kind: 'view_profile' }),
  step('e', 5),
];

describe('auto-layout of the smart-sequence canvas (issue 15 item 7)', () => {
  it('places every step once, and nothing for an empty graph', () => {
    expect(layoutGraph([])).toEqual([]);
    expect(
      layoutGraph(branching)
        .map((position) => position.id)
        .sort(),
    ).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lets no two nodes overlap', () => {
    const positions = layoutGraph(branching);
    for (const a of positions)
      for (const b of positions) if (a.id !== b.id) expect(overlaps(a, b), `${a.id} and ${b.id}`).toBe(false);
  });

  it('puts a parent above its children, layer by layer (top to bottom)', () => {
    const positions = layoutGraph(branching);
    expect(at(positions, 'a').y).toBeLessThan(at(positions, 'b').y);
    expect(at(positions, 'a').y).toBeLessThan(at(positions, 'c').y);
    expect(at(positions, 'b').y).toBeLessThan(at(positions, 'd').y);
    // A child starts below the bottom of its parent's card, not just lower.
    expect(at(positions, 'b').y).toBeGreaterThanOrEqual(at(positions, 'a').y + estimatedNodeSize.height);
  });

  it('sets the yes and no branches side by side on one layer, yes on the left', () => {
    const positions = layoutGraph(branching);
    const yes = at(positions, 'b');
    const no = at(positions, 'c');
    expect(yes.y).toBe(no.y);
    expect(Math.abs(yes.x - no.x)).toBeGreaterThanOrEqual(estimatedNodeSize.width);
    expect(yes.x).toBeLessThan(no.x);
  });

  it('uses the measured sizes: a wide card pushes its sibling further away', () => {
    const narrow = layoutGraph(branching);
    const wide = layoutGraph(branching, { b: { width: 400, height: 60 } });
    const gap = (positions: Placed[]) => at(positions, 'c').x - at(positions, 'b').x;
    expect(gap(wide)).toBeGreaterThan(gap(narrow));
    expect(gap(wide)).toBeGreaterThanOrEqual(400);
  });

  it('lays out a loop and a link to a missing step without failing', () => {
    const looped = [
      step('a', 1, { positive_key: 'b' }),
      step('b', 2, { positive_key: 'a' }),
      step('c', 3, { positive_key: 'gone' }),
    ];
    const positions = layoutGraph(looped);
    expect(positions).toHaveLength(3);
    expect(at(positions, 'a').y).toBeLessThan(at(positions, 'b').y);
  });

  it('starts the layout at the same corner whatever the graph', () => {
    const positions = layoutGraph(branching);
    expect(Math.min(...positions.map((position) => position.x))).toBe(40);
    expect(Math.min(...positions.map((position) => position.y))).toBe(40);
  });
});
