/**
 * Auto-layout of a smart sequence (issue 15 item 7): a top-to-bottom layered layout computed by
 * @dagrejs/dagre (decisions: "Smart-sequence layout"). Pure: the steps and the node sizes in, the
 * top-left corner of every node out, in the `sequences_nodes` shape the API stores.
 */
import { Graph, layout } from '@dagrejs/dagre';
import { type CampaignJson, type StepJson, stepKindInfo } from '@outreach/core/outreach';
import type { NodeSize } from './graph-model';

type NodePosition = CampaignJson['sequences_nodes'][number];

/** The size a node is laid out with before the canvas has measured it (a one-line step card). */
export const estimatedNodeSize = { width: 190, height: 60 } as const;

/** Room between nodes of one layer and between layers: enough for an edge and its handle. */
const layerGap = 80;
const siblingGap = 60;
/** Where the first layer starts, so the layout sits away from the canvas edge like new nodes do. */
const origin = { x: 40, y: 40 };

function sizeOf(sizes: Readonly<Record<string, NodeSize>>, key: string): { width: number; height: number } {
  const size = sizes[key];
  return {
    width: size?.width && size.width > 0 ? size.width : estimatedNodeSize.width,
    height: size?.height && size.height > 0 ? size.height : estimatedNodeSize.height,
  };
}

/**
 * Every step gets a place: linked steps in layers from the start down (a step below the steps that
 * lead to it), the yes and no branches of a step side by side in the layer below it, loose steps
 * beside the graph. Loops are allowed (dagre breaks them for ranking).
 */
export function layoutGraph(
  steps: readonly StepJson[],
  sizes: Readonly<Record<string, NodeSize>> = {},
): NodePosition[] {
  if (steps.length === 0) return [];
  const graph = new Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', ranksep: layerGap, nodesep: siblingGap, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  const ordered = [...steps].sort((a, b) => a.number - b.number);
  const keys = new Set(ordered.map((step) => step.key));
  for (const step of ordered) graph.setNode(step.key, sizeOf(sizes, step.key));
  // The yes branch goes left of the no branch, as the handles are drawn (yes at 30%, no at 70%).
  const constraints: { left: string; right: string }[] = [];
  const linked = (key: string | null | undefined, from: string): key is string =>
    Boolean(key && key !== from && keys.has(key));
  for (const step of ordered) {
    const yes = step.positive_key;
    const no = stepKindInfo[step.kind]?.branches ? step.negative_key : null;
    if (linked(yes, step.key)) graph.setEdge(step.key, yes, {}, 'positive');
    if (linked(no, step.key)) graph.setEdge(step.key, no, {}, 'negative');
    if (linked(yes, step.key) && linked(no, step.key) && yes !== no)
      constraints.push({ left: yes, right: no });
  }
  layout(graph, { constraints });

  // dagre gives centres; the canvas places nodes by their top-left corner.
  const placed = ordered.map((step) => {
    const node = graph.node(step.key);
    const { width, height } = sizeOf(sizes, step.key);
    return { id: step.key, x: (node.x ?? 0) - width / 2, y: (node.y ?? 0) - height / 2 };
  });
  const left = Math.min(...placed.map((node) => node.x));
  const top = Math.min(...placed.map((node) => node.y));
  return placed.map((node) => ({
    id: node.id,
    x: Math.round(node.x - left + origin.x),
    y: Math.round(node.y - top + origin.y),
  }));
}
