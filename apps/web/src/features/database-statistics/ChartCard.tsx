import type { StatisticsBar } from '@podium/contracts';
import { Button, Card, Empty, Spin, Table } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ChartCardProps = {
  title: string;
  empty: boolean;
  chart: ReactNode;
  /** A bar chart's bars: it can also be read as a table whose names open the list behind them. */
  rows?: StatisticsBar[];
  onPick?: (bar: StatisticsBar) => void;
  /** A chart that is not one series of bars brings its own table. */
  table?: ReactNode;
  /** Why there is nothing to draw, when it is not "no data in the range". */
  emptyText?: string;
};

/** A chart in its card; bar charts switch to a table, for keyboards, screen readers and exact figures. */
export const ChartCard = ({ title, empty, chart, rows, onPick, table, emptyText }: ChartCardProps) => {
  const { t } = useTranslation('databaseStatistics');
  const [asTable, setAsTable] = useState(false);
  const switcher =
    (rows || table) && !empty ? (
      <Button type="link" size="small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
        {asTable ? t('chart.asChart') : t('chart.asTable')}
      </Button>
    ) : null;
  return (
    <Card size="small" title={title} extra={switcher} className="statistics-card">
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('chart.empty')} />
      ) : asTable && table ? (
        table
      ) : asTable && rows ? (
        <Table<StatisticsBar>
          size="small"
          rowKey={(r) => r.id ?? r.label}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={rows}
          aria-label={title}
          columns={[
            {
              key: 'label',
              title,
              render: (_: unknown, r) =>
                onPick && r.id ? (
                  <Button type="link" size="small" className="statistics-drill" onClick={() => onPick(r)}>
                    {r.label}
                  </Button>
                ) : (
                  r.label
                ),
            },
            { key: 'value', title: t('chart.count'), dataIndex: 'value', align: 'right', width: 100 },
          ]}
        />
      ) : (
        <Suspense fallback={<Spin />}>{chart}</Suspense>
      )}
    </Card>
  );
};
