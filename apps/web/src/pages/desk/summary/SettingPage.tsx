import {
  SUMMARY_MANAGE,
  SUMMARY_TASK_STATUSES,
  type SummaryTaskDetail,
  type SummaryTaskRow,
} from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { Permission } from '../../../features/permission/Permission.tsx';
import { summaryApi, summaryKeys } from '../../../features/summary/summary-api.ts';
import { TaskFormDialog } from '../../../features/summary/TaskFormDialog.tsx';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { RowActions } from '../../../features/table-kit/RowActions.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/summary/summary.css';

const FILTERS = ['keyword', 'status'] as const;
const MANAGE = [SUMMARY_MANAGE] as const;
type SearchValues = { keyword?: string; status?: string };
const when = (iso: string) => formatBeijing(iso);

/** summary/setting: the organiser's reporting tasks; a task's form is built in the task dialog. */
export const SettingPage = () => {
  const { t } = useTranslation('summary');
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({ queryKey: summaryKeys.tasks(params), queryFn: () => summaryApi.tasks(params) });
  const [editing, setEditing] = useState<{ task: SummaryTaskDetail | null } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: summaryKeys.all });
  const publish = useMutation({
    mutationFn: (row: SummaryTaskRow) => summaryApi.publishTask(row.taskId),
    onSuccess: () => void (message.success(t('task.published')), refresh()),
  });
  const remove = useMutation({
    mutationFn: (row: SummaryTaskRow) => summaryApi.removeTask(row.taskId),
    onSuccess: () => void (message.success(t('task.removed')), refresh()),
  });
  const openEdit = async (row: SummaryTaskRow) => setEditing({ task: await summaryApi.task(row.taskId) });

  // Made on every render: the cells call this render's mutations and edit opener.
  const columns: ColumnsType<SummaryTaskRow> = [
    { key: 'title', title: t('task.title'), dataIndex: 'title', width: 220 },
    { key: 'organizer', title: t('task.organizer'), dataIndex: 'organizerName', width: 160 },
    { key: 'deadline', title: t('task.deadline'), dataIndex: 'deadline', width: 140, render: when },
    {
      key: 'status',
      title: t('task.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: SummaryTaskRow['status']) => (
        <Tag color={s === 'published' ? 'success' : 'default'}>{t(`taskStatus.${s}`)}</Tag>
      ),
    },
    {
      key: 'version',
      title: t('task.version'),
      dataIndex: 'version',
      width: 80,
      render: (v: number) => `v${v}`,
    },
    {
      key: 'progress',
      title: t('task.progress'),
      width: 220,
      render: (_: unknown, row) => (
        <>
          <div>{t('task.progressText', { accepted: row.counts.accepted ?? 0, total: row.schoolCount })}</div>
          <Typography.Text type="secondary">
            {t('task.counts', {
              submitted: row.counts.submitted ?? 0,
              returned: row.counts.returned ?? 0,
              overdue: row.counts.overdue ?? 0,
            })}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'actions',
      title: t('task.actions'),
      width: 170,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Permission list={MANAGE}>
          <RowActions>
            <Button type="link" size="small" onClick={() => void openEdit(row)}>
              {t('task.edit')}
            </Button>
            {row.status === 'draft' && (
              <Popconfirm
                title={t('task.publishConfirm', { title: row.title })}
                styles={{ root: { maxWidth: 'min(360px, calc(100vw - 16px))' } }}
                onConfirm={() => publish.mutateAsync(row)}
              >
                <Button type="link" size="small">
                  {t('task.publish')}
                </Button>
              </Popconfirm>
            )}
            {row.status === 'draft' && (
              <Popconfirm
                title={t('task.removeConfirm', { title: row.title })}
                onConfirm={() => remove.mutateAsync(row)}
              >
                <Button type="link" size="small" danger>
                  {t('task.remove')}
                </Button>
              </Popconfirm>
            )}
          </RowActions>
        </Permission>
      ),
    },
  ];

  return (
    <ListPage
      search={
        <SearchBar<SearchValues> values={list.filters} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="keyword" label={t('task.title')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('task.status')}>
            <Select
              allowClear
              options={SUMMARY_TASK_STATUSES.map((s) => ({ value: s, label: t(`taskStatus.${s}`) }))}
            />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<SummaryTaskRow>
        storageKey="summary-tasks"
        rowKey="taskId"
        columns={columns}
        rows={page.data?.rows}
        total={page.data?.total}
        loading={page.isFetching}
        paging={list}
        locale={{ emptyText: t('task.empty') }}
        toolbar={
          <AddButton permission={MANAGE} onClick={() => setEditing({ task: null })}>
            {t('task.add')}
          </AddButton>
        }
      />
      <TaskFormDialog
        open={editing !== null}
        task={editing?.task ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => void (message.success(t('task.saved')), refresh())}
      />
    </ListPage>
  );
};
