import dayjs from 'dayjs';
import { DATE_FORMAT, type DateFormat } from '../../i18n/date-formats.ts';

/** A window as "2026-05-01 – 2026-05-31" (always with the year); an open end shows as "…". */
export const formatWindow = (start: string | null, end: string | null, format: DateFormat = DATE_FORMAT) =>
  start || end
    ? `${start ? dayjs(start).format(format) : '…'} – ${end ? dayjs(end).format(format) : '…'}`
    : '';

/** Fen (分) as yuan with two decimals. */
export const fenToYuan = (fen: number) => (fen / 100).toFixed(2);
