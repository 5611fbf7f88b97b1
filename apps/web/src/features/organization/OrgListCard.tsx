import type { PageResult } from '@podium/contracts';
import { App, Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission/Permission.tsx';
import { usePermission } from '../permission/usePermission.ts';
import { AddButton } from '../table-kit/AddButton.tsx';
import { ListTable } from '../table-kit/ListTable.tsx';
import type { Paging } from '../table-kit/list-pagination.ts';
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
};

/**
 * The list of schools, colleges and majors (inside the table kit's ListPage): add and batch delete
 * (both under the school permissions), and the kit's paged table whose rows can be ticked by those
 * who may delete.
 */
export const OrgListCard = <T extends object>(props: OrgListCardProps<T>) => {
  const { storageKey, rowKey, columns, page, loading, paging, addLabel, onAdd, selection } = props;
  const { onBatchDelete, showSelectedCount } = props;
  const { t } = useTranslation('organization');
  const { modal } = App.useApp();
  const can = usePermission();
  const { selected } = selection;
  const confirmBatch = () =>
    modal.confirm({
      title: t('common.confirmBatchDelete', { count: selected.length }),
      okButtonProps: { danger: true },
      onOk: () => onBatchDelete(selected),
    });

  return (
    <ListTable<T>
      storageKey={storageKey}
      rowKey={rowKey}
      columns={columns}
      rows={page?.rows}
      total={page?.total}
      loading={loading}
      paging={paging}
      rowSelection={can(['system:school:remove']) ? selection.rowSelection : undefined}
      toolbar={
        <>
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
        </>
      }
    />
  );
};
