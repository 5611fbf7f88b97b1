import type { AttentionRow } from '@podium/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOLVED_FILTERS, ResolvableTabList, useFinanceTab } from './finance-tab.tsx';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';
import { amountColumn, formatDeskTime, providerLabel } from './finance-columns.ts';

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
  const tab = useFinanceTab(RESOLVED_FILTERS, financeKeys.attention, financeApi.attention);
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
    ],
    [t],
  );
  return (
    <ResolvableTabList
      tab={tab}
      storageKey="finance-attention"
      rowKey="attentionId"
      columns={columns}
      noteHint={t('resolve.noteHint')}
      resolve={financeApi.resolveAttention}
    />
  );
};
