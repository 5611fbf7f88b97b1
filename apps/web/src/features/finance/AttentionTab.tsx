import type { AttentionRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Form, Select, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ActionLink, RowActions } from '../table-kit/RowActions.tsx';
import { useTranslation } from 'react-i18next';
import { FinanceTabList, useFinanceTab } from './finance-tab.tsx';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';
import { amountColumn, formatDeskTime, providerLabel } from './finance-columns.ts';

const FILTERS = ['resolved'] as const;

/**
 * Why a provider's word of success was not counted as the order's payment, in the reader's language
 * (the order it belongs to, the amounts, the account it named); null for the other reasons.
 */
const attentionWhy = (t: TFunction<'finance'>, row: AttentionRow): string | null => {
  if (row.reason === 'tradeNoTaken') return t('attention.why.tradeNoTaken', { orderNo: row.heldByOrderNo });
  if (row.reason === 'amountMismatch')
    return t('attention.why.amountMismatch', {
      received: formatFen(row.amountFen),
      due: formatFen(row.orderAmountFen),
    });
  if (row.reason === 'otherAccount') return t('attention.why.otherAccount', { account: row.account });
  return null;
};

/**
 * finance/action's needs-attention tab: money that arrived for a closed or already-paid order, and a
 * provider's word of success that could not be the order's money (the order was left unpaid), with why.
 */
export const AttentionTab = () => {
  const { t } = useTranslation('finance');
  const tab = useFinanceTab(FILTERS, financeKeys.attention, financeApi.attention);
  const { message } = App.useApp();
  const client = useQueryClient();
  const [resolving, setResolving] = useState<AttentionRow | null>(null);
  const resolve = useMutation({
    mutationFn: (v: { attentionId: string; note: string }) =>
      financeApi.resolveAttention(v.attentionId, v.note),
    onSuccess: async () => {
      void message.success(t('resolve.done'));
      await client.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
  const columns = useMemo<ColumnsType<AttentionRow>>(
    () => [
      { key: 'orderNo', title: t('field.orderNo'), dataIndex: 'orderNo', width: 230 },
      {
        key: 'reason',
        title: t('attention.reason'),
        dataIndex: 'reason',
        width: 280,
        render: (r: AttentionRow['reason'], row) => {
          const why = attentionWhy(t, row);
          return (
            <Flex vertical gap={2} align="flex-start">
              <Tag bordered={false} color="red">
                {t(`attention.reasons.${r}`)}
              </Tag>
              {why && <Typography.Text type="secondary">{why}</Typography.Text>}
            </Flex>
          );
        },
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
              <ActionLink permission={['finance:action']} onClick={() => setResolving(row)}>
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
        storageKey="finance-attention"
        rowKey="attentionId"
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
        recordKey={resolving?.attentionId ?? null}
        title={t('resolve.title')}
        okText={t('resolve.action')}
        label={t('resolve.note')}
        extra={t('resolve.noteHint')}
        requiredMessage={t('resolve.required')}
        onClose={() => setResolving(null)}
        onSubmit={(attentionId, note) => resolve.mutateAsync({ attentionId, note })}
      />
    </>
  );
};
