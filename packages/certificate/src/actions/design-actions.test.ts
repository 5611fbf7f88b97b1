import { describe, expect, it } from 'vitest';
import { createSlide } from '../model/create.ts';
import { parseDesign } from '../model/restore.ts';
import { DesignActionError } from '../model/errors.ts';
import { text, twoSlideDesign } from '../testing/fixtures.ts';
import {
  addSlides,
  removeSlideProps,
  setCurrentSlideIndex,
  setSlides,
  setTitle,
  setViewportRatio,
  updateSlide,
} from './design-actions.ts';

describe('setTitle', () => {
  it('sets the title and falls back to the default when empty', () => {
    const doc = twoSlideDesign();
    expect(setTitle(doc, { title: '优秀指导教师' }).title).toBe('优秀指导教师');
    expect(setTitle(doc, { title: '' }).title).toBe('未命名证书');
    expect(setTitle(doc, { title: '   ' }).title).toBe('未命名证书');
  });

  it('leaves the document untouched (same object) when nothing changes, and never mutates it', () => {
    const doc = twoSlideDesign();
    const before = JSON.stringify(doc);
    expect(setTitle(doc, { title: '测试证书' })).toBe(doc);
    setTitle(doc, { title: '新' });
    expect(JSON.stringify(doc)).toBe(before);
  });
});

describe('setSlides', () => {
  it('replaces all slides and keeps the current index inside them', () => {
    const doc = { ...twoSlideDesign(), currentSlideIndex: 1 };
    const next = setSlides(doc, { slides: [createSlide()] });
    expect(next.slides).toHaveLength(1);
    expect(next.currentSlideIndex).toBe(0);
    expect(parseDesign(next)).toEqual(next);
  });

  it('refuses an empty list and duplicate ids', () => {
    const doc = twoSlideDesign();
    expect(() => setSlides(doc, { slides: [] })).toThrow('A design needs at least one slide');
    const slide = createSlide();
    expect(() => setSlides(doc, { slides: [slide, slide] })).toThrow(`Duplicate slide id ${slide.id}`);
  });
});

describe('updateSlide', () => {
  it('updates the current slide by default and a given one by id', () => {
    const doc = twoSlideDesign();
    const current = updateSlide(doc, { props: { backgroundColor: '#fff8e0' } });
    expect(current.slides[0]?.backgroundColor).toBe('#fff8e0');
    expect(current.slides[1]).toBe(doc.slides[1]);
    const byId = updateSlide(doc, { slideId: 's2', props: { elements: [] } });
    expect(byId.slides[1]?.elements).toEqual([]);
    expect(byId.slides[0]).toBe(doc.slides[0]);
  });

  it('never changes the id, and refuses an unknown slide or bad values', () => {
    const doc = twoSlideDesign();
    const next = updateSlide(doc, { props: { id: 'other' } as never });
    expect(next.slides[0]?.id).toBe('s1');
    expect(() => updateSlide(doc, { slideId: 'nope', props: {} })).toThrow(DesignActionError);
    expect(() => updateSlide(doc, { slideId: 'nope', props: {} })).toThrow('No slide with id nope');
    expect(() => updateSlide(doc, { props: { backgroundColor: 'blue-ish' } })).toThrow(
      /^Invalid slide update: backgroundColor/,
    );
  });
});

describe('removeSlideProps', () => {
  it('removes optional properties of the current or a given slide', () => {
    const doc = updateSlide(updateSlide(twoSlideDesign(), { props: { backgroundColor: '#fff' } }), {
      slideId: 's2',
      props: { backgroundColor: '#000' },
    });
    const current = removeSlideProps(doc, { propName: 'backgroundColor' });
    expect(current.slides[0]).not.toHaveProperty('backgroundColor');
    expect(current.slides[1]?.backgroundColor).toBe('#000');
    const given = removeSlideProps(doc, { propName: ['backgroundColor'], slideId: 's2' });
    expect(given.slides[1]).not.toHaveProperty('backgroundColor');
    expect(removeSlideProps(given, { propName: 'backgroundColor', slideId: 's2' })).toBe(given);
  });

  it('refuses to remove id or elements', () => {
    const doc = twoSlideDesign();
    expect(() => removeSlideProps(doc, { propName: 'id' as never })).toThrow("A slide's id can't be removed");
    expect(() => removeSlideProps(doc, { propName: 'elements' as never })).toThrow(DesignActionError);
  });
});

describe('setViewportRatio', () => {
  it('sets a positive ratio and refuses others', () => {
    const doc = twoSlideDesign();
    expect(setViewportRatio(doc, { ratio: 1.414 }).viewportRatio).toBe(1.414);
    expect(setViewportRatio(doc, { ratio: 0.7085 })).toBe(doc);
    for (const ratio of [0, -1, Number.NaN, 11]) {
      expect(() => setViewportRatio(doc, { ratio })).toThrow(DesignActionError);
    }
  });
});

describe('setCurrentSlideIndex', () => {
  it('moves to an existing slide only', () => {
    const doc = twoSlideDesign();
    expect(setCurrentSlideIndex(doc, { index: 1 }).currentSlideIndex).toBe(1);
    expect(() => setCurrentSlideIndex(doc, { index: 2 })).toThrow('No slide at index 2');
    expect(() => setCurrentSlideIndex(doc, { index: 0.5 })).toThrow(DesignActionError);
  });
});

describe('addSlides', () => {
  it('inserts after the current slide and makes the first added one current', () => {
    const doc = twoSlideDesign();
    const a = { ...createSlide(), id: 'a' };
    const b = { ...createSlide([text('x')]), id: 'b' };
    const next = addSlides(doc, { slides: [a, b] });
    expect(next.slides.map((s) => s.id)).toEqual(['s1', 'a', 'b', 's2']);
    expect(next.currentSlideIndex).toBe(1);
    expect(parseDesign(next)).toEqual(next);
  });

  it('inserts one slide at a given index', () => {
    const next = addSlides(twoSlideDesign(), { slides: { ...createSlide(), id: 'end' }, index: 2 });
    expect(next.slides.map((s) => s.id)).toEqual(['s1', 's2', 'end']);
    expect(next.currentSlideIndex).toBe(2);
  });

  it('refuses duplicate ids, bad positions and invalid slides', () => {
    const doc = twoSlideDesign();
    expect(() => addSlides(doc, { slides: { ...createSlide(), id: 's2' } })).toThrow('Duplicate slide id s2');
    expect(() => addSlides(doc, { slides: createSlide(), index: 5 })).toThrow(
      "Can't insert slides at index 5",
    );
    expect(() => addSlides(doc, { slides: { id: '', elements: [] } })).toThrow(/^Invalid slide: id/);
    expect(addSlides(doc, { slides: [] })).toBe(doc);
  });
});
