/**
 * A smart sequence as a graph (spec: outreach §2 /smart-sequences/edit/:id):
 * nodes are steps, edges the positive (green) and negative (red) links of
 * branching steps. Pure conversions between `StepJson[]` + `sequences_nodes`
 * and what the canvas draws, and the edits the canvas makes.
 */
import { type CampaignJson, type StepJson, type StepKind, stepKindInfo } from '@outreach/core/outreach';
import { newStep } from '../builder/builder-model';

export type Branch = 'positive' | 'negative';
export const branchColours: Record<Branch, string> = { positive: '#2f9e44', negative: '#e03131' };

export interface GraphNode {
  id: string;
  type: 'step';
  position: { x: number; y: number };
  /** The size the canvas measured; React Flow hides a node without one and can not link to it. */
  measured?: NodeSize;
  data: { step: StepJson };
}

export interface NodeSize {
  width?: number;
  height?: number;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  sourceHandle: Branch;
  style: { stroke: string; strokeWidth: number };
  data: { branch: Branch };
}

type NodePosition = CampaignJson['sequences_nodes'][number];

/** Where a node without a saved position goes: a column by number. */
function defaultPosition(index: number): { x: number; y: number } {
  return { x: 80 + (index % 3) * 240, y: 40 + Math.floor(index / 3) * 160 };
}

export function toNodes(
  steps: readonly StepJson[],
  positions: readonly NodePosition[],
  sizes: Readonly<Record<string, NodeSize>> = {},
): GraphNode[] {
  const byId = new Map(positions.map((position) => [position.id, position]));
  return [...steps]
    .sort((a, b) => a.number - b.number)
    .map((step, index) => {
      const saved = byId.get(step.key);
      const size = sizes[step.key];
      return {
        id: step.key,
        type: 'step' as const,
        position: saved ? { x: saved.x, y: saved.y } : defaultPosition(index),
        ...(size ? { measured: size } : {}),
        data: { step },
      };
    });
}

/**
 * The sizes the canvas reported (its `dimensions` changes), merged into what was known.
 * The nodes are rebuilt from the steps on every edit, so the sizes must be kept beside
 * them: a node handed back without its size stays hidden and can not be linked.
 */
export function withMeasuredSizes(
  sizes: Readonly<Record<string, NodeSize>>,
  changes: readonly { type: string; id?: string; dimensions?: NodeSize }[],
): Readonly<Record<string, NodeSize>> {
  const next = { ...sizes };
  let changed = false;
  for (const change of changes) {
    if (change.type !== 'dimensions' || !change.id || !change.dimensions) continue;
    const { width, height } = change.dimensions;
    if (next[change.id]?.width === width && next[change.id]?.height === height) continue;
    next[change.id] = { width, height };
    changed = true;
  }
  // Unchanged: the same object, so the editor does not render again for nothing.
  return changed ? next : sizes;
}

function edge(source: string, target: string, branch: Branch): GraphEdge {
  return {
    id: `${source}:${branch}`,
    source,
    target,
    sourceHandle: branch,
    style: { stroke: branchColours[branch], strokeWidth: 2 },
    data: { branch },
  };
}

/** The links between existing steps; a non-branching step draws only its positive link. */
export function toEdges(steps: readonly StepJson[]): GraphEdge[] {
  const keys = new Set(steps.map((step) => step.key));
  const edges: GraphEdge[] = [];
  for (const step of steps) {
    if (step.positive_key && keys.has(step.positive_key))
      edges.push(edge(step.key, step.positive_key, 'positive'));
    if (stepKindInfo[step.kind]?.branches && step.negative_key && keys.has(step.negative_key)) {
      edges.push(edge(step.key, step.negative_key, 'negative'));
    }
  }
  return edges;
}

/** Numbers 1..n keeping the current order (the lowest number is the start). */
function renumberKeepingOrder(steps: readonly StepJson[]): StepJson[] {
  const order = [...steps].sort((a, b) => a.number - b.number).map((step) => step.key);
  return steps.map((step) => ({ ...step, number: order.indexOf(step.key) + 1 }));
}

export function addNode(steps: readonly StepJson[], kind: StepKind): StepJson[] {
  const step = newStep(kind, steps.length === 0);
  const number = steps.reduce((max, current) => Math.max(max, current.number), 0) + 1;
  return [...steps, { ...step, number }];
}

/** Removes a step and every link to it. */
export function removeNode(steps: readonly StepJson[], key: string): StepJson[] {
  return renumberKeepingOrder(
    steps
      .filter((step) => step.key !== key)
      .map((step) => ({
        ...step,
        positive_key: step.positive_key === key ? null : (step.positive_key ?? null),
        negative_key: step.negative_key === key ? null : (step.negative_key ?? null),
      })),
  );
}

/**
 * Links `source` to `target` on a branch. A non-branching step has one way on,
 * so any handle sets its positive link. A step can not link to itself.
 */
export function connect(
  steps: readonly StepJson[],
  source: string,
  target: string,
  handle: string | null,
): StepJson[] {
  if (source === target) return [...steps];
  return steps.map((step) => {
    if (step.key !== source) return step;
    const branch: Branch =
      handle === 'negative' && stepKindInfo[step.kind]?.branches ? 'negative' : 'positive';
    return branch === 'positive' ? { ...step, positive_key: target } : { ...step, negative_key: target };
  });
}

/** Clears the link an edge draws (its id is `source:branch`). */
export function disconnect(steps: readonly StepJson[], edgeId: string): StepJson[] {
  const [source, branch] = edgeId.split(':');
  return steps.map((step) => {
    if (step.key !== source) return step;
    return branch === 'negative' ? { ...step, negative_key: null } : { ...step, positive_key: null };
  });
}

export function positionsOf(nodes: readonly Pick<GraphNode, 'id' | 'position'>[]): NodePosition[] {
  return nodes.map((node) => ({
    id: node.id,
    x: Math.round(node.position.x),
    y: Math.round(node.position.y),
  }));
}
