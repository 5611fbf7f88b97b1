import { describe, expect, it } from 'vitest';
import { isUnifiedSocialCreditCode } from './uscc.ts';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts codes whose check character is right, in any case', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y43')).toBe(true);
    expect(isUnifiedSocialCreditCode('91110000600037341L')).toBe(true);
    expect(isUnifiedSocialCreditCode('91350100m000100y43')).toBe(true);
  });
  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y44')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100Y4')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100I43')).toBe(false);
    expect(isUnifiedSocialCreditCode('')).toBe(false);
  });
});
