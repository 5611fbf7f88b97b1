import type { PageResult, SystemUserRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, Popconfirm, Space, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../roles/role-name.ts';
import { getMessage, getModal } from '../feedback/feedback-bridge.ts';
import { Permission } from '../permission/Permission.tsx';
import { usePermission } from '../permission/usePermission.ts';
import { ListTable } from '../table-kit/ListTable.tsx';
import { RowActions } from '../table-kit/RowActions.tsx';
import { MaskedValue } from './MaskedValue.tsx';
import { changeUserStatus, deleteUsers, userKeys } from './user-api.ts';

type UserTableProps = {
  data?: PageResult<SystemUserRow>;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number, pageSize: number) => void;
  onEdit: (user: SystemUserRow) => void;
  onRoles: (user: SystemUserRow) => void;
  onPassword: (user: SystemUserRow) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
  toolbar: React.ReactNode;
};

/** The user list: masked personal data, status switch with confirmation, per-row and batch actions. */
export const UserTable = ({
  data,
  loading,
  pageNum,
  pageSize,
  onPage,
  onEdit,
  onRoles,
  onPassword,
  selected,
  onSelect,
  toolbar,
}: UserTableProps) => {
  const { t } = useTranslation('sysUser');
  const roleName = useRoleName();
  const { t: ta } = useTranslation('sysAccess');
  const can = usePermission();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all });
  const status = useMutation({
    mutationFn: ({ userId, next }: { userId: string; next: 0 | 1 }) => changeUserStatus(userId, next),
    onSuccess: () => (void getMessage().success(ta('common.saved')), refresh()),
  });
  const remove = useMutation({
    mutationFn: deleteUsers,
    onSuccess: () => (void getMessage().success(ta('common.deleted')), onSelect([]), refresh()),
  });
  const confirmDelete = (ids: string[], name?: string) =>
    getModal().confirm({
      title: ta('common.delete'),
      content: name ? t('deleteConfirm', { name }) : t('batchDeleteConfirm', { count: ids.length }),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(ids),
    });

  // Less frequent row actions sit in a "more" menu so the table keeps room for its data.
  const more = [
    ...(can(['system:user:role']) ? [{ key: 'roles', label: t('action.roles') }] : []),
    ...(can(['system:user:resetPwd']) ? [{ key: 'resetPwd', label: t('action.resetPwd') }] : []),
  ];

  const columns: ColumnsType<SystemUserRow> = [
    {
      key: 'username',
      title: t('field.username'),
      dataIndex: 'username',
      fixed: 'left',
      width: 150,
      render: (name: string, r) => (
        <Space>
          <Avatar size="small" src={r.avatar || undefined} icon={<UserOutlined />} />
          {name}
        </Space>
      ),
    },
    { key: 'realName', title: t('field.realName'), dataIndex: 'realName', width: 110 },
    {
      key: 'phone',
      title: t('field.phone'),
      dataIndex: 'phone',
      width: 150,
      render: (v: string, r) => <MaskedValue userId={r.userId} field="phone" masked={v} />,
    },
    { key: 'email', title: t('field.email'), dataIndex: 'email', width: 200 },
    {
      key: 'idCard',
      title: t('field.idCard'),
      dataIndex: 'idCard',
      width: 200,
      render: (v: string, r) => <MaskedValue userId={r.userId} field="idCard" masked={v} />,
    },
    { key: 'group', title: t('field.group'), dataIndex: 'groupName', width: 180 },
    { key: 'dept', title: t('field.dept'), dataIndex: 'deptName', width: 130 },
    {
      key: 'roles',
      title: t('field.roles'),
      dataIndex: 'roleNames',
      width: 180,
      render: (names: string[]) => (names.length ? names.map((n) => <Tag key={n}>{roleName(n)}</Tag>) : '—'),
    },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 100,
      render: (value: number, r) => (
        <Popconfirm
          title={t(value === 1 ? 'statusConfirm.disable' : 'statusConfirm.enable', { name: r.realName })}
          disabled={!can(['system:user:edit'])}
          onConfirm={() => status.mutateAsync({ userId: r.userId, next: value === 1 ? 0 : 1 })}
        >
          <Switch
            size="small"
            checked={value === 1}
            checkedChildren={t('enabled')}
            unCheckedChildren={t('disabled')}
            disabled={!can(['system:user:edit'])}
            loading={status.isPending && status.variables?.userId === r.userId}
            aria-label={t('field.status')}
          />
        </Popconfirm>
      ),
    },
    {
      key: 'createdAt',
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (v: string) => formatBeijing(v),
    },
    {
      key: 'actions',
      title: ta('common.actions'),
      fixed: 'right',
      width: 200,
      render: (_, r) => (
        <RowActions>
          <Permission list={['system:user:edit']}>
            <Button type="link" size="small" onClick={() => onEdit(r)}>
              {ta('common.edit')}
            </Button>
          </Permission>
          {more.length > 0 && (
            <Dropdown
              trigger={['click']}
              menu={{ items: more, onClick: ({ key }) => (key === 'roles' ? onRoles(r) : onPassword(r)) }}
            >
              <Button type="link" size="small">
                {t('action.more')} <DownOutlined />
              </Button>
            </Dropdown>
          )}
          <Permission list={['system:user:remove']}>
            <Button type="link" size="small" danger onClick={() => confirmDelete([r.userId], r.realName)}>
              {ta('common.delete')}
            </Button>
          </Permission>
        </RowActions>
      ),
    },
  ];
  return (
    <ListTable<SystemUserRow>
      storageKey="system-user"
      rowKey="userId"
      columns={columns}
      rows={data?.rows}
      total={data?.total}
      loading={loading}
      paging={{ pageNum, pageSize, setPage: onPage }}
      rowSelection={
        can(['system:user:remove'])
          ? { selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)) }
          : undefined
      }
      toolbar={
        <>
          {toolbar}
          {selected.length > 0 && (
            <Permission list={['system:user:remove']}>
              <Button danger onClick={() => confirmDelete(selected)}>
                {ta('common.batchDelete')} ({selected.length})
              </Button>
            </Permission>
          )}
        </>
      }
    />
  );
};
