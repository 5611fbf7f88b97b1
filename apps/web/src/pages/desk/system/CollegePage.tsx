import type { CollegeRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CollegeFormModal, type CollegeTarget } from '../../../features/organization/CollegeFormModal.tsx';
import { OrgListCard } from '../../../features/organization/OrgListCard.tsx';
import { OrgRowActions } from '../../../features/organization/OrgRowActions.tsx';
import { orgKeys, schoolApi } from '../../../features/organization/organization-api.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { useSchoolOptions } from '../../../features/organization/useSchoolOptions.ts';
import { useOrgMutation } from '../../../features/organization/useOrgMutation.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useRowSelection } from '../../../features/table-kit/useRowSelection.ts';
import '../../../features/organization/organization.css';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['schoolId', 'keyword'] as const;

/** system/college and /system/groud/college: colleges of the schools within reach. */
export const CollegePage = () => {
  const { t } = useTranslation('organization');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: orgKeys.colleges(params),
    queryFn: () => schoolApi.collegePage(params),
    placeholderData: keepPreviousData,
  });
  const schools = useSchoolOptions();
  const [target, setTarget] = useState<CollegeTarget | null>(null);
  const selection = useRowSelection();
  const remove = useOrgMutation((ids: string[]) => schoolApi.collegeRemove(ids), 'deleted', selection.clear);

  const columns = useMemo<ColumnsType<CollegeRow>>(
    () => [
      { key: 'name', title: t('college.name'), dataIndex: 'name', width: 220 },
      { key: 'school', title: t('college.school'), dataIndex: 'schoolName', width: 200 },
      {
        key: 'majorCount',
        title: t('college.majorCount'),
        dataIndex: 'majorCount',
        width: 100,
        render: (n: number, row) => (
          <Link to={`/system/groud/major?schoolId=${row.schoolId}&collegeId=${row.collegeId}`}>{n}</Link>
        ),
      },
      { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', width: 80 },
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
        width: 200,
        render: (_: unknown, row) => (
          <OrgRowActions
            name={row.name}
            onEdit={() => setTarget({ mode: 'edit', college: row })}
            onDelete={() => remove.mutate([row.collegeId])}
          >
            <Link
              className="ant-btn ant-btn-link ant-btn-sm"
              to={`/system/groud/major?schoolId=${row.schoolId}&collegeId=${row.collegeId}`}
            >
              {t('college.majors')}
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
          <Form.Item name="schoolId" label={t('college.school')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('common.all')}
              options={schools.options}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input placeholder={t('college.name')} allowClear />
          </Form.Item>
        </SearchBar>
      }
    >
      <OrgListCard<CollegeRow>
        storageKey="system-college"
        rowKey="collegeId"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        paging={list}
        addLabel={t('college.addTitle')}
        onAdd={() => setTarget({ mode: 'add', schoolId: list.filters.schoolId })}
        selection={selection}
        onBatchDelete={(ids) => remove.mutateAsync(ids)}
      />
      <CollegeFormModal target={target} onClose={() => setTarget(null)} />
    </ListPage>
  );
};
