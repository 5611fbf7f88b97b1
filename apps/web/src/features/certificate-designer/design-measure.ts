import { approximateCharWidth, FONT_FAMILIES, type MeasureText } from '@podium/certificate';

/** One family's advance widths as the server's PDF layout measures them (GET /certificate/font/metrics). */
export type FamilyAdvances = { unitsPerEm: number; advances: Map<number, number> };

/**
 * The family the PDF draws a design's font name with: a name of the font table, else the default (the
 * table's first, the server's `DEFAULT_FAMILY`; cert-font.test.ts checks they agree).
 */
export const drawnFamily = (fontFamily: string): string =>
  (FONT_FAMILIES as readonly string[]).includes(fontFamily) ? fontFamily : FONT_FAMILIES[0];

/**
 * Text widths for the designer's layout: each character with the PDF font's own advance once the server
 * has sent it, else the approximate width until then. With every character known the designer measures
 * exactly as the PDF layout does (`render/text-measure.ts`), so its lines break and centre the same.
 */
export const createDesignMeasure =
  (metrics: ReadonlyMap<string, FamilyAdvances>): MeasureText =>
  (text, font) => {
    const family = metrics.get(drawnFamily(font.fontFamily));
    let width = 0;
    for (const char of text) {
      const advance = family?.advances.get(char.codePointAt(0)!);
      width +=
        advance === undefined || !family
          ? approximateCharWidth(char) * font.fontSize
          : (advance / family.unitsPerEm) * font.fontSize;
    }
    return width;
  };
