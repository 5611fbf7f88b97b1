import { newId } from '../ids.ts';
import { DEFAULT_VIEWPORT_RATIO, LINE_HEIGHT, TEXT_PADDING, UNTITLED_DESIGN_TITLE } from '../constants.ts';
import { textToRichText } from '../rich-text/build.ts';
import type { RunStyle, TextAlign } from '../rich-text/types.ts';
import { DESIGN_VERSION, type Design, type Slide } from './design.ts';
import type { ImageElement, TextElement } from './element.ts';

/** A new design with one empty slide (or the given ones). */
export const createDesign = (
  options: { title?: string; slides?: Slide[]; viewportRatio?: number } = {},
): Design => ({
  version: DESIGN_VERSION,
  title: options.title?.trim() || UNTITLED_DESIGN_TITLE,
  slides: options.slides ?? [createSlide()],
  viewportRatio: options.viewportRatio ?? DEFAULT_VIEWPORT_RATIO,
  currentSlideIndex: 0,
});

export const createSlide = (elements: Slide['elements'] = []): Slide => ({ id: newId(), elements });

/** Height of a text box holding `lines` lines at `fontSize`, padding included. */
export const textBoxHeight = (fontSize: number, lines = 1): number =>
  Math.ceil(lines * fontSize * LINE_HEIGHT + 2 * TEXT_PADDING);

export type TextSpec = {
  text: string;
  left: number;
  top: number;
  width: number;
  height?: number;
  name?: string;
  fontSize: number;
  fontFamily?: string;
  bold?: boolean;
  color?: string;
  align?: TextAlign;
  vertical?: boolean;
  code?: TextElement['code'];
  /** The code whose value this text labels: hidden when that value is empty. */
  labelOf?: TextElement['labelOf'];
  source?: string;
};

/** A text element whose content is `text` in one style (the size, colour and weight given). */
export const createText = (spec: TextSpec): TextElement => {
  const style: RunStyle = { fontSize: spec.fontSize };
  if (spec.color) style.color = spec.color;
  if (spec.bold) style.bold = true;
  const lines = spec.text.split('\n').length;
  const element: TextElement = {
    id: newId(),
    type: 'text',
    name: spec.name ?? spec.text.slice(0, 20),
    left: spec.left,
    top: spec.top,
    width: spec.width,
    height: spec.height ?? textBoxHeight(spec.fontSize, lines),
    rotate: 0,
    content: textToRichText(spec.text, style, spec.align),
    contentText: spec.text,
    fontSize: spec.fontSize,
    fontFamily: spec.fontFamily ?? '微软雅黑',
    defaultFontName: spec.fontFamily ?? '微软雅黑',
    defaultColor: '#333',
    bold: spec.bold ?? false,
    vertical: spec.vertical ?? false,
  };
  if (spec.color) element.color = spec.color;
  if (spec.code) element.code = spec.code;
  if (spec.labelOf) element.labelOf = spec.labelOf;
  if (spec.source) element.source = spec.source;
  return element;
};

export type ImageSpec = {
  src: string;
  left: number;
  top: number;
  width: number;
  height: number;
  name: string;
  code?: ImageElement['code'];
  lock?: boolean;
};

export const createImage = (spec: ImageSpec): ImageElement => {
  const element: ImageElement = {
    id: newId(),
    type: 'image',
    name: spec.name,
    left: spec.left,
    top: spec.top,
    width: spec.width,
    height: spec.height,
    rotate: 0,
    src: spec.src,
    fixedRatio: true,
  };
  if (spec.code) element.code = spec.code;
  if (spec.lock) element.lock = true;
  return element;
};
