import { describe, expect, it } from 'vitest';
import { parseTypedDateTime, TYPED_DATE_TIME_FORMATS } from './typed-dates.ts';

const read = (text: string) => parseTypedDateTime(text)?.format('YYYY-MM-DD HH:mm:ss') ?? null;

describe('a date and time typed into a form field', () => {
  it('reads the display format, with seconds, with slashes and with single digits', () => {
    expect(read('2026-12-20 23:59')).toBe('2026-12-20 23:59:00');
    expect(read('2026-12-20 23:59:00')).toBe('2026-12-20 23:59:00');
    expect(read('2026-12-20 23:59:30')).toBe('2026-12-20 23:59:30');
    expect(read('2026/12/20 23:59')).toBe('2026-12-20 23:59:00');
    expect(read('2026/12/20 23:59:00')).toBe('2026-12-20 23:59:00');
    expect(read('2026-3-1 8:00')).toBe('2026-03-01 08:00:00');
    expect(read('2026/3/1 8:00:00')).toBe('2026-03-01 08:00:00');
    expect(read('2026-12-20T23:59')).toBe('2026-12-20 23:59:00');
    expect(read(' 2026-12-20 23:59 ')).toBe('2026-12-20 23:59:00');
  });

  it('refuses what is not a date, and impossible dates', () => {
    expect(read('tomorrow')).toBeNull();
    expect(read('2026-02-30 10:00')).toBeNull();
    expect(read('2026-12-20 24:30')).toBeNull();
  });

  it('never reads a date still being typed as complete (the picker would rewrite it mid-typing)', () => {
    for (const prefix of [
      '2026-12-2',
      '2026-12-20',
      '2026-12-20 2',
      '2026-12-20 23:5',
      '2026/3/1',
      '2026-3-1 8',
    ]) {
      expect(read(prefix), prefix).toBeNull();
    }
  });

  it('shows the display format first (the picker writes values in its first format)', () => {
    expect(TYPED_DATE_TIME_FORMATS[0]).toBe('YYYY-MM-DD HH:mm');
  });
});
