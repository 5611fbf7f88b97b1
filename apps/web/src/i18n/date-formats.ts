/**
 * The formats every date a person reads is written in. Each carries the year: a season spans New Year,
 * and a stage table reading "12-20 – 01-10" leaves the reader to guess which January
 * (`date-formats.test.ts` refuses a month-and-day format without the year anywhere in the web source).
 */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export type DateFormat = typeof DATE_FORMAT | typeof DATE_TIME_FORMAT;
