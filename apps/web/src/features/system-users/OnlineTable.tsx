import type { OnlineSessionRow, PageResult } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getMessage, getModal } from '../feedback/feedback-bridge.ts';
import { Permission } from '../permission/Permission.tsx';
import { usePermission } from '../permission/usePermission.ts';
import { useColumnSettings } from '../table-kit/ColumnSettings.tsx';
import { listPagination } from '../table-kit/list-pagination.ts';
import { forceLogout, userKeys } from './user-api.ts';

type OnlineTableProps = {
  data?: PageResult<OnlineSessionRow>;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number, pageSize: number) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
};

/** Sessions in force, with force-logout one by one or for the selection (each confirmed first). */
export const OnlineTable = ({
  data,
  loading,
  pageNum,
  pageSize,
  onPage,
  selected,
  onSelect,
}: OnlineTableProps) => {
  const { t } = useTranslation('sysUser');
  const { t: ta } = useTranslation('sysAccess');
  const can = usePermission();
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: forceLogout,
    onSuccess: (res) => {
      void getMessage().success(t('online.done', { count: res.ended }));
      onSelect([]);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  const confirm = (ids: string[], name?: string) =>
    getModal().confirm({
      title: t('online.forceLogout'),
      content: name ? t('online.confirm', { name }) : t('online.batchConfirm', { count: ids.length }),
      okButtonProps: { danger: true },
      onOk: () => end.mutateAsync(ids),
    });

  const columns: ColumnsType<OnlineSessionRow> = [
    {
      key: 'sessionId',
      title: t('online.sessionId'),
      dataIndex: 'sessionId',
      render: (id: string, r) => (
        <Space>
          <Typography.Text code>{id.slice(0, 8)}</Typography.Text>
          {r.isCurrent && <Tag color="green">{t('online.current')}</Tag>}
        </Space>
      ),
    },
    { key: 'username', title: t('field.username'), dataIndex: 'username' },
    { key: 'realName', title: t('field.realName'), dataIndex: 'realName' },
    { key: 'ip', title: t('online.ip'), dataIndex: 'ip' },
    {
      key: 'userAgent',
      title: t('online.userAgent'),
      dataIndex: 'userAgent',
      render: (ua: string) => (
        <Tooltip title={ua}>
          <Typography.Text ellipsis style={{ maxWidth: 260 }}>
            {ua || '—'}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      key: 'createdAt',
      title: t('online.loginAt'),
      dataIndex: 'createdAt',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'lastSeenAt',
      title: t('online.lastSeenAt'),
      dataIndex: 'lastSeenAt',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'actions',
      title: ta('common.actions'),
      fixed: 'right',
      render: (_, r) => (
        <Permission list={['system:online:forceLogout']}>
          <Button
            type="link"
            size="small"
            danger
            disabled={r.isCurrent}
            onClick={() => confirm([r.sessionId], r.realName)}
          >
            {t('online.forceLogout')}
          </Button>
        </Permission>
      ),
    },
  ];
  const settings = useColumnSettings('system-online', columns);

  return (
    <>
      <div className="sys-toolbar">
        <Space wrap>
          {selected.length > 0 && (
            <Permission list={['system:online:forceLogout']}>
              <Button danger onClick={() => confirm(selected)}>
                {t('online.batchForceLogout')} ({selected.length})
              </Button>
            </Permission>
          )}
        </Space>
        {settings.trigger}
      </div>
      <Table<OnlineSessionRow>
        rowKey="sessionId"
        columns={settings.columns}
        dataSource={data?.rows}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('online.empty')} /> }}
        rowSelection={
          can(['system:online:forceLogout'])
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => onSelect(keys.map(String)),
                getCheckboxProps: (r) => ({ disabled: r.isCurrent }),
              }
            : undefined
        }
        pagination={listPagination(
          { pageNum, pageSize, setPage: onPage },
          data?.total,
          (total) => `${total}`,
        )}
      />
    </>
  );
};
