import type { Design, Slide } from '../model/design.ts';
import { DesignActionError } from '../model/errors.ts';

/** Index of the slide an action targets: the one with `slideId`, else the current slide. */
export const slideIndexOf = (doc: Design, slideId?: string): number => {
  if (slideId === undefined) return doc.currentSlideIndex;
  const index = doc.slides.findIndex((slide) => slide.id === slideId);
  if (index < 0) throw new DesignActionError(`No slide with id ${slideId}`);
  return index;
};

/** A copy of the design with one slide replaced through `change` (same design when nothing changed). */
export const withSlide = (doc: Design, index: number, change: (slide: Slide) => Slide): Design => {
  const slide = doc.slides[index];
  if (!slide) throw new DesignActionError(`No slide at index ${index}`);
  const next = change(slide);
  if (next === slide) return doc;
  return { ...doc, slides: doc.slides.map((s, i) => (i === index ? next : s)) };
};

export const toList = <T>(value: T | readonly T[]): T[] =>
  Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
