import { approximateMeasure } from '@podium/certificate';
import { describe, expect, it } from 'vitest';
import { createDesignMeasure, drawnFamily, type FamilyAdvances } from './design-measure.ts';

const kaiti: FamilyAdvances = {
  unitsPerEm: 1000,
  advances: new Map([
    ['一'.codePointAt(0)!, 1000],
    ['A'.codePointAt(0)!, 600],
  ]),
};

describe('the designer’s text measure', () => {
  it('uses the PDF font’s advances where the server sent them, the approximate width elsewhere', () => {
    const measure = createDesignMeasure(new Map([['KaiTi', kaiti]]));
    const font = { fontFamily: 'KaiTi', fontSize: 20, bold: false };
    expect(measure('一A', font)).toBe(20 + 12);
    // 等 is not known yet: measured as the layout's default measure would.
    expect(measure('一等', font)).toBe(20 + approximateMeasure('等', font));
    // Bold draws with the same advances (the open fonts have no bold face; the PDF strokes the regular one).
    expect(measure('A', { ...font, bold: true })).toBe(12);
  });

  it('measures a name outside the font table with the default family, as the PDF draws it', () => {
    expect(drawnFamily('Comic Sans')).toBe('微软雅黑');
    expect(drawnFamily('KaiTi')).toBe('KaiTi');
    const measure = createDesignMeasure(new Map([['微软雅黑', kaiti]]));
    expect(measure('A', { fontFamily: 'Comic Sans', fontSize: 10, bold: false })).toBe(6);
  });

  it('is the approximate measure while nothing has arrived', () => {
    const font = { fontFamily: 'SimSun', fontSize: 16, bold: false };
    expect(createDesignMeasure(new Map())('证书 No.1', font)).toBe(approximateMeasure('证书 No.1', font));
  });
});
