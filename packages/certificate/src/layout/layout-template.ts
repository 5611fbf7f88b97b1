import { VIEWPORT_WIDTH } from '../constants.ts';
import { fillElement } from '../codes/resolve-design.ts';
import type { WinnerRecord } from '../codes/winner-record.ts';
import type { Design } from '../model/design.ts';
import { linkGroupLabels } from '../model/group-labels.ts';
import type { DesignElement } from '../model/element.ts';
import { layoutElementAt, layoutSlide, type LayoutOptions } from './layout-design.ts';
import type { DesignLayout, DrawPrimitive } from './types.ts';

/** A slide's paint order: runs of primitives laid out once, and the elements each record fills. */
type SlidePart = { fixed: DrawPrimitive[] } | { element: DesignElement };

/**
 * A design laid out for many winners (a batch): every element without a code — background, border,
 * static wording, images — is laid out once here; each record then lays out only its code-bound
 * elements (names, number, QR) and the labels of their values. The result equals `layoutDesign(resolveDesign(design, record))`
 * primitive for primitive (tested), so a batch prints exactly what the preview showed.
 */
export const createLayoutTemplate = (design: Design, options: LayoutOptions) => {
  const slides = linkGroupLabels(design).slides.map((slide) => {
    // The background rect (if any) comes from layoutSlide on a slide with no elements.
    const background = layoutSlide({ ...slide, elements: [] }, design.viewportRatio, options).primitives;
    const parts: SlidePart[] = [{ fixed: background }];
    for (const element of slide.elements) {
      const last = parts[parts.length - 1]!;
      // Labels of a value (labelOf) depend on the record too: they are dropped with an empty value.
      if (element.code || (element.type === 'text' && element.labelOf)) parts.push({ element });
      else if ('fixed' in last) last.fixed.push(...layoutElementAt(element, options));
      else parts.push({ fixed: layoutElementAt(element, options) });
    }
    return { slideId: slide.id, parts };
  });
  // Same sizes as layoutDesign and layoutSlide.
  const width = options.width;
  const pageHeight = VIEWPORT_WIDTH * design.viewportRatio * (width / VIEWPORT_WIDTH);
  return (record: WinnerRecord): DesignLayout => ({
    width,
    height: width * design.viewportRatio,
    scale: width / VIEWPORT_WIDTH,
    pages: slides.map((slide) => ({
      slideId: slide.slideId,
      width,
      height: pageHeight,
      primitives: slide.parts.flatMap((part) =>
        'fixed' in part ? part.fixed : layoutElementAt(fillElement(part.element, record), options),
      ),
    })),
  });
};
