import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../i18n/date-formats.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every deadline, window and time on Podium means Beijing time (the server counts days in it too), so
 * the web app reads and writes times here and nowhere else: a browser set to New York must show and pick
 * the same wall clock as one in Shanghai. `time-usage.test.ts` refuses dayjs and the Date's local-zone
 * methods anywhere else in the web source.
 */
export const BEIJING_ZONE = 'Asia/Shanghai';

/** An instant as the API sends it (ISO 8601 with its offset), or epoch milliseconds. */
export type Instant = string | number;

/** Wall-clock text with no zone, as a naive picker value carries it. */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss.SSS';

const inBeijing = (instant: Instant) => dayjs(instant).tz(BEIJING_ZONE);

/** An instant as Beijing wall-clock text; `empty` when there is none. */
export const formatBeijing = (
  instant: Instant | null | undefined,
  format: string = DATE_TIME_FORMAT,
  empty = '',
): string =>
  instant === null || instant === undefined || instant === '' ? empty : inBeijing(instant).format(format);

/** The Beijing calendar day of an instant (now when none is given), as `YYYY-MM-DD`. */
export const beijingDay = (instant: Instant = Date.now()) => inBeijing(instant).format(DATE_FORMAT);

/** The year it is in Beijing. */
export const beijingYear = (instant: Instant = Date.now()) => inBeijing(instant).year();

/** The instant `days` days after another (whole days: China keeps no summer time). */
export const addDays = (instant: Instant, days: number): number => dayjs(instant).add(days, 'day').valueOf();

/**
 * What a date picker shows for an instant. antd's pickers work in the browser's zone, so the picker gets a
 * browser-local value carrying Beijing's wall clock ("naive"): 18:00 in Beijing shows as 18:00 anywhere.
 * `fromPicker` reads such a value back as Beijing time.
 */
export function toPicker(instant: Instant): Dayjs;
export function toPicker(instant: Instant | null | undefined): Dayjs | null;
export function toPicker(instant: Instant | null | undefined): Dayjs | null {
  return instant === null || instant === undefined || instant === ''
    ? null
    : dayjs(inBeijing(instant).format(WALL_CLOCK));
}

/** The instant (ISO, UTC) a picker's wall clock names in Beijing; null for an empty picker. */
export function fromPicker(value: Dayjs): string;
export function fromPicker(value: Dayjs | null | undefined): string | null;
export function fromPicker(value: Dayjs | null | undefined): string | null {
  return value ? dayjs.tz(value.format(WALL_CLOCK), BEIJING_ZONE).toISOString() : null;
}

/** A range picker's value for a window whose either end may be open; null when both are. */
export const toPickerRange = (
  start: Instant | null | undefined,
  end: Instant | null | undefined,
): [Dayjs | null, Dayjs | null] | null => (start || end ? [toPicker(start), toPicker(end)] : null);

/** Now, as a picker value (Beijing's wall clock): for defaults like "in two weeks at 18:00". */
export const pickerNow = (): Dayjs => toPicker(Date.now());

/**
 * A calendar day (`YYYY-MM-DD`: a birthday, a day filter) as a picker value and back. A day is no
 * instant, so it is never converted through a zone: the picker shows the very day stored.
 */
export function dayToPicker(day: string): Dayjs;
export function dayToPicker(day: string | null | undefined): Dayjs | null;
export function dayToPicker(day: string | null | undefined): Dayjs | null {
  return day ? dayjs(day) : null;
}
export function pickerToDay(value: Dayjs): string;
export function pickerToDay(value: Dayjs | null | undefined): string | undefined;
export function pickerToDay(value: Dayjs | null | undefined): string | undefined {
  return value ? value.format(DATE_FORMAT) : undefined;
}

/** A picker's calendar day as the instants it starts and ends in Beijing (a day filter over instants). */
export const pickerDayStart = (value: Dayjs | null | undefined) => fromPicker(value?.startOf('day'));
export const pickerDayEnd = (value: Dayjs | null | undefined) => fromPicker(value?.endOf('day'));

/** Now as an ISO instant (UTC), comparable as text with the API's instants. */
export const nowInstant = () => new Date().toISOString();
