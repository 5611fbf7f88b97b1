import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';

type Column = { dataIndex?: unknown; render?: unknown; ellipsis?: unknown; key?: unknown };

const isPlainText = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/**
 * Plain text columns (a `dataIndex`, no `render`) cut long values to one line with an ellipsis and show
 * the whole value in a tooltip, so long names and e-mails neither widen the table nor wrap mid-word.
 * Columns that render their own cell keep it; they can still ask for `ellipsis`.
 */
export const withEllipsis = <T,>(columns: ColumnsType<T>): ColumnsType<T> =>
  columns.map((column) => {
    const c = column as Column;
    if (c.render !== undefined || c.dataIndex === undefined || c.ellipsis !== undefined) return column;
    return {
      ...column,
      ellipsis: { showTitle: false },
      render: (value: unknown): ReactNode =>
        isPlainText(value) && String(value) !== '' ? (
          <Tooltip title={value} placement="topLeft">
            <span>{value}</span>
          </Tooltip>
        ) : (
          '—'
        ),
    };
  });
