import { describe, expect, it } from 'vitest';
import { idCardProblemOf } from './id-card-check.ts';

describe('idCardProblemOf (the one ID-number check of forms and server)', () => {
  it('names the first problem: length, then birth date, then check digit', () => {
    expect(idCardProblemOf('1234')).toBe('length');
    expect(idCardProblemOf('11010120230230123X')).toBe('birth');
    expect(idCardProblemOf('110101200803154527')).toBe('checksum');
    expect(idCardProblemOf('110101200803154526')).toBeNull();
    expect(idCardProblemOf('11010519491231002X')).toBeNull();
  });
});
