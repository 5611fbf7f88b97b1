import type { CollegeRow } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Card, Descriptions, Empty, Skeleton, Space, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/routes/page-title-store.ts';
import { Link, useSearchParams } from 'react-router';
import { GroupUsersTable } from '../../../features/organization/GroupUsersTable.tsx';
import { SchoolInfoForm } from '../../../features/organization/SchoolInfoForm.tsx';
import { findNode, toTableRows } from '../../../features/organization/group-tree.ts';
import { groupApi, orgKeys, schoolApi } from '../../../features/organization/organization-api.ts';
import '../../../features/organization/organization.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const Colleges = ({ schoolId }: { schoolId: string }) => {
  const { t } = useTranslation('organization');
  const params = { schoolId, pageSize: 100 };
  const page = useListQuery({
    queryKey: orgKeys.colleges(params),
    queryFn: () => schoolApi.collegePage(params),
  });
  return (
    <Table<CollegeRow>
      rowKey="collegeId"
      size="small"
      loading={page.isLoading}
      dataSource={page.data?.rows}
      pagination={false}
      columns={[
        { key: 'name', title: t('college.name'), dataIndex: 'name' },
        {
          key: 'majorCount',
          title: t('college.majorCount'),
          dataIndex: 'majorCount',
          render: (n: number, row) => (
            <Link to={`/system/groud/major?schoolId=${schoolId}&collegeId=${row.collegeId}`}>{n}</Link>
          ),
        },
      ]}
      footer={() => <Link to={`/system/groud/college?schoolId=${schoolId}`}>{t('college.title')} →</Link>}
    />
  );
};

/** /system/groud/groudDetail?groupId=: one organisation with tabs for its subordinates, school data and users. */
export const GroupDetailPage = () => {
  const { t } = useTranslation('organization');
  const [params] = useSearchParams();
  const groupId = params.get('groupId') ?? '';
  const detail = useQuery({
    queryKey: orgKeys.detail(groupId),
    queryFn: () => groupApi.detail(groupId),
    enabled: Boolean(groupId),
  });
  const tree = useQuery({
    queryKey: orgKeys.tree({}),
    queryFn: () => groupApi.tree({}),
    enabled: Boolean(groupId),
  });
  usePageTitle(detail.data?.name);
  if (!groupId)
    return (
      <Card>
        <Empty description={t('detail.missing')}>
          <Link to="/system/group">{t('detail.toList')}</Link>
        </Empty>
      </Card>
    );
  if (detail.isLoading || !detail.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const group = detail.data;
  const children = toTableRows(findNode(tree.data ?? [], groupId)?.children ?? []);
  const isSchool = group.type === 'school';
  return (
    <div className="org-page">
      <Breadcrumb
        items={[
          ...group.ancestors.map((a) => ({
            title: <Link to={`/system/groud/groudDetail?groupId=${a.groupId}`}>{a.name}</Link>,
          })),
          { title: group.name },
        ]}
      />
      <Card
        title={
          <>
            {group.name} <Tag>{t(`groupType.${group.type}`)}</Tag>
          </>
        }
        extra={
          <Space>
            {t('detail.counts', group.counts)}
            <Button>
              <Link to="/system/group">{t('detail.toList')}</Link>
            </Button>
          </Space>
        }
      >
        <Tabs
          items={[
            {
              key: 'info',
              label: t('detail.info'),
              children: (
                <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
                  <Descriptions.Item label={t('group.code')}>{group.code}</Descriptions.Item>
                  <Descriptions.Item label={t('group.parent')}>{group.parentName || '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('group.contactName')}>
                    {group.contactName || '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('group.contactPhone')}>
                    {group.contactPhone || '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('common.status')}>
                    <Tag color={group.status === 1 ? 'green' : 'red'}>
                      {group.status === 1 ? t('common.enabled') : t('common.disabled')}
                    </Tag>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('common.orderNum')}>{group.orderNum}</Descriptions.Item>
                  <Descriptions.Item label={t('common.remark')} span={2}>
                    {group.remark || '—'}
                  </Descriptions.Item>
                </Descriptions>
              ),
            },
            {
              key: 'subordinates',
              label: `${t('detail.subordinates')} (${group.counts.subordinates})`,
              children: (
                <Table
                  rowKey="groupId"
                  size="small"
                  dataSource={children}
                  loading={tree.isLoading}
                  pagination={false}
                  columns={[
                    {
                      key: 'name',
                      title: t('group.name'),
                      dataIndex: 'name',
                      render: (name: string, row) => (
                        <Link to={`/system/groud/groudDetail?groupId=${row.groupId}`}>{name}</Link>
                      ),
                    },
                    { key: 'code', title: t('group.code'), dataIndex: 'code' },
                    {
                      key: 'type',
                      title: t('group.type'),
                      dataIndex: 'type',
                      render: (type: typeof group.type) => t(`groupType.${type}`),
                    },
                  ]}
                />
              ),
            },
            ...(isSchool
              ? [
                  {
                    key: 'school',
                    label: t('detail.schoolInfo'),
                    children: <SchoolInfoForm schoolId={groupId} />,
                  },
                  {
                    key: 'colleges',
                    label: `${t('detail.collegesMajors')} (${group.counts.colleges})`,
                    children: <Colleges schoolId={groupId} />,
                  },
                ]
              : []),
            {
              key: 'users',
              label: `${t('detail.users')} (${group.counts.users})`,
              children: <GroupUsersTable groupId={groupId} />,
            },
          ]}
        />
      </Card>
    </div>
  );
};
