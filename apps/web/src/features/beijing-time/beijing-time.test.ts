import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  beijingDay,
  dayToPicker,
  formatBeijing,
  fromPicker,
  pickerDayEnd,
  pickerDayStart,
  pickerToDay,
  toPicker,
  toPickerRange,
} from './beijing-time.ts';

/**
 * The browser's zone must change nothing: these run with the process in New York (UTC−5 in winter,
 * −4 in summer), as a student abroad would open the site. Node reads TZ at every Date call.
 */
const zoneBefore = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = zoneBefore;
});

// 2026-12-01 18:00 in Beijing is 10:00 UTC, 05:00 in New York.
const DEADLINE = '2026-12-01T10:00:00.000Z';

describe('Beijing time in a browser abroad', () => {
  it('runs in New York', () => {
    expect(new Date(DEADLINE).getHours()).toBe(5);
  });

  it('formats an instant as Beijing wall-clock time', () => {
    expect(formatBeijing(DEADLINE)).toBe('2026-12-01 18:00');
    expect(formatBeijing('2026-12-01T18:30:00+08:00', 'YYYY-MM-DD')).toBe('2026-12-01');
    expect(formatBeijing('2026-11-30T17:00:00.000Z', 'YYYY-MM-DD')).toBe('2026-12-01');
    expect(formatBeijing(null, 'YYYY-MM-DD', '—')).toBe('—');
    expect(formatBeijing(undefined)).toBe('');
  });

  it('gives a picker the Beijing wall clock and reads it back as the same instant', () => {
    const shown = toPicker(DEADLINE);
    expect(shown.format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 18:00');
    expect(fromPicker(shown)).toBe(DEADLINE);
    // An organiser picks 2026-06-01 09:00 (summer in New York): it means 01:00 UTC.
    expect(fromPicker(dayToPicker('2026-06-01').hour(9))).toBe('2026-06-01T01:00:00.000Z');
    expect(fromPicker(null)).toBeNull();
    expect(toPicker(null)).toBeNull();
  });

  it('keeps open ends of a window open', () => {
    expect(toPickerRange(null, null)).toBeNull();
    const [start, end] = toPickerRange(null, DEADLINE)!;
    expect(start).toBeNull();
    expect(end?.format('HH:mm')).toBe('18:00');
  });

  it('never shifts a calendar day', () => {
    expect(pickerToDay(dayToPicker('2000-02-29'))).toBe('2000-02-29');
    expect(pickerToDay(null)).toBeUndefined();
  });

  it('reads a picked day as the Beijing day from its first to its last instant', () => {
    const day = dayToPicker('2026-12-01');
    expect(pickerDayStart(day)).toBe('2026-11-30T16:00:00.000Z');
    expect(pickerDayEnd(day)).toBe('2026-12-01T15:59:59.999Z');
  });

  it('counts days and today in Beijing', () => {
    expect(beijingDay('2026-11-30T20:00:00.000Z')).toBe('2026-12-01');
    expect(formatBeijing(addDays(DEADLINE, 7))).toBe('2026-12-08 18:00');
  });
});
