import {
  SUMMARY_MANAGE,
  SUMMARY_STATES,
  type SummaryMyTaskRow,
  type SummaryState,
  type SummarySubmissionRow,
} from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, List, Select, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { ReviewDrawer } from '../../../features/summary/ReviewDrawer.tsx';
import { SchoolFill } from '../../../features/summary/SchoolFill.tsx';
import { StateTag } from '../../../features/summary/StateTag.tsx';
import { summaryApi, summaryKeys } from '../../../features/summary/summary-api.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/summary/summary.css';

const when = (iso: string | null) => (iso ? formatBeijing(iso) : '—');

/** The school's side: its tasks as a list (fits a phone), one opened to fill in. */
const SchoolSide = () => {
  const { t } = useTranslation('summary');
  const [params, setParams] = useSearchParams();
  const open = params.get('taskId');
  const tasks = useQuery({ queryKey: summaryKeys.myTasks(), queryFn: summaryApi.myTasks });
  const go = (taskId: string | null) =>
    setParams((p) => {
      if (taskId) p.set('taskId', taskId);
      else p.delete('taskId');
      return p;
    });
  if (open) return <SchoolFill taskId={open} onBack={() => go(null)} />;
  if (!tasks.data) return <Skeleton active />;
  return (
    <Card variant="borderless" title={t('fill.myTasks')} className="summary-my-tasks">
      <List<SummaryMyTaskRow>
        dataSource={tasks.data}
        locale={{ emptyText: <Empty description={t('fill.empty')} /> }}
        renderItem={(row) => (
          <List.Item
            actions={[
              <Button key="open" type="primary" size="small" onClick={() => go(row.taskId)}>
                {['accepted', 'submitted', 'nothing'].includes(row.state) ? t('fill.view') : t('fill.open')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <>
                  {row.title} <StateTag state={row.state} />
                </>
              }
              description={
                <>
                  <div>{t('fill.deadline', { deadline: when(row.deadline) })}</div>
                  <div>{t('fill.organizer', { name: row.organizerName })}</div>
                  {row.state === 'returned' && row.returnNote && (
                    <Typography.Text type="warning">
                      {t('fill.returnedNote', { note: row.returnNote })}
                    </Typography.Text>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
};

const FILTERS = ['taskId', 'state', 'keyword'] as const;
type SearchValues = { taskId?: string; state?: string; keyword?: string };

/** The organiser's side: one task's schools, waiting ones first; a row opens the review drawer. */
const OrganiserSide = () => {
  const { t } = useTranslation('summary');
  const list = useListParams(FILTERS);
  const tasks = useQuery({
    queryKey: summaryKeys.tasks({ status: 'published', pageSize: 100 }),
    queryFn: () => summaryApi.tasks({ status: 'published', pageSize: 100 }),
  });
  const taskId = list.filters.taskId ?? tasks.data?.rows[0]?.taskId;
  const params = { ...list.filters, taskId: taskId ?? '', pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: summaryKeys.submissions(params),
    queryFn: () => summaryApi.submissions(params),
    enabled: Boolean(taskId),
  });
  const task = useQuery({
    queryKey: summaryKeys.task(taskId ?? ''),
    queryFn: () => summaryApi.task(taskId!),
    enabled: Boolean(taskId),
  });
  const [reviewing, setReviewing] = useState<string | null>(null);
  const columns = useMemo<ColumnsType<SummarySubmissionRow>>(
    () => [
      { key: 'school', title: t('review.school'), dataIndex: 'schoolName', width: 200 },
      {
        key: 'state',
        title: t('review.state'),
        dataIndex: 'state',
        width: 110,
        render: (s: SummaryState) => <StateTag state={s} />,
      },
      {
        key: 'version',
        title: t('review.version'),
        dataIndex: 'version',
        width: 70,
        render: (v: number) => (v ? `v${v}` : '—'),
      },
      {
        key: 'submittedAt',
        title: t('review.submittedAt'),
        dataIndex: 'submittedAt',
        width: 140,
        render: when,
      },
      { key: 'updatedAt', title: t('review.updatedAt'), dataIndex: 'updatedAt', width: 140, render: when },
      {
        key: 'actions',
        title: '',
        width: 90,
        fixed: 'right',
        render: (_: unknown, row) =>
          row.submissionId && (
            <Button type="link" size="small" onClick={() => setReviewing(row.submissionId)}>
              {t('review.open')}
            </Button>
          ),
      },
    ],
    [t],
  );
  return (
    <ListPage
      search={
        <SearchBar<SearchValues> values={{ ...list.filters, taskId }} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="taskId" label={t('review.task')}>
            <Select
              placeholder={t('review.pickTask')}
              style={{ minWidth: 220 }}
              options={(tasks.data?.rows ?? []).map((r) => ({ value: r.taskId, label: r.title }))}
            />
          </Form.Item>
          <Form.Item name="state" label={t('review.state')}>
            <Select allowClear options={SUMMARY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} />
          </Form.Item>
          <Form.Item name="keyword" label={t('school.keyword')}>
            <Input allowClear />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<SummarySubmissionRow>
        storageKey="summary-submissions"
        rowKey="schoolId"
        columns={columns}
        rows={taskId ? page.data?.rows : []}
        total={page.data?.total}
        loading={page.isFetching}
        paging={list}
        locale={{ emptyText: taskId ? t('review.empty') : t('task.empty') }}
      />
      <ReviewDrawer task={task.data} submissionId={reviewing} onClose={() => setReviewing(null)} />
    </ListPage>
  );
};

/** summary/submission: the organiser reviews; a school (without the organiser's permission) fills in. */
export const SubmissionPage = () => {
  const can = usePermission();
  return can([SUMMARY_MANAGE]) ? <OrganiserSide /> : <SchoolSide />;
};
