import type { StepJson } from '@outreach/core/outreach';
import { describe, expect, it } from 'vitest';
import { addNode, connect, disconnect, removeNode, toEdges, toNodes, withMeasuredSizes } from './graph-model';

const step = (
  key: string,
  number: number,
  kind: StepJson['kind'],
  extra: Partial<StepJson> = {},
): StepJson => ({
  key,
  number,
  kind,
  wait_days: 0,
  wait_hours: 0,
  ...extra,
});

const steps = [
  step('a', 1, 'send_email', { positive_key: 'b', negative_key: 'c' }),
  step('b', 2, 'follow', { positive_key: 'c', negative_key: 'a' }),
  step('c', 3, 'view_profile'),
];

describe('smart sequence graph model', () => {
  it('edges: positive (green) and negative (red) from branching steps; a non-branching step draws only its positive link', () => {
    expect(toEdges(steps).map((edge) => `${edge.id}->${edge.target} ${edge.style.stroke}`)).toEqual([
      'a:positive->b #2f9e44',
      'a:negative->c #e03131',
      'b:positive->c #2f9e44',
    ]);
  });

  it('nodes keep saved positions and lay out the others', () => {
    const nodes = toNodes(steps, [{ id: 'b', x: 5, y: 6 }]);
    expect(nodes.map((node) => node.id)).toEqual(['a', 'b', 'c']);
    expect(nodes[1]?.position).toEqual({ x: 5, y: 6 });
    expect(nodes[0]?.position).not.toEqual(nodes[2]?.position);
  });

  it('nodes carry the size the canvas measured (React Flow hides an unmeasured node and can not link to it)', () => {
    const sizes = withMeasuredSizes({}, [
      { type: 'dimensions', id: 'a', dimensions: { width: 160, height: 52 } },
      { type: 'position', id: 'b' },
    ]);
    const nodes = toNodes(steps, [], sizes);
    expect(nodes[0]?.measured).toEqual({ width: 160, height: 52 });
    expect(nodes[1]?.measured).toBeUndefined();
  });

  it('the same sizes again change nothing, so the editor does not render for nothing', () => {
    const sizes = withMeasuredSizes({}, [
      { type: 'dimensions', id: 'a', dimensions: { width: 160, height: 52 } },
    ]);
    expect(
      withMeasuredSizes(sizes, [{ type: 'dimensions', id: 'a', dimensions: { width: 160, height: 52 } }]),
    ).toBe(sizes);
  });

  it.each([
    ['the yes handle sets the positive link', 'a', 'c', 'positive', { positive_key: 'c', negative_key: 'c' }],
    ['the no handle sets the negative link', 'a', 'b', 'negative', { positive_key: 'b', negative_key: 'b' }],
    ['a non-branching step only has a positive link', 'c', 'a', 'negative', { positive_key: 'a' }],
  ])('connect: %s', (_name, source, target, handle, expected) => {
    expect(connect(steps, source, target, handle).find((s) => s.key === source)).toMatchObject(expected);
  });

  it('a step can not link to itself', () => {
    expect(connect(steps, 'a', 'a', 'positive')).toEqual(steps);
  });

  it('disconnect clears the link an edge draws', () => {
    expect(disconnect(steps, 'a:negative').find((s) => s.key === 'a')?.negative_key).toBeNull();
  });

  it('removing a node removes the links to it and renumbers', () => {
    const next = removeNode(steps, 'b');
    expect(next.map((s) => [s.key, s.number, s.positive_key ?? null])).toEqual([
      ['a', 1, null],
      ['c', 2, null],
    ]);
  });

  it('a new node comes last', () => {
    const next = addNode(steps, 'send_sms');
    expect(next[3]).toMatchObject({ kind: 'send_sms', number: 4, positive_key: null });
  });
});
