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

/** The share of a table's visible width its pinned columns may take before the left ones scroll too. */
export const PINNED_SHARE = 0.45;

type Pinnable = Sized & { fixed?: boolean | 'left' | 'right' | 'start' | 'end' };

/**
 * Which columns stay pinned in a table `available` pixels wide. Pinned columns (the name on the left, the
 * actions on the right) never scroll, so when together they take more than `PINNED_SHARE` of the width,
 * the middle columns (a competition's sign-up dates…) are left a slit and hide behind them: then the
 * left ones scroll with the rest and only the actions stay. Unknown width (0, before the first layout):
 * as declared.
 */
export const pinnedWithin = <T>(columns: ColumnsType<T>, available: number): ColumnsType<T> => {
  if (available <= 0) return columns;
  const pinned = (columns as Pinnable[]).filter((c) => c.fixed);
  const pinnedWidth = pinned.reduce((sum, c) => sum + widthOf(c), 0);
  if (pinnedWidth <= available * PINNED_SHARE) return columns;
  const isLeft = (c: Pinnable) => c.fixed === true || c.fixed === 'left' || c.fixed === 'start';
  return columns.map((c) => (isLeft(c as Pinnable) ? { ...c, fixed: undefined } : c));
};
