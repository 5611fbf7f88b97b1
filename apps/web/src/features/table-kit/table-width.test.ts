import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH, tableScrollX } from './table-width.ts';

describe('tableScrollX', () => {
  it('adds the widths of the columns, a default for those without one', () => {
    expect(tableScrollX([{ width: 200 }, { width: '120px' }, {}])).toBe(320 + DEFAULT_COLUMN_WIDTH);
  });
  it('counts grouped columns by their children and the selection column when rows can be ticked', () => {
    expect(tableScrollX([{ children: [{ width: 100 }, { width: 50 }] }], true)).toBe(
      150 + SELECTION_COLUMN_WIDTH,
    );
  });
});
