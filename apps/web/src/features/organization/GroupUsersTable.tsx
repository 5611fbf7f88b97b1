import { SystemUserApi, type PageResult, type SystemUserRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { get } from '../../api/client.ts';
import { usePermission } from '../permission/usePermission.ts';
import { useListQuery } from '../table-kit/list-query.ts';

/** The users of a group (and its subordinates), read through the user module's own list call. */
export const GroupUsersTable = ({ groupId }: { groupId: string }) => {
  const { t } = useTranslation('organization');
  const can = usePermission();
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const allowed = can(['system:user:list']);
  const users = useListQuery({
    queryKey: ['organization-admin', 'users', groupId, paging],
    queryFn: () => get<PageResult<SystemUserRow>>(SystemUserApi.page, { groupId, ...paging }),
    enabled: allowed && Boolean(groupId),
    placeholderData: keepPreviousData,
  });
  if (!allowed) return <p>{t('users.unavailable')}</p>;
  return (
    <>
      <div className="org-toolbar">
        <span>{t('users.hint')}</span>
        <Button onClick={() => navigate(`/system/user?groupId=${groupId}`)}>{t('users.open')}</Button>
      </div>
      <Table<SystemUserRow>
        rowKey="userId"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.rows}
        columns={[
          { key: 'username', title: t('users.username'), dataIndex: 'username' },
          { key: 'realName', title: t('users.realName'), dataIndex: 'realName' },
          { key: 'group', title: t('group.name'), dataIndex: 'groupName' },
          {
            key: 'status',
            title: t('common.status'),
            dataIndex: 'status',
            render: (s: number) => (
              <Tag color={s === 1 ? 'green' : 'red'}>
                {s === 1 ? t('common.enabled') : t('common.disabled')}
              </Tag>
            ),
          },
        ]}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: users.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
    </>
  );
};
