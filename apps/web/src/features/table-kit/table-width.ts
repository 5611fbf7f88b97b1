import type { ColumnsType } from 'antd/es/table';

/** Width given to a column that names none: wide enough for a name or a date, without ellipsis. */
export const DEFAULT_COLUMN_WIDTH = 140;
/** The tick-box column antd adds for row selection. */
export const SELECTION_COLUMN_WIDTH = 48;

type Sized = { width?: number | string; children?: Sized[] };

const widthOf = (column: Sized): number => {
  if (column.children?.length) return column.children.reduce((sum, c) => sum + widthOf(c), 0);
  const { width } = column;
  if (typeof width === 'number') return width;
  if (typeof width === 'string' && /^\d+(px)?$/.test(width)) return Number.parseInt(width, 10);
  return DEFAULT_COLUMN_WIDTH;
};

/**
 * The `scroll.x` of a list table: the sum of its column widths. Below it the table scrolls inside its
 * card instead of squeezing columns (or hiding them behind a fixed action column).
 */
export const tableScrollX = <T>(columns: ColumnsType<T>, hasSelection = false): number =>
  (columns as Sized[]).reduce((sum, c) => sum + widthOf(c), hasSelection ? SELECTION_COLUMN_WIDTH : 0);
