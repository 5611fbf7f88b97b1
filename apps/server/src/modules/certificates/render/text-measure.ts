import type { MeasureText } from '@podium/certificate';
import { DEFAULT_FAMILY } from './font-files.mjs';
import { threadFonts } from './render-pool.ts';

/** Advance widths per family and code point, in font units: fontkit's glyph lookup is slow on collections. */
const advances = new Map<string, Map<number, number>>();

/** The font a design family is drawn with: a name outside the table gets the default family's. */
const faceOf = (fontFamily: string) => {
  const fonts = threadFonts();
  const family = fonts[fontFamily] ? fontFamily : DEFAULT_FAMILY;
  return { family, face: fonts[family]! };
};

/** Font units per em of a design family's font. */
export const unitsPerEmOf = (fontFamily: string): number => faceOf(fontFamily).face.unitsPerEm;

/** Advance width, in font units, of one character in a design family's font (.notdef's if it lacks it). */
export const advanceOf = (fontFamily: string, char: string): number => {
  const { family, face } = faceOf(fontFamily);
  let cache = advances.get(family);
  if (!cache) advances.set(family, (cache = new Map()));
  const codePoint = char.codePointAt(0) ?? 32;
  let advance = cache.get(codePoint);
  if (advance === undefined) {
    advance = face.glyphForCodePoint(codePoint).advanceWidth;
    cache.set(codePoint, advance);
  }
  return advance;
};

/**
 * Text widths from the very font files the PDF is drawn with (advance widths, as
 * `createMetricsMeasure` reads them), so `layoutDesign` breaks lines where the PDF's glyphs need it. The
 * designer measures with the same advances (`GET /certificate/font/metrics`).
 */
export const fontMeasure: MeasureText = (text, font) => {
  let units = 0;
  for (const char of text) units += advanceOf(font.fontFamily, char);
  return (units / unitsPerEmOf(font.fontFamily)) * font.fontSize;
};
