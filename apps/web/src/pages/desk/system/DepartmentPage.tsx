import type { DeptNode } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Empty, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeptFormModal, type DeptModalState } from '../../../features/departments/DeptFormModal.tsx';
import { deleteDepts, deptKeys, fetchDeptTree } from '../../../features/departments/dept-api.ts';
import { getMessage } from '../../../features/feedback/feedback-bridge.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { GroupSelect } from '../../../features/table-kit/GroupSelect.tsx';
import { ActionLink, DeleteAction, EditAction, RowActions } from '../../../features/table-kit/RowActions.tsx';
import { TreeTable } from '../../../features/table-kit/TreeTable.tsx';
import { getGroupId } from '../../../storage/auth-storage.ts';
import '../../../features/table-kit/system-pages.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

/** /system/department: the department tree of an organisation in reach (the acting one by default). */
export const DepartmentPage = () => {
  const { t } = useTranslation('sysAccess');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const groupId = params.get('groupId') ?? getGroupId() ?? undefined;
  const tree = useListQuery({ queryKey: deptKeys.tree(groupId), queryFn: () => fetchDeptTree(groupId) });
  const [modal, setModal] = useState<DeptModalState>({ open: false, dept: null, parentId: null });
  const remove = useMutation({
    mutationFn: deleteDepts,
    onSuccess: () => (
      void getMessage().success(t('common.deleted')),
      queryClient.invalidateQueries({ queryKey: deptKeys.all })
    ),
  });
  const data = tree.data ?? [];

  const columns: ColumnsType<DeptNode> = [
    { key: 'name', title: t('dept.name'), dataIndex: 'name' },
    { key: 'leader', title: t('dept.leader'), dataIndex: 'leader' },
    { key: 'users', title: t('dept.users'), dataIndex: 'userCount', align: 'right' },
    { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', align: 'right' },
    {
      key: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      render: (v: number) =>
        v === 1 ? (
          <Tag color="green">{t('common.enabled')}</Tag>
        ) : (
          <Tag color="red">{t('common.disabled')}</Tag>
        ),
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => formatBeijing(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_, d) => (
        <RowActions>
          <ActionLink
            permission={['system:dept:add']}
            onClick={() => setModal({ open: true, dept: null, parentId: d.deptId })}
          >
            {t('dept.addChild')}
          </ActionLink>
          <EditAction
            permission={['system:dept:edit']}
            onClick={() => setModal({ open: true, dept: d, parentId: d.parentId })}
          />
          <DeleteAction
            permission={['system:dept:remove']}
            title={t('common.deleteConfirm', { name: d.name })}
            onConfirm={() => remove.mutate([d.deptId])}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <ListPage>
      <TreeTable<DeptNode>
        storageKey="system-dept"
        rows={data}
        rowKey="deptId"
        columns={columns}
        loading={tree.isFetching}
        addPermission={['system:dept:add']}
        onAdd={() => setModal({ open: true, dept: null, parentId: null })}
        toolbarStart={
          <GroupSelect
            value={groupId}
            onChange={(id) => setParams(id ? { groupId: id } : {}, { replace: true })}
          />
        }
        // Departments open fully expanded (the menu tree, by contrast, starts folded).
        startExpanded
        locale={{ emptyText: <Empty description={t('dept.empty')} /> }}
      />
      <DeptFormModal
        state={modal}
        groupId={groupId}
        tree={data}
        onClose={() => setModal({ open: false, dept: null, parentId: null })}
      />
    </ListPage>
  );
};
