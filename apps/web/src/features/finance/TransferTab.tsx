import { CommonFileApi, fileIdOfUrl, TRANSFER_STATES, type DeskTransferRow } from '@podium/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Popconfirm, Select, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBinary, saveBinary } from '../../api/download.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { Permission } from '../permission/Permission.tsx';
import { RowActions } from '../table-kit/RowActions.tsx';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';
import { amountColumn, formatDeskTime } from './finance-columns.ts';
import { FinanceTabList, useFinanceTab } from './finance-tab.tsx';

const FILTERS = ['state'] as const;
const COLORS = { submitted: 'orange', confirmed: 'green', rejected: 'default' } as const;

/** Downloads a voucher with the caller's token (vouchers are private). */
const openVoucher = async (url: string) => {
  const id = fileIdOfUrl(url);
  if (id) saveBinary(await getBinary(`${CommonFileApi.file}/${id}`));
};

/**
 * finance/action's transfer tab: vouchers waiting first. Confirm (the order becomes paid, one payment row)
 * or reject with the reason the payer reads.
 */
export const TransferTab = () => {
  const { t } = useTranslation('finance');
  const tab = useFinanceTab(FILTERS, financeKeys.transfers, financeApi.transfers);
  const { done } = tab;
  const [rejecting, setRejecting] = useState<DeskTransferRow | null>(null);
  const confirm = useMutation({
    mutationFn: (transferId: string) => financeApi.confirmTransfer(transferId),
    onSuccess: done(t('transfer.confirmed')),
  });
  const reject = useMutation({
    mutationFn: (v: { transferId: string; reason: string }) =>
      financeApi.rejectTransfer(v.transferId, v.reason),
    onSuccess: done(t('transfer.rejectedDone')),
  });
  const columns = useMemo<ColumnsType<DeskTransferRow>>(
    () => [
      { key: 'orderNo', title: t('field.orderNo'), dataIndex: 'orderNo', width: 230 },
      { key: 'competitionName', title: t('field.competition'), dataIndex: 'competitionName', width: 180 },
      { key: 'payerName', title: t('field.payer'), dataIndex: 'payerName', width: 100 },
      { key: 'payerGroupName', title: t('field.school'), dataIndex: 'payerGroupName', width: 140 },
      amountColumn<DeskTransferRow>(t),
      {
        key: 'fileUrl',
        title: t('transfer.voucher'),
        dataIndex: 'fileUrl',
        width: 96,
        render: (url: string) => (
          <Button type="link" size="small" onClick={() => void openVoucher(url)}>
            {t('transfer.view')}
          </Button>
        ),
      },
      {
        key: 'state',
        title: t('field.state'),
        dataIndex: 'state',
        width: 100,
        render: (s: DeskTransferRow['state'], row) => (
          <Tooltip title={row.rejectReason || undefined}>
            <Tag bordered={false} color={COLORS[s]}>
              {t(`transfer.states.${s}`)}
            </Tag>
          </Tooltip>
        ),
      },
      { key: 'decidedBy', title: t('refund.decidedBy'), dataIndex: 'decidedBy', width: 120 },
      { key: 'createdAt', title: t('bill.at'), dataIndex: 'createdAt', width: 140, render: formatDeskTime },
      {
        key: 'actions',
        title: t('desk.actions'),
        width: 150,
        fixed: 'right',
        render: (_: unknown, row) =>
          row.state === 'submitted' ? (
            <Permission list={['finance:action']}>
              <RowActions>
                <Popconfirm
                  title={t('transfer.confirmAsk', { amount: formatFen(row.amountFen) })}
                  onConfirm={() => confirm.mutate(row.transferId)}
                >
                  <Button type="link" size="small">
                    {t('transfer.confirm')}
                  </Button>
                </Popconfirm>
                <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
                  {t('transfer.reject')}
                </Button>
              </RowActions>
            </Permission>
          ) : null,
      },
    ],
    [t, confirm],
  );
  return (
    <>
      <FinanceTabList
        tab={tab}
        storageKey="finance-transfers"
        rowKey="transferId"
        columns={columns}
        filters={
          <Form.Item name="state" label={t('field.state')}>
            <Select
              allowClear
              placeholder={t('desk.any')}
              options={TRANSFER_STATES.map((s) => ({ value: s, label: t(`transfer.states.${s}`) }))}
            />
          </Form.Item>
        }
      />
      <ReasonDialog
        recordKey={rejecting?.transferId ?? null}
        title={t('transfer.rejectTitle')}
        okText={t('transfer.reject')}
        label={t('transfer.rejectReason')}
        requiredMessage={t('transfer.rejectRequired')}
        onClose={() => setRejecting(null)}
        onSubmit={(transferId, reason) => reject.mutateAsync({ transferId, reason })}
      />
    </>
  );
};
