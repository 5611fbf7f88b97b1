import { describe, expect, it } from 'vitest';
import {
  alignBoxes,
  boundingBox,
  distributeBoxes,
  guideLines,
  reorderLayers,
  snapBox,
  snapResize,
  SNAP_THRESHOLD,
} from './geometry.ts';

const canvas = { width: 1000, height: 708.5 };

describe('snapping', () => {
  it('pulls a box near the canvas centre onto it and reports the guide', () => {
    const guides = guideLines(canvas, []);
    const snapped = snapBox({ left: 447, top: 100, width: 100, height: 50 }, guides);
    expect(snapped.left).toBe(450);
    expect(snapped.guides.x).toEqual([500]);
    expect(snapped.top).toBe(100);
    expect(snapped.guides.y).toEqual([]);
  });

  it('snaps edges to other elements and to the canvas edges, choosing the nearest', () => {
    const other = { left: 200, top: 300, width: 100, height: 40 };
    const guides = guideLines(canvas, [other]);
    // right edge 296 → other's right edge 300 (4 away) beats its centre (250, far away)
    expect(snapBox({ left: 196, top: 3, width: 100, height: 20 }, guides)).toEqual({
      left: 200,
      top: 0,
      guides: { x: [200], y: [0] },
    });
  });

  it('leaves a box alone beyond the threshold', () => {
    const guides = guideLines(canvas, []);
    const box = { left: 100 + SNAP_THRESHOLD + 1, top: 200, width: 10, height: 10 };
    expect(snapBox(box, guides, SNAP_THRESHOLD)).toEqual({
      left: box.left,
      top: 200,
      guides: { x: [], y: [] },
    });
  });
});

describe('snapping while resizing', () => {
  const guides = { x: [0, 300, 600], y: [0, 200, 400] };
  const box = { left: 100, top: 100, width: 197, height: 97 };

  it('pulls the moving right and bottom edges onto guides; the left and top edges stay', () => {
    const got = snapResize(box, [1, 1], guides, 6);
    expect(got).toEqual({ left: 100, top: 100, width: 200, height: 100, guides: { x: [300], y: [200] } });
  });

  it('pulls a moving left or top edge and keeps the opposite edge in place', () => {
    const got = snapResize({ left: 4, top: 103, width: 196, height: 97 }, [-1, -1], guides, 6);
    // Left edge 4 → 0 (the width grows by 4, the right edge stays at 200); the top edge has no guide in reach.
    expect(got).toMatchObject({ left: 0, width: 200, top: 103, height: 97, guides: { x: [0], y: [] } });
    expect(got.left + got.width).toBe(200);
  });

  it('snaps only the axes the handle moves, and nothing beyond the threshold', () => {
    expect(snapResize(box, [1, 0], guides, 6)).toMatchObject({ width: 200, height: 97, guides: { y: [] } });
    expect(snapResize(box, [0, 1], guides, 6)).toMatchObject({ width: 197, height: 100, guides: { x: [] } });
    expect(snapResize(box, [1, 1], guides, 2)).toMatchObject({ width: 197, height: 97 });
  });

  it('with a fixed ratio snaps the nearer axis and lets the other follow the ratio', () => {
    // Right edge is 3 from 300, bottom edge 1 from 200: the bottom snaps, the width follows the ratio.
    const got = snapResize({ left: 100, top: 100, width: 197, height: 99 }, [1, 1], guides, 6, true);
    expect(got.height).toBe(100);
    expect(got.width).toBeCloseTo(197 * (100 / 99));
    expect(got.guides).toEqual({ x: [], y: [200] });
  });

  it('never makes a box smaller than one unit', () => {
    const got = snapResize({ left: 298, top: 0, width: 2, height: 50 }, [-1, 0], { x: [300], y: [] }, 6);
    expect(got.width).toBe(1);
    expect(got.left + got.width).toBe(300);
  });
});

describe('alignment and distribution', () => {
  const boxes = [
    { id: 'a', left: 10, top: 10, width: 100, height: 20 },
    { id: 'b', left: 200, top: 50, width: 50, height: 40 },
  ];

  it('aligns several boxes to their bounding box', () => {
    expect(boundingBox(boxes)).toEqual({ left: 10, top: 10, width: 240, height: 80 });
    expect(alignBoxes(boxes, 'left', canvas)).toEqual([
      { id: 'a', left: 10, top: 10 },
      { id: 'b', left: 10, top: 50 },
    ]);
    expect(alignBoxes(boxes, 'right', canvas).map((p) => p.left)).toEqual([150, 200]);
    expect(alignBoxes(boxes, 'centerH', canvas).map((p) => p.left)).toEqual([80, 105]);
    expect(alignBoxes(boxes, 'bottom', canvas).map((p) => p.top)).toEqual([70, 50]);
    expect(alignBoxes(boxes, 'middle', canvas).map((p) => p.top)).toEqual([40, 30]);
  });

  it('aligns a single box to the canvas', () => {
    expect(alignBoxes([boxes[0]!], 'centerH', canvas)).toEqual([{ id: 'a', left: 450, top: 10 }]);
    expect(alignBoxes([boxes[0]!], 'bottom', canvas)[0]!.top).toBeCloseTo(688.5);
  });

  it('spaces three or more boxes with equal gaps, keeping the outermost', () => {
    const row = [
      { id: 'c', left: 500, top: 0, width: 100, height: 10 },
      { id: 'a', left: 0, top: 0, width: 100, height: 10 },
      { id: 'b', left: 120, top: 0, width: 50, height: 10 },
    ];
    // span 0..600, occupied 250 → gap 175
    expect(distributeBoxes(row, 'horizontal')).toEqual([
      { id: 'c', left: 500, top: 0 },
      { id: 'a', left: 0, top: 0 },
      { id: 'b', left: 275, top: 0 },
    ]);
    expect(distributeBoxes(row.slice(0, 2), 'vertical')).toEqual([
      { id: 'c', left: 500, top: 0 },
      { id: 'a', left: 0, top: 0 },
    ]);
  });
});

describe('layer order', () => {
  const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
  const ids = (list: { id: string }[]) => list.map((i) => i.id).join('');
  it('moves to front and back keeping the selected order', () => {
    expect(ids(reorderLayers(items, ['b', 'a'], 'front'))).toBe('cdab');
    expect(ids(reorderLayers(items, ['c'], 'back'))).toBe('cabd');
  });
  it('steps forward and backward past one neighbour', () => {
    expect(ids(reorderLayers(items, ['b'], 'forward'))).toBe('acbd');
    expect(ids(reorderLayers(items, ['d'], 'forward'))).toBe('abcd');
    expect(ids(reorderLayers(items, ['c', 'd'], 'backward'))).toBe('acdb');
  });
});
