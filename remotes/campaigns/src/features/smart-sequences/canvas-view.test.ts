import { describe, expect, it } from 'vitest';
import { isInside, panToShow, placeNewNode, type Rect, visibleArea } from './canvas-view';
import { estimatedNodeSize } from './graph-layout';

const size = estimatedNodeSize;
const card = (x: number, y: number): Rect => ({ x, y, ...size });
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('new nodes appear in view (issue 15 item 7)', () => {
  it('turns the pan and zoom into the visible part of the canvas', () => {
    expect(visibleArea({ x: 0, y: 0, zoom: 1 }, { width: 800, height: 500 })).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 500,
    });
    // Panned 200px right and zoomed out to half: the view starts left of 0 and covers twice as much.
    expect(visibleArea({ x: 200, y: -100, zoom: 0.5 }, { width: 800, height: 500 })).toEqual({
      x: -400,
      y: 200,
      width: 1600,
      height: 1000,
    });
  });

  it('without an anchor, puts the node in the centre of the view', () => {
    const area = { x: 1000, y: 2000, width: 800, height: 500 };
    const spot = placeNewNode({ area, nodes: [] });
    expect(spot).toEqual({ x: 1000 + (800 - size.width) / 2, y: 2000 + (500 - size.height) / 2 });
  });

  it('puts the node just below the step it is added after, in view', () => {
    const area = { x: 0, y: 0, width: 800, height: 600 };
    const anchor = card(300, 100);
    const spot = placeNewNode({ area, nodes: [anchor], anchor });
    expect(spot.x).toBe(300);
    expect(spot.y).toBeGreaterThan(100 + size.height);
    expect(isInside({ ...spot, ...size }, area)).toBe(true);
  });

  it('moves aside from nodes already there, staying in view', () => {
    const area = { x: 0, y: 0, width: 800, height: 600 };
    const centre = placeNewNode({ area, nodes: [] });
    const taken = [card(centre.x, centre.y), card(centre.x + 10, centre.y + 10)];
    const spot = placeNewNode({ area, nodes: taken });
    const rect = { ...spot, ...size };
    for (const node of taken) expect(overlap(rect, node)).toBe(false);
    expect(isInside(rect, area)).toBe(true);
  });

  it('places the node off view only when there is no room in view (the caller then pans)', () => {
    const area = { x: 0, y: 0, width: 400, height: 300 };
    const anchor = card(100, 220); // at the bottom edge: below it is out of view
    const spot = placeNewNode({ area, nodes: [anchor], anchor });
    expect(isInside({ ...spot, ...size }, area)).toBe(false);
    expect(spot.y).toBeGreaterThan(anchor.y);
    expect(overlap({ ...spot, ...size }, anchor)).toBe(false);
  });

  it('tells a rectangle inside the view from one that sticks out', () => {
    const area = { x: 0, y: 0, width: 400, height: 300 };
    expect(isInside(card(10, 10), area)).toBe(true);
    expect(isInside(card(300, 10), area)).toBe(false);
    expect(isInside(card(-1, 10), area)).toBe(false);
  });

  it('pans just enough to show a node below the view, keeping the zoom', () => {
    const viewport = { x: 0, y: 0, zoom: 2 };
    const area = visibleArea(viewport, { width: 800, height: 600 }); // 400 x 300 canvas units
    const node = card(100, 280);
    const panned = panToShow(viewport, area, node);
    expect(panned.zoom).toBe(2);
    expect(panned.x).toBe(0);
    const seen = visibleArea(panned, { width: 800, height: 600 });
    expect(isInside(node, seen)).toBe(true);
    // Just enough: the node's bottom sits one margin above the view's bottom edge.
    expect(seen.y + seen.height - (node.y + node.height)).toBe(24);
  });

  it('pans left and up to a node above and left of the view, and not at all to one in view', () => {
    const viewport = { x: -500, y: -400, zoom: 1 };
    const area = visibleArea(viewport, { width: 800, height: 600 });
    const node = card(300, 100);
    const seen = visibleArea(panToShow(viewport, area, node), { width: 800, height: 600 });
    expect(isInside(node, seen)).toBe(true);
    expect(panToShow(viewport, area, card(600, 500))).toEqual(viewport);
  });
});
