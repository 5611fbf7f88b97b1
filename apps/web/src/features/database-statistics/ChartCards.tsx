import type { StatisticsBar, StatisticsCharts } from '@podium/contracts';
import { Button, Table } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './ChartCard.tsx';

// The charting library loads with the statistics page only, after the key numbers are on screen.
const StatisticsChart = lazy(() =>
  import('./StatisticsChart.tsx').then((m) => ({
    default: m.StatisticsChart,
  })),
);

type ExpertGroupProgress = StatisticsCharts['reviewByExpertGroup'][number];

/**
 * Review progress per expert group, each group's experts under it: one bar per line, done and not done
 * stacked (the whole bar is what was assigned); a click on a group or an expert opens its distribution list.
 */
const expertGroupLines = (groups: ExpertGroupProgress[]) =>
  groups.flatMap((group) => [
    { group, label: group.label, done: group.done, assigned: group.assigned, expert: false },
    ...group.experts.map((e) => ({
      group,
      label: `· ${e.label}`,
      done: e.done,
      assigned: e.assigned,
      expert: true,
    })),
  ]);

type ChartCardsProps = {
  data: StatisticsCharts;
  locale: 'zh' | 'en';
  onSchool: (bar: StatisticsBar) => void;
  onItem: (bar: StatisticsBar) => void;
  onProvince: (bar: StatisticsBar) => void;
  onGroup: (bar: StatisticsBar) => void;
  onStage: (bar: StatisticsBar) => void;
  /** An expert group (or one of its experts): the stage's distribution list for that group. */
  onExpertGroup?: (group: ExpertGroupProgress) => void;
  /** A day of the sign-ups line: the list of that day's sign-ups. */
  onDay: (day: string) => void;
};

