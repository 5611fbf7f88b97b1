import { describe, expect, it } from 'vitest';
import { chinaTime } from './china-days.ts';

describe('chinaTime', () => {
  it("writes a moment as China's wall clock, whatever the server's zone", () => {
    // 16:50 UTC is already the next day in Beijing: the receipt the newcomer saw named the wrong day.
    expect(chinaTime(new Date('2026-11-27T16:50:00.838Z'))).toBe('2026-11-28 00:50');
    expect(chinaTime('2026-11-27T16:50:07.838Z', 'second')).toBe('2026-11-28 00:50:07');
    expect(chinaTime(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01 08:00');
  });
});
