import { SUMMARY_ACTIONS, SUMMARY_MANAGE, type SummaryRecordRow } from '@podium/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { Permission } from '../../../features/permission/Permission.tsx';
import { JobProgressModal } from '../../../features/jobs/JobProgressModal.tsx';
import { summaryApi, summaryKeys } from '../../../features/summary/summary-api.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';

const FILTERS = ['taskId', 'action'] as const;
const MANAGE = [SUMMARY_MANAGE] as const;
type SearchValues = { taskId?: string; action?: string };

/**
 * summary/record: every step of every submission (who, what, when; each submitted version's values), and
 * the exports of a task's accepted reports: the data as .xlsx, the attachments as a zip (a job).
 */
export const RecordPage = () => {
  const { t } = useTranslation('summary');
  const { message } = App.useApp();
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: summaryKeys.records(params),
    queryFn: () => summaryApi.records(params),
  });
  const tasks = useQuery({
    queryKey: summaryKeys.tasks({ pageSize: 100 }),
    queryFn: () => summaryApi.tasks({ pageSize: 100 }),
  });
  const [jobId, setJobId] = useState<string | null>(null);
  const taskId = list.filters.taskId;
  const xlsx = useMutation({ mutationFn: () => summaryApi.exportXlsx(taskId!) });
  const zip = useMutation({
    mutationFn: () => summaryApi.exportAttachments(taskId!),
    onSuccess: (started) => setJobId(started.jobId),
  });
  const needTask = (run: () => void) => () => (taskId ? run() : void message.info(t('record.pickTaskFirst')));
  const columns = useMemo<ColumnsType<SummaryRecordRow>>(
    () => [
      {
        key: 'time',
        title: t('record.time'),
        dataIndex: 'createdAt',
        width: 150,
        render: (iso: string) => formatBeijing(iso, 'YYYY-MM-DD HH:mm:ss'),
      },
      { key: 'task', title: t('record.task'), dataIndex: 'taskTitle', width: 180 },
      { key: 'school', title: t('record.school'), dataIndex: 'schoolName', width: 160 },
      {
        key: 'action',
        title: t('record.action'),
        dataIndex: 'action',
        width: 110,
        render: (a: SummaryRecordRow['action']) => t(`action.${a}`),
      },
      {
        key: 'change',
        title: t('record.change'),
        width: 170,
        render: (_: unknown, row) =>
          `${row.fromState === 'notStarted' || !row.fromState ? t('state.notStarted') : t(`state.${row.fromState as 'draft'}`)} → ${t(`state.${row.toState as 'draft'}`)}`,
      },
      {
        key: 'version',
        title: t('record.version'),
        width: 120,
        render: (_: unknown, row) =>
          row.version ? `v${row.version} · ${t('record.formVersion', { version: row.formVersion })}` : '—',
      },
      { key: 'note', title: t('record.note'), dataIndex: 'note', width: 200 },
      { key: 'actor', title: t('record.actor'), dataIndex: 'actor', width: 100 },
    ],
    [t],
  );
  return (
    <ListPage
      search={
        <SearchBar<SearchValues> values={list.filters} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="taskId" label={t('record.task')}>
            <Select
              allowClear
              style={{ minWidth: 220 }}
              options={(tasks.data?.rows ?? []).map((r) => ({ value: r.taskId, label: r.title }))}
            />
          </Form.Item>
          <Form.Item name="action" label={t('record.action')}>
            <Select
              allowClear
              options={SUMMARY_ACTIONS.map((a) => ({ value: a, label: t(`action.${a}`) }))}
            />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<SummaryRecordRow>
        storageKey="summary-records"
        rowKey="recordId"
        columns={columns}
        rows={page.data?.rows}
        total={page.data?.total}
        loading={page.isFetching}
        paging={list}
        locale={{ emptyText: t('record.empty') }}
        expandable={{
          rowExpandable: (row) => row.values !== null,
          expandedRowRender: (row) => (
            <Space direction="vertical">
              <Typography.Text strong>{t('record.values')}</Typography.Text>
              <pre className="summary-values">{JSON.stringify(row.values, null, 2)}</pre>
            </Space>
          ),
        }}
        toolbar={
          <Permission list={MANAGE}>
            <Space wrap>
              <Button onClick={needTask(() => xlsx.mutate())} loading={xlsx.isPending}>
                {t('record.exportXlsx')}
              </Button>
              <Button onClick={needTask(() => zip.mutate())} loading={zip.isPending}>
                {t('record.exportZip')}
              </Button>
            </Space>
          </Permission>
        }
      />
      <JobProgressModal
        jobId={jobId}
        onClose={() => setJobId(null)}
        texts={{
          title: t('record.zipTitle'),
          starting: t('record.zipStarting'),
          progress: (done, total) => t('record.zipProgress', { done, total }),
          failed: (error) => t('record.zipFailed', { error }),
          done: (result) => t('record.zipDone', { files: result.files }),
          download: t('record.zipDownload'),
        }}
      />
    </ListPage>
  );
};
