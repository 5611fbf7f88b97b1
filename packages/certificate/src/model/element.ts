import { z } from 'zod';
import { IMAGE_CODES, TEXT_CODES } from '../codes/codes.ts';
import { DEFAULT_TEXT_COLOR, EDITOR_DEFAULTS } from '../constants.ts';

/** CSS colours the renderers agree on: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(). */
export const colorSchema = z
  .string()
  .regex(
    /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i,
    'expected a colour such as #333 or rgba(0, 0, 0, 0.5)',
  );

/**
 * Where an image comes from: a path Podium serves itself or an inline image. Never another host:
 * templates must not depend on third parties, and the server renderer must not fetch arbitrary URLs.
 */
export const imageSrcSchema = z
  .string()
  .max(2_000_000)
  .refine(
    (src) =>
      /^\/(?!\/)/.test(src) || /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(src),
    'expected a path Podium serves (/…) or a data:image URL',
  );

/** Position and box shared by every element, in logical units (VIEWPORT_WIDTH wide). */
const elementBase = {
  id: z.string().min(1),
  name: z.string().max(100).default(''),
  left: z.number(),
  top: z.number(),
  width: z.number().min(0),
  height: z.number().min(0),
  /** Degrees clockwise about the box centre. */
  rotate: z.number().min(-360).max(360).default(0),
  /** Locked elements can't be selected on the canvas (backgrounds); editor-only, still drawn. */
  lock: z.boolean().optional(),
  /** Hidden elements stay in the design but are never drawn. */
  hidden: z.boolean().optional(),
};

export const textElementSchema = z.object({
  ...elementBase,
  type: z.literal('text'),
  /** Rich text as HTML: <p> paragraphs (text-align) of <span> runs (font-size, color, font-family, bold). */
  content: z.string().default(''),
  /** The same text without markup, for search, lists and the number/name columns. */
  contentText: z.string().default(''),
  /** Size of runs that set none, in logical units. */
  fontSize: z.number().positive().max(1000).default(EDITOR_DEFAULTS.fontSize),
  /** Family chosen for the whole element in the toolbar. */
  fontFamily: z.string().min(1).default(EDITOR_DEFAULTS.fontName),
  /** Family of runs that name none (the template's choice, kept when the toolbar family is reset). */
  defaultFontName: z.string().min(1).default(EDITOR_DEFAULTS.fontName),
  /** Colour of runs that set none when `color` is unset. */
  defaultColor: colorSchema.default(DEFAULT_TEXT_COLOR),
  bold: z.boolean().default(false),
  /** Colour chosen for the whole element in the toolbar; wins over defaultColor. */
  color: colorSchema.optional(),
  /** Vertical writing: columns top to bottom, right to left. */
  vertical: z.boolean().default(false),
  /** Which prepared group or template the element came from (e.g. 'certNo:randomAlnum'). */
  source: z.string().max(100).optional(),
  code: z.enum(TEXT_CODES).optional(),
  /**
   * This (static) text is the label of that code's value, e.g. 「指导教师：」 of `teacher`: a certificate
   * whose record has no value for the code prints neither the value nor its label (never an empty label).
   */
  labelOf: z.enum(TEXT_CODES).optional(),
});

export const imageElementSchema = z.object({
  ...elementBase,
  type: z.literal('image'),
  /** Path served by Podium or a data URL; empty when a bound code had no value (then nothing is drawn). */
  src: z.union([z.literal(''), imageSrcSchema]),
  /** Keep the aspect ratio while resizing in the editor. */
  fixedRatio: z.boolean().default(true),
  code: z.enum(IMAGE_CODES).optional(),
});

export const elementSchema = z.discriminatedUnion('type', [textElementSchema, imageElementSchema]);

export type TextElement = z.output<typeof textElementSchema>;
export type ImageElement = z.output<typeof imageElementSchema>;
export type DesignElement = z.output<typeof elementSchema>;
export type ElementType = DesignElement['type'];
