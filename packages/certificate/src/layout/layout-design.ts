import { VIEWPORT_WIDTH } from '../constants.ts';
import type { Design, Slide } from '../model/design.ts';
import type { DesignElement, TextElement } from '../model/element.ts';
import { parseRichText } from '../rich-text/parse.ts';
import { layoutHorizontalText } from './layout-horizontal.ts';
import { layoutVerticalText } from './layout-vertical.ts';
import { approximateMeasure, type MeasureText } from './measure.ts';
import type { DesignLayout, DrawPrimitive, Rotation, SlideLayout } from './types.ts';

export type LayoutOptions = {
  /** Output width (CSS pixels for the preview, PDF points for the server); height follows the ratio. */
  width: number;
  /** Text metrics; both sides must pass the same (see MeasureText). */
  measure?: MeasureText;
};

const layoutText = (element: TextElement, measure: MeasureText) => {
  const paragraphs = parseRichText(element.content);
  return element.vertical
    ? layoutVerticalText(element, paragraphs, measure)
    : layoutHorizontalText(element, paragraphs, measure);
};

/** Logical primitives of one element: hidden elements and images without a source draw nothing. */
const layoutElement = (element: DesignElement, measure: MeasureText): DrawPrimitive[] => {
  if (element.hidden) return [];
  const rotation: Rotation = {
    rotate: element.rotate,
    origin: { x: element.left + element.width / 2, y: element.top + element.height / 2 },
  };
  if (element.type === 'image') {
    if (!element.src) return [];
    const { left: x, top: y, width, height, src, id } = element;
    return [{ kind: 'image', elementId: id, src, x, y, width, height, ...rotation }];
  }
  return layoutText(element, measure).map((primitive) => ({ ...primitive, ...rotation }));
};

/** Multiplies every length by `scale` (line breaks were decided in logical units, so they don't move). */
const scalePrimitive = (primitive: DrawPrimitive, scale: number): DrawPrimitive => {
  if (primitive.kind === 'rect') {
    return {
      ...primitive,
      x: primitive.x * scale,
      y: primitive.y * scale,
      width: primitive.width * scale,
      height: primitive.height * scale,
    };
  }
  const origin = { x: primitive.origin.x * scale, y: primitive.origin.y * scale };
  if (primitive.kind === 'image') {
    return {
      ...primitive,
      origin,
      x: primitive.x * scale,
      y: primitive.y * scale,
      width: primitive.width * scale,
      height: primitive.height * scale,
    };
  }
  return {
    ...primitive,
    origin,
    x: primitive.x * scale,
    y: primitive.y * scale,
    baseline: primitive.baseline * scale,
    width: primitive.width * scale,
    fontSize: primitive.fontSize * scale,
    letterSpacing: primitive.letterSpacing * scale,
  };
};

/** One slide → its drawing primitives in paint order (background first, then elements bottom to top). */
export const layoutSlide = (slide: Slide, viewportRatio: number, options: LayoutOptions): SlideLayout => {
  if (!Number.isFinite(options.width) || options.width <= 0) {
    throw new RangeError(`Layout width must be positive, got ${options.width}`);
  }
  const measure = options.measure ?? approximateMeasure;
  const scale = options.width / VIEWPORT_WIDTH;
  const logicalHeight = VIEWPORT_WIDTH * viewportRatio;
  const background: DrawPrimitive[] = slide.backgroundColor
    ? [
        {
          kind: 'rect',
          x: 0,
          y: 0,
          width: VIEWPORT_WIDTH,
          height: logicalHeight,
          color: slide.backgroundColor,
        },
      ]
    : [];
  const primitives = [...background, ...slide.elements.flatMap((element) => layoutElement(element, measure))];
  return {
    slideId: slide.id,
    width: options.width,
    height: logicalHeight * scale,
    primitives: primitives.map((primitive) => scalePrimitive(primitive, scale)),
  };
};

/** One element's primitives at the output scale (what layoutSlide gives for it, in the same order). */
export const layoutElementAt = (element: DesignElement, options: LayoutOptions): DrawPrimitive[] => {
  const scale = options.width / VIEWPORT_WIDTH;
  return layoutElement(element, options.measure ?? approximateMeasure).map((p) => scalePrimitive(p, scale));
};

/**
 * The one layout routine (spec: what the organiser previews is what the winner gets): a design →
 * positioned text runs and images in absolute output units, one page per slide. The designer draws
 * these as DOM or canvas, the server as PDF, so line breaks and positions can't drift apart.
 */
export const layoutDesign = (design: Design, options: LayoutOptions): DesignLayout => {
  const pages = design.slides.map((slide) => layoutSlide(slide, design.viewportRatio, options));
  return {
    width: options.width,
    height: options.width * design.viewportRatio,
    scale: options.width / VIEWPORT_WIDTH,
    pages,
  };
};
