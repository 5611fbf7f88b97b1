import type { MajorRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MajorFormModal, type MajorTarget } from '../../../features/organization/MajorFormModal.tsx';
import { OrgListCard } from '../../../features/organization/OrgListCard.tsx';
import { OrgRowActions } from '../../../features/organization/OrgRowActions.tsx';
import { orgKeys, schoolApi } from '../../../features/organization/organization-api.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { useCollegeOptions, useSchoolOptions } from '../../../features/organization/useSchoolOptions.ts';
import { useOrgMutation } from '../../../features/organization/useOrgMutation.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useRowSelection } from '../../../features/table-kit/useRowSelection.ts';
import '../../../features/organization/organization.css';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['schoolId', 'collegeId', 'keyword'] as const;

/** system/major and /system/groud/major: majors of the colleges within reach. */
export const MajorPage = () => {
  const { t } = useTranslation('organization');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: orgKeys.majors(params),
    queryFn: () => schoolApi.majorPage(params),
    placeholderData: keepPreviousData,
  });
  const [searchForm] = Form.useForm<Partial<Record<(typeof FILTERS)[number], string>>>();
  const searchSchool = Form.useWatch('schoolId', searchForm);
  const schools = useSchoolOptions();
  const colleges = useCollegeOptions(searchSchool ?? list.filters.schoolId);
  const [target, setTarget] = useState<MajorTarget | null>(null);
  const selection = useRowSelection();
  const remove = useOrgMutation((ids: string[]) => schoolApi.majorRemove(ids), 'deleted', selection.clear);

  const columns = useMemo<ColumnsType<MajorRow>>(
    () => [
      { key: 'name', title: t('major.name'), dataIndex: 'name', width: 220 },
      { key: 'code', title: t('major.code'), dataIndex: 'code', width: 110 },
      { key: 'college', title: t('major.college'), dataIndex: 'collegeName', width: 200 },
      { key: 'school', title: t('major.school'), dataIndex: 'schoolName', width: 180 },
      { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', width: 80 },
      {
        key: 'actions',
        title: t('common.actions'),
        fixed: 'right',
        width: 130,
        render: (_: unknown, row) => (
          <OrgRowActions
            name={row.name}
            onEdit={() => setTarget({ mode: 'edit', major: row })}
            onDelete={() => remove.mutate([row.majorId])}
          />
        ),
      },
    ],
    [t, remove],
  );

  return (
    <ListPage
      search={
        <SearchBar form={searchForm} values={list.filters} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="schoolId" label={t('major.school')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('common.all')}
              options={schools.options}
              onChange={() => searchForm.setFieldValue('collegeId', undefined)}
            />
          </Form.Item>
          <Form.Item name="collegeId" label={t('major.college')}>
            <Select allowClear options={colleges.options} placeholder={t('major.chooseCollege')} />
          </Form.Item>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input placeholder={t('major.name')} allowClear />
          </Form.Item>
        </SearchBar>
      }
    >
      <OrgListCard<MajorRow>
        storageKey="system-major"
        rowKey="majorId"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        paging={list}
        addLabel={t('major.addTitle')}
        onAdd={() =>
          setTarget({ mode: 'add', schoolId: list.filters.schoolId, collegeId: list.filters.collegeId })
        }
        selection={selection}
        onBatchDelete={(ids) => remove.mutateAsync(ids)}
      />
      <MajorFormModal target={target} onClose={() => setTarget(null)} />
    </ListPage>
  );
};
