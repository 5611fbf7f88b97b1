import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_TIME_FORMAT } from '../../i18n/date-formats.ts';

dayjs.extend(customParseFormat);

/**
 * What a date-and-time field reads when a date is typed (or pasted): the display format first, then the
 * same with seconds, slashes or single-digit parts — each read strictly, and each with a time, so a date
 * being typed never reads as complete half-way ("2026-12-2" would otherwise become 2 December and
 * rewrite the text under the person's cursor).
 */
export const TYPED_DATE_TIME_FORMATS = [
  DATE_TIME_FORMAT,
  'YYYY-MM-DD HH:mm:ss',
  'YYYY/MM/DD HH:mm',
  'YYYY/MM/DD HH:mm:ss',
  'YYYY-M-D H:mm',
  'YYYY-M-D H:mm:ss',
  'YYYY/M/D H:mm',
  'YYYY/M/D H:mm:ss',
  'YYYY-MM-DDTHH:mm',
  'YYYY-MM-DDTHH:mm:ss',
] as const;

/** The moment a typed text names, or null when no accepted format reads it. */
export const parseTypedDateTime = (text: string): Dayjs | null => {
  const trimmed = text.trim();
  for (const format of TYPED_DATE_TIME_FORMATS) {
    const parsed = dayjs(trimmed, format, true);
    if (parsed.isValid()) return parsed;
  }
  return null;
};
