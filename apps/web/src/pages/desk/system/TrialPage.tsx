import { TRIAL_STATUSES, type TrialRow } from '@podium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { useColumnSettings } from '../../../features/table-kit/ColumnSettings.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { TrialFollowUpModal } from '../../../features/website-admin/TrialFollowUpModal.tsx';
import { websiteAdminApi, websiteAdminKeys } from '../../../features/website-admin/website-admin-api.ts';
import '../../../features/organization/organization.css';

const FILTERS = ['keyword', 'status', 'createdFrom', 'createdTo'] as const;
const STATUS_COLOR: Record<TrialRow['status'], string> = {
  new: 'blue',
  contacted: 'orange',
  converted: 'green',
  closed: 'default',
};
type SearchValues = { keyword?: string; status?: string; range?: [Dayjs, Dayjs] | null };

/** system/trial: schools asking for a trial, followed up by the platform. */
export const TrialPage = () => {
  const { t } = useTranslation('websiteAdmin');
  const { t: to } = useTranslation('organization');
  const can = usePermission();
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useQuery({
    queryKey: websiteAdminKeys.trials(params),
    queryFn: () => websiteAdminApi.trials(params),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<TrialRow | null>(null);
  const { createdFrom, createdTo, keyword, status } = list.filters;
  const searchValues = useMemo<SearchValues>(
    () => ({
      keyword,
      status,
      range: createdFrom && createdTo ? [dayjs(createdFrom), dayjs(createdTo)] : null,
    }),
    [keyword, status, createdFrom, createdTo],
  );

  const columns = useMemo<ColumnsType<TrialRow>>(
    () => [
      { key: 'schoolName', title: t('trial.schoolName'), dataIndex: 'schoolName', width: 180 },
      { key: 'contactName', title: t('trial.contactName'), dataIndex: 'contactName', width: 110 },
      { key: 'phone', title: t('trial.phone'), dataIndex: 'phone', width: 130 },
      { key: 'email', title: t('trial.email'), dataIndex: 'email', width: 200 },
      { key: 'message', title: t('trial.message'), dataIndex: 'message', ellipsis: true },
      {
        key: 'status',
        title: t('trial.status'),
        dataIndex: 'status',
        width: 100,
        render: (s: TrialRow['status']) => <Tag color={STATUS_COLOR[s]}>{t(`trial.statuses.${s}`)}</Tag>,
      },
      { key: 'followUp', title: t('trial.followUp'), dataIndex: 'followUp', ellipsis: true },
      {
        key: 'createdAt',
        title: t('trial.createdAt'),
        dataIndex: 'createdAt',
        width: 160,
        render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
      },
      {
        key: 'actions',
        title: to('common.actions'),
        width: 100,
        fixed: 'right',
        render: (_: unknown, row) =>
          can(['system:trial:edit']) && (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('trial.followUp')}
            </Button>
          ),
      },
    ],
    [t, to, can],
  );
  const { columns: visible, trigger } = useColumnSettings('system-trial', columns);

  return (
    <div className="org-page">
      <SearchBar<SearchValues>
        values={searchValues}
        onSearch={({ keyword: k, status: s, range }) =>
          list.setFilters({
            keyword: k,
            status: s,
            createdFrom: range?.[0]?.format('YYYY-MM-DD'),
            createdTo: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
      >
        <Form.Item name="keyword" label={to('common.keyword')}>
          <Input placeholder={t('trial.keywordPlaceholder')} allowClear />
        </Form.Item>
        <Form.Item name="status" label={t('trial.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={TRIAL_STATUSES.map((s) => ({ value: s, label: t(`trial.statuses.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="range" label={t('trial.dateRange')}>
          <DatePicker.RangePicker />
        </Form.Item>
      </SearchBar>
      <Card size="small">
        <div className="org-toolbar">
          <span>{to('common.total', { total: page.data?.total ?? 0 })}</span>
          {trigger}
        </div>
        <Table<TrialRow>
          rowKey="trialId"
          columns={visible}
          dataSource={page.data?.rows}
          loading={page.isFetching}
          scroll={{ x: 1300 }}
          pagination={{
            current: list.pageNum,
            pageSize: list.pageSize,
            total: page.data?.total ?? 0,
            showSizeChanger: true,
            onChange: list.setPage,
          }}
        />
      </Card>
      <TrialFollowUpModal trial={editing} onClose={() => setEditing(null)} />
    </div>
  );
};
