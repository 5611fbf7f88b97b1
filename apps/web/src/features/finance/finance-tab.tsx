import type { PageResult } from '@podium/contracts';
import { keepPreviousData, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, type ReactNode } from 'react';
import { SearchBar } from '../organization/SearchBar.tsx';
import { ListTable } from '../table-kit/ListTable.tsx';
import { useListQuery } from '../table-kit/list-query.ts';
import { useListParams } from '../table-kit/useListParams.ts';
import { financeKeys } from './finance-api.ts';
import '../organization/organization.css';

type TabParams = Record<string, string | number | undefined>;

/**
 * The list every finance/action tab shows (transfers, refunds to approve, needs attention, reconciliation,
 * discount codes, invoices): filters in the address, a page of rows asked for with them, the filter form,
 * and `done(text)` — the toast and a refresh of every finance query after a row's action.
 */
export const useFinanceTab = <Row, K extends string>(
  filters: readonly K[],
  key: (params: TabParams) => QueryKey,
  fetch: (params: TabParams) => Promise<PageResult<Row>>,
) => {
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListParams(filters);
  const params: TabParams = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: key(params),
    queryFn: () => fetch(params),
    placeholderData: keepPreviousData,
  });
  const [form] = Form.useForm<Partial<Record<K, string>>>();
  const searchValues = useMemo(() => ({ ...list.filters }), [list.filters]);
  const refresh = () => client.invalidateQueries({ queryKey: financeKeys.all });
  const done = (text: string) => async () => {
    void message.success(text);
    await refresh();
  };
  return { list, page, form, searchValues, refresh, done };
};

/** The tab's filter form (its fields as children) above its table, with the toolbar when given. */
export const FinanceTabList = <Row extends object, K extends string>({
  tab,
  storageKey,
  rowKey,
  columns,
  filters,
  toolbar,
}: {
  tab: ReturnType<typeof useFinanceTab<Row, K>>;
  storageKey: string;
  rowKey: keyof Row & string;
  columns: ColumnsType<Row>;
  filters: ReactNode;
  toolbar?: ReactNode;
}) => (
  <>
    <SearchBar<Partial<Record<K, string>>>
      form={tab.form}
      values={tab.searchValues as Partial<Record<K, string>>}
      onSearch={(v) => tab.list.setFilters(v)}
    >
      {filters}
    </SearchBar>
    <ListTable<Row>
      storageKey={storageKey}
      rowKey={rowKey}
      columns={columns}
      rows={tab.page.data?.rows}
      loading={tab.page.isFetching}
      paging={tab.list}
      total={tab.page.data?.total}
      toolbar={toolbar}
    />
  </>
);
