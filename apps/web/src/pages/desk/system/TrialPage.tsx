import { TRIAL_STATUSES, type TrialRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { dayToPicker, formatBeijing, pickerToDay } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { TrialFollowUpModal } from '../../../features/website-admin/TrialFollowUpModal.tsx';
import { websiteAdminApi, websiteAdminKeys } from '../../../features/website-admin/website-admin-api.ts';
import '../../../features/organization/organization.css';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

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
  const page = useListQuery({
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
      range: createdFrom && createdTo ? [dayToPicker(createdFrom), dayToPicker(createdTo)] : null,
    }),
    [keyword, status, createdFrom, createdTo],
  );

  const columns = useMemo<ColumnsType<TrialRow>>(
    () => [
      { key: 'schoolName', title: t('trial.schoolName'), dataIndex: 'schoolName', width: 180 },
      { key: 'contactName', title: t('trial.contactName'), dataIndex: 'contactName', width: 110 },
      { key: 'phone', title: t('trial.phone'), dataIndex: 'phone', width: 130 },
      { key: 'email', title: t('trial.email'), dataIndex: 'email', width: 200 },
      { key: 'message', title: t('trial.message'), dataIndex: 'message', width: 220 },
      {
        key: 'status',
        title: t('trial.status'),
        dataIndex: 'status',
        width: 100,
        render: (s: TrialRow['status']) => <Tag color={STATUS_COLOR[s]}>{t(`trial.statuses.${s}`)}</Tag>,
      },
      { key: 'followUp', title: t('trial.followUp'), dataIndex: 'followUp', width: 200 },
      {
        key: 'createdAt',
        title: t('trial.createdAt'),
        dataIndex: 'createdAt',
        width: 160,
        render: (v: string) => formatBeijing(v),
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

  return (
    <ListPage
      search={
        <SearchBar<SearchValues>
          values={searchValues}
          onSearch={({ keyword: k, status: s, range }) =>
            list.setFilters({
              keyword: k,
              status: s,
              createdFrom: pickerToDay(range?.[0]),
              createdTo: pickerToDay(range?.[1]),
            })
          }
        >
          <Form.Item name="keyword" label={to('common.keyword')}>
            <Input placeholder={t('trial.keywordPlaceholder')} allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('trial.status')}>
            <Select
              allowClear
              placeholder={to('common.all')}
              options={TRIAL_STATUSES.map((s) => ({ value: s, label: t(`trial.statuses.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="range" label={t('trial.dateRange')}>
            <DatePicker.RangePicker />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<TrialRow>
        storageKey="system-trial"
        rowKey="trialId"
        columns={columns}
        rows={page.data?.rows}
        total={page.data?.total}
        loading={page.isFetching}
        paging={list}
      />
      <TrialFollowUpModal trial={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
};
