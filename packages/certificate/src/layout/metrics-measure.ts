import { approximateMeasure, type FontSpec, type MeasureText } from './measure.ts';

/**
 * Advance widths of one font file, in font units: what the server reads from the file with fontkit
 * and ships to the browser as JSON, so both sides break lines with the very same numbers.
 */
export type FontMetrics = {
  unitsPerEm: number;
  /** Advance of characters the table lacks (the font's .notdef or a typical CJK width). */
  defaultAdvance: number;
  /** Code point → advance width. */
  advances: Readonly<Record<number, number>>;
};

export type FontMetricsSet = Readonly<Record<string, { regular: FontMetrics; bold?: FontMetrics }>>;

const measureWith = (metrics: FontMetrics, text: string, fontSize: number): number => {
  let units = 0;
  for (const char of text) units += metrics.advances[char.codePointAt(0) ?? 0] ?? metrics.defaultAdvance;
  return (units / metrics.unitsPerEm) * fontSize;
};

/**
 * A MeasureText from font metrics by family name (bold falls back to regular); families without
 * metrics are measured by `fallback`.
 */
export const createMetricsMeasure =
  (fonts: FontMetricsSet, fallback: MeasureText = approximateMeasure): MeasureText =>
  (text: string, font: FontSpec) => {
    const family = fonts[font.fontFamily];
    if (!family) return fallback(text, font);
    const metrics = font.bold ? (family.bold ?? family.regular) : family.regular;
    return measureWith(metrics, text, font.fontSize);
  };
