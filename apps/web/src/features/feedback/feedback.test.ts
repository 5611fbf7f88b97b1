import { describe, expect, it } from 'vitest';
import { easeOutCubic, numberAt } from './feedback-constants.ts';
import { DEFAULT_INVALID_MESSAGE, validatePromptValue } from './prompt-rules.ts';

describe('validatePromptValue', () => {
  it('uses the spec default message for a failing pattern', () => {
    expect(validatePromptValue('abc', { pattern: /^\d+$/ })).toBe(DEFAULT_INVALID_MESSAGE);
    expect(validatePromptValue('123', { pattern: /^\d+$/ })).toBeNull();
  });

  it('prefers the custom message and validator strings', () => {
    expect(validatePromptValue('', { validator: (v) => v.length > 0, message: '必填' })).toBe('必填');
    expect(validatePromptValue('x', { validator: () => '太短' })).toBe('太短');
  });

  it('is stable with global regexes', () => {
    const rules = { pattern: /a/g };
    expect(validatePromptValue('a', rules)).toBeNull();
    expect(validatePromptValue('a', rules)).toBeNull();
  });
});

describe('number scroll', () => {
  it('starts at from and lands exactly on to after 1000 ms', () => {
    expect(numberAt(0, 0, 500)).toBe(0);
    expect(numberAt(1000, 0, 500)).toBe(500);
    expect(numberAt(5000, 0, 500)).toBe(500);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
  });
});
