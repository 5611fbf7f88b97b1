import type { GroupRow } from '@podium/contracts';
import { Button, Popconfirm, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../permission/usePermission.ts';
import { ListTable } from '../table-kit/ListTable.tsx';
import { RowActions } from '../table-kit/RowActions.tsx';
import type { GroupTableRow } from './group-tree.ts';

type Props = {
  rows: GroupTableRow[];
  loading: boolean;
  expandedKeys: string[];
  onExpandedChange: (keys: string[]) => void;
  onAddChild: (group: GroupRow) => void;
  onEdit: (group: GroupRow) => void;
  onMove: (group: GroupRow) => void;
  onDelete: (group: GroupRow) => void;
  toolbar: React.ReactNode;
};

export const GroupTreeTable = ({
  rows,
  loading,
  expandedKeys,
  onExpandedChange,
  onAddChild,
  onEdit,
  onMove,
  onDelete,
  toolbar,
}: Props) => {
  const { t } = useTranslation('organization');
  const can = usePermission();
  const columns = useMemo<ColumnsType<GroupTableRow>>(
    () => [
      {
        key: 'name',
        title: t('group.name'),
        dataIndex: 'name',
        width: 260,
        ellipsis: true,
        render: (name: string, row) => (
          <Link to={`/system/groud/groudDetail?groupId=${row.groupId}`}>{name}</Link>
        ),
      },
      { key: 'code', title: t('group.code'), dataIndex: 'code', width: 150 },
      {
        key: 'type',
        title: t('group.type'),
        dataIndex: 'type',
        width: 120,
        render: (type: GroupRow['type']) => (
          <Tag color={type === 'school' ? 'blue' : type === 'organizer' ? 'gold' : 'default'}>
            {t(`groupType.${type}`)}
          </Tag>
        ),
      },
      { key: 'contactName', title: t('group.contactName'), dataIndex: 'contactName', width: 110 },
      { key: 'contactPhone', title: t('group.contactPhone'), dataIndex: 'contactPhone', width: 140 },
      {
        key: 'status',
        title: t('common.status'),
        dataIndex: 'status',
        width: 90,
        render: (s: number) => (
          <Tag color={s === 1 ? 'green' : 'red'}>{s === 1 ? t('common.enabled') : t('common.disabled')}</Tag>
        ),
      },
      { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', width: 80 },
      {
        key: 'createdAt',
        title: t('common.createdAt'),
        dataIndex: 'createdAt',
        width: 170,
        render: (v: string) => formatBeijing(v),
      },
      {
        key: 'actions',
        title: t('common.actions'),
        fixed: 'right',
        width: 290,
        render: (_: unknown, row) => (
          <RowActions>
            {can(['system:group:add']) && (
              <Button type="link" size="small" onClick={() => onAddChild(row)}>
                {t('group.addChild')}
              </Button>
            )}
            {can(['system:group:edit']) && (
              <Button type="link" size="small" onClick={() => onEdit(row)}>
                {t('common.edit')}
              </Button>
            )}
            {can(['system:group:move']) && row.parentId && (
              <Button type="link" size="small" onClick={() => onMove(row)}>
                {t('group.move')}
              </Button>
            )}
            <Link
              to={`/system/groud/groudDetail?groupId=${row.groupId}`}
              className="ant-btn ant-btn-link ant-btn-sm"
            >
              {t('common.detail')}
            </Link>
            {can(['system:group:remove']) && row.parentId && (
              <Popconfirm
                title={t('common.confirmDelete', { name: row.name })}
                onConfirm={() => onDelete(row)}
              >
                <Button type="link" size="small" danger>
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            )}
          </RowActions>
        ),
      },
    ],
    [t, can, onAddChild, onEdit, onMove, onDelete],
  );
  return (
    <ListTable<GroupTableRow>
      storageKey="system-group"
      rowKey="groupId"
      columns={columns}
      rows={rows}
      loading={loading}
      toolbar={toolbar}
      expandable={{
        expandedRowKeys: expandedKeys,
        onExpandedRowsChange: (keys) => onExpandedChange(keys.map(String)),
      }}
      locale={{ emptyText: t('group.empty') }}
    />
  );
};
