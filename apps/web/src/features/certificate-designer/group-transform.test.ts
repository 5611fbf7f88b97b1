import { describe, expect, it } from 'vitest';
import { createDesign, createText, type Design } from '@podium/certificate';
import { currentSlide, designerReducer, initialDesignerState, patchEach } from './designer-state.ts';
import { groupFrame, resizeFrame, rotateGroup, scaleGroup, type GroupItem } from './group-transform.ts';

const item = (id: string, left: number, top: number, width: number, height: number, rotate = 0) =>
  ({ id, left, top, width, height, rotate }) satisfies GroupItem;

describe('group frame', () => {
  it('holds every element as drawn, rotated ones by their turned corners', () => {
    expect(groupFrame([item('a', 0, 0, 100, 50), item('b', 200, 100, 50, 50)])).toEqual({
      left: 0,
      top: 0,
      width: 250,
      height: 150,
    });
    // A 100×20 bar turned 90° about its centre (50, 10) stands 20 wide and 100 tall.
    const turned = groupFrame([item('a', 0, 0, 100, 20, 90)]);
    expect(turned.left).toBeCloseTo(40);
    expect(turned.top).toBeCloseTo(-40);
    expect(turned.width).toBeCloseTo(20);
    expect(turned.height).toBeCloseTo(100);
  });

  it('keeps the side opposite the dragged handle in place', () => {
    const start = { left: 100, top: 100, width: 200, height: 100 };
    expect(resizeFrame(start, [1, 1], 400, 200)).toEqual({ left: 100, top: 100, width: 400, height: 200 });
    expect(resizeFrame(start, [-1, -1], 100, 50)).toEqual({ left: 200, top: 150, width: 100, height: 50 });
    // A side handle leaves the other axis alone, whatever height the event reports.
    expect(resizeFrame(start, [1, 0], 300, 999)).toEqual({ left: 100, top: 100, width: 300, height: 100 });
  });
});

describe('scaling and turning several elements together', () => {
  it('scales sizes and the gaps between elements with the frame', () => {
    const items = [item('a', 0, 0, 100, 50), item('b', 200, 0, 100, 50)];
    const from = groupFrame(items);
    const to = resizeFrame(from, [1, 1], 600, 100);
    expect(scaleGroup(items, from, to)).toEqual([
      { id: 'a', left: 0, top: 0, width: 200, height: 100 },
      { id: 'b', left: 400, top: 0, width: 200, height: 100 },
    ]);
  });

  it('never distorts a fixed-ratio image: it takes the smaller factor about its own centre', () => {
    const items = [{ ...item('img', 0, 0, 100, 100), fixedRatio: true }, item('t', 100, 0, 100, 100)];
    const from = groupFrame(items);
    const [img] = scaleGroup(items, from, { left: 0, top: 0, width: 400, height: 100 });
    expect(img).toEqual({ id: 'img', left: 50, top: 0, width: 100, height: 100 });
  });

  it('turns centres about the group centre and each element by the same angle', () => {
    const items = [item('a', 0, 0, 100, 20), item('b', 200, 0, 100, 20, 10)];
    const centre = { x: 150, y: 10 };
    const [a, b] = rotateGroup(items, centre, 90);
    // a's centre (50, 10) about (150, 10) by 90° goes to (150, -90).
    expect(a!.left + 50).toBeCloseTo(150);
    expect(a!.top + 10).toBeCloseTo(-90);
    expect(a!.rotate).toBe(90);
    expect(b!.left + 50).toBeCloseTo(150);
    expect(b!.top + 10).toBeCloseTo(110);
    expect(b!.rotate).toBe(100);
    // A full turn brings everything back.
    const round = rotateGroup(items, centre, 360);
    expect(round[0]!.left).toBeCloseTo(0);
    expect(round[1]!.rotate).toBe(10);
  });

  it('is one undo step in the designer, however many pointer moves it took', () => {
    const design = createDesign();
    const a = { ...createText({ text: 'a', left: 0, top: 0, width: 100, fontSize: 20 }), id: 'a' };
    const b = { ...createText({ text: 'b', left: 200, top: 0, width: 100, fontSize: 20 }), id: 'b' };
    design.slides[0]!.elements.push(a, b);
    let s = designerReducer(initialDesignerState(design), { type: 'select', ids: ['a', 'b'] });
    const items = [a, b].map((e) => item(e.id, e.left, e.top, e.width, e.height));
    const from = groupFrame(items);
    for (const width of [350, 450, 600]) {
      const to = resizeFrame(from, [1, 1], width, from.height * (width / from.width));
      s = designerReducer(s, {
        type: 'preview',
        update: (d: Design) => patchEach(d, scaleGroup(items, from, to)),
      });
    }
    s = designerReducer(s, { type: 'commit' });
    const now = currentSlide(s.history.present).elements;
    expect(now.map((e) => e.width)).toEqual([200, 200]);
    expect(now[1]!.left).toBe(400);
    expect(s.history.past).toHaveLength(1);
    s = designerReducer(s, { type: 'undo' });
    expect(currentSlide(s.history.present).elements.map((e) => e.width)).toEqual([100, 100]);
  });
});
