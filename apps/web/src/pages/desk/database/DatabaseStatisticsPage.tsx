import { DownloadOutlined } from '@ant-design/icons';
import type { KpiKey, StatisticsBar, StatisticsCharts, StatisticsQuery } from '@podium/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Alert, Button, Card, DatePicker, Empty, Form, Select, Skeleton, Spin, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SeasonComparisonCard } from '../../../features/database-statistics/SeasonComparisonCard.tsx';
import { statisticsApi, statisticsKeys } from '../../../features/database-statistics/statistics-api.ts';
import '../../../features/database-statistics/database-statistics.css';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { NumberScroll } from '../../../features/feedback/NumberScroll.tsx';
import { useProvinceOptions } from '../../../features/organization/useProvinces.ts';
import { signUpApi, signUpKeys } from '../../../features/signup-admin/signup-admin-api.ts';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';

// The charting library loads with this page only, after the key numbers are on screen.
const StatisticsChart = lazy(() =>
  import('../../../features/database-statistics/StatisticsChart.tsx').then((m) => ({
    default: m.StatisticsChart,
  })),
);

const FILTERS = ['competitionId', 'provinceCode', 'from', 'to'] as const;
type SearchValues = { competitionId?: string; provinceCode?: string; period?: [Dayjs | null, Dayjs | null] };

/** The key numbers as cards: scores as "done / assigned", revenue in yuan. */
const CARDS: { key: Exclude<KpiKey, 'scoresAssigned' | 'scoresDone'> | 'scores'; money?: boolean }[] = [
  { key: 'competitions' },
  { key: 'signUps' },
  { key: 'people' },
  { key: 'schools' },
  { key: 'works' },
  { key: 'scores' },
  { key: 'awards' },
  { key: 'certificates' },
  { key: 'revenueFen', money: true },
];

const DAY = 'YYYY-MM-DD';

