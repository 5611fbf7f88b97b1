import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from './messages.ts';

// The desk's dates are China's days: a filter "from 11-01 to 11-07" means midnight to midnight in
// Asia/Shanghai, whatever the server's own time zone.

/** Days as the desk's filters give them (YYYY-MM-DD), either end open. */
export type DayRange = { from?: string; to?: string };

/** A half-open span of time; an open end is null. */
export type Period = { start: Date | null; end: Date | null };

const DAY_MS = 86_400_000;
/** Midnight of a day in China's time zone (the desk's dates are China's days). */
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const dayOf = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
/**
 * The day of a moment in China (YYYY-MM-DD), for dates people read (a watermark, a file name): never
 * `toISOString().slice(0, 10)`, whose UTC day is yesterday's before 08:00 Beijing time.
 */
export const chinaDayOf = (at: Date | string): string => dayOf(new Date(at));

/** Today in China as YYYYMMDD, the date stamp of an exported file's name (`用户列表_20261128.xlsx`). */
export const exportDayStamp = (now: Date = new Date()): string => chinaDayOf(now).replaceAll('-', '');

/** The period the filters name: from the first day's midnight to the midnight after the last day. */
export const periodOf = (q: DayRange): Period => ({
  start: q.from ? chinaMidnight(q.from) : null,
  end: q.to ? new Date(chinaMidnight(q.to).getTime() + DAY_MS) : null,
});

/**
 * The period of the same length just before, for "against the previous period"; none when either end is
 * open (there is no period of the same length before "all time").
 */
export const previousPeriodOf = (q: DayRange) => {
  const { start, end } = periodOf(q);
  if (!start || !end) return null;
  const previous = { start: new Date(2 * start.getTime() - end.getTime()), end: start };
  return { period: previous, from: dayOf(previous.start), to: dayOf(new Date(start.getTime() - DAY_MS)) };
};

/** `column` inside the period (no condition for an open end). */
export const within = (column: AnyPgColumn | SQL, period: Period): SQL | undefined =>
  and(
    period.start ? sql`${column} >= ${period.start.toISOString()}::timestamptz` : undefined,
    period.end ? sql`${column} < ${period.end.toISOString()}::timestamptz` : undefined,
  );

/** A China's-day column (a `date`, as the statistics rollup keeps them) inside the period. */
export const withinDays = (column: AnyPgColumn, period: Period): SQL | undefined =>
  and(
    period.start ? sql`${column} >= ${dayOf(period.start)}::date` : undefined,
    period.end ? sql`${column} < ${dayOf(period.end)}::date` : undefined,
  );

/** The day (China's time zone) of a timestamp column, as YYYY-MM-DD. */
export const chinaDay = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

/**
 * The China's day of a timestamp column as a `date`, to group by. Grouping by the date and formatting each
 * group (`dayOfDate`) costs a sixth of formatting every row: measured on 30,000 payments, 15 ms against 99.
 */
export const chinaDate = (column: AnyPgColumn) => sql`(${column} at time zone 'Asia/Shanghai')::date`;

/** A grouped `date` as YYYY-MM-DD. */
export const dayOfDate = (date: SQL) => sql<string>`to_char(${date}, 'YYYY-MM-DD')`;

/**
 * A moment as China's wall-clock time, `YYYY-MM-DD HH:mm` (or to the second), for texts people read:
 * messages, exports, receipts. Never `toISOString()` (UTC: past 16:00 it names the next day wrongly) nor the
 * server's own zone (a server runs in UTC).
 */
export const chinaTime = (at: Date | string, precision: 'minute' | 'second' = 'minute'): string =>
  new Date(at)
    .toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' })
    .slice(0, precision === 'minute' ? 16 : 19);

/**
 * A moment for a notice, in both languages and saying its zone (`2026-12-20 23:59（北京时间）`): a notice is
 * read far from the page that shows the competition's times, by people who may not be in China.
 */
export const noticeTime = (
  at: Date | string,
  precision: 'minute' | 'second' = 'minute',
): Record<Lang, string> => {
  const time = chinaTime(at, precision);
  return { zh: `${time}（北京时间）`, en: `${time} (Beijing time)` };
};
