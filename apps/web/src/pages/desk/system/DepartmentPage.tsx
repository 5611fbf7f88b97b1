import type { DeptNode } from '@podium/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeptFormModal, type DeptModalState } from '../../../features/departments/DeptFormModal.tsx';
import { deleteDepts, deptKeys, fetchDeptTree } from '../../../features/departments/dept-api.ts';
import { getMessage } from '../../../features/feedback/feedback-bridge.ts';
import { Permission } from '../../../features/permission/Permission.tsx';
import { allKeys } from '../../../features/roles/tree-keys.ts';
import { useColumnSettings } from '../../../features/table-kit/ColumnSettings.tsx';
import { GroupSelect } from '../../../features/table-kit/GroupSelect.tsx';
import { getGroupId } from '../../../storage/auth-storage.ts';
import '../../../features/table-kit/system-pages.css';

const withoutEmptyChildren = (nodes: DeptNode[]): DeptNode[] =>
  nodes.map((n) => ({ ...n, children: n.children.length ? withoutEmptyChildren(n.children) : (undefined as unknown as DeptNode[]) }));

/** /system/department: the department tree of an organisation in reach (the acting one by default). */
export const DepartmentPage = () => {
  const { t } = useTranslation('sysAccess');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const groupId = params.get('groupId') ?? getGroupId() ?? undefined;
  const tree = useQuery({ queryKey: deptKeys.tree(groupId), queryFn: () => fetchDeptTree(groupId) });
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [modal, setModal] = useState<DeptModalState>({ open: false, dept: null, parentId: null });
  const remove = useMutation({
    mutationFn: deleteDepts,
    onSuccess: () => (void getMessage().success(t('common.deleted')), queryClient.invalidateQueries({ queryKey: deptKeys.all })),
  });
  const data = tree.data ?? [];

  const columns: ColumnsType<DeptNode> = [
    { key: 'name', title: t('dept.name'), dataIndex: 'name' },
    { key: 'leader', title: t('dept.leader'), dataIndex: 'leader' },
    { key: 'users', title: t('dept.users'), dataIndex: 'userCount', align: 'right' },
    { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', align: 'right' },
    { key: 'status', title: t('common.status'), dataIndex: 'status', render: (v: number) => (v === 1 ? <Tag color="green">{t('common.enabled')}</Tag> : <Tag color="red">{t('common.disabled')}</Tag>) },
    { key: 'createdAt', title: t('common.createdAt'), dataIndex: 'createdAt', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_, d) => (
        <Space size={0}>
          <Permission list={['system:dept:add']}>
            <Button type="link" size="small" onClick={() => setModal({ open: true, dept: null, parentId: d.deptId })}>
              {t('dept.addChild')}
            </Button>
          </Permission>
          <Permission list={['system:dept:edit']}>
            <Button type="link" size="small" onClick={() => setModal({ open: true, dept: d, parentId: d.parentId })}>
              {t('common.edit')}
            </Button>
          </Permission>
          <Permission list={['system:dept:remove']}>
            <Popconfirm title={t('common.deleteConfirm', { name: d.name })} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate([d.deptId])}>
              <Button type="link" size="small" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];
  const settings = useColumnSettings('system-dept', columns);

  return (
    <div className="sys-page">
      <Card variant="borderless">
        <div className="sys-toolbar">
          <Space wrap>
            <GroupSelect value={groupId} onChange={(id) => setParams(id ? { groupId: id } : {}, { replace: true })} />
            <Permission list={['system:dept:add']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true, dept: null, parentId: null })}>
                {t('common.add')}
              </Button>
            </Permission>
            <Button onClick={() => setExpanded(allKeys(data, (n) => n.deptId))}>{t('common.expandAll')}</Button>
            <Button onClick={() => setExpanded([])}>{t('common.collapseAll')}</Button>
          </Space>
          {settings.trigger}
        </div>
        <Table<DeptNode>
          rowKey="deptId"
          columns={settings.columns}
          dataSource={withoutEmptyChildren(data)}
          loading={tree.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('dept.empty')} /> }}
          expandable={{ expandedRowKeys: expanded ?? allKeys(data, (n) => n.deptId), onExpandedRowsChange: (keys) => setExpanded(keys.map(String)) }}
        />
      </Card>
      <DeptFormModal state={modal} groupId={groupId} tree={data} onClose={() => setModal({ open: false, dept: null, parentId: null })} />
    </div>
  );
};
