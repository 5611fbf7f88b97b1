import { describe, expect, it } from 'vitest';
import { defaultStageId } from './default-stage.ts';

const now = Date.parse('2026-11-28T02:00:00Z');
const stage = (
  stageId: string,
  windows: Partial<Record<'reviewStart' | 'reviewEnd' | 'submitStart' | 'submitEnd', string>> = {},
) => ({
  stageId,
  reviewStart: windows.reviewStart ?? null,
  reviewEnd: windows.reviewEnd ?? null,
  submitStart: windows.submitStart ?? null,
  submitEnd: windows.submitEnd ?? null,
});

describe('the stage a review page opens on', () => {
  it('is the only stage of a single-stage competition, whatever its windows', () => {
    expect(defaultStageId([stage('a')], now)).toBe('a');
  });

  it('is the stage under review now', () => {
    const stages = [
      stage('first', { reviewStart: '2026-10-01T00:00:00Z', reviewEnd: '2026-10-31T00:00:00Z' }),
      stage('second', { reviewStart: '2026-11-20T00:00:00Z', reviewEnd: '2026-12-31T00:00:00Z' }),
    ];
    expect(defaultStageId(stages, now)).toBe('second');
  });

  it('else the stage taking works now', () => {
    const stages = [
      stage('first', { submitStart: '2026-11-01T00:00:00Z', submitEnd: '2026-12-01T00:00:00Z' }),
      stage('second', { submitStart: '2027-01-01T00:00:00Z' }),
    ];
    expect(defaultStageId(stages, now)).toBe('first');
  });

  it('is none when no single stage is current (the organiser chooses)', () => {
    expect(defaultStageId([], now)).toBeNull();
    expect(defaultStageId([stage('a'), stage('b')], now)).toBeNull();
    const both = { reviewStart: '2026-11-01T00:00:00Z' };
    expect(defaultStageId([stage('a', both), stage('b', both)], now)).toBeNull();
  });
});
