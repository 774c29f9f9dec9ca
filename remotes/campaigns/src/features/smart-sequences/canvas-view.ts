/**
 * Where a new step goes on the canvas (issue 15 item 7: "New nodes appear in view"). Pure geometry
 * in the canvas's own coordinates (React Flow's "flow" space), so it is tested without a browser.
 */
import { estimatedNodeSize } from './graph-layout';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** React Flow's viewport: the pan (in screen pixels) and the zoom of the canvas. */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** The part of the canvas the user sees, for a pane of `size` screen pixels. */
export function visibleArea(viewport: Viewport, size: { width: number; height: number }): Rect {
  const zoom = viewport.zoom > 0 ? viewport.zoom : 1;
  // `+ 0` turns -0 into 0: a view that was never panned starts at 0.
  return {
    x: -viewport.x / zoom + 0,
    y: -viewport.y / zoom + 0,
    width: size.width / zoom,
    height: size.height / zoom,
  };
}

export function isInside(rect: Rect, area: Rect): boolean {
  return (
    rect.x >= area.x &&
    rect.y >= area.y &&
    rect.x + rect.width <= area.x + area.width &&
    rect.y + rect.height <= area.y + area.height
  );
}

function overlaps(a: Rect, b: Rect, gap: number): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  );
}

/** Room kept around a new node, and how far below its anchor it starts. */
const gap = 24;
const below = 80;

/** Grid offsets around the origin, ring by ring (the origin first, then its 8 neighbours, …). */
function* rings(maxRing: number): Generator<[number, number]> {
  yield [0, 0];
  for (let ring = 1; ring <= maxRing; ring++)
    for (let row = -ring; row <= ring; row++)
      for (let column = -ring; column <= ring; column++)
        if (Math.max(Math.abs(row), Math.abs(column)) === ring) yield [column, row];
}

/**
 * The top-left corner for a new node: just below `anchor` (the step it is added after) when there
 * is one, else the centre of what the user sees; moved to the nearest free spot so it covers no
 * other node, preferring spots inside the visible area. When no free spot is in view (the anchor
 * sits at the bottom edge, a crowded view), the spot is outside and the caller pans to it.
 */
export function placeNewNode(input: {
  area: Rect;
  nodes: readonly Rect[];
  anchor?: Rect | null;
  size?: { width: number; height: number };
}): { x: number; y: number } {
  const size = input.size ?? estimatedNodeSize;
  const { area, anchor } = input;
  const origin = anchor
    ? { x: anchor.x + (anchor.width - size.width) / 2, y: anchor.y + anchor.height + below - gap }
    : { x: area.x + (area.width - size.width) / 2, y: area.y + (area.height - size.height) / 2 };
  let firstFree: { x: number; y: number } | null = null;
  for (const [column, row] of rings(6)) {
    const spot = { x: origin.x + column * (size.width + gap), y: origin.y + row * (size.height + gap) };
    // Below an anchor, the spots above it would read as its parents: keep to its row and lower.
    if (anchor && row < 0) continue;
    const rect = { ...spot, ...size };
    if (input.nodes.some((node) => overlaps(rect, node, gap / 2))) continue;
    if (isInside(rect, area)) return round(spot);
    firstFree ??= spot;
  }
  return round(firstFree ?? origin);
}

function round(point: { x: number; y: number }) {
  return { x: Math.round(point.x), y: Math.round(point.y) };
}

/**
 * The smallest pan (zoom kept) that brings `rect` into view with `margin` around it, so the steps
 * already in view stay there as far as possible. A rect larger than the view shows its top-left.
 */
export function panToShow(viewport: Viewport, area: Rect, rect: Rect, margin = gap): Viewport {
  const shift = (start: number, size: number, viewStart: number, viewSize: number) => {
    if (start - margin < viewStart || size + 2 * margin > viewSize) return start - margin - viewStart;
    return Math.max(start + size + margin - (viewStart + viewSize), 0);
  };
  const dx = shift(rect.x, rect.width, area.x, area.width);
  const dy = shift(rect.y, rect.height, area.y, area.height);
  // Moving the view right by dx canvas units moves the drawing left by dx * zoom pixels.
  return { x: viewport.x - dx * viewport.zoom, y: viewport.y - dy * viewport.zoom, zoom: viewport.zoom };
}
