import type { DictDataRow, DictTypeRow } from '@podium/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { Permission } from '../permission/Permission.tsx';
import { deleteDictData, dictKeys, fetchDictData } from './dict-api.ts';
import { DictItemModal, DictTag, type DictItemModalState } from './DictItemModal.tsx';

/** The items of one dictionary type, with their tag as the portal shows it. */
export const DictItemsDrawer = ({ type, onClose }: { type: DictTypeRow | null; onClose: () => void }) => {
  const { t } = useTranslation('sysAccess');
  const queryClient = useQueryClient();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [modal, setModal] = useState<DictItemModalState>({ open: false, row: null });
  const params = { dictType: type?.dictType ?? '', ...paging };
  const data = useQuery({ queryKey: dictKeys.data(params), queryFn: () => fetchDictData(params), enabled: type !== null });
  const remove = useMutation({
    mutationFn: deleteDictData,
    onSuccess: () => (void getMessage().success(t('common.deleted')), setSelected([]), queryClient.invalidateQueries({ queryKey: dictKeys.all })),
  });

  const columns: ColumnsType<DictDataRow> = [
    { key: 'label', title: t('dict.label'), dataIndex: 'label', render: (v: string, r) => <DictTag label={v} color={r.tagColor} /> },
    { key: 'labelEn', title: t('dict.labelEn'), dataIndex: 'labelEn' },
    { key: 'value', title: t('dict.value'), dataIndex: 'value' },
    { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', align: 'right' },
    { key: 'enabled', title: t('common.status'), dataIndex: 'enabled', render: (v: boolean) => (v ? <Tag color="green">{t('common.enabled')}</Tag> : <Tag color="red">{t('common.disabled')}</Tag>) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, r) => (
        <Space size={0}>
          <Permission list={['system:dict:edit']}>
            <Button type="link" size="small" onClick={() => setModal({ open: true, row: r })}>
              {t('common.edit')}
            </Button>
          </Permission>
          <Permission list={['system:dict:remove']}>
            <Popconfirm title={t('common.deleteConfirm', { name: r.label })} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate([r.dictCode])}>
              <Button type="link" size="small" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <Drawer open={type !== null} onClose={onClose} title={t('dict.itemsOf', { name: type ? `${type.dictName} (${type.dictType})` : '' })} size="large" destroyOnHidden>
      <div className="sys-toolbar">
        <Space wrap>
          <Permission list={['system:dict:add']}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true, row: null })}>
              {t('common.add')}
            </Button>
          </Permission>
          {selected.length > 0 && (
            <Permission list={['system:dict:remove']}>
              <Popconfirm title={t('common.batchDeleteConfirm', { count: selected.length })} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(selected)}>
                <Button danger>
                  {t('common.batchDelete')} ({selected.length})
                </Button>
              </Popconfirm>
            </Permission>
          )}
        </Space>
      </div>
      <Table<DictDataRow>
        rowKey="dictCode"
        columns={columns}
        dataSource={data.data?.rows}
        loading={data.isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={{ current: paging.pageNum, pageSize: paging.pageSize, total: data.data?.total ?? 0, showSizeChanger: true, showTotal: (total) => t('common.total', { total }), onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }) }}
      />
      {type && <DictItemModal state={modal} dictType={type.dictType} onClose={() => setModal({ open: false, row: null })} />}
    </Drawer>
  );
};
