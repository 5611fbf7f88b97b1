import { describe, expect, it } from 'vitest';
import { drawOrder, newDrawSeed } from './scene-draw.ts';

describe('seeded draw', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);

  it('is a permutation reproduced exactly by the same seed', () => {
    const once = drawOrder(items, 'hall-A101');
    expect([...once].sort((a, b) => a - b)).toEqual(items);
    expect(drawOrder(items, 'hall-A101')).toEqual(once);
    expect(drawOrder(items, 'hall-A102')).not.toEqual(once);
  });

  it('puts every item in every place about equally often over many seeds', () => {
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    const runs = 4000;
    for (let s = 0; s < runs; s += 1)
      drawOrder([0, 1, 2, 3], `seed-${s}`).forEach((item, place) => (counts[item]![place]! += 1));
    // Expected 1000 per cell; 4 SD of a binomial(4000, 1/4) is about 110.
    for (const row of counts) for (const n of row) expect(Math.abs(n - runs / 4)).toBeLessThan(120);
  });

  it('makes URL-safe seeds that differ', () => {
    const a = newDrawSeed();
    expect(a).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(newDrawSeed()).not.toBe(a);
  });
});
