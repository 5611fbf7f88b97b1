import type { DictDataRow, DictTypeRow } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Drawer, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { AddButton } from '../table-kit/AddButton.tsx';
import { BatchDeleteButton } from '../table-kit/BatchDeleteButton.tsx';
import { listPagination } from '../table-kit/list-pagination.ts';
import { DeleteAction, EditAction } from '../table-kit/RowActions.tsx';
import { useRowSelection } from '../table-kit/useRowSelection.ts';
import { deleteDictData, dictKeys, fetchDictData } from './dict-api.ts';
import { DictItemModal, DictTag, type DictItemModalState } from './DictItemModal.tsx';

/** The items of one dictionary type, with their tag as the portal shows it. */
export const DictItemsDrawer = ({ type, onClose }: { type: DictTypeRow | null; onClose: () => void }) => {
  const { t } = useTranslation('sysAccess');
  const queryClient = useQueryClient();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const selection = useRowSelection();
  const [modal, setModal] = useState<DictItemModalState>({ open: false, row: null });
  const params = { dictType: type?.dictType ?? '', ...paging };
  const data = useQuery({
    queryKey: dictKeys.data(params),
    queryFn: () => fetchDictData(params),
    enabled: type !== null,
  });
  const remove = useMutation({
    mutationFn: deleteDictData,
    onSuccess: () => (
      void getMessage().success(t('common.deleted')),
      selection.clear(),
      queryClient.invalidateQueries({ queryKey: dictKeys.all })
    ),
  });

  const columns: ColumnsType<DictDataRow> = [
    {
      key: 'label',
      title: t('dict.label'),
      dataIndex: 'label',
      render: (v: string, r) => <DictTag label={v} color={r.tagColor} />,
    },
    { key: 'labelEn', title: t('dict.labelEn'), dataIndex: 'labelEn' },
    { key: 'value', title: t('dict.value'), dataIndex: 'value' },
    { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', align: 'right' },
    {
      key: 'enabled',
      title: t('common.status'),
      dataIndex: 'enabled',
      render: (v: boolean) =>
        v ? <Tag color="green">{t('common.enabled')}</Tag> : <Tag color="red">{t('common.disabled')}</Tag>,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, r) => (
        <Space size={0}>
          <EditAction permission={['system:dict:edit']} onClick={() => setModal({ open: true, row: r })} />
          <DeleteAction
            permission={['system:dict:remove']}
            title={t('common.deleteConfirm', { name: r.label })}
            onConfirm={() => remove.mutate([r.dictCode])}
          />
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      open={type !== null}
      onClose={onClose}
      title={t('dict.itemsOf', { name: type ? `${type.dictName} (${type.dictType})` : '' })}
      size="large"
      destroyOnHidden
    >
      <div className="sys-toolbar">
        <Space wrap>
          <AddButton permission={['system:dict:add']} onClick={() => setModal({ open: true, row: null })} />
          <BatchDeleteButton
            permission={['system:dict:remove']}
            count={selection.selected.length}
            onConfirm={() => remove.mutate(selection.selected)}
          />
        </Space>
      </div>
      <Table<DictDataRow>
        rowKey="dictCode"
        columns={columns}
        dataSource={data.data?.rows}
        loading={data.isFetching}
        rowSelection={selection.rowSelection}
        pagination={listPagination(
          { ...paging, setPage: (pageNum, pageSize) => setPaging({ pageNum, pageSize }) },
          data.data?.total,
          (total) => t('common.total', { total }),
        )}
      />
      {type && (
        <DictItemModal
          state={modal}
          dictType={type.dictType}
          onClose={() => setModal({ open: false, row: null })}
        />
      )}
    </Drawer>
  );
};
