import { BILL_KINDS, type BillRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetitionFilter } from './CompetitionFilter.tsx';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';
import { formatDeskTime, providerLabel } from './finance-columns.ts';
import { SearchBar } from '../organization/SearchBar.tsx';
import { ListTable } from '../table-kit/ListTable.tsx';
import { useListQuery } from '../table-kit/list-query.ts';
import { useListParams } from '../table-kit/useListParams.ts';
import '../organization/organization.css';

const FILTERS = ['competitionId', 'kind', 'keyword'] as const;
type SearchValues = Partial<Record<(typeof FILTERS)[number], string>>;

/** finance/list's bill tab: every payment and refund of the orders in reach, each a row of its own. */
export const BillTab = () => {
  const { t } = useTranslation('finance');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: financeKeys.bills(params),
    queryFn: () => financeApi.bills(params),
    placeholderData: keepPreviousData,
  });
  const [form] = Form.useForm<SearchValues>();
  const searchValues = useMemo<SearchValues>(() => ({ ...list.filters }), [list.filters]);
  const columns = useMemo<ColumnsType<BillRow>>(
    () => [
      {
        key: 'kind',
        title: t('bill.kind'),
        dataIndex: 'kind',
        width: 90,
        render: (k: BillRow['kind']) => (
          <Tag bordered={false} color={k === 'payment' ? 'green' : 'orange'}>
            {t(`bill.kinds.${k}`)}
          </Tag>
        ),
      },
      { key: 'orderNo', title: t('field.orderNo'), dataIndex: 'orderNo', width: 230 },
      { key: 'reference', title: t('bill.reference'), dataIndex: 'reference', width: 220 },
      {
        key: 'amountFen',
        title: t('field.amount'),
        dataIndex: 'amountFen',
        width: 100,
        align: 'right',
        render: (v: number, row) => (row.kind === 'refund' ? `-${formatFen(v)}` : formatFen(v)),
      },
      {
        key: 'provider',
        title: t('field.provider'),
        dataIndex: 'provider',
        width: 100,
        render: (p: string) => providerLabel(t, p) ?? (p || '—'),
      },
      {
        key: 'state',
        title: t('field.state'),
        dataIndex: 'state',
        width: 100,
        render: (s: string) => t(`bill.states.${s}`, s),
      },
      { key: 'competitionName', title: t('field.competition'), dataIndex: 'competitionName', width: 200 },
      { key: 'payerName', title: t('field.payer'), dataIndex: 'payerName', width: 100 },
      {
        key: 'at',
        title: t('bill.at'),
        dataIndex: 'at',
        width: 140,
        render: formatDeskTime,
      },
    ],
    [t],
  );
  return (
    <>
      <SearchBar<SearchValues> form={form} values={searchValues} onSearch={(v) => list.setFilters(v)}>
        <CompetitionFilter />
        <Form.Item name="kind" label={t('bill.kind')}>
          <Select
            allowClear
            placeholder={t('desk.any')}
            options={BILL_KINDS.map((k) => ({ value: k, label: t(`bill.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('desk.keyword')}>
          <Input allowClear />
        </Form.Item>
      </SearchBar>
      <ListTable<BillRow>
        storageKey="finance-bills"
        rowKey="billId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
      />
    </>
  );
};
