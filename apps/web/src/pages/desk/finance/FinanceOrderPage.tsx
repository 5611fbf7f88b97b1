import { DownloadOutlined } from '@ant-design/icons';
import { ORDER_STATES, PAYMENT_PROVIDERS, type DeskOrderRow } from '@podium/contracts';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetitionFilter } from '../../../features/finance/CompetitionFilter.tsx';
import { financeApi, financeKeys, formatFen } from '../../../features/finance/finance-api.ts';
import { amountColumn, formatDeskTime, providerLabel } from '../../../features/finance/finance-columns.ts';
import { OrderStateTag } from '../../../features/finance/OrderStateTag.tsx';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { Permission } from '../../../features/permission/Permission.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/organization/organization.css';

const FILTERS = ['competitionId', 'state', 'provider', 'keyword'] as const;
type SearchValues = Partial<Record<(typeof FILTERS)[number], string>>;

/** finance/order: orders in reach (a school its payers', an organiser its competitions'), filters, .xlsx. */
export const FinanceOrderPage = () => {
  const { t } = useTranslation('finance');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: financeKeys.desk(params),
    queryFn: () => financeApi.desk(params),
    placeholderData: keepPreviousData,
  });
  const [form] = Form.useForm<SearchValues>();
  const exporting = useMutation({ mutationFn: () => financeApi.exportDesk(list.filters) });
  const searchValues = useMemo<SearchValues>(() => ({ ...list.filters }), [list.filters]);
  const time = (v: string | null) => (v ? formatDeskTime(v) : '—');
  const columns = useMemo<ColumnsType<DeskOrderRow>>(
    () => [
      { key: 'orderNo', title: t('field.orderNo'), dataIndex: 'orderNo', width: 230 },
      { key: 'competitionName', title: t('field.competition'), dataIndex: 'competitionName', width: 200 },
      { key: 'payerName', title: t('field.payer'), dataIndex: 'payerName', width: 100 },
      { key: 'payerGroupName', title: t('field.school'), dataIndex: 'payerGroupName', width: 140 },
      {
        key: 'lines',
        title: t('field.lines'),
        width: 160,
        render: (_: unknown, row) => row.lines.map((l) => l.description).join(t('listSeparator')),
      },
      amountColumn<DeskOrderRow>(t),
      {
        key: 'paidFen',
        title: t('field.paid'),
        dataIndex: 'paidFen',
        width: 100,
        align: 'right',
        render: (v: number) => formatFen(v),
      },
      {
        key: 'state',
        title: t('field.state'),
        dataIndex: 'state',
        width: 100,
        render: (s: DeskOrderRow['state']) => <OrderStateTag state={s} />,
      },
      {
        key: 'provider',
        title: t('field.provider'),
        dataIndex: 'provider',
        width: 100,
        render: (p: DeskOrderRow['provider']) => providerLabel(t, p) ?? '—',
      },
      { key: 'createdAt', title: t('field.createdAt'), dataIndex: 'createdAt', width: 140, render: time },
      { key: 'paidAt', title: t('field.paidAt'), dataIndex: 'paidAt', width: 140, render: time },
    ],
    [t],
  );
  return (
    <ListPage
      search={
        <SearchBar<SearchValues> form={form} values={searchValues} onSearch={(v) => list.setFilters(v)}>
          <CompetitionFilter />
          <Form.Item name="state" label={t('field.state')}>
            <Select
              allowClear
              placeholder={t('desk.all')}
              options={ORDER_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="provider" label={t('field.provider')}>
            <Select
              allowClear
              placeholder={t('desk.any')}
              options={PAYMENT_PROVIDERS.map((p) => ({ value: p, label: t(`provider.${p}`) }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('desk.keyword')}>
            <Input allowClear />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<DeskOrderRow>
        storageKey="finance-orders"
        rowKey="orderNo"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <Permission list={['finance:export']}>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting.isPending}
              onClick={() => exporting.mutate()}
            >
              {t('desk.export')}
            </Button>
          </Permission>
        }
      />
    </ListPage>
  );
};
