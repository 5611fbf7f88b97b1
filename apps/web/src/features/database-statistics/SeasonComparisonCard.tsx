import type { KpiKey, SeasonFigures } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Table } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { statisticsApi, statisticsKeys } from './statistics-api.ts';

const StatisticsChart = lazy(() =>
  import('./StatisticsChart.tsx').then((m) => ({ default: m.StatisticsChart })),
);

/** The figures compared season by season, in the order of the key-number cards. */
const COMPARED: { key: Exclude<KpiKey, 'scoresDone' | 'scoresAssigned'>; money?: boolean }[] = [
  { key: 'signUps' },
  { key: 'people' },
  { key: 'schools' },
  { key: 'works' },
  { key: 'awards' },
  { key: 'certificates' },
  { key: 'revenueFen', money: true },
];

const seasonLabel = (s: SeasonFigures) => `${s.year}${s.season ? ` ${s.season}` : ''}`;

/** "+12.5 %" / "-3 %" / "—" (nothing to divide by), the sign written out so colour is not the only signal. */
const changeOf = (now: number, before: number) => {
  if (before === 0) return '—';
  const percent = Math.round(((now - before) / before) * 1000) / 10;
  return `${percent > 0 ? '+' : ''}${percent} %`;
};

type Row = { key: (typeof COMPARED)[number]['key']; label: string; values: number[]; money?: boolean };

/**
 * Season over season for the chosen competition: its key numbers beside the seasons it was copied from, and
 * the sign-ups so far by day since sign-up opened, so an organiser sees early whether this year runs ahead.
 */
export const SeasonComparisonCard = ({
  competitionId,
  locale,
}: {
  competitionId: string;
  locale: 'zh' | 'en';
}) => {
  const { t } = useTranslation('databaseStatistics');
  const seasons = useQuery({
    queryKey: statisticsKeys.seasons(competitionId),
    queryFn: () => statisticsApi.seasons(competitionId),
  });
  const list = seasons.data?.seasons ?? [];
  if (seasons.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (list.length < 2)
    return list.length === 1 ? <Alert type="info" showIcon message={t('seasons.none')} /> : null;

  const rows: Row[] = COMPARED.map(({ key, money }) => ({
    key,
    label: t(`kpi.${key}`),
    money,
    values: list.map((s) => s.kpis[key] ?? 0),
  }));
  const shown = (row: Row, value: number) => (row.money ? (Math.round(value) / 100).toFixed(2) : value);
  const days = Math.max(...list.map((s) => s.cumulative.length));
  return (
    <Card size="small" title={t('seasons.title')} className="statistics-seasons">
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="key"
        scroll={{ x: 'max-content' }}
        aria-label={t('seasons.title')}
        dataSource={rows}
        columns={[
          { key: 'label', title: t('seasons.metric'), dataIndex: 'label', fixed: 'left' },
          ...list.map((season, i) => ({
            key: season.competitionId,
            title: (
              <span title={season.openedOn ? t('seasons.opened', { day: season.openedOn }) : undefined}>
                {seasonLabel(season)}
              </span>
            ),
            align: 'right' as const,
            render: (_: unknown, row: Row) => shown(row, row.values[i]!),
          })),
          {
            key: 'change',
            title: t('seasons.change'),
            align: 'right' as const,
            render: (_: unknown, row: Row) => changeOf(row.values[0]!, row.values[1]!),
          },
        ]}
      />
      {days > 0 ? (
        <Suspense fallback={<Skeleton active />}>
          <StatisticsChart
            title={t('seasons.line')}
            kind="line"
            locale={locale}
            categories={Array.from({ length: days }, (_, day) => t('seasons.day', { day }))}
            series={list.map((season) => ({ name: seasonLabel(season), values: season.cumulative }))}
          />
        </Suspense>
      ) : null}
    </Card>
  );
};
