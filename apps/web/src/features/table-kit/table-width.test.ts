import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_WIDTH, pinnedWithin, SELECTION_COLUMN_WIDTH, tableScrollX } from './table-width.ts';

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

describe('pinnedWithin', () => {
  const columns = [
    { key: 'name', width: 280, fixed: 'left' as const },
    { key: 'signUp', width: 210 },
    { key: 'group', width: 200 },
    { key: 'actions', width: 300, fixed: 'right' as const },
  ];
  const fixedOf = (width: number) => pinnedWithin(columns, width).map((c) => c.fixed);

  it('keeps the pins where they leave the middle columns room', () => {
    expect(fixedOf(1400)).toEqual(['left', undefined, undefined, 'right']);
  });
  it('lets the left pins scroll when the pins would take most of the table (1440 px, sidebar open)', () => {
    expect(fixedOf(1100)).toEqual([undefined, undefined, undefined, 'right']);
  });
  it('keeps the columns as declared before the table has been measured', () => {
    expect(fixedOf(0)).toEqual(['left', undefined, undefined, 'right']);
  });
});
