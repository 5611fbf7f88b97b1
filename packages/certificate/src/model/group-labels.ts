import type { Design } from './design.ts';

/** Prepared groups whose static texts label a bound value of the same group (see `labelOf`). */
const LABELLED_GROUPS = /^(awardRecipient|portrait):/;
const middle = (e: { top: number; height: number }) => e.top + e.height / 2;

/**
 * Labels of prepared groups saved before texts carried `labelOf` (designs, templates and approved batches
 * of earlier versions) are linked to the value they label: the bound text of the same group nearest to
 * them (the value on a recipient row, the list under a portrait heading).
 */
export const linkGroupLabels = (design: Design): Design => ({
  ...design,
  slides: design.slides.map((slide) => ({
    ...slide,
    elements: slide.elements.map((element) => {
      if (element.type !== 'text' || element.code || element.labelOf) return element;
      if (!element.source || !LABELLED_GROUPS.test(element.source)) return element;
      const values = slide.elements.filter(
        (other) => other.type === 'text' && other.code && other.source === element.source,
      );
      const nearest = values
        .map((value) => ({ value, distance: Math.abs(middle(value) - middle(element)) }))
        .sort((a, b) => a.distance - b.distance)[0];
      if (!nearest || nearest.distance > 2 * Math.max(element.height, 1)) return element;
      return nearest.value.type === 'text' && nearest.value.code
        ? { ...element, labelOf: nearest.value.code }
        : element;
    }),
  })),
});
