import type { Design } from '../model/design.ts';
import {
  elementSchema,
  imageElementSchema,
  textElementSchema,
  type DesignElement,
  type ImageElement,
  type TextElement,
} from '../model/element.ts';
import { DesignActionError, toDesignIssues } from '../model/errors.ts';
import { htmlToPlainText } from '../rich-text/plain-text.ts';
import { slideIndexOf, toList, withSlide } from './locate.ts';

type TextProps = Omit<TextElement, 'id' | 'type'>;
type ImageProps = Omit<ImageElement, 'id' | 'type'>;
/**
 * Properties an update may set: those of either element type except id and type. Whether the
 * target element has them is checked per element (a text has no src, an image no fontSize).
 */
export type ElementPatch = {
  [K in keyof TextProps | keyof ImageProps]?:
    (K extends keyof TextProps ? TextProps[K] : never) | (K extends keyof ImageProps ? ImageProps[K] : never);
};

/** Element properties that may be removed: the optional ones. */
export type RemovableElementProp = 'lock' | 'hidden' | 'color' | 'source' | 'code';
const REMOVABLE = new Set<string>(['lock', 'hidden', 'color', 'source', 'code']);

const KEYS_BY_TYPE: Record<DesignElement['type'], Set<string>> = {
  text: new Set(Object.keys(textElementSchema.shape)),
  image: new Set(Object.keys(imageElementSchema.shape)),
};

type Target = { slideId?: string };

const parseElement = (value: unknown, what: string): DesignElement => {
  const parsed = elementSchema.safeParse(value);
  if (!parsed.success) {
    const issue = toDesignIssues(parsed.error)[0];
    throw new DesignActionError(`Invalid ${what}: ${issue?.path} ${issue?.message}`.trim());
  }
  return parsed.data;
};

/** Add elements on top of the current slide (or the given one). */
export const addElements = (
  doc: Design,
  payload: { elements: DesignElement | DesignElement[] } & Target,
): Design => {
  const added = toList(payload.elements).map((element) => parseElement(element, 'element'));
  if (added.length === 0) return doc;
  return withSlide(doc, slideIndexOf(doc, payload.slideId), (slide) => {
    const ids = new Set(slide.elements.map((element) => element.id));
    for (const element of added) {
      if (ids.has(element.id)) throw new DesignActionError(`Duplicate element id ${element.id}`);
      ids.add(element.id);
    }
    return { ...slide, elements: [...slide.elements, ...added] };
  });
};

/** Delete elements by id or ids from the current slide (or the given one); unknown ids are ignored. */
export const deleteElements = (doc: Design, payload: { elementId: string | string[] } & Target): Design => {
  const ids = new Set(toList(payload.elementId));
  return withSlide(doc, slideIndexOf(doc, payload.slideId), (slide) => {
    const elements = slide.elements.filter((element) => !ids.has(element.id));
    return elements.length === slide.elements.length ? slide : { ...slide, elements };
  });
};

/**
 * Update elements by id or ids on the current slide (or the given one). Properties of the other
 * element type are refused, and a new rich-text content without a contentText gets one derived.
 */
export const updateElements = (
  doc: Design,
  payload: { elementId: string | string[]; props: ElementPatch } & Target,
): Design => {
  const ids = new Set(toList(payload.elementId));
  const { props } = payload;
  if ('id' in props || 'type' in props) {
    throw new DesignActionError("An element's id and type can't be changed");
  }
  return withSlide(doc, slideIndexOf(doc, payload.slideId), (slide) => {
    let changed = false;
    const elements = slide.elements.map((element) => {
      if (!ids.has(element.id)) return element;
      const allowed = KEYS_BY_TYPE[element.type];
      const foreign = Object.keys(props).filter((key) => !allowed.has(key));
      if (foreign.length > 0) {
        throw new DesignActionError(`A ${element.type} element has no ${foreign.join(', ')}`);
      }
      const merged: Record<string, unknown> = { ...element, ...props };
      if (element.type === 'text' && typeof props.content === 'string' && props.contentText === undefined) {
        merged.contentText = htmlToPlainText(props.content);
      }
      changed = true;
      return parseElement(merged, `update of element ${element.id}`);
    });
    return changed ? { ...slide, elements } : slide;
  });
};

/** Remove optional properties from elements by id or ids on the current slide (or the given one). */
export const removeElementProps = (
  doc: Design,
  payload: {
    elementId: string | string[];
    propName: RemovableElementProp | RemovableElementProp[];
  } & Target,
): Design => {
  const ids = new Set(toList(payload.elementId));
  const names = toList(payload.propName);
  const refused = names.filter((name) => !REMOVABLE.has(name));
  if (refused.length > 0) {
    throw new DesignActionError(`Element properties can't be removed: ${refused.join(', ')}`);
  }
  return withSlide(doc, slideIndexOf(doc, payload.slideId), (slide) => {
    let changed = false;
    const elements = slide.elements.map((element) => {
      if (!ids.has(element.id) || !names.some((name) => name in element)) return element;
      const next: Record<string, unknown> = { ...element };
      for (const name of names) delete next[name];
      changed = true;
      return next as DesignElement;
    });
    return changed ? { ...slide, elements } : slide;
  });
};
