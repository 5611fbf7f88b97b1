import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chinaTime, exportDayStamp, noticeTime } from './china-days.ts';

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

describe('times in notices', () => {
  it('say their zone in both languages', () => {
    expect(noticeTime('2026-12-20T15:59:00Z')).toEqual({
      zh: '2026-12-20 23:59（北京时间）',
      en: '2026-12-20 23:59 (Beijing time)',
    });
  });

  it('come from noticeTime in every notification rule, never from a bare clock', () => {
    // A notice is read in the inbox, by e-mail or SMS, away from the page's times: a bare "15:59" (the
    // deadline reminder once printed UTC) or a zone-less "23:59" leaves the reader to guess.
    const src = join(import.meta.dirname, '..');
    const rules = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.notify.ts'));
    expect(rules.length).toBeGreaterThan(5);
    const bare = /\bchinaTime\(|toISOString\(\)|\.slice\(0, 1[069]\)|toLocale\w*String\(|\bUTC\b/;
    expect(rules.filter((f) => bare.test(readFileSync(join(src, f), 'utf8')))).toEqual([]);
  });
});
