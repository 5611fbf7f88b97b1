import { DownloadOutlined } from '@ant-design/icons';
import { ORDER_STATES, PAYMENT_PROVIDERS, type DeskOrderRow } from '@podium/contracts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetitionFilter } from '../../../features/finance/CompetitionFilter.tsx';
import { financeApi, financeKeys, formatFen } from '../../../features/finance/finance-api.ts';
import { amountColumn, formatDeskTime, providerLabel } from '../../../features/finance/finance-columns.ts';
import { OrderStateTag } from '../../../features/finance/OrderStateTag.tsx';
import { ReasonDialog } from '../../../features/finance/ReasonDialog.tsx';
import { RefundDialog } from '../../../features/finance/RefundDialog.tsx';
import { SchoolOrderButton } from '../../../features/finance/SchoolOrderButton.tsx';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { Permission } from '../../../features/permission/Permission.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { ActionLink, RowActions } from '../../../features/table-kit/RowActions.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/organization/organization.css';
import '../../../features/finance/finance.css';

const FILTERS = ['competitionId', 'state', 'provider', 'keyword'] as const;
/** Orders with money left to give back (the server checks again, line by line). */
const REFUNDABLE = new Set<DeskOrderRow['state']>(['paid', 'partlyRefunded', 'refunding']);
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
  const [refunding, setRefunding] = useState<DeskOrderRow | null>(null);
  const [waiving, setWaiving] = useState<string | null>(null);
  const { message } = App.useApp();
  const client = useQueryClient();
  const waive = useMutation({
    mutationFn: (v: { teamId: string; reason: string }) => financeApi.waive(v.teamId, v.reason),
    onSuccess: async () => {
      void message.success(t('waiver.done'));
      await client.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
  const exporting = useMutation({ mutationFn: () => financeApi.exportDesk(list.filters) });
  const searchValues = useMemo<SearchValues>(() => ({ ...list.filters }), [list.filters]);
  const time = (v: string | null) => (v ? formatDeskTime(v) : '—');
  const columns = useMemo<ColumnsType<DeskOrderRow>>(
    () => [
      { key: 'orderNo', title: t('field.orderNo'), dataIndex: 'orderNo', width: 230 },
      { key: 'competitionName', title: t('field.competition'), dataIndex: 'competitionName', width: 200 },
      {
        key: 'payerName',
        title: t('field.payer'),
        width: 140,
        // A school's order: the school pays; who placed it underneath.
        render: (_: unknown, row) =>
          row.payerSchool ? (
            <>
              <div>{row.payerSchool}</div>
              <div className="finance-placed-by">
                {t('field.placedBy')} {row.payerName}
              </div>
            </>
          ) : (
            row.payerName
          ),
      },
      {
        key: 'payerGroupName',
        title: t('field.school'),
        width: 140,
        render: (_: unknown, row) => (
          <>
            {row.payerGroupName}
            {row.paidBySchool && (
              <Tag color="purple" bordered={false} style={{ marginInlineStart: 4 }}>
                {t('field.paidBySchool')}
              </Tag>
            )}
          </>
        ),
      },
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
      {
        key: 'refundedFen',
        title: t('field.refunded'),
        dataIndex: 'refundedFen',
        width: 100,
        align: 'right',
        render: (v: number) => (v ? formatFen(v) : '—'),
      },
      {
        key: 'actions',
        title: t('desk.actions'),
        width: 90,
        fixed: 'right',
        render: (_: unknown, row) =>
          REFUNDABLE.has(row.state) ? (
            <RowActions>
              <ActionLink permission={['finance:action']} onClick={() => setRefunding(row)}>
                {t('refund.action')}
              </ActionLink>
            </RowActions>
          ) : row.state === 'awaiting' && row.lines.length === 1 ? (
            // A sign-up's own order can be waived; a school's order for many teams is the school's to cancel.
            <RowActions>
              <ActionLink permission={['finance:action']} onClick={() => setWaiving(row.lines[0]!.teamId)}>
                {t('waiver.action')}
              </ActionLink>
            </RowActions>
          ) : null,
      },
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
          <>
            <SchoolOrderButton />
            <Permission list={['finance:export']}>
              <Button
                icon={<DownloadOutlined />}
                loading={exporting.isPending}
                onClick={() => exporting.mutate()}
              >
                {t('desk.export')}
              </Button>
            </Permission>
          </>
        }
      />
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
      <ReasonDialog
        recordKey={waiving}
        title={t('waiver.title')}
        okText={t('waiver.action')}
        label={t('waiver.reason')}
        extra={t('waiver.reasonHint')}
        requiredMessage={t('waiver.required')}
        onClose={() => setWaiving(null)}
        onSubmit={(teamId, reason) => waive.mutateAsync({ teamId, reason })}
      />
    </ListPage>
  );
};
