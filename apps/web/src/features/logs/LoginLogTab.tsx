import type { LoginLogRow } from '@podium/contracts';
import { Form, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { UserAgentCell } from '../table-kit/UserAgentCell.tsx';
import { useListParams } from '../table-kit/useListParams.ts';
import { fetchLoginLogs, logKeys } from './log-api.ts';
import { LogListTab } from './LogListTab.tsx';
import { useLogLabels } from './useLogLabels.ts';
import { useListQuery } from '../table-kit/list-query.ts';

const FILTERS = ['username', 'method', 'success', 'ip', 'beginTime', 'endTime'] as const;

/** Sign-in attempts of users in reach, newest first. */
export const LoginLogTab = () => {
  const { t } = useTranslation('sysAccess');
  const labels = useLogLabels();
  const list = useListParams(FILTERS, 'login');
  const params = { pageNum: list.pageNum, pageSize: list.pageSize, ...list.filters };
  const page = useListQuery({ queryKey: logKeys.logins(params), queryFn: () => fetchLoginLogs(params) });

  const columns: ColumnsType<LoginLogRow> = [
    {
      key: 'time',
      title: t('log.time'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatBeijing(v, 'YYYY-MM-DD HH:mm:ss'),
    },
    { key: 'username', title: t('log.username'), dataIndex: 'username' },
    { key: 'realName', title: t('log.realName'), dataIndex: 'realName' },
    { key: 'group', title: t('common.group'), dataIndex: 'groupName' },
    { key: 'method', title: t('log.method'), dataIndex: 'method', render: (v: string) => labels.method(v) },
    {
      key: 'result',
      title: t('log.result'),
      dataIndex: 'success',
      render: (v: boolean) =>
        v ? <Tag color="green">{t('log.success')}</Tag> : <Tag color="red">{t('log.failure')}</Tag>,
    },
    { key: 'reason', title: t('log.reason'), dataIndex: 'reason', render: (v: string) => labels.reason(v) },
    { key: 'ip', title: t('log.ip'), dataIndex: 'ip' },
    {
      key: 'userAgent',
      title: t('log.userAgent'),
      dataIndex: 'userAgent',
      width: 220,
      render: (v: string) => <UserAgentCell userAgent={v} />,
    },
  ];
  return (
    <LogListTab<LoginLogRow>
      kind="login"
      list={list}
      extraFilters={
        <Form.Item name="method" label={t('log.method')}>
          <Select
            allowClear
            placeholder={t('common.all')}
            options={['pwd', 'code', 'register', 'handover'].map((m) => ({
              value: m,
              label: labels.method(m),
            }))}
          />
        </Form.Item>
      }
      columns={columns}
      page={page.data}
      loading={page.isFetching}
      rowKey={(r) => `${r.createdAt}|${r.username}|${r.ip}`}
    />
  );
};
