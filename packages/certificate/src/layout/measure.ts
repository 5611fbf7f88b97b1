/** What text measurement depends on. */
export type FontSpec = { fontFamily: string; fontSize: number; bold: boolean };

/**
 * Advance width of `text` in logical units. The layout takes it as a parameter so the browser and
 * the server can plug in the metrics of the very font files they draw with; both must pass the same
 * one, or line breaks differ.
 */
export type MeasureText = (text: string, font: FontSpec) => number;

const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6\u2e80-\u2fff《》「」『』【】]/u;

/** Em fraction of one character in a typical sans face (Noto Sans SC-like proportions). */
export const approximateCharWidth = (char: string): number => {
  if (WIDE.test(char)) return 1;
  if (char === ' ' || char === '\u00a0') return 0.26;
  if (/[0-9]/.test(char)) return 0.56;
  if (/[MW]/.test(char)) return 0.84;
  if (/[A-Z]/.test(char)) return 0.64;
  if (/[mw]/.test(char)) return 0.8;
  if (/[ijlft]/.test(char)) return 0.3;
  if (/[a-z]/.test(char)) return 0.52;
  if (/[.,:;'!|]/.test(char)) return 0.26;
  if (/[\p{L}\p{N}]/u.test(char)) return 0.6;
  return 0.4;
};

/** Font-independent default metrics: deterministic, so tests and both sides agree without font files. */
export const approximateMeasure: MeasureText = (text, font) => {
  let ems = 0;
  for (const char of text) ems += approximateCharWidth(char);
  return ems * font.fontSize;
};
