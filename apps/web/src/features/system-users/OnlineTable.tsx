import type { OnlineSessionRow, PageResult } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { getMessage, getModal } from '../feedback/feedback-bridge.ts';
import { Permission } from '../permission/Permission.tsx';
import { usePermission } from '../permission/usePermission.ts';
import { ListTable } from '../table-kit/ListTable.tsx';
import { UserAgentCell } from '../table-kit/UserAgentCell.tsx';
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
      width: 160,
      render: (id: string, r) => (
        <Space>
          <Typography.Text code>{id.slice(0, 8)}</Typography.Text>
          {r.isCurrent && <Tag color="green">{t('online.current')}</Tag>}
        </Space>
      ),
    },
    { key: 'username', title: t('field.username'), dataIndex: 'username', width: 130 },
    { key: 'realName', title: t('field.realName'), dataIndex: 'realName', width: 110 },
    { key: 'ip', title: t('online.ip'), dataIndex: 'ip', width: 140 },
    {
      key: 'userAgent',
      title: t('online.userAgent'),
      dataIndex: 'userAgent',
      width: 200,
      render: (ua: string) => <UserAgentCell userAgent={ua} />,
    },
    {
      key: 'createdAt',
      title: t('online.loginAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatBeijing(v, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'lastSeenAt',
      title: t('online.lastSeenAt'),
      dataIndex: 'lastSeenAt',
      width: 170,
      render: (v: string) => formatBeijing(v, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'actions',
      title: ta('common.actions'),
      fixed: 'right',
      width: 110,
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
  return (
    <ListTable<OnlineSessionRow>
      storageKey="system-online"
      rowKey="sessionId"
      columns={columns}
      rows={data?.rows}
      total={data?.total}
      loading={loading}
      paging={{ pageNum, pageSize, setPage: onPage }}
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
      toolbar={
        selected.length > 0 && (
          <Permission list={['system:online:forceLogout']}>
            <Button danger onClick={() => confirm(selected)}>
              {t('online.batchForceLogout')} ({selected.length})
            </Button>
          </Permission>
        )
      }
    />
  );
};
