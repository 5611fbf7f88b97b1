import type { ExpertRow } from '@podium/contracts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Segmented, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intakeApi, intakeKeys } from '../../../features/experts/expert-intake-api.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { reviewApi, reviewKeys } from '../../../features/review/review-api.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

/**
 * desk expert/manage: enable and disable experts, one by one or selected together. A disabled expert loses
 * review access at once, and an account made for them is disabled and signed out with them.
 */
export const ExpertManagePage = () => {
  const { t } = useTranslation('experts');
  const queryClient = useQueryClient();
  const list = useListParams(['name', 'status'] as const);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: reviewKeys.experts({ ...params, view: 'manage' }),
    queryFn: () => reviewApi.expertPage(params),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const status = useMutation({
    mutationFn: ({ ids, to }: { ids: string[]; to: ExpertRow['status'] }) => intakeApi.setStatus(ids, to),
    onSuccess: () => {
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: intakeKeys.all });
    },
  });
  const searchValues = useMemo(() => ({ name: list.filters.name }), [list.filters.name]);
  const columns = useMemo<ColumnsType<ExpertRow>>(
    () => [
      { key: 'name', title: t('common.name'), dataIndex: 'name', width: 110 },
      { key: 'title', title: t('common.title'), dataIndex: 'title', width: 100 },
      { key: 'organisation', title: t('common.organisation'), dataIndex: 'organisation', width: 200 },
      {
        key: 'username',
        title: t('account.username'),
        dataIndex: 'username',
        width: 130,
        render: (u: string) => u || t('account.none'),
      },
      {
        key: 'status',
        title: t('common.status'),
        dataIndex: 'status',
        width: 200,
        render: (s: ExpertRow['status'], row) => (
          <Space size={[0, 4]} wrap>
            {s === 'active' ? (
              <Tag color="green">{t('manage.active')}</Tag>
            ) : (
              <Tag>{t('manage.disabled')}</Tag>
            )}
            {row.accessEndsAt && (
              <Tag color="orange">
                {t('manage.accessEnds', { at: formatBeijing(row.accessEndsAt, 'YYYY-MM-DD') })}
              </Tag>
            )}
          </Space>
        ),
      },
      {
        key: 'actions',
        title: t('common.actions'),
        width: 110,
        render: (_, row) =>
          row.status === 'active' ? (
            <Popconfirm
              title={t('manage.disableConfirm')}
              onConfirm={() => status.mutate({ ids: [row.expertId], to: 'disabled' })}
            >
              <Button type="link" size="small" danger>
                {t('manage.disable')}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => status.mutate({ ids: [row.expertId], to: 'active' })}
            >
              {t('manage.enable')}
            </Button>
          ),
      },
    ],
    [t, status],
  );
  return (
    <ListPage
      search={
        <SearchBar<{ name?: string }>
          values={searchValues}
          onSearch={(v) => list.setFilters({ ...list.filters, name: v.name })}
        >
          <Form.Item name="name" label={t('common.name')}>
            <Input allowClear />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<ExpertRow>
        storageKey="expert-manage"
        rowKey="expertId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        toolbar={
          <Space wrap>
            <Segmented
              value={list.filters.status ?? ''}
              onChange={(v) => list.setFilters({ ...list.filters, status: v ? String(v) : undefined })}
              options={[
                { value: '', label: t('common.all') },
                { value: 'active', label: t('manage.active') },
                { value: 'disabled', label: t('manage.disabled') },
              ]}
            />
            <Button
              disabled={!selected.length}
              onClick={() => status.mutate({ ids: selected, to: 'active' })}
            >
              {t('manage.batchEnable')}
            </Button>
            <Popconfirm
              title={t('manage.disableConfirm')}
              onConfirm={() => status.mutate({ ids: selected, to: 'disabled' })}
              disabled={!selected.length}
            >
              <Button danger disabled={!selected.length}>
                {t('manage.batchDisable')}
              </Button>
            </Popconfirm>
          </Space>
        }
      />
    </ListPage>
  );
};
