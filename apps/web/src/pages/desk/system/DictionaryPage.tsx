import type { DictTypeRow } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictItemsDrawer } from '../../../features/dictionary/DictItemsDrawer.tsx';
import { DictTypeModal, type DictTypeModalState } from '../../../features/dictionary/DictTypeModal.tsx';
import { deleteDictTypes, dictKeys, fetchDictTypes } from '../../../features/dictionary/dict-api.ts';
import { getMessage } from '../../../features/feedback/feedback-bridge.ts';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { BatchDeleteButton } from '../../../features/table-kit/BatchDeleteButton.tsx';
import { useColumnSettings } from '../../../features/table-kit/ColumnSettings.tsx';
import { listPagination } from '../../../features/table-kit/list-pagination.ts';
import { DeleteAction, EditAction } from '../../../features/table-kit/RowActions.tsx';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { StatusSelect } from '../../../features/table-kit/StatusSelect.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useRowSelection } from '../../../features/table-kit/useRowSelection.ts';
import '../../../features/table-kit/system-pages.css';

const FILTERS = ['keyword', 'enabled'] as const;

/** /system/dictionary: dictionary types; a type's items open in a drawer. */
export const DictionaryPage = () => {
  const { t } = useTranslation('sysAccess');
  const queryClient = useQueryClient();
  const list = useListParams(FILTERS);
  const [form] = Form.useForm();
  const selection = useRowSelection();
  const [modal, setModal] = useState<DictTypeModalState>({ open: false, row: null });
  const [itemsOf, setItemsOf] = useState<DictTypeRow | null>(null);
  const params = { pageNum: list.pageNum, pageSize: list.pageSize, ...list.filters };
  const page = useQuery({ queryKey: dictKeys.types(params), queryFn: () => fetchDictTypes(params) });
  useEffect(() => form.setFieldsValue(list.filters), [form, list.filters]);
  const remove = useMutation({
    mutationFn: deleteDictTypes,
    onSuccess: () => (
      void getMessage().success(t('common.deleted')),
      selection.clear(),
      queryClient.invalidateQueries({ queryKey: dictKeys.all })
    ),
  });

  const columns: ColumnsType<DictTypeRow> = [
    {
      key: 'dictName',
      title: t('dict.dictName'),
      dataIndex: 'dictName',
      render: (v: string, r) => <Typography.Link onClick={() => setItemsOf(r)}>{v}</Typography.Link>,
    },
    {
      key: 'dictType',
      title: t('dict.dictType'),
      dataIndex: 'dictType',
      render: (v: string, r) => (
        <Typography.Link code onClick={() => setItemsOf(r)}>
          {v}
        </Typography.Link>
      ),
    },
    { key: 'dataCount', title: t('dict.dataCount'), dataIndex: 'dataCount', align: 'right' },
    {
      key: 'enabled',
      title: t('common.status'),
      dataIndex: 'enabled',
      render: (v: boolean) =>
        v ? <Tag color="green">{t('common.enabled')}</Tag> : <Tag color="red">{t('common.disabled')}</Tag>,
    },
    { key: 'remark', title: t('dict.remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setItemsOf(r)}>
            {t('dict.items')}
          </Button>
          <EditAction permission={['system:dict:edit']} onClick={() => setModal({ open: true, row: r })} />
          <DeleteAction
            permission={['system:dict:remove']}
            title={t('dict.typeDeleteConfirm', { name: r.dictName })}
            onConfirm={() => remove.mutate([r.dictId])}
          />
        </Space>
      ),
    },
  ];
  const settings = useColumnSettings('system-dict', columns);

  return (
    <div className="sys-page">
      <SearchCard
        form={form}
        onFinish={(v: { keyword?: string; enabled?: string }) => list.setFilters(v)}
        onReset={() => (form.resetFields(), list.setFilters({}))}
      >
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input allowClear placeholder={`${t('dict.dictName')} / ${t('dict.dictType')}`} />
        </Form.Item>
        <Form.Item name="enabled" label={t('common.status')}>
          <StatusSelect />
        </Form.Item>
      </SearchCard>
      <Card variant="borderless">
        <div className="sys-toolbar">
          <Space wrap>
            <AddButton permission={['system:dict:add']} onClick={() => setModal({ open: true, row: null })} />
            <BatchDeleteButton
              permission={['system:dict:remove']}
              count={selection.selected.length}
              onConfirm={() => remove.mutate(selection.selected)}
            />
          </Space>
          {settings.trigger}
        </div>
        <Table<DictTypeRow>
          rowKey="dictId"
          columns={settings.columns}
          dataSource={page.data?.rows}
          loading={page.isFetching}
          scroll={{ x: 'max-content' }}
          rowSelection={selection.rowSelection}
          pagination={listPagination(list, page.data?.total, (total) => t('common.total', { total }))}
        />
      </Card>
      <DictTypeModal state={modal} onClose={() => setModal({ open: false, row: null })} />
      <DictItemsDrawer type={itemsOf} onClose={() => setItemsOf(null)} />
    </div>
  );
};
