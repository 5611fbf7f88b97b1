import { describe, expect, it } from 'vitest';
import { DesignActionError } from '../model/errors.ts';
import { parseDesign } from '../model/restore.ts';
import { image, text, twoSlideDesign } from '../testing/fixtures.ts';
import { addElements, deleteElements, removeElementProps, updateElements } from './element-actions.ts';

const ids = (doc: ReturnType<typeof twoSlideDesign>, slide = 0) =>
  doc.slides[slide]?.elements.map((element) => element.id);

describe('addElements', () => {
  it('adds one or several elements on top of the current slide', () => {
    const doc = twoSlideDesign();
    expect(ids(addElements(doc, { elements: text('n1') }))).toEqual(['t1', 'i1', 'n1']);
    const many = addElements(doc, { elements: [text('n1'), image('n2')] });
    expect(ids(many)).toEqual(['t1', 'i1', 'n1', 'n2']);
    expect(parseDesign(many)).toEqual(many);
  });

  it('adds to a given slide by id', () => {
    const next = addElements(twoSlideDesign(), { elements: [image('n1')], slideId: 's2' });
    expect(ids(next, 1)).toEqual(['t2', 'n1']);
    expect(ids(next, 0)).toEqual(['t1', 'i1']);
  });

  it('fills element defaults and refuses duplicates, invalid elements and unknown slides', () => {
    const doc = twoSlideDesign();
    const filled = addElements(doc, {
      elements: { id: 'x', type: 'image', left: 0, top: 0, width: 1, height: 1, src: '/a.png' } as never,
    });
    expect(filled.slides[0]?.elements[2]).toMatchObject({ fixedRatio: true, rotate: 0, name: '' });
    expect(() => addElements(doc, { elements: text('t1') })).toThrow('Duplicate element id t1');
    expect(() => addElements(doc, { elements: [text('a'), text('a')] })).toThrow('Duplicate element id a');
    expect(() => addElements(doc, { elements: { ...text('bad'), width: -1 } })).toThrow(
      /^Invalid element: width/,
    );
    expect(() => addElements(doc, { elements: text('y'), slideId: 'zz' })).toThrow(DesignActionError);
  });
});

describe('deleteElements', () => {
  it('deletes by id or list of ids on the current or a given slide, ignoring unknown ids', () => {
    const doc = twoSlideDesign();
    expect(ids(deleteElements(doc, { elementId: 't1' }))).toEqual(['i1']);
    expect(ids(deleteElements(doc, { elementId: ['t1', 'i1', 'ghost'] }))).toEqual([]);
    expect(ids(deleteElements(doc, { elementId: 't2', slideId: 's2' }), 1)).toEqual([]);
    expect(deleteElements(doc, { elementId: 't2' })).toBe(doc);
  });
});

describe('updateElements', () => {
  it('updates one element on the current slide', () => {
    const doc = twoSlideDesign();
    const next = updateElements(doc, { elementId: 't1', props: { left: 100, top: 50, rotate: 15 } });
    expect(next.slides[0]?.elements[0]).toMatchObject({ left: 100, top: 50, rotate: 15 });
    expect(next.slides[0]?.elements[1]).toBe(doc.slides[0]?.elements[1]);
    expect(doc.slides[0]?.elements[0]).toMatchObject({ left: 0, top: 0 });
  });

  it('updates a list of elements on a given slide (shared properties of both types)', () => {
    const doc = twoSlideDesign();
    const next = updateElements(doc, { elementId: ['t1', 'i1'], props: { lock: true } });
    expect(next.slides[0]?.elements.every((element) => element.lock)).toBe(true);
    const other = updateElements(doc, { elementId: 't2', slideId: 's2', props: { hidden: true } });
    expect(other.slides[1]?.elements[0]?.hidden).toBe(true);
  });

  it('derives contentText from new content unless it is given', () => {
    const doc = twoSlideDesign();
    const next = updateElements(doc, {
      elementId: 't1',
      props: { content: '<p>一</p><p>二 &lt;三&gt;</p>' },
    });
    expect(next.slides[0]?.elements[0]).toMatchObject({ contentText: '一\n二 <三>' });
    const given = updateElements(doc, {
      elementId: 't1',
      props: { content: '<p>甲</p>', contentText: '乙' },
    });
    expect(given.slides[0]?.elements[0]).toMatchObject({ contentText: '乙' });
  });

  it('refuses id and type changes, properties of the other type and invalid values', () => {
    const doc = twoSlideDesign();
    expect(() => updateElements(doc, { elementId: 't1', props: { id: 'x' } as never })).toThrow(
      "An element's id and type can't be changed",
    );
    expect(() => updateElements(doc, { elementId: 'i1', props: { fontSize: 30 } })).toThrow(
      'A image element has no fontSize',
    );
    expect(() => updateElements(doc, { elementId: 't1', props: { src: '/a.png' } })).toThrow(
      'A text element has no src',
    );
    expect(() => updateElements(doc, { elementId: 't1', props: { code: 'seal' as never } })).toThrow(
      /^Invalid update of element t1: code/,
    );
    expect(updateElements(doc, { elementId: 'ghost', props: { left: 1 } })).toBe(doc);
  });
});

describe('removeElementProps', () => {
  it('removes optional properties from one or several elements', () => {
    const doc = updateElements(twoSlideDesign(), {
      elementId: ['t1', 'i1'],
      props: { lock: true, hidden: true },
    });
    const one = removeElementProps(doc, { elementId: 't1', propName: 'lock' });
    expect(one.slides[0]?.elements[0]).not.toHaveProperty('lock');
    expect(one.slides[0]?.elements[0]?.hidden).toBe(true);
    const both = removeElementProps(doc, { elementId: ['t1', 'i1'], propName: ['lock', 'hidden'] });
    for (const element of both.slides[0]?.elements ?? []) {
      expect(element).not.toHaveProperty('lock');
      expect(element).not.toHaveProperty('hidden');
    }
    expect(parseDesign(both)).toEqual(both);
  });

  it('works on a given slide, is a no-op when absent, and refuses required properties', () => {
    const doc = updateElements(twoSlideDesign(), {
      elementId: 't2',
      slideId: 's2',
      props: { color: '#f00', code: 'school' },
    });
    const next = removeElementProps(doc, { elementId: 't2', slideId: 's2', propName: ['color', 'code'] });
    expect(next.slides[1]?.elements[0]).not.toHaveProperty('color');
    expect(next.slides[1]?.elements[0]).not.toHaveProperty('code');
    expect(removeElementProps(next, { elementId: 't2', slideId: 's2', propName: 'color' })).toBe(next);
    expect(() => removeElementProps(doc, { elementId: 't1', propName: ['width' as never, 'lock'] })).toThrow(
      "Element properties can't be removed: width",
    );
  });
});
