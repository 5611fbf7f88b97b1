import type { AttentionRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Form, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { financeApi, financeKeys } from '../../../features/finance/finance-api.ts';
import { amountColumn, formatDeskTime, providerLabel } from '../../../features/finance/finance-columns.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/organization/organization.css';

const FILTERS = ['resolved'] as const;
type SearchValues = Partial<Record<(typeof FILTERS)[number], string>>;

/** finance/action: money that arrived for a closed or already-paid order, kept for staff to settle. */
export const FinanceActionPage = () => {
  const { t } = useTranslation('finance');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: financeKeys.attention(params),
    queryFn: () => financeApi.attention(params),
    placeholderData: keepPreviousData,
  });
  const [form] = Form.useForm<SearchValues>();
  const searchValues = useMemo<SearchValues>(() => ({ ...list.filters }), [list.filters]);
  const columns = useMemo<ColumnsType<AttentionRow>>(
    () => [
      { key: 'orderNo', title: t('field.orderNo'), dataIndex: 'orderNo', width: 230 },
      {
        key: 'reason',
        title: t('attention.reason'),
        dataIndex: 'reason',
        width: 200,
        render: (r: AttentionRow['reason']) => (
          <Tag bordered={false} color="red">
            {t(`attention.reasons.${r}`)}
          </Tag>
        ),
      },
      amountColumn<AttentionRow>(t),
      {
        key: 'provider',
        title: t('field.provider'),
        dataIndex: 'provider',
        width: 100,
        render: (p: string) => providerLabel(t, p) ?? p,
      },
      { key: 'tradeNo', title: t('bill.reference'), dataIndex: 'tradeNo', width: 230 },
      {
        key: 'createdAt',
        title: t('bill.at'),
        dataIndex: 'createdAt',
        width: 140,
        render: formatDeskTime,
      },
      {
        key: 'resolvedAt',
        title: t('attention.resolved'),
        dataIndex: 'resolvedAt',
        width: 140,
        render: (v: string | null) => (v ? formatDeskTime(v) : t('attention.open')),
      },
    ],
    [t],
  );
  return (
    <ListPage
      search={
        <SearchBar<SearchValues> form={form} values={searchValues} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="resolved" label={t('attention.resolved')}>
            <Select
              allowClear
              placeholder={t('desk.any')}
              options={[
                { value: 'no', label: t('attention.open') },
                { value: 'yes', label: t('attention.done') },
              ]}
            />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<AttentionRow>
        storageKey="finance-attention"
        rowKey="attentionId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
      />
    </ListPage>
  );
};
