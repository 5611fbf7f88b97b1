import { REFUND_STATES, type DeskRefundRow } from '@podium/contracts';
import { Button, Form, Input, Popconfirm, Select, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from './ReasonDialog.tsx';
import { Permission } from '../permission/Permission.tsx';
import { RowActions } from '../table-kit/RowActions.tsx';
import { FinanceTabList, useFinanceTab } from './finance-tab.tsx';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';
import { amountColumn, formatDeskTime, providerLabel } from './finance-columns.ts';
import { useRefundMutation } from './useRefundMutation.ts';

const FILTERS = ['state', 'orderNo'] as const;

const STATE_COLORS: Record<DeskRefundRow['state'], string> = {
  awaitingApproval: 'orange',
  requested: 'blue',
  declined: 'default',
  succeeded: 'green',
  failed: 'red',
};

/**
 * finance/action's refund tab: refunds awaiting a second finance person first. Approve (never one's own
 * request: the server refuses it too), decline with a reason, or ask the provider again about one it has
 * not answered (same request number).
 */
export const RefundApprovalTab = () => {
  const { t } = useTranslation('finance');
  const tab = useFinanceTab(FILTERS, financeKeys.refunds, financeApi.refunds);
  const [declining, setDeclining] = useState<DeskRefundRow | null>(null);
  const approve = useRefundMutation((refundId: string) => financeApi.approveRefund(refundId));
  const retry = useRefundMutation((refundId: string) => financeApi.retryRefund(refundId));
  const decline = useRefundMutation((v: { refundId: string; reason: string }) =>
    financeApi.declineRefund(v.refundId, v.reason),
  );
  const columns = useMemo<ColumnsType<DeskRefundRow>>(
    () => [
      { key: 'orderNo', title: t('field.orderNo'), dataIndex: 'orderNo', width: 230 },
      { key: 'competitionName', title: t('field.competition'), dataIndex: 'competitionName', width: 180 },
      { key: 'payerName', title: t('field.payer'), dataIndex: 'payerName', width: 100 },
      { key: 'lineDescription', title: t('refund.line'), dataIndex: 'lineDescription', width: 140 },
      amountColumn<DeskRefundRow>(t),
      { key: 'reason', title: t('refund.reason'), dataIndex: 'reason', width: 180 },
      {
        key: 'state',
        title: t('field.state'),
        dataIndex: 'state',
        width: 110,
        render: (s: DeskRefundRow['state'], row) => (
          <Tooltip title={row.failReason || row.decisionNote || undefined}>
            <Tag bordered={false} color={STATE_COLORS[s]}>
              {t(`refund.states.${s}`)}
            </Tag>
          </Tooltip>
        ),
      },
      {
        key: 'provider',
        title: t('field.provider'),
        dataIndex: 'provider',
        width: 100,
        render: (p: string) => providerLabel(t, p) ?? p,
      },
      { key: 'requestedBy', title: t('refund.requestedBy'), dataIndex: 'requestedBy', width: 100 },
      { key: 'decidedBy', title: t('refund.decidedBy'), dataIndex: 'decidedBy', width: 120 },
      { key: 'createdAt', title: t('bill.at'), dataIndex: 'createdAt', width: 140, render: formatDeskTime },
      {
        key: 'actions',
        title: t('desk.actions'),
        width: 150,
        fixed: 'right',
        render: (_: unknown, row) => (
          <Permission list={['finance:action']}>
            <RowActions>
              {row.state === 'awaitingApproval' && (
                <>
                  <Tooltip title={row.requestedByMe ? t('refund.notYourself') : undefined}>
                    <Popconfirm
                      title={t('refund.approveConfirm', { amount: formatFen(row.amountFen) })}
                      disabled={row.requestedByMe}
                      onConfirm={() => approve.mutate(row.refundId)}
                    >
                      <Button type="link" size="small" disabled={row.requestedByMe}>
                        {t('refund.approve')}
                      </Button>
                    </Popconfirm>
                  </Tooltip>
                  <Button type="link" size="small" danger onClick={() => setDeclining(row)}>
                    {t('refund.decline')}
                  </Button>
                </>
              )}
              {row.state === 'requested' && (
                <Button type="link" size="small" onClick={() => retry.mutate(row.refundId)}>
                  {t('refund.retry')}
                </Button>
              )}
            </RowActions>
          </Permission>
        ),
      },
    ],
    [t, approve, retry],
  );
  return (
    <>
      <FinanceTabList
        tab={tab}
        storageKey="finance-refunds"
        rowKey="refundId"
        columns={columns}
        filters={
          <>
            <Form.Item name="state" label={t('field.state')}>
              <Select
                allowClear
                placeholder={t('desk.any')}
                options={REFUND_STATES.map((s) => ({ value: s, label: t(`refund.states.${s}`) }))}
              />
            </Form.Item>
            <Form.Item name="orderNo" label={t('field.orderNo')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
      />
      <ReasonDialog
        recordKey={declining?.refundId ?? null}
        title={t('refund.declineTitle')}
        okText={t('refund.decline')}
        label={t('refund.declineReason')}
        requiredMessage={t('refund.declineRequired')}
        onClose={() => setDeclining(null)}
        onSubmit={(refundId, reason) => decline.mutateAsync({ refundId, reason })}
      />
    </>
  );
};