/** The chart cards; each keeps its own empty state, so one empty series does not hide the others. */
export const ChartCards = ({
  data,
  locale,
  onSchool,
  onItem,
  onProvince,
  onGroup,
  onStage,
  onExpertGroup,
  onDay,
}: ChartCardsProps) => {
  const { t } = useTranslation('databaseStatistics');
  const yuan = (fen: number) => Math.round(fen) / 100;
  const bars = (title: string, rows: StatisticsBar[], onPick?: (bar: StatisticsBar) => void) => ({
    title,
    // The score bands are always five bars: with nothing submitted they are all 0, an empty chart.
    empty: rows.every((r) => r.value === 0),
    rows,
    onPick,
    chart: (
      <StatisticsChart
        title={title}
        kind="bar"
        horizontal
        locale={locale}
        categories={rows.map((r) => r.label)}
        series={[{ name: t('chart.count'), values: rows.map((r) => r.value) }]}
        onPick={onPick ? (index) => onPick(rows[index]!) : undefined}
      />
    ),
  });
  const cards = [
    {
      title: t('chart.signUpsPerDay'),
      empty: data.signUpsPerDay.length === 0,
      chart: (
        <StatisticsChart
          title={t('chart.signUpsPerDay')}
          kind="line"
          locale={locale}
          categories={data.signUpsPerDay.map((d) => d.day)}
          series={[
            { name: t('chart.created'), values: data.signUpsPerDay.map((d) => d.created) },
            { name: t('chart.approved'), values: data.signUpsPerDay.map((d) => d.approved) },
          ]}
          onPick={(index) => onDay(data.signUpsPerDay[index]!.day)}
        />
      ),
    },
    bars(t('chart.bySchool'), data.bySchool, onSchool),
    bars(t('chart.byProvince'), data.byProvince, onProvince),
    bars(t('chart.byItem'), data.byItem, onItem),
    bars(t('chart.byGroup'), data.byGroup, onGroup),
    bars(t('chart.worksByStage'), data.worksByStage, onStage),
    bars(t('chart.scoreBands'), data.scoreBands),
    {
      title: t('chart.reviewByStage'),
      empty: data.reviewByStage.length === 0,
      chart: (
        <StatisticsChart
          title={t('chart.reviewByStage')}
          kind="bar"
          horizontal
          locale={locale}
          categories={data.reviewByStage.map((r) => r.label)}
          series={(['submitted', 'draft', 'assigned', 'abstained'] as const).map((key) => ({
            name: t(`chart.${key}`),
            values: data.reviewByStage.map((r) => r[key]),
            stack: 'review',
          }))}
        />
      ),
    },
    (() => {
      const lines = expertGroupLines(data.reviewByExpertGroup);
      const title = t('chart.reviewByExpertGroup');
      return {
        title,
        empty: lines.length === 0,
        emptyText: t('chart.reviewByExpertGroupPick'),
        table: (
          <Table
            size="small"
            rowKey={(r) => `${r.group.stageId}/${r.group.id ?? ''}/${r.label}`}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={lines}
            aria-label={title}
            columns={[
              {
                key: 'label',
                title: t('chart.expertGroup'),
                render: (_: unknown, r) =>
                  onExpertGroup ? (
                    <Button
                      type="link"
                      size="small"
                      className={r.expert ? 'statistics-drill statistics-drill-expert' : 'statistics-drill'}
                      onClick={() => onExpertGroup(r.group)}
                    >
                      {r.label}
                    </Button>
                  ) : (
                    r.label
                  ),
              },
              { key: 'done', title: t('chart.done'), dataIndex: 'done', align: 'right', width: 80 },
              {
                key: 'assigned',
                title: t('chart.assignedTotal'),
                dataIndex: 'assigned',
                align: 'right',
                width: 80,
              },
            ]}
          />
        ),
        chart: (
          <StatisticsChart
            title={title}
            kind="bar"
            horizontal
            locale={locale}
            height={Math.max(300, 48 + lines.length * 26)}
            categories={lines.map((l) => l.label)}
            series={[
              { name: t('chart.done'), values: lines.map((l) => l.done), stack: 'progress' },
              {
                name: t('chart.remaining'),
                values: lines.map((l) => l.assigned - l.done),
                stack: 'progress',
              },
            ]}
            onPick={onExpertGroup ? (index) => onExpertGroup(lines[index]!.group) : undefined}
          />
        ),
      };
    })(),
    bars(t('chart.awardsByLevel'), data.awardsByLevel),
    bars(t('chart.awardsBySchool'), data.awardsBySchool),
    {
      title: t('chart.certificatesPerDay'),
      empty: data.certificatesPerDay.length === 0,
      chart: (
        <StatisticsChart
          title={t('chart.certificatesPerDay')}
          kind="bar"
          locale={locale}
          categories={data.certificatesPerDay.map((d) => d.day)}
          series={[
            { name: t('chart.issued'), values: data.certificatesPerDay.map((d) => d.issued) },
            { name: t('chart.revoked'), values: data.certificatesPerDay.map((d) => d.revoked) },
            { name: t('chart.downloaded'), values: data.certificatesPerDay.map((d) => d.downloaded) },
          ]}
        />
      ),
    },
    {
      title: t('chart.revenuePerDay'),
      empty: data.revenuePerDay.length === 0,
      chart: (
        <StatisticsChart
          title={t('chart.revenuePerDay')}
          kind="bar"
          locale={locale}
          categories={data.revenuePerDay.map((d) => d.day)}
          series={[
            { name: t('chart.paid'), values: data.revenuePerDay.map((d) => yuan(d.paidFen)) },
            { name: t('chart.refunded'), values: data.revenuePerDay.map((d) => yuan(d.refundedFen)) },
          ]}
        />
      ),
    },
    bars(
      t('chart.revenueByCompetition'),
      data.revenueByCompetition.map((c) => ({ ...c, value: yuan(c.value) })),
    ),
  ];
  return (
    <div className="statistics-cards">
      {cards.map((card) => (
        <ChartCard key={card.title} {...card} />
      ))}
    </div>
  );
};
