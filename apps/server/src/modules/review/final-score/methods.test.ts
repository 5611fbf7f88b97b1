import { describe, expect, it } from 'vitest';
import { computeFinalScores, weightedTotal, type ScoreColumn, type ScoreRow } from './methods.ts';

// Two columns: a (max 60, weight 2) and b (max 40, weight 1); the maximum total is 100.
const columns: ScoreColumn[] = [
  { key: 'a', max: 60, weight: 2 },
  { key: 'b', max: 40, weight: 1 },
];
const row = (
  entryId: number,
  expertId: number,
  total: number,
  scores: Record<string, number> = {},
): ScoreRow => ({
  entryId,
  expertId,
  total,
  scores,
});
const byEntry = (results: ReturnType<typeof computeFinalScores>) =>
  new Map(results.map((r) => [r.entryId, r]));

describe('mean', () => {
  it('averages the totals and flags a wide range', () => {
    const results = byEntry(
      computeFinalScores('mean', columns, [
        row(1, 1, 80),
        row(1, 2, 70),
        row(1, 3, 90),
        row(2, 1, 50),
        row(2, 2, 75),
      ]),
    );
    // Entry 1: (80 + 70 + 90) / 3 = 80. Range 90 − 70 = 20, not above 20% of 100.
    // SD = √((0² + 10² + 10²) / 3) = √66.67 = 8.165, not above 10% of 100 → not flagged.
    expect(results.get(1)).toMatchObject({ rawMean: 80, adjusted: 80, flagged: false });
    expect(results.get(1)!.breakdown).toMatchObject({ range: 20, sd: 8.165, maxTotal: 100 });
    // Entry 2: (50 + 75) / 2 = 62.5. Range 25 > 20 → flagged.
    expect(results.get(2)).toMatchObject({ rawMean: 62.5, adjusted: 62.5, flagged: true });
    expect(results.get(2)!.breakdown.experts.map((e) => e.used)).toEqual([50, 75]);
  });
});

describe('trimmed mean', () => {
  it('drops one highest and one lowest total', () => {
    const [result] = computeFinalScores('trimmedMean', columns, [
      row(1, 1, 80),
      row(1, 2, 70),
      row(1, 3, 90),
      row(1, 4, 40),
    ]);
    // Raw: (80 + 70 + 90 + 40) / 4 = 70. Trimmed: drop 90 and 40 → (80 + 70) / 2 = 75.
    expect(result).toMatchObject({ rawMean: 70, adjusted: 75, flagged: true });
    expect(result!.breakdown.experts.filter((e) => e.dropped).map((e) => e.total)).toEqual([90, 40]);
  });

  it('is the plain mean with fewer than three experts', () => {
    // (60 + 70) / 2 = 65: nothing is dropped from two scores.
    const [result] = computeFinalScores('trimmedMean', columns, [row(1, 1, 60), row(1, 2, 70)]);
    expect(result).toMatchObject({ rawMean: 65, adjusted: 65 });
    expect(result!.breakdown.experts.some((e) => e.dropped)).toBe(false);
  });
});

describe('weighted columns', () => {
  it('weights each column share and rescales to the maximum total', () => {
    // a=30, b=40: (2·30/60 + 1·40/40) / 3 = (1 + 1) / 3 = 0.6667 → × 100 = 66.6667.
    expect(weightedTotal(columns, { a: 30, b: 40 })).toBeCloseTo(66.6667, 4);
    const [result] = computeFinalScores('weighted', columns, [
      row(1, 1, 70, { a: 30, b: 40 }),
      // a=60, b=0: (2·60/60 + 0) / 3 = 0.6667 → 66.6667, although the plain total is 60.
      row(1, 2, 60, { a: 60, b: 0 }),
    ]);
    // Raw mean (70 + 60) / 2 = 65; weighted mean (66.6667 + 66.6667) / 2 = 66.6667.
    expect(result).toMatchObject({ rawMean: 65, adjusted: 66.6667 });
    expect(result!.breakdown.experts.map((e) => e.used)).toEqual([66.6667, 66.6667]);
  });
});

describe('per-expert normalisation', () => {
  it('turns each expert’s totals into z-scores and refits them to the pooled scale', () => {
    // Expert 1 (strict): 60, 80, 70 → mean 70, SD √((100 + 100 + 0) / 3) = 8.165.
    // Expert 2 (lenient): 90, 100, 80 → mean 90, SD 8.165.
    // z: expert 1 → −1.2247, +1.2247, 0; expert 2 → 0, +1.2247, −1.2247.
    // Pooled: 60, 80, 70, 90, 100, 80 → mean 80, SD √(1000 / 6) = 12.9099.
    // z·SD = 1.2247 × 12.9099 = 15.8114.
    const results = byEntry(
      computeFinalScores('zScore', columns, [
        row(1, 1, 60),
        row(2, 1, 80),
        row(3, 1, 70),
        row(1, 2, 90),
        row(2, 2, 100),
        row(3, 2, 80),
      ]),
    );
    // Entry 1: (80 − 15.8114 + 80 + 0) / 2 = 72.0943 (raw 75).
    expect(results.get(1)).toMatchObject({ rawMean: 75, adjusted: 72.0943 });
    // Entry 2: both experts +15.8114 → 95.8114 (raw 90).
    expect(results.get(2)).toMatchObject({ rawMean: 90, adjusted: 95.8114 });
    // Entry 3: (80 + 80 − 15.8114) / 2 = 72.0943 (raw 75).
    expect(results.get(3)).toMatchObject({ rawMean: 75, adjusted: 72.0943 });
    expect(results.get(1)!.breakdown).toMatchObject({ pooledMean: 80, pooledSd: 12.9099 });
    expect(results.get(1)!.breakdown.experts[0]).toMatchObject({
      expertMean: 70,
      expertSd: 8.165,
      z: -1.2247,
      used: 64.1886,
    });
  });

  it('gives an expert with one repeated total a z of 0 (the pooled mean)', () => {
    // Expert 1: 50, 50 → SD 0 → z 0. Pooled: 50, 50, 70, 90 → mean 65.
    const results = byEntry(
      computeFinalScores('zScore', columns, [row(1, 1, 50), row(2, 1, 50), row(1, 2, 70), row(2, 2, 90)]),
    );
    expect(results.get(1)!.breakdown.experts[0]).toMatchObject({ z: 0, used: 65 });
  });
});
