// The form of a reporting task: its definition checked when the organiser saves it, and a school's values
// checked against it (loosely for a draft, fully with the checks for a submission).
import type { SummaryCheck, SummaryField, SummaryValues } from '@podium/contracts';
import { badRequest } from '../../platform/errors.ts';
import { summaryMessages } from './summary.messages.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SHORT_TEXT_MAX = 500;
const LONG_TEXT_MAX = 20_000;

/** Refuses duplicate keys, a choice without options, a table without columns, a check on nothing. */
export const assertFormDefinition = (fields: SummaryField[], checks: SummaryCheck[]) => {
  const seen = new Set<string>();
  for (const key of [...fields.map((f) => f.key), ...checks.map((c) => c.checkId)]) {
    if (seen.has(key)) throw badRequest(summaryMessages.duplicateKey, { key });
    seen.add(key);
  }
  for (const field of fields) {
    if (field.type === 'choice' && field.options.length === 0)
      throw badRequest(summaryMessages.choiceNeedsOptions, { label: field.label });
    if (field.type === 'table') {
      if (field.columns.length === 0)
        throw badRequest(summaryMessages.tableNeedsColumns, { label: field.label });
      const columnKeys = new Set<string>();
      for (const column of field.columns) {
        if (columnKeys.has(column.key)) throw badRequest(summaryMessages.duplicateKey, { key: column.key });
        columnKeys.add(column.key);
      }
    }
  }
  const fieldKeys = new Set(fields.map((f) => f.key));
  for (const c of checks) {
    const message = { message: c.message };
    if (!fieldKeys.has(c.field)) throw badRequest(summaryMessages.checkFieldUnknown, message);
    if (c.rule === 'notAbove' && (!c.otherField || !fieldKeys.has(c.otherField)))
      throw badRequest(summaryMessages.checkFieldUnknown, message);
    if (c.rule !== 'notAbove' && c.value === undefined)
      throw badRequest(summaryMessages.checkNeedsValue, message);
  }
};

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

type TableRow = Record<string, string | number | null>;

/** One field's value cleaned to its type, or a refusal naming the field. */
const cleanValue = (field: SummaryField, raw: unknown): SummaryValues[string] => {
  const label = { label: field.label };
  switch (field.type) {
    case 'number': {
      if (typeof raw !== 'number' && typeof raw !== 'string')
        throw badRequest(summaryMessages.fieldShape, label);
      const n = typeof raw === 'number' ? raw : Number(raw.trim());
      if (!Number.isFinite(n)) throw badRequest(summaryMessages.fieldNumber, label);
      return n;
    }
    case 'text':
    case 'textarea':
    case 'date':
    case 'choice': {
      if (typeof raw !== 'string') throw badRequest(summaryMessages.fieldShape, label);
      const text = raw.trim();
      const max = field.type === 'textarea' ? LONG_TEXT_MAX : SHORT_TEXT_MAX;
      if (text.length > max) throw badRequest(summaryMessages.fieldTooLong, label);
      if (field.type === 'date' && (!DATE.test(text) || Number.isNaN(Date.parse(text))))
        throw badRequest(summaryMessages.fieldDate, label);
      if (field.type === 'choice' && !field.options.includes(text))
        throw badRequest(summaryMessages.fieldOption, label);
      return text;
    }
    case 'table': {
      if (!Array.isArray(raw)) throw badRequest(summaryMessages.fieldShape, label);
      return raw.map((row) => {
        if (typeof row !== 'object' || row === null) throw badRequest(summaryMessages.fieldShape, label);
        const clean: TableRow = {};
        for (const column of field.columns) {
          const cell = (row as TableRow)[column.key];
          if (isEmpty(cell)) continue;
          if (column.type === 'number') {
            const n = Number(cell);
            if (!Number.isFinite(n)) throw badRequest(summaryMessages.fieldNumber, { label: column.label });
            clean[column.key] = n;
          } else clean[column.key] = String(cell).trim();
        }
        return clean;
      });
    }
    case 'attachments': {
      if (!Array.isArray(raw) || raw.some((id) => typeof id !== 'string'))
        throw badRequest(summaryMessages.fieldShape, label);
      return [...new Set(raw as string[])];
    }
  }
};

/**
 * The values cleaned against the form: unknown keys and badly typed values refused; with `complete`,
 * required fields must be filled (a draft may leave them empty).
 */
export const cleanValues = (fields: SummaryField[], values: SummaryValues, complete: boolean) => {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const key of Object.keys(values))
    if (!byKey.has(key)) throw badRequest(summaryMessages.fieldUnknown, { key });
  const clean: SummaryValues = {};
  for (const field of fields) {
    const raw = values[field.key];
    const value = isEmpty(raw) ? undefined : cleanValue(field, raw);
    if (value === undefined || isEmpty(value)) {
      if (complete && field.required) throw badRequest(summaryMessages.fieldRequired, { label: field.label });
      continue;
    }
    clean[field.key] = value;
  }
  return clean;
};

/** A field's value as a number for checks: a number, a text's length, a list's length. */
const measure = (value: SummaryValues[string] | undefined) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.length;
  return value.length;
};

const holds = (check: SummaryCheck, values: SummaryValues) => {
  const subject = measure(values[check.field]);
  if (subject === undefined) return true; // an empty field is the required rule's business
  if (check.rule === 'min') return subject >= (check.value ?? 0);
  if (check.rule === 'max') return subject <= (check.value ?? 0);
  const other = measure(values[check.otherField ?? '']);
  return other === undefined || subject <= other;
};

/**
 * Runs the checks on complete values: a failed blocking check refuses; a failed warning needs the school's
 * explanation. Returns the explanations kept (those of warnings that fail).
 */
export const runChecks = (
  checks: SummaryCheck[],
  values: SummaryValues,
  explanations: Record<string, string>,
) => {
  const kept: Record<string, string> = {};
  for (const check of checks) {
    if (holds(check, values)) continue;
    if (check.level === 'block') throw badRequest(summaryMessages.blockingCheck, { message: check.message });
    const why = explanations[check.checkId]?.trim();
    if (!why) throw badRequest(summaryMessages.warningNeedsExplanation, { message: check.message });
    kept[check.checkId] = why;
  }
  return kept;
};

/** The file ids named by the attachment fields of some values. */
export const attachmentIdsOf = (fields: SummaryField[], values: SummaryValues) =>
  fields
    .filter((f) => f.type === 'attachments')
    .flatMap((f) => (Array.isArray(values[f.key]) ? (values[f.key] as string[]) : []));
