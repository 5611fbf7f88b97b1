import type { PageResult } from '@podium/contracts';
import { keepPreviousData, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, Form, Select, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../organization/SearchBar.tsx';
import { ListTable } from '../table-kit/ListTable.tsx';
import { useListQuery } from '../table-kit/list-query.ts';
import { ActionLink, RowActions } from '../table-kit/RowActions.tsx';
import { useListParams } from '../table-kit/useListParams.ts';
import { financeKeys } from './finance-api.ts';
import { formatDeskTime } from './finance-columns.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
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

/** The filter of the tabs whose rows are resolved with a note: open or resolved. */
export const RESOLVED_FILTERS = ['resolved'] as const;

/** A row that stays open until someone resolves it with a note (needs attention, reconciliation). */
type Resolvable = { resolvedAt: string | null; resolution: string };

/**
 * The list of a tab whose rows are resolved with a note (needs attention, reconciliation): the tab's own
 * columns, then when each was resolved (the note on hover) and its "resolve" action; the open/resolved
 * filter; the note dialog, and the toast and refresh once the server took the note.
 */
export const ResolvableTabList = <Row extends Resolvable>({
  tab,
  storageKey,
  rowKey,
  columns,
  noteHint,
  resolve,
}: {
  tab: ReturnType<typeof useFinanceTab<Row, (typeof RESOLVED_FILTERS)[number]>>;
  storageKey: string;
  /** The row's id field, the one `resolve` is called with. */
  rowKey: keyof Row & string;
  columns: ColumnsType<Row>;
  /** What the note should say, under its field. */
  noteHint: string;
  resolve: (id: string, note: string) => Promise<unknown>;
}) => {
  const { t } = useTranslation('finance');
  const [resolving, setResolving] = useState<string | null>(null);
  const resolution = useMutation({
    mutationFn: (v: { id: string; note: string }) => resolve(v.id, v.note),
    onSuccess: tab.done(t('resolve.done')),
  });
  const withResolution = useMemo<ColumnsType<Row>>(
    () => [
      ...columns,
      {
        key: 'resolvedAt',
        title: t('attention.resolved'),
        dataIndex: 'resolvedAt',
        width: 140,
        render: (v: string | null, row) =>
          v ? (
            <Tooltip title={row.resolution || undefined}>{formatDeskTime(v)}</Tooltip>
          ) : (
            t('attention.open')
          ),
      },
      {
        key: 'actions',
        title: t('desk.actions'),
        width: 90,
        fixed: 'right',
        render: (_: unknown, row) =>
          row.resolvedAt ? null : (
            <RowActions>
              <ActionLink permission={['finance:action']} onClick={() => setResolving(String(row[rowKey]))}>
                {t('resolve.action')}
              </ActionLink>
            </RowActions>
          ),
      },
    ],
    [columns, rowKey, t],
  );
  return (
    <>
      <FinanceTabList
        tab={tab}
        storageKey={storageKey}
        rowKey={rowKey}
        columns={withResolution}
        filters={
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
        }
      />
      <ReasonDialog
        recordKey={resolving}
        title={t('resolve.title')}
        okText={t('resolve.action')}
        label={t('resolve.note')}
        extra={noteHint}
        requiredMessage={t('resolve.required')}
        onClose={() => setResolving(null)}
        onSubmit={(id, note) => resolution.mutateAsync({ id, note })}
      />
    </>
  );
};
