import type { OperationLogRow } from '@podium/contracts';
import { Button, Form, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../table-kit/useListParams.ts';
import { fetchOperationLogs, logKeys } from './log-api.ts';
import { LogListTab } from './LogListTab.tsx';
import { OperationLogDrawer } from './OperationLogDrawer.tsx';
import { useLogLabels } from './useLogLabels.ts';
import { useListQuery } from '../table-kit/list-query.ts';

const FILTERS = ['username', 'module', 'action', 'success', 'ip', 'beginTime', 'endTime'] as const;
const MODULES = ['user', 'role', 'menu', 'dept', 'dict', 'group', 'school', 'website', 'trial'];
const ACTIONS = [
  'add',
  'update',
  'delete',
  'status',
  'groupMenus',
  'typeAdd',
  'typeUpdate',
  'typeDelete',
  'dataAdd',
  'dataUpdate',
  'dataDelete',
];

/** Every back-office write in reach, newest first; a row opens its before/after. */
export const OperationLogTab = () => {
  const { t } = useTranslation('sysAccess');
  const labels = useLogLabels();
  const list = useListParams(FILTERS, 'op');
  const [detail, setDetail] = useState<OperationLogRow | null>(null);
  const params = { pageNum: list.pageNum, pageSize: list.pageSize, ...list.filters };
  const page = useListQuery({
    queryKey: logKeys.operations(params),
    queryFn: () => fetchOperationLogs(params),
  });

  const columns: ColumnsType<OperationLogRow> = [
    {
      key: 'time',
      title: t('log.time'),
      dataIndex: 'createdAt',
      render: (v: string) => formatBeijing(v, 'YYYY-MM-DD HH:mm:ss'),
    },
    { key: 'username', title: t('log.username'), dataIndex: 'username' },
    { key: 'group', title: t('common.group'), dataIndex: 'groupName' },
    {
      key: 'module',
      title: t('log.module'),
      dataIndex: 'module',
      render: (v: string) => <Tag>{labels.module(v)}</Tag>,
    },
    { key: 'action', title: t('log.action'), dataIndex: 'action', render: (v: string) => labels.action(v) },
    { key: 'target', title: t('log.target'), dataIndex: 'target', ellipsis: true },
    { key: 'ip', title: t('log.ip'), dataIndex: 'ip' },
    {
      key: 'duration',
      title: t('log.duration'),
      dataIndex: 'durationMs',
      align: 'right',
      render: (v: number) => `${v} ms`,
    },
    {
      key: 'result',
      title: t('log.result'),
      dataIndex: 'success',
      render: (v: boolean, r) =>
        v ? (
          <Tag color="green">{t('log.success')}</Tag>
        ) : (
          <Tag color="red" title={r.errorMsg}>
            {t('log.failure')}
          </Tag>
        ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setDetail(r)}>
          {t('log.detail')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <LogListTab<OperationLogRow>
        kind="operation"
        list={list}
        extraFilters={
          <>
            <Form.Item name="module" label={t('log.module')}>
              <Select
                allowClear
                style={{ width: 130 }}
                placeholder={t('common.all')}
                options={MODULES.map((m) => ({ value: m, label: labels.module(m) }))}
              />
            </Form.Item>
            <Form.Item name="action" label={t('log.action')}>
              <Select
                allowClear
                style={{ width: 130 }}
                placeholder={t('common.all')}
                options={ACTIONS.map((a) => ({ value: a, label: labels.action(a) }))}
              />
            </Form.Item>
          </>
        }
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        rowKey={(r) => `${r.createdAt}|${r.path}|${r.username}|${r.target}`}
        onRow={(r) => ({ onDoubleClick: () => setDetail(r) })}
      />
      <OperationLogDrawer row={detail} onClose={() => setDetail(null)} />
    </>
  );
};
