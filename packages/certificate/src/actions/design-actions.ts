import { normalizeTitle, slideSchema, type Design, type Slide } from '../model/design.ts';
import { DesignActionError, toDesignIssues } from '../model/errors.ts';
import { slideIndexOf, toList, withSlide } from './locate.ts';

/** Set title; an empty or blank one falls back to the untitled default (spec §4). */
export const setTitle = (doc: Design, payload: { title: string }): Design => {
  const title = normalizeTitle(payload.title);
  return title === doc.title ? doc : { ...doc, title };
};

/** Replace all slides (e.g. after reordering); the current index stays inside the new list. */
export const setSlides = (doc: Design, payload: { slides: Slide[] }): Design => {
  if (payload.slides.length === 0) throw new DesignActionError('A design needs at least one slide');
  const slides = payload.slides.map((slide) => slideSchema.parse(slide));
  assertUniqueSlideIds(slides);
  return {
    ...doc,
    slides,
    currentSlideIndex: Math.min(doc.currentSlideIndex, slides.length - 1),
  };
};

/** Height ÷ width of every slide. */
export const setViewportRatio = (doc: Design, payload: { ratio: number }): Design => {
  if (!Number.isFinite(payload.ratio) || payload.ratio <= 0 || payload.ratio > 10) {
    throw new DesignActionError(`Viewport ratio must be above 0 and at most 10, got ${payload.ratio}`);
  }
  return payload.ratio === doc.viewportRatio ? doc : { ...doc, viewportRatio: payload.ratio };
};

/** Which slide the editor shows; part of the document (spec §3), so it is saved with it. */
export const setCurrentSlideIndex = (doc: Design, payload: { index: number }): Design => {
  if (!Number.isInteger(payload.index) || payload.index < 0 || payload.index >= doc.slides.length) {
    throw new DesignActionError(`No slide at index ${payload.index}`);
  }
  return payload.index === doc.currentSlideIndex ? doc : { ...doc, currentSlideIndex: payload.index };
};

/** Add slides after the current one (or at `index`); the first added becomes current. */
export const addSlides = (doc: Design, payload: { slides: Slide | Slide[]; index?: number }): Design => {
  const added = toList(payload.slides).map((slide) => {
    const parsed = slideSchema.safeParse(slide);
    if (!parsed.success) {
      const issue = toDesignIssues(parsed.error)[0];
      throw new DesignActionError(`Invalid slide: ${issue?.path} ${issue?.message}`);
    }
    return parsed.data;
  });
  if (added.length === 0) return doc;
  const at = payload.index ?? doc.currentSlideIndex + 1;
  if (!Number.isInteger(at) || at < 0 || at > doc.slides.length) {
    throw new DesignActionError(`Can't insert slides at index ${at}`);
  }
  const slides = [...doc.slides.slice(0, at), ...added, ...doc.slides.slice(at)];
  assertUniqueSlideIds(slides);
  return { ...doc, slides, currentSlideIndex: at };
};

/** Update a slide (by id, else the current one) with the given properties; its id can't change. */
export const updateSlide = (
  doc: Design,
  payload: { props: Partial<Omit<Slide, 'id'>>; slideId?: string },
): Design => {
  const index = slideIndexOf(doc, payload.slideId);
  return withSlide(doc, index, (slide) => {
    const parsed = slideSchema.safeParse({ ...slide, ...payload.props, id: slide.id });
    if (!parsed.success) {
      const issue = toDesignIssues(parsed.error)[0];
      throw new DesignActionError(`Invalid slide update: ${issue?.path} ${issue?.message}`);
    }
    return parsed.data;
  });
};

/** Slide properties that may be removed (the optional ones; id and elements always stay). */
export type RemovableSlideProp = 'backgroundColor';

/** Remove properties from a slide (by id, else the current one). */
export const removeSlideProps = (
  doc: Design,
  payload: { propName: RemovableSlideProp | RemovableSlideProp[]; slideId?: string },
): Design => {
  const index = slideIndexOf(doc, payload.slideId);
  const names = toList(payload.propName);
  for (const name of names) {
    if ((name as string) === 'id' || (name as string) === 'elements') {
      throw new DesignActionError(`A slide's ${name} can't be removed`);
    }
  }
  return withSlide(doc, index, (slide) => {
    if (!names.some((name) => name in slide)) return slide;
    const next: Record<string, unknown> = { ...slide };
    for (const name of names) delete next[name];
    return next as Slide;
  });
};

function assertUniqueSlideIds(slides: Slide[]) {
  const seen = new Set<string>();
  for (const slide of slides) {
    if (seen.has(slide.id)) throw new DesignActionError(`Duplicate slide id ${slide.id}`);
    seen.add(slide.id);
  }
}