/** database/statistics: the acting group's season at a glance; each bar opens the list behind it. */
export const DatabaseStatisticsPage = () => {
  const { t, i18n } = useTranslation('databaseStatistics');
  const locale = i18n.language.startsWith('en') ? 'en' : 'zh';
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = usePermission();
  const list = useListParams(FILTERS);
  const query: StatisticsQuery = list.filters;
  const [form] = Form.useForm<SearchValues>();
  const provinces = useProvinceOptions();
  const competitions = useQuery({ queryKey: signUpKeys.competitions, queryFn: signUpApi.competitions });
  // List queries: asked again on 查询, on focus and after changes, the previous figures kept meanwhile.
  const overview = useListQuery({
    queryKey: statisticsKeys.overview(query),
    queryFn: () => statisticsApi.overview(query),
    placeholderData: keepPreviousData,
  });
  const charts = useListQuery({
    queryKey: statisticsKeys.charts(query),
    queryFn: () => statisticsApi.charts(query),
    placeholderData: keepPreviousData,
  });
  const exportFile = useMutation({
    mutationFn: () => statisticsApi.export(query),
    onSuccess: () => void message.success(t('exported')),
  });

  // The form shows the filters the address holds (a shared link, back and forward).
  useEffect(() => {
    form.setFieldsValue({
      competitionId: query.competitionId,
      provinceCode: query.provinceCode,
      period: [query.from ? dayjs(query.from) : null, query.to ? dayjs(query.to) : null],
    });
  }, [form, query.competitionId, query.provinceCode, query.from, query.to]);

  const search = (values: SearchValues) =>
    list.setFilters({
      competitionId: values.competitionId,
      provinceCode: values.provinceCode,
      from: values.period?.[0]?.format(DAY),
      to: values.period?.[1]?.format(DAY),
    });
  const presets = useMemo(
    () => [
      { label: t('filter.last7'), value: [dayjs().subtract(6, 'day'), dayjs()] as [Dayjs, Dayjs] },
      { label: t('filter.last30'), value: [dayjs().subtract(29, 'day'), dayjs()] as [Dayjs, Dayjs] },
      { label: t('filter.thisYear'), value: [dayjs().startOf('year'), dayjs()] as [Dayjs, Dayjs] },
    ],
    [t],
  );

  /** The sign-up list filtered as the statistics are, narrowed to what was clicked. */
  const openSignUps = (extra: Record<string, string>) => {
    const carried = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
    const params = new URLSearchParams({ ...Object.fromEntries(carried), ...extra });
    void navigate(`/signUp/list?${params.toString()}`);
  };
  const data = charts.data;

  return (
    <div className="sys-page statistics-page">
      <SearchCard name="statistics-search" form={form} onFinish={search} onReset={() => list.setFilters({})}>
        <Form.Item name="competitionId" label={t('filter.competition')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('filter.any')}
            options={(competitions.data ?? []).map((c) => ({ value: c.competitionId, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="provinceCode" label={t('filter.province')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('filter.any')}
            options={provinces}
          />
        </Form.Item>
        <Form.Item name="period" label={t('filter.period')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} presets={presets} style={{ width: '100%' }} />
        </Form.Item>
      </SearchCard>

      {overview.isError || charts.isError ? <Alert type="error" showIcon message={t('loadFailed')} /> : null}

      <section className="statistics-kpis" aria-label={t('kpi.signUps')} aria-busy={overview.isFetching}>
        {CARDS.map((card) => {
          const figure = (key: KpiKey) => overview.data?.kpis.find((k) => k.key === key);
          const shown = card.key === 'scores' ? figure('scoresDone') : figure(card.key);
          const value = shown?.value ?? 0;
          const scale = (n: number) => (card.money ? Math.round(n) / 100 : n);
          const change = shown && shown.previous !== null ? shown.value - shown.previous : null;
          return (
            <Card key={card.key} variant="borderless" className="statistics-kpi">
              <div className="statistics-kpi-label">{t(`kpi.${card.key}`)}</div>
              {overview.data ? (
                <div className="statistics-kpi-value" data-value={value}>
                  <NumberScroll value={scale(value)} />
                  {card.key === 'scores' ? (
                    <span className="statistics-kpi-of"> / {figure('scoresAssigned')?.value ?? 0}</span>
                  ) : null}
                </div>
              ) : (
                <Skeleton.Input active size="small" />
              )}
              <div className="statistics-kpi-change">
                {change === null ? (
                  '—'
                ) : (
                  <span className={change > 0 ? 'up' : change < 0 ? 'down' : ''}>
                    {change > 0 ? '▲ +' : change < 0 ? '▼ ' : '± '}
                    {scale(change)}{' '}
                    {t('versus', { from: overview.data?.previousFrom, to: overview.data?.previousTo })}
                  </span>
                )}
              </div>
            </Card>
          );
        })}
      </section>
      {overview.data && overview.data.previousFrom === null ? (
        <div className="statistics-hint">{t('noPrevious')}</div>
      ) : null}

      {query.competitionId ? (
        <SeasonComparisonCard competitionId={query.competitionId} locale={locale} />
      ) : null}

      <div className="statistics-toolbar">
        <span className="statistics-hint">{t('chart.drillHint')}</span>
        <Button
          icon={<DownloadOutlined />}
          loading={exportFile.isPending}
          onClick={() => exportFile.mutate()}
        >
          {t('export')}
        </Button>
      </div>

      {!data ? (
        <Spin />
      ) : (
        <Charts
          data={data}
          locale={locale}
          onSchool={(bar) => bar.id && openSignUps({ schoolId: bar.id })}
          onItem={(bar) => bar.id && openSignUps({ itemId: bar.id })}
          onProvince={(bar) => bar.id && openSignUps({ provinceCode: bar.id })}
          onGroup={(bar) => bar.id && openSignUps({ participantGroupId: bar.id })}
          onDay={(day) => openSignUps({ from: day, to: day })}
          onStage={(bar) => bar.id && void navigate(`/works/list?stageId=${encodeURIComponent(bar.id)}`)}
          onExpertGroup={
            // The distribution list is the organiser's (a school sees the totals, no list behind them).
            can(['review:distribute'])
              ? (group) => {
                  // The group's stage's distribution list, narrowed to the group (unplaced works: none).
                  if (!group.id || !group.stageId) return;
                  const params = new URLSearchParams({
                    competitionId: query.competitionId ?? '',
                    stageId: group.stageId,
                    'dist.expertGroupId': group.id,
                  });
                  void navigate(`/review/distribution?${params.toString()}`);
                }
              : undefined
          }
        />
      )}
    </div>
  );
};

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

type ChartsProps = {
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
const Charts = ({
  data,
  locale,
  onSchool,
  onItem,
  onProvince,
  onGroup,
  onStage,
  onExpertGroup,
  onDay,
}: ChartsProps) => {
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
const ChartCard = ({ title, empty, chart, rows, onPick, table, emptyText }: ChartCardProps) => {
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
