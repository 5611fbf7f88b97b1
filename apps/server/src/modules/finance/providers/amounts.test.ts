import { describe, expect, it } from 'vitest';
import { fenOf, yuanOf } from './amounts.ts';

describe('fen and yuan', () => {
  it('writes fen as a yuan string with two decimals', () => {
    expect(yuanOf(10000)).toBe('100.00');
    expect(yuanOf(1)).toBe('0.01');
    expect(yuanOf(12345)).toBe('123.45');
  });
  it('reads a yuan string as exact fen and refuses anything else', () => {
    expect(fenOf('100.00')).toBe(10000);
    expect(fenOf('0.1')).toBe(10);
    expect(fenOf('19.99')).toBe(1999);
    expect(fenOf('100')).toBe(10000);
    expect(fenOf('1e3')).toBeUndefined();
    expect(fenOf('-1.00')).toBeUndefined();
    expect(fenOf('1.001')).toBeUndefined();
    expect(fenOf(undefined)).toBeUndefined();
  });
});
