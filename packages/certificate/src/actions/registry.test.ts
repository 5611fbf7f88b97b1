import { describe, expect, it } from 'vitest';
import { DesignActionError } from '../model/errors.ts';
import { text, twoSlideDesign } from '../testing/fixtures.ts';
import { designActions, isDesignActionName, performAction } from './registry.ts';

describe('action registry', () => {
  it('registers every design action of spec §4', () => {
    expect(Object.keys(designActions).sort()).toEqual(
      [
        'addElements',
        'addSlides',
        'deleteElements',
        'removeElementProps',
        'removeSlideProps',
        'setCurrentSlideIndex',
        'setSlides',
        'setTitle',
        'setViewportRatio',
        'updateElements',
        'updateSlide',
      ].sort(),
    );
  });

  it('performs an action by name', () => {
    const doc = twoSlideDesign();
    const next = performAction(doc, 'addElements', { elements: text('n') });
    expect(next.slides[0]?.elements.map((e) => e.id)).toEqual(['t1', 'i1', 'n']);
    expect(performAction(next, 'setTitle', { title: '' }).title).toBe('未命名证书');
  });

  it('refuses unknown names', () => {
    expect(isDesignActionName('setTitle')).toBe(true);
    expect(isDesignActionName('toString')).toBe(false);
    expect(() => performAction(twoSlideDesign(), 'explode' as never, {} as never)).toThrow(DesignActionError);
  });
});
