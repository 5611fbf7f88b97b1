import type { DictTypeRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictItemsDrawer } from '../../../features/dictionary/DictItemsDrawer.tsx';
import { DictTypeModal, type DictTypeModalState } from '../../../features/dictionary/DictTypeModal.tsx';
import { deleteDictTypes, dictKeys, fetchDictTypes } from '../../../features/dictionary/dict-api.ts';
import { getMessage } from '../../../features/feedback/feedback-bridge.ts';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { BatchDeleteButton } from '../../../features/table-kit/BatchDeleteButton.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { DeleteAction, EditAction, RowActions } from '../../../features/table-kit/RowActions.tsx';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { StatusSelect } from '../../../features/table-kit/StatusSelect.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useRowSelection } from '../../../features/table-kit/useRowSelection.ts';
import '../../../features/table-kit/system-pages.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

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
  const page = useListQuery({ queryKey: dictKeys.types(params), queryFn: () => fetchDictTypes(params) });
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
      width: 180,
      render: (v: string, r) => <Typography.Link onClick={() => setItemsOf(r)}>{v}</Typography.Link>,
    },
    {
      key: 'dictType',
      title: t('dict.dictType'),
      dataIndex: 'dictType',
      width: 180,
      render: (v: string, r) => (
        <Typography.Link code onClick={() => setItemsOf(r)}>
          {v}
        </Typography.Link>
      ),
    },
    { key: 'dataCount', title: t('dict.dataCount'), dataIndex: 'dataCount', width: 90, align: 'right' },
    {
      key: 'enabled',
      title: t('common.status'),
      dataIndex: 'enabled',
      width: 90,
      render: (v: boolean) =>
        v ? <Tag color="green">{t('common.enabled')}</Tag> : <Tag color="red">{t('common.disabled')}</Tag>,
    },
    { key: 'remark', title: t('dict.remark'), dataIndex: 'remark', width: 200 },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (v: string) => formatBeijing(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      width: 170,
      render: (_, r) => (
        <RowActions>
          <Button type="link" size="small" onClick={() => setItemsOf(r)}>
            {t('dict.items')}
          </Button>
          <EditAction permission={['system:dict:edit']} onClick={() => setModal({ open: true, row: r })} />
          <DeleteAction
            permission={['system:dict:remove']}
            title={t('dict.typeDeleteConfirm', { name: r.dictName })}
            onConfirm={() => remove.mutate([r.dictId])}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <ListPage
      search={
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
      }
    >
      <ListTable<DictTypeRow>
        storageKey="system-dict"
        rowKey="dictId"
        columns={columns}
        rows={page.data?.rows}
        total={page.data?.total}
        loading={page.isFetching}
        paging={list}
        rowSelection={selection.rowSelection}
        toolbar={
          <>
            <AddButton permission={['system:dict:add']} onClick={() => setModal({ open: true, row: null })} />
            <BatchDeleteButton
              permission={['system:dict:remove']}
              count={selection.selected.length}
              onConfirm={() => remove.mutate(selection.selected)}
            />
          </>
        }
      />
      <DictTypeModal state={modal} onClose={() => setModal({ open: false, row: null })} />
      <DictItemsDrawer type={itemsOf} onClose={() => setItemsOf(null)} />
    </ListPage>
  );
};
