import dayjs from 'dayjs';

/** A window as "2026-05-01 – 2026-05-31"; an open end shows as "…". */
export const formatWindow = (start: string | null, end: string | null, format = 'YYYY-MM-DD') =>
  start || end
    ? `${start ? dayjs(start).format(format) : '…'} – ${end ? dayjs(end).format(format) : '…'}`
    : '';

/** Fen (分) as yuan with two decimals. */
export const fenToYuan = (fen: number) => (fen / 100).toFixed(2);
