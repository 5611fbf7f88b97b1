import { newId } from '../ids.ts';
import { sanitizeRichText } from '../rich-text/build.ts';
import { htmlToPlainText } from '../rich-text/plain-text.ts';
import { designSchema, type Design } from './design.ts';
import { linkGroupLabels } from './group-labels.ts';
import { DesignValidationError, toDesignIssues } from './errors.ts';
import { isObject, upgradeDocument } from './upgrade.ts';

type Json = Record<string, unknown>;

const hasId = (value: Json) => typeof value.id === 'string' && value.id !== '';

/** Missing ids are given new ones, missing slides become one empty slide, and an index out of range is clamped. */
const fillStructure = (doc: Json): Json => {
  const rawSlides = Array.isArray(doc.slides) ? doc.slides : doc.slides === undefined ? [] : doc.slides;
  if (!Array.isArray(rawSlides)) return doc;
  const slides = (rawSlides.length > 0 ? rawSlides : [{}]).map((slide) => {
    if (!isObject(slide)) return slide;
    const elements = Array.isArray(slide.elements)
      ? slide.elements.map((element) => {
          if (!isObject(element)) return element;
          const withId = hasId(element) ? element : { ...element, id: newId() };
          if (withId.type !== 'text' || typeof withId.content !== 'string') return withId;
          // Stored rich text is always the canonical, script-free form the layout reads.
          const content = sanitizeRichText(withId.content);
          // Documents written by hand or by old tools may lack the plain text: derive it.
          const contentText = withId.contentText || htmlToPlainText(content);
          return { ...withId, content, contentText };
        })
      : slide.elements;
    return { ...slide, id: hasId(slide) ? slide.id : newId(), elements };
  });
  const index = doc.currentSlideIndex;
  const currentSlideIndex =
    typeof index === 'number' && Number.isInteger(index)
      ? Math.min(Math.max(index, 0), slides.length - 1)
      : index;
  const title = doc.title === null ? undefined : doc.title;
  return { ...doc, title, slides, currentSlideIndex };
};

/**
 * Any stored or received document → a valid design of today's version: upgrades old versions,
 * fills defaults, canonicalises rich text (sanitizeRichText), and throws DesignValidationError naming every field that is still wrong.
 */
export const restoreDesign = (input: unknown): Design => {
  if (!isObject(input)) {
    throw new DesignValidationError([{ path: '', message: 'expected a design object' }]);
  }
  const restored = fillStructure(upgradeDocument(input));
  const result = designSchema.safeParse(restored);
  if (!result.success) throw new DesignValidationError(toDesignIssues(result.error));
  return linkGroupLabels(result.data);
};

/** Validates a design of today's version as it is (no upgrade, no filling of ids): the server's check. */
export const parseDesign = (input: unknown): Design => {
  const result = designSchema.safeParse(input);
  if (!result.success) throw new DesignValidationError(toDesignIssues(result.error));
  return result.data;
};
