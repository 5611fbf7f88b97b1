import { Card, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleDrawer } from '../../../features/roles/RoleDrawer.tsx';
import { RoleTable } from '../../../features/roles/RoleTable.tsx';
import { fetchRolePage, roleKeys } from '../../../features/roles/role-api.ts';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { StatusSelect } from '../../../features/table-kit/StatusSelect.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { getGroupId } from '../../../storage/auth-storage.ts';
import '../../../features/table-kit/system-pages.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['keyword', 'status'] as const;

/** /system/role: roles of the acting organisation's subtree. */
export const RolePage = () => {
  const { t } = useTranslation('sysAccess');
  const list = useListParams(FILTERS);
  const [form] = Form.useForm();
  const [selected, setSelected] = useState<string[]>([]);
  const [drawer, setDrawer] = useState<{ open: boolean; roleId: string | null }>({
    open: false,
    roleId: null,
  });
  const params = { pageNum: list.pageNum, pageSize: list.pageSize, ...list.filters };
  const page = useListQuery({ queryKey: roleKeys.page(params), queryFn: () => fetchRolePage(params) });
  useEffect(
    () => form.setFieldsValue({ keyword: list.filters.keyword, status: list.filters.status }),
    [form, list.filters],
  );

  return (
    <div className="sys-page">
      <SearchCard
        form={form}
        onFinish={(v: { keyword?: string; status?: string }) => list.setFilters(v)}
        onReset={() => (form.resetFields(), list.setFilters({}))}
      >
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input allowClear placeholder={t('role.keywordPlaceholder')} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <StatusSelect />
        </Form.Item>
      </SearchCard>
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
            <AddButton
              permission={['system:role:add']}
              onClick={() => setDrawer({ open: true, roleId: null })}
            />
          }
        />
      </Card>
      <RoleDrawer
        open={drawer.open}
        roleId={drawer.roleId}
        defaultGroupId={getGroupId() ?? undefined}
        onClose={() => setDrawer({ open: false, roleId: null })}
      />
    </div>
  );
};
