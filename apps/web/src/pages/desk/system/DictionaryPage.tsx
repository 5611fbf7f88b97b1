import type { DictTypeRow } from '@podium/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictItemsDrawer } from '../../../features/dictionary/DictItemsDrawer.tsx';
import { DictTypeModal, type DictTypeModalState } from '../../../features/dictionary/DictTypeModal.tsx';
import { deleteDictTypes, dictKeys, fetchDictTypes } from '../../../features/dictionary/dict-api.ts';
import { getMessage } from '../../../features/feedback/feedback-bridge.ts';
import { Permission } from '../../../features/permission/Permission.tsx';
import { useColumnSettings } from '../../../features/table-kit/ColumnSettings.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/table-kit/system-pages.css';

const FILTERS = ['keyword', 'enabled'] as const;

/** /system/dictionary: dictionary types; a type's items open in a drawer. */
export const DictionaryPage = () => {
  const { t } = useTranslation('sysAccess');
  const queryClient = useQueryClient();
  const list = useListParams(FILTERS);
  const [form] = Form.useForm();
  const [selected, setSelected] = useState<string[]>([]);
  const [modal, setModal] = useState<DictTypeModalState>({ open: false, row: null });
  const [itemsOf, setItemsOf] = useState<DictTypeRow | null>(null);
  const params = { pageNum: list.pageNum, pageSize: list.pageSize, ...list.filters };
  const page = useQuery({ queryKey: dictKeys.types(params), queryFn: () => fetchDictTypes(params) });
  useEffect(() => form.setFieldsValue(list.filters), [form, list.filters]);
  const remove = useMutation({
    mutationFn: deleteDictTypes,
    onSuccess: () => (void getMessage().success(t('common.deleted')), setSelected([]), queryClient.invalidateQueries({ queryKey: dictKeys.all })),
  });

  const columns: ColumnsType<DictTypeRow> = [
    { key: 'dictName', title: t('dict.dictName'), dataIndex: 'dictName', render: (v: string, r) => <Typography.Link onClick={() => setItemsOf(r)}>{v}</Typography.Link> },
    { key: 'dictType', title: t('dict.dictType'), dataIndex: 'dictType', render: (v: string, r) => <Typography.Link code onClick={() => setItemsOf(r)}>{v}</Typography.Link> },
    { key: 'dataCount', title: t('dict.dataCount'), dataIndex: 'dataCount', align: 'right' },
    { key: 'enabled', title: t('common.status'), dataIndex: 'enabled', render: (v: boolean) => (v ? <Tag color="green">{t('common.enabled')}</Tag> : <Tag color="red">{t('common.disabled')}</Tag>) },
    { key: 'remark', title: t('dict.remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'createdAt', title: t('common.createdAt'), dataIndex: 'createdAt', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setItemsOf(r)}>
            {t('dict.items')}
          </Button>
          <Permission list={['system:dict:edit']}>
            <Button type="link" size="small" onClick={() => setModal({ open: true, row: r })}>
              {t('common.edit')}
            </Button>
          </Permission>
          <Permission list={['system:dict:remove']}>
            <Popconfirm title={t('dict.typeDeleteConfirm', { name: r.dictName })} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate([r.dictId])}>
              <Button type="link" size="small" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];
  const settings = useColumnSettings('system-dict', columns);

  return (
    <div className="sys-page">
      <Card variant="borderless" className="sys-search">
        <Form form={form} layout="inline" onFinish={(v: { keyword?: string; enabled?: string }) => list.setFilters(v)}>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input allowClear placeholder={`${t('dict.dictName')} / ${t('dict.dictType')}`} />
          </Form.Item>
          <Form.Item name="enabled" label={t('common.status')}>
            <Select allowClear style={{ width: 120 }} placeholder={t('common.all')} options={[{ value: '1', label: t('common.enabled') }, { value: '0', label: t('common.disabled') }]} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button onClick={() => (form.resetFields(), list.setFilters({}))}>{t('common.reset')}</Button>
          </Form.Item>
        </Form>
      </Card>
      <Card variant="borderless">
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
          {settings.trigger}
        </div>
        <Table<DictTypeRow>
          rowKey="dictId"
          columns={settings.columns}
          dataSource={page.data?.rows}
          loading={page.isFetching}
          scroll={{ x: 'max-content' }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          pagination={{ current: list.pageNum, pageSize: list.pageSize, total: page.data?.total ?? 0, showSizeChanger: true, showTotal: (total) => t('common.total', { total }), onChange: list.setPage }}
        />
      </Card>
      <DictTypeModal state={modal} onClose={() => setModal({ open: false, row: null })} />
      <DictItemsDrawer type={itemsOf} onClose={() => setItemsOf(null)} />
    </div>
  );
};
