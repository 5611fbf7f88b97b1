import type { ExpertStatistics, ReviewStatistics } from '@podium/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Empty, Progress, Spin, Statistic, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeApi, outcomeKeys } from '../../../features/review-outcomes/outcome-api.ts';
import { StagePicker } from '../../../features/review/StagePicker.tsx';
import { useStagePicker } from '../../../features/review/useStagePicker.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import '../../../features/review-outcomes/review-outcomes.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

// The charting library loads with this page only, and after the numbers are on screen.
const HistogramChart = lazy(() =>
  import('../../../features/review-outcomes/ScoreCharts.tsx').then((m) => ({ default: m.HistogramChart })),
);
const LeniencyChart = lazy(() =>
  import('../../../features/review-outcomes/ScoreCharts.tsx').then((m) => ({ default: m.LeniencyChart })),
);

type GroupRow = ReviewStatistics['groups'][number];
type Outlier = ReviewStatistics['outliers'][number];

const done = (c: { submitted: number; abstained: number; assigned: number; draft: number }) => {
  const all = c.submitted + c.abstained + c.assigned + c.draft;
  return all ? Math.round(((c.submitted + c.abstained) / all) * 100) : 0;
};

/** review/statistics: progress by group and expert, score distribution, leniency and outliers; export. */
export const ReviewStatisticsPage = () => {
  const { t } = useTranslation('reviewOutcome');
  const stage = useStagePicker();
  const stageId = stage.value;
  const stats = useListQuery({
    queryKey: outcomeKeys.statistics(stageId ?? ''),
    queryFn: () => outcomeApi.statistics(stageId!),
    enabled: !!stageId,
  });
  const exportFile = useMutation({ mutationFn: () => outcomeApi.exportStatistics(stageId!) });
  const s = stats.data;

  const counts = useMemo(
    () =>
      [
        { key: 'assigned', title: t('statistics.assigned') },
        { key: 'draft', title: t('statistics.draft') },
        { key: 'submitted', title: t('statistics.submitted') },
        { key: 'abstained', title: t('statistics.abstained') },
      ] as const,
    [t],
  );
  const expertColumns: ColumnsType<ExpertStatistics> = useMemo(
    () => [
      { key: 'expert', title: t('columns.expert'), dataIndex: 'expertName', width: 120 },
      {
        key: 'group',
        title: t('statistics.byGroup'),
        width: 120,
        render: (_: unknown, r) => r.groupName || t('statistics.ungrouped'),
      },
      ...counts.map((c) => ({ key: c.key, title: c.title, dataIndex: c.key, width: 80 })),
      {
        key: 'completion',
        title: t('statistics.completion'),
        width: 140,
        render: (_: unknown, r: ExpertStatistics) => <Progress percent={done(r)} size="small" />,
      },
      { key: 'mean', title: t('statistics.mean'), dataIndex: 'mean', width: 90 },
      {
        key: 'leniency',
        title: <Tooltip title={t('statistics.leniencyHint')}>{t('statistics.leniency')}</Tooltip>,
        width: 100,
        render: (_: unknown, r) =>
          r.leniency === null ? '—' : <Tag color={r.leniency >= 0 ? 'orange' : 'blue'}>{r.leniency}</Tag>,
      },
    ],
    [t, counts],
  );

  return (
    <ListPage search={<StagePicker {...stage} />}>
      {!s ? (
        stats.isFetching ? (
          <Spin />
        ) : (
          <Empty />
        )
      ) : (
        <>
          <div className="outcome-counts">
            <Statistic title={t('statistics.entries')} value={s.overall.entries} />
            {counts.map((c) => (
              <Statistic key={c.key} title={c.title} value={s.overall[c.key]} />
            ))}
            <Statistic title={t('statistics.completion')} value={done(s.overall)} suffix="%" />
          </div>
          <div className="outcome-cards">
            <Card size="small" title={t('statistics.byGroup')}>
              <Table<GroupRow>
                size="small"
                rowKey="groupName"
                pagination={false}
                dataSource={s.groups}
                scroll={{ x: 'max-content' }}
                columns={[
                  {
                    key: 'group',
                    title: t('statistics.byGroup'),
                    render: (_: unknown, r) => r.groupName || t('statistics.ungrouped'),
                  },
                  ...counts.map((c) => ({ key: c.key, title: c.title, dataIndex: c.key })),
                  {
                    key: 'completion',
                    title: t('statistics.completion'),
                    render: (_: unknown, r: GroupRow) => `${done(r)}%`,
                  },
                ]}
              />
            </Card>
            <Card size="small" title={t('statistics.distribution')}>
              <Suspense fallback={<Spin />}>
                <HistogramChart stats={s} name={t('statistics.count')} />
              </Suspense>
              <div className="outcome-hint">{t('statistics.distributionHint', { max: s.maxTotal })}</div>
            </Card>
            <Card size="small" title={t('statistics.leniency')}>
              <Suspense fallback={<Spin />}>
                <LeniencyChart stats={s} name={t('statistics.leniency')} />
              </Suspense>
              <div className="outcome-hint">{t('statistics.leniencyHint')}</div>
            </Card>
            <Card size="small" title={`${t('statistics.outliers')} (${s.outliers.length})`}>
              <Table<Outlier>
                size="small"
                rowKey={(r) => `${r.entryId}/${r.expertName}`}
                pagination={{ pageSize: 5, hideOnSinglePage: true }}
                dataSource={s.outliers}
                scroll={{ x: 'max-content' }}
                columns={[
                  { key: 'team', title: t('columns.team'), dataIndex: 'teamName' },
                  { key: 'expert', title: t('columns.expert'), dataIndex: 'expertName' },
                  { key: 'total', title: t('columns.score'), dataIndex: 'total' },
                  { key: 'others', title: t('statistics.othersMean'), dataIndex: 'othersMean' },
                  { key: 'deviation', title: t('statistics.deviation'), dataIndex: 'deviation' },
                ]}
              />
              <div className="outcome-hint">{t('statistics.outliersHint')}</div>
            </Card>
          </div>
        </>
      )}
      <ListTable<ExpertStatistics>
        storageKey="review-statistics-experts"
        rowKey="expertId"
        columns={expertColumns}
        rows={s?.experts}
        loading={stats.isFetching}
        toolbar={
          <Button disabled={!stageId} loading={exportFile.isPending} onClick={() => exportFile.mutate()}>
            {t('statistics.export')}
          </Button>
        }
      />
    </ListPage>
  );
};
