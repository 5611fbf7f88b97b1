import { Button, Space, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from './AddButton.tsx';
import { useColumnSettings } from './ColumnSettings.tsx';
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
  const settings = useColumnSettings(storageKey, columns);
  return (
    <>
      <div className="sys-toolbar">
        <Space wrap>
          {toolbarStart}
          <AddButton permission={addPermission} onClick={onAdd} />
          {/* Direct children of Space (not one component returning both), so Space spaces them apart. */}
          <Button onClick={expansion.expandAll}>{t('common.expandAll')}</Button>
          <Button onClick={expansion.collapseAll}>{t('common.collapseAll')}</Button>
        </Space>
        {settings.trigger}
      </div>
      <Table<T>
        rowKey={rowKey}
        columns={settings.columns}
        dataSource={withoutEmptyChildren(rows)}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={locale}
        expandable={expansion.expandable}
        size={size}
      />
    </>
  );
};
