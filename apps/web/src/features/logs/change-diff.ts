/** One field of a before/after pair, as the diff viewer lists it. */
export type DiffRow = { field: string; before: string; after: string; changed: boolean };

const show = (value: unknown): string => {
  if (value === undefined) return '';
  if (value === null) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Field-by-field comparison of a log row's before and after. Objects are compared by their top-level
 * fields (nested values as JSON); anything else is one row.
 */
export const diffChange = (before: unknown, after: unknown): DiffRow[] => {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields.map((field) => {
      const was = show(b[field]);
      const now = show(a[field]);
      return { field, before: was, after: now, changed: was !== now };
    });
  }
  if (before == null && after == null) return [];
  return [{ field: '—', before: show(before), after: show(after), changed: show(before) !== show(after) }];
};
