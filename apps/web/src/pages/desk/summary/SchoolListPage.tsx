import { SUMMARY_STATES, type SummarySchoolRow } from '@podium/contracts';
import { Form, Input, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { StateTag } from '../../../features/summary/StateTag.tsx';
import { summaryApi, summaryKeys } from '../../../features/summary/summary-api.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';

const FILTERS = ['keyword', 'taskId', 'state'] as const;
type SearchValues = { keyword?: string; taskId?: string; state?: string };

/**
 * summary/schoolList: the schools under the organiser with their contacts and reporters, and one column
 * per published task with the school's state in it; filter by name, or by "in this state for this task".
 */
export const SchoolListPage = () => {
  const { t } = useTranslation('summary');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: summaryKeys.schools(params),
    queryFn: () => summaryApi.schools(params),
  });
  const tasks = page.data?.tasks;
  const columns = useMemo<ColumnsType<SummarySchoolRow>>(
    () => [
      { key: 'name', title: t('school.name'), dataIndex: 'name', width: 180, fixed: 'left' },
      { key: 'parent', title: t('school.parent'), dataIndex: 'parentName', width: 160 },
      { key: 'province', title: t('school.province'), dataIndex: 'provinceName', width: 90 },
      {
        key: 'contact',
        title: t('school.contact'),
        width: 150,
        render: (_: unknown, row) => [row.contactName, row.contactPhone].filter(Boolean).join(' · ') || '—',
      },
      {
        key: 'reporters',
        title: t('school.reporters'),
        width: 200,
        render: (_: unknown, row) =>
          row.reporters.length
            ? row.reporters.map((p) => (
                <div key={`${p.name}-${p.email}`}>
                  {p.name}
                  {p.email && <Typography.Text type="secondary"> {p.email}</Typography.Text>}
                </div>
              ))
            : '—',
      },
      ...(tasks ?? []).map((task) => ({
        key: `task-${task.taskId}`,
        title: task.title,
        width: 130,
        render: (_: unknown, row: SummarySchoolRow) => {
          const state = row.states[task.taskId];
          return state ? <StateTag state={state} /> : '—';
        },
      })),
    ],
    [t, tasks],
  );
  return (
    <ListPage
      search={
        <SearchBar<SearchValues> values={list.filters} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="keyword" label={t('school.keyword')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="taskId" label={t('school.task')}>
            <Select
              allowClear
              style={{ minWidth: 200 }}
              options={(tasks ?? []).map((task) => ({ value: task.taskId, label: task.title }))}
            />
          </Form.Item>
          <Form.Item name="state" label={t('school.state')}>
            <Select allowClear options={SUMMARY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<SummarySchoolRow>
        storageKey="summary-schools"
        rowKey="schoolId"
        columns={columns}
        rows={page.data?.rows}
        total={page.data?.total}
        loading={page.isFetching}
        paging={list}
        locale={{ emptyText: t('school.empty') }}
      />
    </ListPage>
  );
};
