import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chinaTime, exportDayStamp } from './china-days.ts';

describe('chinaTime', () => {
  it("writes a moment as China's wall clock, whatever the server's zone", () => {
    // 16:50 UTC is already the next day in Beijing: the receipt the newcomer saw named the wrong day.
    expect(chinaTime(new Date('2026-11-27T16:50:00.838Z'))).toBe('2026-11-28 00:50');
    expect(chinaTime('2026-11-27T16:50:07.838Z', 'second')).toBe('2026-11-28 00:50:07');
    expect(chinaTime(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01 08:00');
  });
});

describe('exportDayStamp', () => {
  it("stamps an export with China's day, which starts eight hours before the UTC day", () => {
    expect(exportDayStamp(new Date('2026-11-27T16:30:00Z'))).toBe('20261128');
    expect(exportDayStamp(new Date('2026-11-27T15:59:59Z'))).toBe('20261127');
  });
});

describe('dates people read', () => {
  it("come from China's day everywhere in the server, never from the UTC day of a moment", () => {
    const src = join(import.meta.dirname, '..');
    // Day arithmetic on day labels (a label's UTC midnight is its own day) is the one other use.
    const allowed = new Set(['platform/china-days.ts', 'modules/statistics/charts.ts']);
    const offenders = (readdirSync(src, { recursive: true }) as string[])
      .filter(
        (f) =>
          f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('seed') && !f.includes('test-support'),
      )
      .filter((f) => !allowed.has(relative(src, join(src, f))))
      .filter((f) => /toISOString\(\)\.slice\(0, 10\)/.test(readFileSync(join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
