import { Space, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../layouts/shared/useIsPhone.ts';
import { useColumnSettings } from './ColumnSettings.tsx';
import { withEllipsis } from './ellipsis-columns.tsx';
import { listPagination, type Paging } from './list-pagination.ts';
import { pinnedWithin, tableScrollX } from './table-width.ts';
import { useElementWidth } from '../../layouts/shared/useElementWidth.ts';

type ListTableProps<T> = {
  /** Where the column choice is remembered (local storage, per table). */
  storageKey: string;
  rowKey: (keyof T & string) | ((row: T) => string);
  columns: ColumnsType<T>;
  rows: readonly T[] | undefined;
  loading: boolean;
  /** Server paging; omitted for unpaged lists and trees. */
  paging?: Paging;
  total?: number;
  /** Buttons on the left of the toolbar ("+ Add", import, batch delete, …). */
  toolbar?: ReactNode;
} & Pick<TableProps<T>, 'rowSelection' | 'expandable' | 'size' | 'locale' | 'rowClassName' | 'onRow'>;

/**
 * The table of every list page: a toolbar (page buttons left, column settings right), plain text cut
 * with an ellipsis and a tooltip, a width summed from the columns so narrow screens scroll inside the
 * card (with a visible scrollbar) and no column hides behind the pinned ones (`pinnedWithin`), and one
 * pagination that says "共 N 条".
 */
export const ListTable = <T extends object>(props: ListTableProps<T>) => {
  const { storageKey, rowKey, columns, rows, loading, paging, total, toolbar, ...rest } = props;
  const { t } = useTranslation('sysAccess');
  const settings = useColumnSettings(storageKey, columns);
  // On a phone a pinned column would take most of the screen: there the whole row scrolls.
  const isPhone = useIsPhone();
  // Elsewhere the pins keep to a share of the width the table has (a sidebar opened, a narrow window).
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>();
  const shown = useMemo(() => {
    const cells = withEllipsis(settings.columns);
    return isPhone ? cells.map((c) => ({ ...c, fixed: undefined })) : pinnedWithin(cells, frameWidth);
  }, [settings.columns, isPhone, frameWidth]);
  return (
    <div ref={frameRef} className="list-table-frame">
      <ListToolbar trigger={settings.trigger}>{toolbar}</ListToolbar>
      <Table<T>
        className="list-table"
        rowKey={rowKey}
        columns={shown}
        dataSource={rows as T[] | undefined}
        loading={loading}
        scroll={{ x: tableScrollX(shown, Boolean(rest.rowSelection)) }}
        pagination={paging ? listPagination(paging, total, (n) => t('common.total', { total: n })) : false}
        {...rest}
      />
    </div>
  );
};

/** The row above a list table: the page's buttons, then the column settings at the right. */
export const ListToolbar = ({ children, trigger }: { children?: ReactNode; trigger?: ReactNode }) => (
  <div className="sys-toolbar list-toolbar">
    <Space wrap>{children}</Space>
    {trigger}
  </div>
);
