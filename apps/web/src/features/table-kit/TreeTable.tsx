import { Button, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from './AddButton.tsx';
import { ListTable } from './ListTable.tsx';
import { withoutEmptyChildren } from './tree-rows.ts';
import { useTreeExpansion } from './useTreeExpansion.ts';

type TreeTableProps<T> = {
  /** Where the column choice is remembered (`useColumnSettings`). */
  storageKey: string;
  /** The tree as the back end sends it (leaves with empty `children`). */
  rows: T[];
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
  loading: boolean;
  /** The toolbar's "+ Add" (a root node) and who may use it. */
  addPermission: readonly string[];
  onAdd: () => void;
  /** Controls placed before "+ Add" (e.g. which organisation's tree). */
  toolbarStart?: ReactNode;
  /** Open every node until the user folds one; otherwise start folded. */
  startExpanded?: boolean;
} & Pick<TableProps<T>, 'locale' | 'size'>;

/**
 * An unpaged tree table of the system area (menus, departments): toolbar with add, expand all and
 * collapse all, column settings, and rows whose leaves show no expander.
 */
export const TreeTable = <T extends { children: T[] }>(props: TreeTableProps<T>) => {
  const {
    storageKey,
    rows,
    rowKey,
    columns,
    loading,
    addPermission,
    onAdd,
    toolbarStart,
    startExpanded,
    locale,
    size,
  } = props;
  const { t } = useTranslation('sysAccess');
  const expansion = useTreeExpansion(rows, (n) => String(n[rowKey]), startExpanded);
  return (
    <ListTable<T>
      storageKey={storageKey}
      rowKey={rowKey}
      columns={columns}
      rows={withoutEmptyChildren(rows)}
      loading={loading}
      locale={locale}
      size={size}
      expandable={expansion.expandable}
      toolbar={
        <>
          {toolbarStart}
          <AddButton permission={addPermission} onClick={onAdd} />
          <Button onClick={expansion.expandAll}>{t('common.expandAll')}</Button>
          <Button onClick={expansion.collapseAll}>{t('common.collapseAll')}</Button>
        </>
      }
    />
  );
};
