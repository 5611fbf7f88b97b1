import { describe, expect, it } from 'vitest';
import { hasCardLength, maskCardNo, normaliseCardNo, passesLuhn } from './bank-card.ts';

describe('bank card numbers', () => {
  it('accepts numbers whose last digit is the Luhn check digit', () => {
    expect(passesLuhn('6222020200112233446')).toBe(true);
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
  });
  it('refuses a mistyped digit', () => {
    expect(passesLuhn('6222020200112233447')).toBe(false);
    expect(passesLuhn('4111111111111121')).toBe(false);
  });
  it('drops spaces and dashes and checks the length', () => {
    const digits = normaliseCardNo('6222 0202-0011 2233 446');
    expect(digits).toBe('6222020200112233446');
    expect(hasCardLength(digits)).toBe(true);
    expect(hasCardLength('12345678901')).toBe(false);
    expect(hasCardLength('12345678901234567890')).toBe(false);
    expect(hasCardLength('6222abcd00112233')).toBe(false);
  });
  it('masks all but the first and last four digits', () => {
    expect(maskCardNo('6222', '3446')).toBe('6222 **** **** 3446');
  });
});
