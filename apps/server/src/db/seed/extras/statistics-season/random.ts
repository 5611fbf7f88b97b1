/** mulberry32: a small seeded generator, so every run makes the same season. */
export const seeded = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  const weighted = (weights: readonly number[]) => {
    let r = next() * weights.reduce((s, w) => s + w, 0);
    for (const [i, w] of weights.entries()) if ((r -= w) < 0) return i;
    return weights.length - 1;
  };
  const shuffle = <T>(list: T[]) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
  return { next, int, pick, weighted, shuffle };
};
export type Random = ReturnType<typeof seeded>;
