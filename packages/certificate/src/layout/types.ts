/** Rotation of a primitive: degrees clockwise about `origin` (its element's centre), absolute units. */
export type Rotation = { rotate: number; origin: { x: number; y: number } };

/** A run of text in one style on one line (or one upright character of a vertical column). */
export type TextPrimitive = Rotation & {
  kind: 'text';
  elementId: string;
  text: string;
  /** Left edge of the run. */
  x: number;
  /** Top of the run's em box (fontSize tall). */
  y: number;
  /** The alphabetic baseline, for renderers that place text by baseline (pdfkit). */
  baseline: number;
  /** Advance width including letter spacing. */
  width: number;
  fontFamily: string;
  fontSize: number;
  color: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  letterSpacing: number;
  /** An upright character in a vertical column (writing-mode vertical-rl). */
  vertical: boolean;
};

export type ImagePrimitive = Rotation & {
  kind: 'image';
  elementId: string;
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
};

/** A filled rectangle (a slide's background colour). */
export type RectPrimitive = {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
};

export type DrawPrimitive = TextPrimitive | ImagePrimitive | RectPrimitive;

export type SlideLayout = { slideId: string; width: number; height: number; primitives: DrawPrimitive[] };

export type DesignLayout = {
  width: number;
  height: number;
  /** Output units per logical unit. */
  scale: number;
  /** One page per slide, in order. */
  pages: SlideLayout[];
};
