import { createHash, randomBytes } from 'node:crypto';

/** A fresh seed for a draw: 12 random bytes, URL-safe, short enough to read out in the hall. */
export const newDrawSeed = () => randomBytes(9).toString('base64url');

/**
 * Shuffles `items` by a Fisher–Yates pass whose random numbers come from SHA-256 of `seed:counter`, so
 * anyone holding the recorded seed and the entries in their original order can reproduce the draw.
 */
export const drawOrder = <T>(items: readonly T[], seed: string): T[] => {
  const out = [...items];
  let counter = 0;
  // An unbiased integer below `bound`: 48-bit numbers, rejecting the top sliver that would skew the modulo.
  const below = (bound: number) => {
    const limit = Math.floor(2 ** 48 / bound) * bound;
    for (;;) {
      const digest = createHash('sha256').update(`${seed}:${counter++}`).digest();
      const value = digest.readUIntBE(0, 6);
      if (value < limit) return value % bound;
    }
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = below(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};
