import type { MeasureText } from '@podium/certificate';
import { DEFAULT_FAMILY } from './font-files.mjs';
import { threadFonts } from './render-pool.ts';

/** Advance widths per family and code point, in font units: fontkit's glyph lookup is slow on collections. */
const advances = new Map<string, Map<number, number>>();

/**
 * Text widths from the very font files the PDF is drawn with (advance widths, as
 * `createMetricsMeasure` reads them), so `layoutDesign` breaks lines where the PDF's glyphs need it.
 */
export const fontMeasure: MeasureText = (text, font) => {
  const fonts = threadFonts();
  const family = fonts[font.fontFamily] ? font.fontFamily : DEFAULT_FAMILY;
  const face = fonts[family]!;
  let cache = advances.get(family);
  if (!cache) advances.set(family, (cache = new Map()));
  let units = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 32;
    let advance = cache.get(codePoint);
    if (advance === undefined) {
      advance = face.glyphForCodePoint(codePoint).advanceWidth;
      cache.set(codePoint, advance);
    }
    units += advance;
  }
  return (units / face.unitsPerEm) * font.fontSize;
};
