import type { PageResult, RoleRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useRoleName } from './role-name.ts';
import { getMessage, getModal } from '../feedback/feedback-bridge.ts';
import { Permission } from '../permission/Permission.tsx';
import { usePermission } from '../permission/usePermission.ts';
import { ListTable } from '../table-kit/ListTable.tsx';
import { RowActions } from '../table-kit/RowActions.tsx';
import { deleteRoles, roleKeys, setRoleStatus } from './role-api.ts';

type RoleTableProps = {
  data?: PageResult<RoleRow>;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number, pageSize: number) => void;
  onEdit: (roleId: string) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
  toolbar: React.ReactNode;
};

/** Deleting a role still assigned asks once more, naming how many users lose it; then it is forced. */
export const confirmDeleteRoles = (
  rows: RoleRow[],
  t: TFunction<'sysAccess'>,
  run: (force: boolean) => void,
) => {
  const inUse = rows.filter((r) => r.userCount > 0);
  const content =
    inUse.length > 0
      ? inUse.map((r) => t('role.inUseConfirm', { name: r.roleName, count: r.userCount })).join('\n')
      : rows.length === 1
        ? t('common.deleteConfirm', { name: rows[0]!.roleName })
        : t('common.batchDeleteConfirm', { count: rows.length });
  getModal().confirm({
    title: t('common.delete'),
    content,
    okButtonProps: { danger: true },
    onOk: () => run(inUse.length > 0),
  });
};

export const RoleTable = ({
  data,
  loading,
  pageNum,
  pageSize,
  onPage,
  onEdit,
  selected,
  onSelect,
  toolbar,
}: RoleTableProps) => {
  const { t } = useTranslation('sysAccess');
  const roleName = useRoleName();
  const can = usePermission();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: roleKeys.all });
  const status = useMutation({
    mutationFn: setRoleStatus,
    onSuccess: () => (void getMessage().success(t('common.saved')), refresh()),
  });
  const remove = useMutation({
    mutationFn: ({ ids, force }: { ids: string[]; force: boolean }) => deleteRoles(ids, force),
    onSuccess: () => (void getMessage().success(t('common.deleted')), onSelect([]), refresh()),
  });

  const columns: ColumnsType<RoleRow> = [
    {
      key: 'roleName',
      title: t('role.roleName'),
      dataIndex: 'roleName',
      width: 200,
      render: (name: string, r) =>
        r.editable ? (
          roleName(name)
        ) : (
          <Space>
            {roleName(name)}
            <Tag>{t('role.readOnly')}</Tag>
          </Space>
        ),
    },
    {
      key: 'roleKey',
      title: t('role.roleKey'),
      dataIndex: 'roleKey',
      width: 160,
      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
    },
    {
      key: 'group',
      title: t('role.group'),
      dataIndex: 'groupName',
      width: 180,
      render: (name: string, r) => (r.groupId ? name : <Tag color="purple">{t('role.platform')}</Tag>),
    },
    {
      key: 'dataScope',
      title: t('role.dataScope'),
      dataIndex: 'dataScope',
      width: 140,
      render: (s: RoleRow['dataScope']) => t(`role.scope.${s}`),
    },
    {
      key: 'permissions',
      title: t('role.permissions'),
      dataIndex: 'permissions',
      width: 100,
      align: 'right',
      render: (p: string[]) => (p.includes('*:*:*') ? t('common.all') : p.length),
    },
    { key: 'users', title: t('role.users'), dataIndex: 'userCount', width: 90, align: 'right' },
    { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', width: 80, align: 'right' },
    {
      key: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: number, r) => (
        <Popconfirm
          title={t(value === 1 ? 'role.disableConfirm' : 'role.enableConfirm', { name: r.roleName })}
          disabled={!r.editable || !can(['system:role:edit'])}
          onConfirm={() => status.mutate({ roleId: r.roleId, status: value === 1 ? 0 : 1 })}
        >
          <Switch
            size="small"
            checked={value === 1}
            disabled={!r.editable || !can(['system:role:edit'])}
            loading={status.isPending && status.variables?.roleId === r.roleId}
            aria-label={t('common.status')}
          />
        </Popconfirm>
      ),
    },
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
      width: 140,
      render: (_, r) =>
        r.editable ? (
          <RowActions>
            <Permission list={['system:role:edit']}>
              <Button type="link" size="small" onClick={() => onEdit(r.roleId)}>
                {t('common.edit')}
              </Button>
            </Permission>
            <Permission list={['system:role:remove']}>
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirmDeleteRoles([r], t, (force) => remove.mutate({ ids: [r.roleId], force }))
                }
              >
                {t('common.delete')}
              </Button>
            </Permission>
          </RowActions>
        ) : (
          <Tooltip title={t('role.readOnly')}>
            <Typography.Text type="secondary">—</Typography.Text>
          </Tooltip>
        ),
    },
  ];
  return (
    <ListTable<RoleRow>
      storageKey="system-role"
      rowKey="roleId"
      columns={columns}
      rows={data?.rows}
      total={data?.total}
      loading={loading}
      paging={{ pageNum, pageSize, setPage: onPage }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (r) => ({ disabled: !r.editable }),
      }}
      toolbar={
        <>
          {toolbar}
          {selected.length > 0 && (
            <Permission list={['system:role:remove']}>
              <Button
                danger
                onClick={() =>
                  confirmDeleteRoles(
                    data?.rows.filter((r) => selected.includes(r.roleId)) ?? [],
                    t,
                    (force) => remove.mutate({ ids: selected, force }),
                  )
                }
              >
                {t('common.batchDelete')} ({selected.length})
              </Button>
            </Permission>
          )}
        </>
      }
    />
  );
};
