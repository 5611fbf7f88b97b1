import { TOTAL_GROUPINGS, type TotalRow } from '@podium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Segmented, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { pickerToDay } from '../beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { financeApi, financeKeys, formatFen } from './finance-api.ts';

type Grouping = (typeof TOTAL_GROUPINGS)[number];

const fen = (v: number) => formatFen(v);

/**
 * finance/list's totals tab: money in (payments) and out (refunds) per competition, paying school or day,
 * over an optional date range, with the sum of every row at the foot.
 */
export const TotalsTab = () => {
  const { t } = useTranslation('finance');
  const [by, setBy] = useState<Grouping>('competition');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const params = {
    by,
    from: pickerToDay(range?.[0]),
    to: pickerToDay(range?.[1]),
  };
  const totals = useQuery({
    queryKey: financeKeys.totals(params),
    queryFn: () => financeApi.totals(params),
    placeholderData: keepPreviousData,
  });
  const rows = totals.data ?? [];
  const columns = useMemo<ColumnsType<TotalRow>>(
    () => [
      { key: 'label', title: t(`totals.by.${by}`), dataIndex: 'label', render: (v: string) => v || '—' },
      { key: 'payments', title: t('totals.payments'), dataIndex: 'payments', align: 'right', width: 100 },
      {
        key: 'paidFen',
        title: t('totals.paid'),
        dataIndex: 'paidFen',
        align: 'right',
        width: 130,
        render: fen,
      },
      { key: 'refunds', title: t('totals.refunds'), dataIndex: 'refunds', align: 'right', width: 100 },
      {
        key: 'refundedFen',
        title: t('totals.refunded'),
        dataIndex: 'refundedFen',
        align: 'right',
        width: 130,
        render: fen,
      },
      { key: 'netFen', title: t('totals.net'), dataIndex: 'netFen', align: 'right', width: 130, render: fen },
    ],
    [t, by],
  );
  const sum = (pick: (r: TotalRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Form layout="inline">
        <Form.Item label={t('totals.group')}>
          <Segmented<Grouping>
            value={by}
            onChange={setBy}
            options={TOTAL_GROUPINGS.map((g) => ({ value: g, label: t(`totals.by.${g}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('totals.range')}>
          <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} allowEmpty={[true, true]} />
        </Form.Item>
      </Form>
      <Table<TotalRow>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={totals.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="finance-totals"
        summary={() =>
          rows.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('totals.sum')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {sum((r) => r.payments)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {fen(sum((r) => r.paidFen))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {sum((r) => r.refunds)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {fen(sum((r) => r.refundedFen))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {fen(sum((r) => r.netFen))}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Space>
  );
};
