import { describe, expect, it } from 'vitest';
import { fillAction, levelForResult, type FillRule } from './award-fill-rule.ts';

const ranks: FillRule<string> = {
  mode: 'ranks',
  ranks: [
    { level: 'first', count: 1 },
    { level: 'second', count: 2 },
    { level: 'third', count: 3 },
  ],
};

describe('levelForResult', () => {
  it('gives levels by cumulative rank counts and nothing past the last band', () => {
    const got = [1, 2, 3, 4, 6, 7].map((rank) => levelForResult(ranks, { rank, score: 0 }));
    expect(got).toEqual(['first', 'second', 'second', 'third', 'third', null]);
  });

  it('gives a tie at a band line the better level (shared competition rank)', () => {
    // Scores 95, 90, 90 → ranks 1, 2, 2; with one first prize and one second, both 90s get second.
    const one = {
      mode: 'ranks',
      ranks: [
        { level: 'first', count: 1 },
        { level: 'second', count: 1 },
      ],
    } as const;
    expect(levelForResult(one, { rank: 2, score: 90 })).toBe('second');
    expect(levelForResult(one, { rank: 3, score: 80 })).toBeNull();
  });

  it('gives the highest score band reached, whatever the order the bands come in', () => {
    const bands: FillRule<string> = {
      mode: 'bands',
      bands: [
        { level: 'third', minScore: 60 },
        { level: 'first', minScore: 90 },
        { level: 'second', minScore: 75 },
      ],
    };
    const got = [95, 90, 89.99, 75, 60, 59.5].map((score) => levelForResult(bands, { rank: 1, score }));
    expect(got).toEqual(['first', 'first', 'second', 'second', 'third', null]);
  });
});

describe('fillAction', () => {
  const result = { rank: 2, score: 88 };
  it('adds, updates, keeps, removes, or leaves alone', () => {
    expect(fillAction('a', null, result)).toBe('add');
    expect(fillAction(null, null, result)).toBe('none');
    const line = { level: 'a', rank: 2, score: 88, issued: false };
    expect(fillAction('a', line, result)).toBe('keep');
    expect(fillAction('b', line, result)).toBe('update');
    expect(fillAction('a', { ...line, rank: 3 }, result)).toBe('update');
    expect(fillAction('a', { ...line, score: 87 }, result)).toBe('update');
    expect(fillAction(null, line, result)).toBe('remove');
  });

  it('never touches a line that has certificates', () => {
    const issued = { level: 'a', rank: 5, score: 1, issued: true };
    expect(fillAction('b', issued, result)).toBe('issued');
    expect(fillAction(null, issued, result)).toBe('issued');
  });
});
