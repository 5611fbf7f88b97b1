// Between the school's form (antd values) and the API's values; and which warnings need an explanation now
// (the same rules the server runs: numbers by value, texts by length, lists by count).
import {
  fileIdOfUrl,
  type SummaryCheck,
  type SummaryField,
  type SummarySubmission,
  type SummaryValues,
} from '@podium/contracts';
import type { LinkedFile } from '../upload/UploadField.tsx';
import { summaryFileUrl } from './summary-api.ts';

export type FormValues = Record<string, unknown>;

/** The stored values as the form holds them (attachments as linked files with names). */
export const toFormValues = (fields: SummaryField[], submission: SummarySubmission): FormValues =>
  Object.fromEntries(
    fields.map((field) => {
      const value = submission.values[field.key];
      if (field.type === 'attachments')
        return [
          field.key,
          ((value as string[] | undefined) ?? []).map((id) => ({
            name: submission.files.find((f) => f.fileId === id)?.name ?? id,
            url: summaryFileUrl(id),
          })),
        ];
      return [field.key, value ?? undefined];
    }),
  );

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The form's values as the API takes them; empty ones left out, table rows without any cell dropped. */
export const toApiValues = (fields: SummaryField[], values: FormValues): SummaryValues => {
  const out: SummaryValues = {};
  for (const field of fields) {
    const value = values[field.key];
    if (blank(value)) continue;
    if (field.type === 'attachments') {
      const ids = ((value as LinkedFile[]) ?? [])
        .map((f) => fileIdOfUrl(f.url))
        .filter((id): id is string => !!id);
      if (ids.length) out[field.key] = ids;
    } else if (field.type === 'table') {
      const rows = ((value as Record<string, unknown>[]) ?? [])
        .filter((row) => row && Object.values(row).some((cell) => !blank(cell)))
        .map((row) =>
          Object.fromEntries(
            field.columns
              .filter((c) => !blank(row[c.key]))
              .map((c) => [c.key, row[c.key] as string | number]),
          ),
        );
      if (rows.length) out[field.key] = rows;
    } else out[field.key] = value as string | number;
  }
  return out;
};

const measure = (value: SummaryValues[string] | undefined) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.length;
  return value.length;
};

/** The warnings the values trip now (each needs the school's explanation to submit). */
export const failingWarnings = (checks: SummaryCheck[], values: SummaryValues) =>
  checks.filter((check) => {
    if (check.level !== 'warn') return false;
    const subject = measure(values[check.field]);
    if (subject === undefined) return false;
    if (check.rule === 'min') return subject < (check.value ?? 0);
    if (check.rule === 'max') return subject > (check.value ?? 0);
    const other = measure(values[check.otherField ?? '']);
    return other !== undefined && subject > other;
  });
