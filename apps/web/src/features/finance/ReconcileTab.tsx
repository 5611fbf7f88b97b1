import type { ReconcileRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Select, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionLink, RowActions } from '../table-kit/RowActions.tsx';
import { FinanceTabList, useFinanceTab } from './finance-tab.tsx';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';
import { formatDeskTime } from './finance-columns.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

const FILTERS = ['resolved'] as const;
const fen = (v: number | null) => (v === null ? '—' : formatFen(v));

/** finance/action's reconciliation: the bill lines and payments that did not match, until resolved. */
export const ReconcileTab = () => {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const client = useQueryClient();
  const tab = useFinanceTab(FILTERS, financeKeys.reconcile, financeApi.reconcile);
  const [resolving, setResolving] = useState<string | null>(null);
  const resolve = useMutation({
    mutationFn: (v: { itemId: string; note: string }) => financeApi.resolveReconcile(v.itemId, v.note),
    onSuccess: async () => {
      void message.success(t('resolve.done'));
      await client.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
  const columns = useMemo<ColumnsType<ReconcileRow>>(
    () => [
      { key: 'day', title: t('reconcile.day'), dataIndex: 'day', width: 110 },
      {
        key: 'problem',
        title: t('reconcile.problem'),
        dataIndex: 'problem',
        width: 160,
        render: (p: ReconcileRow['problem']) => (
          <Tag bordered={false} color="red">
            {t(`reconcile.problems.${p}`)}
          </Tag>
        ),
      },
      {
        key: 'kind',
        title: t('reconcile.kind'),
        dataIndex: 'kind',
        width: 90,
        render: (k: ReconcileRow['kind']) => t(`bill.kinds.${k}`),
      },
      { key: 'reference', title: t('bill.reference'), dataIndex: 'reference', width: 230 },
      { key: 'orderNo', title: t('field.orderNo'), dataIndex: 'orderNo', width: 230 },
      {
        key: 'billFen',
        title: t('reconcile.billFen'),
        dataIndex: 'billFen',
        width: 110,
        align: 'right',
        render: fen,
      },
      {
        key: 'podiumFen',
        title: t('reconcile.podiumFen'),
        dataIndex: 'podiumFen',
        width: 110,
        align: 'right',
        render: fen,
      },
      {
        key: 'resolvedAt',
        title: t('attention.resolved'),
        dataIndex: 'resolvedAt',
        width: 140,
        render: (v: string | null, row) =>
          v ? <Tooltip title={row.resolution}>{formatDeskTime(v)}</Tooltip> : t('attention.open'),
      },
      {
        key: 'actions',
        title: t('desk.actions'),
        width: 90,
        fixed: 'right',
        render: (_: unknown, row) =>
          row.resolvedAt ? null : (
            <RowActions>
              <ActionLink permission={['finance:action']} onClick={() => setResolving(row.itemId)}>
                {t('resolve.action')}
              </ActionLink>
            </RowActions>
          ),
      },
    ],
    [t],
  );
  return (
    <>
      <FinanceTabList
        tab={tab}
        storageKey="finance-reconcile"
        rowKey="itemId"
        columns={columns}
        filters={
          <>
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
          </>
        }
      />
      <ReasonDialog
        recordKey={resolving}
        title={t('resolve.title')}
        okText={t('resolve.action')}
        label={t('resolve.note')}
        extra={t('reconcile.noteHint')}
        requiredMessage={t('resolve.required')}
        onClose={() => setResolving(null)}
        onSubmit={(itemId, note) => resolve.mutateAsync({ itemId, note })}
      />
    </>
  );
};
