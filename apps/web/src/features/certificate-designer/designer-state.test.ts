import { describe, expect, it } from 'vitest';
import { createDesign, createText, parseRichText, type Design } from '@podium/certificate';
import {
  currentSlide,
  designerReducer,
  initialDesignerState,
  moveTo,
  type DesignerState,
} from './designer-state.ts';
import { commandForKey } from './shortcuts.ts';
import { createDefaultText, patchForCode, patchForStyle } from './text-editing.ts';

const box = (id: string, left: number, top = 0) => ({
  ...createText({ text: id, left, top, width: 100, fontSize: 20 }),
  id,
});

const start = (): DesignerState => {
  const design = createDesign();
  design.slides[0]!.elements.push(box('a', 0), box('b', 200), box('c', 500));
  return initialDesignerState(design);
};
const elements = (s: DesignerState) => currentSlide(s.history.present).elements;
const at = (s: DesignerState, id: string) => elements(s).find((e) => e.id === id)!;
const run = (s: DesignerState, ...actions: Parameters<typeof designerReducer>[1][]) =>
  actions.reduce(designerReducer, s);
const key = (s: DesignerState, input: Parameters<typeof commandForKey>[0]) => {
  const command = commandForKey(input);
  return command ? designerReducer(s, command) : s;
};

describe('designer state', () => {
  it('records a drag (many previews, one commit) as one undo step', () => {
    let s = run(start(), { type: 'select', ids: ['a'] });
    for (let x = 1; x <= 5; x++)
      s = run(s, { type: 'preview', update: (d: Design) => moveTo(d, [{ id: 'a', left: x * 10, top: 0 }]) });
    s = run(s, { type: 'commit' });
    expect(at(s, 'a').left).toBe(50);
    expect(s.history.past).toHaveLength(1);
    s = key(s, { key: 'z', ctrlKey: true });
    expect(at(s, 'a').left).toBe(0);
    s = key(s, { key: 'y', ctrlKey: true });
    expect(at(s, 'a').left).toBe(50);
  });

  it('nudges, copies and pastes, and deletes by keyboard', () => {
    let s = run(start(), { type: 'select', ids: ['b'] });
    s = key(s, { key: 'ArrowRight', shiftKey: true });
    expect(at(s, 'b').left).toBe(210);
    s = key(s, { key: 'c', ctrlKey: true });
    s = key(s, { key: 'v', ctrlKey: true });
    expect(elements(s)).toHaveLength(4);
    const copy = elements(s)[3]!;
    expect(copy.id).not.toBe('b');
    expect(copy.left).toBe(230);
    expect(s.selection).toEqual([copy.id]);
    s = key(s, { key: 'Delete' });
    expect(elements(s)).toHaveLength(3);
    s = key(s, { key: 'z', ctrlKey: true, shiftKey: false });
    expect(elements(s)).toHaveLength(4);
  });

  it('multi-selects with shift toggling, aligns and distributes', () => {
    let s = run(start(), { type: 'select', ids: ['a'] }, { type: 'select', ids: ['c'], additive: true });
    expect(s.selection).toEqual(['a', 'c']);
    s = run(s, { type: 'select', ids: ['a'], additive: true });
    expect(s.selection).toEqual(['c']);
    s = run(s, { type: 'selectAll' }, { type: 'align', mode: 'top' });
    s = run(s, { type: 'distribute', axis: 'horizontal' });
    expect(elements(s).map((e) => e.left)).toEqual([0, 250, 500]);
  });

  it('locks: a locked element is not nudged, deleted or selected by select-all', () => {
    let s = run(start(), { type: 'select', ids: ['a'] }, { type: 'toggleLock' });
    expect(at(s, 'a').lock).toBe(true);
    s = run(s, { type: 'nudge', dx: 5, dy: 0 }, { type: 'delete' });
    expect(at(s, 'a').left).toBe(0);
    s = run(s, { type: 'selectAll' });
    expect(s.selection).toEqual(['b', 'c']);
    s = run(s, { type: 'select', ids: ['a'] }, { type: 'toggleLock' });
    expect(at(s, 'a').lock).toBeUndefined();
  });

  it('changes layer order as one step', () => {
    const s = run(start(), { type: 'select', ids: ['a'] }, { type: 'layer', move: 'front' });
    expect(elements(s).map((e) => e.id)).toEqual(['b', 'c', 'a']);
    expect(run(s, { type: 'undo' }).history.present.slides[0]!.elements.map((e) => e.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('adds a text with the editor defaults and binds a code with a placeholder', () => {
    const text = createDefaultText('新文本', { left: 10, top: 10 });
    expect(text).toMatchObject({ fontSize: 20, fontFamily: '微软雅黑', color: '#000' });
    expect(parseRichText(text.content)[0]).toMatchObject({ align: 'left' });
    const s = run(start(), { type: 'add', elements: [text] });
    expect(s.selection).toEqual([text.id]);
    const bound = patchForCode(text, 'awardName');
    expect(bound).toMatchObject({ code: 'awardName', contentText: '【奖项名称】' });
    // A label that becomes the value itself no longer labels another value.
    expect(patchForCode({ ...text, labelOf: 'teacher' }, 'teacher')).toHaveProperty('labelOf', undefined);
    const styled = patchForStyle(text, { fontSize: 36 });
    expect(styled.fontSize).toBe(36);
    expect(parseRichText(styled.content!)[0]!.runs[0]!.style.fontSize).toBeUndefined();
  });
});

describe('cut and duplicate', () => {
  it('cut removes the selection into the clipboard (one undo step); paste brings it back', () => {
    let s = run(start(), { type: 'select', ids: ['a'] });
    s = key(s, { key: 'x', ctrlKey: true });
    expect(elements(s).map((e) => e.id)).toEqual(['b', 'c']);
    expect(s.history.past).toHaveLength(1);
    s = key(s, { key: 'v', ctrlKey: true });
    expect(elements(s)).toHaveLength(3);
    expect(elements(s)[2]!.left).toBe(20);
  });

  it('duplicate copies the selection beside itself and leaves the clipboard alone', () => {
    let s = run(start(), { type: 'select', ids: ['b'] }, { type: 'copy' }, { type: 'select', ids: ['c'] });
    s = key(s, { key: 'd', ctrlKey: true });
    expect(elements(s)).toHaveLength(4);
    expect(at(s, s.selection[0]!).left).toBe(520);
    expect(s.clipboard.map((e) => e.id)).toEqual(['b']);
  });
});
