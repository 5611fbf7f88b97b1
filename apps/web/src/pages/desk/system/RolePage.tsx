import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../features/permission/Permission.tsx';
import { RoleDrawer } from '../../../features/roles/RoleDrawer.tsx';
import { RoleTable } from '../../../features/roles/RoleTable.tsx';
import { fetchRolePage, roleKeys } from '../../../features/roles/role-api.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { getGroupId } from '../../../storage/auth-storage.ts';
import '../../../features/table-kit/system-pages.css';

const FILTERS = ['keyword', 'status'] as const;

/** /system/role: roles of the acting organisation's subtree. */
export const RolePage = () => {
  const { t } = useTranslation('sysAccess');
  const list = useListParams(FILTERS);
  const [form] = Form.useForm();
  const [selected, setSelected] = useState<string[]>([]);
  const [drawer, setDrawer] = useState<{ open: boolean; roleId: string | null }>({ open: false, roleId: null });
  const params = { pageNum: list.pageNum, pageSize: list.pageSize, ...list.filters };
  const page = useQuery({ queryKey: roleKeys.page(params), queryFn: () => fetchRolePage(params) });
  useEffect(() => form.setFieldsValue({ keyword: list.filters.keyword, status: list.filters.status }), [form, list.filters]);

  return (
    <div className="sys-page">
      <Card variant="borderless" className="sys-search">
        <Form form={form} layout="inline" onFinish={(v: { keyword?: string; status?: string }) => list.setFilters(v)}>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input allowClear placeholder={t('role.keywordPlaceholder')} />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')}>
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
        <RoleTable
          data={page.data}
          loading={page.isFetching}
          pageNum={list.pageNum}
          pageSize={list.pageSize}
          onPage={list.setPage}
          onEdit={(roleId) => setDrawer({ open: true, roleId })}
          selected={selected}
          onSelect={setSelected}
          toolbar={
            <Permission list={['system:role:add']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true, roleId: null })}>
                {t('common.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      <RoleDrawer open={drawer.open} roleId={drawer.roleId} defaultGroupId={getGroupId() ?? undefined} onClose={() => setDrawer({ open: false, roleId: null })} />
    </div>
  );
};
