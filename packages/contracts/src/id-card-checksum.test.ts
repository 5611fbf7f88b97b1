import { describe, expect, it } from 'vitest';
import { idCardCheckChar, idCardChecksumValid } from './id-card-checksum.ts';

describe('GB 11643 check character', () => {
  it('computes the published example numbers', () => {
    // The standard's worked example and a number whose check character is X.
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
    expect(idCardChecksumValid('11010519491231002X')).toBe(true);
    expect(idCardChecksumValid('11010519491231002x')).toBe(true);
    expect(idCardChecksumValid('440524188001010014')).toBe(true);
  });

  it('refuses a wrong check character, a changed digit and malformed input', () => {
    expect(idCardChecksumValid('110105194912310021')).toBe(false);
    expect(idCardChecksumValid('11010519491231012X')).toBe(false);
    expect(idCardChecksumValid('11010519491231002')).toBe(false);
    expect(idCardChecksumValid('1101051949123100AX')).toBe(false);
    expect(idCardCheckChar('1101051949123100')).toBeUndefined();
  });

  it('agrees with the weighted-sum definition for every check value', () => {
    const weights = Array.from({ length: 17 }, (_, i) => 2 ** (17 - i) % 11);
    const seen = new Set<string>();
    for (let n = 0; n < 200; n += 1) {
      const first17 = String(11010520000101000n + BigInt(n * 7919)).padStart(17, '0');
      const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
      const expected = '10X98765432'.charAt(sum % 11);
      expect(idCardCheckChar(first17)).toBe(expected);
      seen.add(expected);
    }
    expect(seen.size).toBe(11);
  });
});
