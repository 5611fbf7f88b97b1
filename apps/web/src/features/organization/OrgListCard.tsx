import type { PageResult } from '@podium/contracts';
import { App, Button, Card, Space, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission/Permission.tsx';
import { usePermission } from '../permission/usePermission.ts';
import { AddButton } from '../table-kit/AddButton.tsx';
import { useColumnSettings } from '../table-kit/ColumnSettings.tsx';
import { listPagination, type Paging } from '../table-kit/list-pagination.ts';
import type { RowSelectionState } from '../table-kit/useRowSelection.ts';

type OrgListCardProps<T> = {
  /** Where the column choice is remembered (`useColumnSettings`). */
  storageKey: string;
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
  page: PageResult<T> | undefined;
  loading: boolean;
  paging: Paging;
  addLabel: ReactNode;
  onAdd: () => void;
  selection: RowSelectionState;
  /** Deletes the ticked rows once the user confirms; the dialog waits for it. */
  onBatchDelete: (ids: string[]) => Promise<unknown>;
  /** Whether the toolbar also says how many rows are ticked. */
  showSelectedCount?: boolean;
  scroll?: TableProps<T>['scroll'];
};

/**
 * The card of the school, college and major lists: add and batch delete (both under the school
 * permissions), column settings, and the paged table whose rows can be ticked by those who may delete.
 */
export const OrgListCard = <T extends object>(props: OrgListCardProps<T>) => {
  const {
    storageKey,
    rowKey,
    columns,
    page,
    loading,
    paging,
    addLabel,
    onAdd,
    selection,
    onBatchDelete,
    showSelectedCount,
    scroll,
  } = props;
  const { t } = useTranslation('organization');
  const { modal } = App.useApp();
  const can = usePermission();
  const { columns: visible, trigger } = useColumnSettings(storageKey, columns);
  const { selected } = selection;
  const confirmBatch = () =>
    modal.confirm({
      title: t('common.confirmBatchDelete', { count: selected.length }),
      okButtonProps: { danger: true },
      onOk: () => onBatchDelete(selected),
    });

  return (
    <Card size="small">
      <div className="org-toolbar">
        <Space wrap>
          <AddButton permission={['system:school:add']} onClick={onAdd}>
            {addLabel}
          </AddButton>
          <Permission list={['system:school:remove']}>
            <Button danger disabled={selected.length === 0} onClick={confirmBatch}>
              {t('common.batchDelete')}
            </Button>
          </Permission>
          {showSelectedCount && selected.length > 0 && (
            <span>{t('common.selected', { count: selected.length })}</span>
          )}
        </Space>
        {trigger}
      </div>
      <Table<T>
        rowKey={rowKey}
        columns={visible}
        dataSource={page?.rows}
        loading={loading}
        scroll={scroll}
        rowSelection={can(['system:school:remove']) ? selection.rowSelection : undefined}
        pagination={listPagination(paging, page?.total, (total) => t('common.total', { total }))}
      />
    </Card>
  );
};
