import { NOTIFY_CHANNELS, type FailedDelivery, type FailedPageQuery } from '@podium/contracts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../../../features/feedback/feedback-bridge.ts';
import { failedKeys, fetchFailedPage, retryFailed } from '../../../features/notifications/failed-api.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/table-kit/system-pages.css';

const FILTERS = ['channel', 'topic'] as const;
const TOPICS = ['competition', 'review', 'certificate', 'news', 'payment', 'summary', 'security', 'digest'];
type SearchValues = { channel?: string; topic?: string };

/** /system/notifyFailed: e-mails and texts given up after their retries; operators send them again. */
export const NotifyFailedPage = () => {
  const { t } = useTranslation('notifications');
  const { t: ta } = useTranslation('sysAccess');
  const list = useListParams(FILTERS);
  const [form] = Form.useForm<SearchValues>();
  const [selected, setSelected] = useState<string[]>([]);
  const params = {
    pageNum: list.pageNum,
    pageSize: list.pageSize,
    channel: list.filters.channel as FailedPageQuery['channel'],
    topic: list.filters.topic,
  };
  const page = useListQuery({
    queryKey: failedKeys.page(params),
    queryFn: () => fetchFailedPage(params),
    placeholderData: keepPreviousData,
  });
  useEffect(() => form.setFieldsValue(list.filters), [form, list.filters]);
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: retryFailed,
    onSuccess: (res) => {
      void getMessage().success(t('failed.retried', { count: res.retried }));
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: failedKeys.all });
    },
  });

  const columns = useMemo<ColumnsType<FailedDelivery>>(
    () => [
      { key: 'title', title: t('failed.message'), dataIndex: 'title', width: 200 },
      {
        key: 'channel',
        title: t('failed.channel'),
        dataIndex: 'channel',
        width: 90,
        render: (c: string) => <Tag>{t(`failed.channels.${c}`, { defaultValue: c })}</Tag>,
      },
      {
        key: 'topic',
        title: t('failed.topic'),
        dataIndex: 'topic',
        width: 110,
        render: (topic: string) => t(`topics.${topic}`, { defaultValue: topic }),
      },
      { key: 'address', title: t('failed.address'), dataIndex: 'address', width: 150 },
      { key: 'attempts', title: t('failed.attempts'), dataIndex: 'attempts', width: 90 },
      {
        key: 'lastError',
        title: t('failed.lastError'),
        dataIndex: 'lastError',
        width: 200,
        render: (e: string) => <Typography.Text type="danger">{e}</Typography.Text>,
      },
      {
        key: 'createdAt',
        title: t('failed.createdAt'),
        dataIndex: 'createdAt',
        width: 160,
        render: (v: string) => formatBeijing(v),
      },
      {
        key: 'actions',
        title: ta('common.actions'),
        width: 90,
        fixed: 'right',
        render: (_: unknown, row) => (
          <Button
            type="link"
            size="small"
            loading={retry.isPending && retry.variables?.includes(row.deliveryId)}
            onClick={() => retry.mutate([row.deliveryId])}
          >
            {t('failed.retry')}
          </Button>
        ),
      },
    ],
    [t, ta, retry],
  );

  return (
    <ListPage
      search={
        <SearchCard
          form={form}
          onFinish={(v) => list.setFilters({ channel: v.channel, topic: v.topic })}
          onReset={() => (form.resetFields(), list.setFilters({}))}
        >
          <Form.Item name="channel" label={t('failed.channel')}>
            <Select
              allowClear
              placeholder={t('all')}
              options={NOTIFY_CHANNELS.map((c) => ({ value: c, label: t(`failed.channels.${c}`) }))}
            />
          </Form.Item>
          <Form.Item name="topic" label={t('failed.topic')}>
            <Select
              allowClear
              placeholder={t('all')}
              options={TOPICS.map((topic) => ({
                value: topic,
                label: t(`topics.${topic}`, { defaultValue: topic }),
              }))}
            />
          </Form.Item>
        </SearchCard>
      }
    >
      <ListTable<FailedDelivery>
        storageKey="system-notify-failed"
        rowKey="deliveryId"
        columns={columns}
        rows={page.data?.rows}
        total={page.data?.total}
        loading={page.isFetching}
        paging={list}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        toolbar={
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={retry.isPending}
            onClick={() => retry.mutate(selected)}
          >
            {t('failed.retrySelected', { count: selected.length })}
          </Button>
        }
      />
    </ListPage>
  );
};
