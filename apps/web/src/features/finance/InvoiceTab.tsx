import { CommonFileApi, fileIdOfUrl, INVOICE_STATES, type InvoiceRow } from '@podium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBinary, saveBinary } from '../../api/download.ts';
import { ActionLink, RowActions } from '../table-kit/RowActions.tsx';
import { FinanceTabList, useFinanceTab } from './finance-tab.tsx';
import { financeApi, financeKeys } from './finance-api.ts';
import { amountColumn, formatDeskTime } from './finance-columns.ts';
import { InvoiceIssueDialog } from './InvoiceIssueDialog.tsx';

const FILTERS = ['state'] as const;

/** Downloads an issued invoice with the caller's token (invoice files are private). */
const openInvoice = async (url: string) => {
  const id = fileIdOfUrl(url);
  if (id) saveBinary(await getBinary(`${CommonFileApi.file}/${id}`));
};

/** finance/action's invoices: those asked for first; issue one with its number and PDF/OFD file. */
export const InvoiceTab = () => {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const client = useQueryClient();
  const tab = useFinanceTab(FILTERS, financeKeys.invoices, financeApi.invoices);
  const [issuing, setIssuing] = useState<InvoiceRow | null>(null);
  const columns = useMemo<ColumnsType<InvoiceRow>>(
    () => [
      { key: 'orderNo', title: t('field.orderNo'), dataIndex: 'orderNo', width: 230 },
      { key: 'title', title: t('invoice.title'), dataIndex: 'title', width: 180 },
      { key: 'taxNo', title: t('invoice.taxNo'), dataIndex: 'taxNo', width: 190 },
      amountColumn<InvoiceRow>(t),
      { key: 'email', title: t('invoice.email'), dataIndex: 'email', width: 180 },
      { key: 'createdAt', title: t('bill.at'), dataIndex: 'createdAt', width: 140, render: formatDeskTime },
      {
        key: 'state',
        title: t('field.state'),
        dataIndex: 'state',
        width: 110,
        render: (s: InvoiceRow['state']) => (
          <Tag bordered={false} color={s === 'issued' ? 'green' : 'gold'}>
            {t(`invoice.states.${s}`)}
          </Tag>
        ),
      },
      { key: 'invoiceNo', title: t('invoice.number'), dataIndex: 'invoiceNo', width: 190 },
      {
        key: 'actions',
        title: t('desk.actions'),
        width: 90,
        fixed: 'right',
        render: (_: unknown, row) => (
          <RowActions>
            {row.state === 'requested' ? (
              <ActionLink permission={['finance:action']} onClick={() => setIssuing(row)}>
                {t('invoice.issue')}
              </ActionLink>
            ) : row.fileUrl ? (
              <Button type="link" size="small" onClick={() => void openInvoice(row.fileUrl!)}>
                {t('transfer.view')}
              </Button>
            ) : null}
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
        storageKey="finance-invoices"
        rowKey="invoiceId"
        columns={columns}
        filters={
          <>
            <Form.Item name="state" label={t('field.state')}>
              <Select
                allowClear
                placeholder={t('desk.any')}
                options={INVOICE_STATES.map((s) => ({ value: s, label: t(`invoice.states.${s}`) }))}
              />
            </Form.Item>
          </>
        }
      />
      <InvoiceIssueDialog
        invoice={issuing}
        onClose={() => setIssuing(null)}
        onSubmit={async (invoiceId, invoiceNo, file) => {
          await financeApi.issueInvoice(invoiceId, invoiceNo, file);
          void message.success(t('invoice.issued'));
          await client.invalidateQueries({ queryKey: financeKeys.all });
        }}
      />
    </>
  );
};
