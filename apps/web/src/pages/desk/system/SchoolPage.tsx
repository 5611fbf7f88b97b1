import type { SchoolRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrgListCard } from '../../../features/organization/OrgListCard.tsx';
import { OrgRowActions } from '../../../features/organization/OrgRowActions.tsx';
import { orgKeys, schoolApi } from '../../../features/organization/organization-api.ts';
import { SchoolFormDrawer } from '../../../features/organization/SchoolFormDrawer.tsx';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { useLevelOptions, useProvinceOptions } from '../../../features/organization/useProvinces.ts';
import { useOrgMutation } from '../../../features/organization/useOrgMutation.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useRowSelection } from '../../../features/table-kit/useRowSelection.ts';
import '../../../features/organization/organization.css';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['keyword', 'provinceCode', 'level', 'status'] as const;

/** system/school: the schools within reach, filtered by province and level; create a school in a drawer. */
export const SchoolPage = () => {
  const { t } = useTranslation('organization');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: orgKeys.schools(params),
    queryFn: () => schoolApi.page(params),
    placeholderData: keepPreviousData,
  });
  const provinces = useProvinceOptions();
  const levels = useLevelOptions();
  const [isAdding, setAdding] = useState(false);
  const selection = useRowSelection();
  const remove = useOrgMutation(
    (ids: string[]) => Promise.all(ids.map((id) => schoolApi.remove(id))),
    'deleted',
    selection.clear,
  );

  const columns = useMemo<ColumnsType<SchoolRow>>(
    () => [
      {
        key: 'name',
        title: t('school.name'),
        dataIndex: 'name',
        width: 200,
        render: (name: string, row) => (
          <Link to={`/system/groud/groudDetail?groupId=${row.schoolId}`}>{name}</Link>
        ),
      },
      { key: 'code', title: t('school.code'), dataIndex: 'code', width: 150 },
      { key: 'province', title: t('school.province'), dataIndex: 'provinceName', width: 120 },
      {
        key: 'level',
        title: t('school.level'),
        dataIndex: 'level',
        width: 150,
        render: (level: SchoolRow['level']) => <Tag>{t(`level.${level}`)}</Tag>,
      },
      { key: 'parentName', title: t('school.parent'), dataIndex: 'parentName', width: 200 },
      {
        key: 'collegeCount',
        title: t('school.collegeCount'),
        dataIndex: 'collegeCount',
        width: 90,
        render: (n: number, row) => <Link to={`/system/groud/college?schoolId=${row.schoolId}`}>{n}</Link>,
      },
      {
        key: 'contact',
        title: t('school.contact'),
        width: 180,
        render: (_: unknown, row) => [row.contactName, row.contactPhone].filter(Boolean).join(' · '),
      },
      {
        key: 'status',
        title: t('common.status'),
        dataIndex: 'status',
        width: 90,
        render: (s: number) => (
          <Tag color={s === 1 ? 'green' : 'red'}>{s === 1 ? t('common.enabled') : t('common.disabled')}</Tag>
        ),
      },
      {
        key: 'createdAt',
        title: t('common.createdAt'),
        dataIndex: 'createdAt',
        width: 160,
        render: (v: string) => formatBeijing(v),
      },
      {
        key: 'actions',
        title: t('common.actions'),
        fixed: 'right',
        width: 280,
        render: (_: unknown, row) => (
          <OrgRowActions name={row.name} onDelete={() => remove.mutate([row.schoolId])}>
            <Link
              className="ant-btn ant-btn-link ant-btn-sm"
              to={`/system/groud/schoolInfo?schoolId=${row.schoolId}`}
            >
              {t('school.infoTitle')}
            </Link>
            <Link
              className="ant-btn ant-btn-link ant-btn-sm"
              to={`/system/groud/college?schoolId=${row.schoolId}`}
            >
              {t('school.colleges')}
            </Link>
          </OrgRowActions>
        ),
      },
    ],
    [t, remove],
  );

  return (
    <ListPage
      search={
        <SearchBar values={list.filters} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input placeholder={t('school.name')} allowClear />
          </Form.Item>
          <Form.Item name="provinceCode" label={t('school.province')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('common.all')}
              options={provinces}
            />
          </Form.Item>
          <Form.Item name="level" label={t('school.level')}>
            <Select allowClear placeholder={t('common.all')} options={levels} />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              options={[
                { value: '1', label: t('common.enabled') },
                { value: '0', label: t('common.disabled') },
              ]}
            />
          </Form.Item>
        </SearchBar>
      }
    >
      <OrgListCard<SchoolRow>
        storageKey="system-school"
        rowKey="schoolId"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        paging={list}
        addLabel={t('school.addTitle')}
        onAdd={() => setAdding(true)}
        selection={selection}
        onBatchDelete={(ids) => remove.mutateAsync(ids)}
        showSelectedCount
      />
      <SchoolFormDrawer open={isAdding} onClose={() => setAdding(false)} />
    </ListPage>
  );
};
