import type { SystemUserRow } from '@podium/contracts';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Grid, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayToPicker, pickerToDay } from '../../../features/beijing-time/beijing-time.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../features/permission/Permission.tsx';
import { ImportWizard } from '../../../features/system-users/ImportWizard.tsx';
import { OrgSelect, OrgTree, type OrgFilter } from '../../../features/system-users/OrgTree.tsx';
import { PasswordModal } from '../../../features/system-users/PasswordModal.tsx';
import { RoleModal } from '../../../features/system-users/RoleModal.tsx';
import { UserDrawer } from '../../../features/system-users/UserDrawer.tsx';
import { UserTable } from '../../../features/system-users/UserTable.tsx';
import {
  exportUsers,
  fetchUserPage,
  userKeys,
  useUserOptions,
} from '../../../features/system-users/user-api.ts';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/table-kit/system-pages.css';
import '../../../features/system-users/system-users.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['keyword', 'groupId', 'deptId', 'roleId', 'status', 'createdFrom', 'createdTo'] as const;
type SearchForm = { keyword?: string; roleId?: string; status?: string; created?: [Dayjs, Dayjs] | null };

/**
 * /system/user: organisation tree on the left, the users of the chosen branch on the right. Below antd's
 * `lg` (992 px), where the tree would stack above the list and fill the first screen, the same choice is
 * one select above the filters.
 */
export const UserPage = () => {
  const { t } = useTranslation('sysUser');
  const { t: ta } = useTranslation('sysAccess');
  const list = useListParams(FILTERS);
  const [form] = Form.useForm<SearchForm>();
  const [selected, setSelected] = useState<string[]>([]);
  const [drawer, setDrawer] = useState<{ open: boolean; user: SystemUserRow | null }>({
    open: false,
    user: null,
  });
  const [roleUser, setRoleUser] = useState<SystemUserRow | null>(null);
  const [pwdUser, setPwdUser] = useState<SystemUserRow | null>(null);
  const [importing, setImporting] = useState(false);
  const options = useUserOptions();
  const params = { pageNum: list.pageNum, pageSize: list.pageSize, ...list.filters };
  const page = useListQuery({ queryKey: userKeys.page(params), queryFn: () => fetchUserPage(params) });
  const exporting = useMutation({ mutationFn: () => exportUsers(list.filters) });
  const { keyword, roleId, status, createdFrom, createdTo } = list.filters;
  // Before the first measurement antd reports nothing: read as wide, as the shells do.
  const narrow = Grid.useBreakpoint().lg === false;
  const org = {
    options: options.data,
    loading: options.isLoading,
    value: { groupId: list.filters.groupId, deptId: list.filters.deptId },
    onChange: (chosen: OrgFilter) =>
      list.setFilters({ ...list.filters, groupId: chosen.groupId, deptId: chosen.deptId }),
  };

  useEffect(
    () =>
      form.setFieldsValue({
        keyword,
        roleId,
        status,
        created: createdFrom && createdTo ? [dayToPicker(createdFrom), dayToPicker(createdTo)] : null,
      }),
    [form, keyword, roleId, status, createdFrom, createdTo],
  );
  const search = (v: SearchForm) =>
    list.setFilters({
      ...list.filters,
      keyword: v.keyword?.trim(),
      roleId: v.roleId,
      status: v.status,
      createdFrom: pickerToDay(v.created?.[0]),
      createdTo: pickerToDay(v.created?.[1]),
    });

  return (
    <>
      <ListPage
        aside={
          narrow ? undefined : (
            <Card variant="borderless" className="user-page-tree" title={t('tree.title')} size="small">
              <OrgTree {...org} />
            </Card>
          )
        }
        search={
          <>
            {narrow && (
              <Card variant="borderless" className="list-search user-org-select-card">
                <Form.Item label={t('tree.title')}>
                  <OrgSelect {...org} />
                </Form.Item>
              </Card>
            )}
            <SearchCard
              form={form}
              onFinish={search}
              onReset={() => (
                form.resetFields(),
                list.setFilters({ groupId: list.filters.groupId, deptId: list.filters.deptId })
              )}
            >
              <Form.Item name="keyword" label={ta('common.keyword')}>
                <Input allowClear placeholder={t('keywordPlaceholder')} />
              </Form.Item>
              <Form.Item name="roleId" label={t('field.roles')}>
                <Select
                  allowClear
                  placeholder={ta('common.all')}
                  options={(options.data?.roles ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
                />
              </Form.Item>
              <Form.Item name="status" label={t('field.status')}>
                <Select
                  allowClear
                  placeholder={ta('common.all')}
                  options={[
                    { value: '1', label: t('enabled') },
                    { value: '0', label: t('disabled') },
                  ]}
                />
              </Form.Item>
              <Form.Item name="created" label={t('field.created')}>
                <DatePicker.RangePicker allowEmpty={[true, true]} />
              </Form.Item>
            </SearchCard>
          </>
        }
      >
        <UserTable
          data={page.data}
          loading={page.isFetching}
          pageNum={list.pageNum}
          pageSize={list.pageSize}
          onPage={list.setPage}
          onEdit={(user) => setDrawer({ open: true, user })}
          onRoles={setRoleUser}
          onPassword={setPwdUser}
          selected={selected}
          onSelect={setSelected}
          toolbar={
            <>
              <AddButton
                permission={['system:user:add']}
                onClick={() => setDrawer({ open: true, user: null })}
              >
                {t('add')}
              </AddButton>
              <Permission list={['system:user:import']}>
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                  {t('action.import')}
                </Button>
              </Permission>
              <Permission list={['system:user:export']}>
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting.isPending}
                  onClick={() => exporting.mutate()}
                >
                  {exporting.isPending ? t('action.exporting') : t('action.export')}
                </Button>
              </Permission>
            </>
          }
        />
      </ListPage>
      <UserDrawer
        open={drawer.open}
        user={drawer.user}
        defaultGroupId={list.filters.groupId}
        onClose={() => setDrawer({ open: false, user: null })}
      />
      <RoleModal user={roleUser} onClose={() => setRoleUser(null)} />
      <PasswordModal user={pwdUser} onClose={() => setPwdUser(null)} />
      <ImportWizard open={importing} onClose={() => setImporting(false)} />
    </>
  );
};
