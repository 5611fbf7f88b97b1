import { describe, expect, it } from 'vitest';
import { createMetricsMeasure, type FontMetrics } from './metrics-measure.ts';

const regular: FontMetrics = { unitsPerEm: 1000, defaultAdvance: 1000, advances: { 65: 600, 32: 250 } };
const bold: FontMetrics = { unitsPerEm: 2048, defaultAdvance: 2048, advances: { 65: 1400 } };

describe('createMetricsMeasure', () => {
  const measure = createMetricsMeasure({ SimHei: { regular, bold }, KaiTi: { regular } }, () => -1);

  it('adds the advances of each character, scaled to the font size', () => {
    expect(measure('A A', { fontFamily: 'SimHei', fontSize: 20, bold: false })).toBeCloseTo(
      (600 + 250 + 600) / 50,
    );
    // Characters missing from the table take the default advance (1 em here).
    expect(measure('奖', { fontFamily: 'SimHei', fontSize: 20, bold: false })).toBeCloseTo(20);
    expect(measure('𠀀', { fontFamily: 'SimHei', fontSize: 10, bold: false })).toBeCloseTo(10);
  });

  it('uses bold metrics for bold text, else regular', () => {
    expect(measure('A', { fontFamily: 'SimHei', fontSize: 2048, bold: true })).toBeCloseTo(1400);
    expect(measure('A', { fontFamily: 'KaiTi', fontSize: 10, bold: true })).toBeCloseTo(6);
  });

  it('measures unknown families with the fallback', () => {
    expect(measure('A', { fontFamily: 'Comic', fontSize: 10, bold: false })).toBe(-1);
    const withDefault = createMetricsMeasure({});
    expect(withDefault('一', { fontFamily: 'x', fontSize: 30, bold: false })).toBe(30);
  });
});
