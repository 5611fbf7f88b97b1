import { describe, expect, it } from 'vitest';
import { DebounceError, DEFAULT_DEBOUNCE_MS, validateDebounceMs } from './debounce.ts';

describe('validateDebounceMs', () => {
  it('defaults to 50 ms', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(50);
    expect(validateDebounceMs()).toBe(50);
    expect(validateDebounceMs(null)).toBe(50);
  });

  it('accepts 20 ms and more', () => {
    expect(validateDebounceMs(20)).toBe(20);
    expect(validateDebounceMs(300)).toBe(300);
  });

  it('refuses values under 20 ms and non-numbers', () => {
    expect(() => validateDebounceMs(19)).toThrow(DebounceError);
    expect(() => validateDebounceMs(19)).toThrow('Rich-text debounce must be at least 20 ms, got 19');
    expect(() => validateDebounceMs(0)).toThrow(DebounceError);
    expect(() => validateDebounceMs(Number.NaN)).toThrow(DebounceError);
  });
});
