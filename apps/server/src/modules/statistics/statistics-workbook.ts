import type { KpiKey, StatisticsCharts, StatisticsOverview } from '@podium/contracts';
import { writeSheets, type SheetSpec } from '../../platform/excel.ts';
import type { Lang } from '../../platform/messages.ts';

const yuan = (fen: number) => Math.round(fen) / 100;

const WORDS = {
  zh: {
    kpis: '关键指标',
    kpi: '指标',
    value: '本期',
    previous: '上期',
    day: '日期',
    name: '名称',
    count: '数量',
    kpiNames: {
      competitions: '竞赛',
      signUps: '报名（队伍）',
      people: '报名人数',
      schools: '参与学校',
      works: '提交作品',
      scoresDone: '已完成评分',
      scoresAssigned: '评分任务',
      awards: '获奖',
      certificates: '已发证书',
      revenueFen: '净收入（元）',
    } satisfies Record<KpiKey, string>,
    signUpsPerDay: ['每日报名', '新报名', '审核通过'],
    byProvince: '按省份',
    bySchool: '按学校',
    byItem: '按赛项',
    byGroup: '按参赛组别',
    worksByStage: '各阶段作品',
    scoreBands: '评分分布',
    reviewByStage: ['评审进度', '阶段', '未开始', '草稿', '已提交', '回避'],
    reviewByExpertGroup: ['专家组评审进度', '专家组', '专家', '已完成', '已分配'],
    awardsByLevel: '按奖项等级',
    awardsBySchool: '获奖按学校',
    revenueByCompetition: '各竞赛净收入（元）',
    certificatesPerDay: ['证书发放', '发放', '撤销', '下载'],
    revenuePerDay: ['每日收入', '收款（元）', '退款（元）'],
  },
  en: {
    kpis: 'Key numbers',
    kpi: 'Figure',
    value: 'This period',
    previous: 'Previous period',
    day: 'Day',
    name: 'Name',
    count: 'Count',
    kpiNames: {
      competitions: 'Competitions',
      signUps: 'Sign-ups (teams)',
      people: 'People signed up',
      schools: 'Schools taking part',
      works: 'Works submitted',
      scoresDone: 'Scores done',
      scoresAssigned: 'Scores assigned',
      awards: 'Awards',
      certificates: 'Certificates issued',
      revenueFen: 'Net revenue (CNY)',
    } satisfies Record<KpiKey, string>,
    signUpsPerDay: ['Sign-ups per day', 'Created', 'Approved'],
    byProvince: 'By province',
    bySchool: 'By school',
    byItem: 'By event',
    byGroup: 'By participant group',
    worksByStage: 'Works per stage',
    scoreBands: 'Score distribution',
    reviewByStage: ['Review progress', 'Stage', 'Not started', 'Draft', 'Submitted', 'Abstained'],
    reviewByExpertGroup: ['Review per expert group', 'Expert group', 'Expert', 'Done', 'Assigned'],
    awardsByLevel: 'Awards per level',
    awardsBySchool: 'Awards per school',
    revenueByCompetition: 'Net revenue per competition (CNY)',
    certificatesPerDay: ['Certificates', 'Issued', 'Revoked', 'Downloaded'],
    revenuePerDay: ['Revenue per day', 'Paid (CNY)', 'Refunded (CNY)'],
  },
} as const;

/** The key numbers and every chart's data as one workbook, a sheet each, in the caller's language. */
export const statisticsWorkbook = (overview: StatisticsOverview, charts: StatisticsCharts, lang: Lang) => {
  const w = WORDS[lang];
  const money = (key: KpiKey, n: number | null) => (n === null ? null : key === 'revenueFen' ? yuan(n) : n);
  const bars = (sheetName: string, rows: { label: string; value: number }[]): SheetSpec => ({
    sheetName,
    columns: [
      { header: w.name, key: 'label', width: 32 },
      { header: w.count, key: 'value', width: 12 },
    ],
    rows,
  });
  const [perDay, created, approved] = w.signUpsPerDay;
  const [reviewSheet, stage, assigned, draft, submitted, abstained] = w.reviewByStage;
  const [certSheet, issued, revoked, downloaded] = w.certificatesPerDay;
  const [expertSheet, expertGroup, expert, done, assignedTo] = w.reviewByExpertGroup;
  const [revenueSheet, paid, refunded] = w.revenuePerDay;
  return writeSheets([
    {
      sheetName: w.kpis,
      columns: [
        { header: w.kpi, key: 'name', width: 20 },
        { header: w.value, key: 'value', width: 14 },
        { header: w.previous, key: 'previous', width: 14 },
      ],
      rows: overview.kpis.map((k) => ({
        name: w.kpiNames[k.key],
        value: money(k.key, k.value),
        previous: money(k.key, k.previous),
      })),
    },
    {
      sheetName: perDay,
      columns: [
        { header: w.day, key: 'day', width: 14 },
        { header: created, key: 'created', width: 12 },
        { header: approved, key: 'approved', width: 12 },
      ],
      rows: charts.signUpsPerDay,
    },
    bars(w.byProvince, charts.byProvince),
    bars(w.bySchool, charts.bySchool),
    bars(w.byItem, charts.byItem),
    bars(w.byGroup, charts.byGroup),
    bars(w.worksByStage, charts.worksByStage),
    bars(w.scoreBands, charts.scoreBands),
    {
      sheetName: reviewSheet,
      columns: [
        { header: stage, key: 'label', width: 32 },
        { header: assigned, key: 'assigned', width: 12 },
        { header: draft, key: 'draft', width: 12 },
        { header: submitted, key: 'submitted', width: 12 },
        { header: abstained, key: 'abstained', width: 12 },
      ],
      rows: charts.reviewByStage,
    },
    {
      // A group's row (expert empty) followed by its experts' rows.
      sheetName: expertSheet,
      columns: [
        { header: expertGroup, key: 'group', width: 32 },
        { header: expert, key: 'expert', width: 20 },
        { header: done, key: 'done', width: 12 },
        { header: assignedTo, key: 'assigned', width: 12 },
      ],
      rows: charts.reviewByExpertGroup.flatMap((g) => [
        { group: g.label, expert: '', done: g.done, assigned: g.assigned },
        ...g.experts.map((e) => ({ group: g.label, expert: e.label, done: e.done, assigned: e.assigned })),
      ]),
    },
    bars(w.awardsByLevel, charts.awardsByLevel),
    bars(w.awardsBySchool, charts.awardsBySchool),
    {
      sheetName: certSheet,
      columns: [
        { header: w.day, key: 'day', width: 14 },
        { header: issued, key: 'issued', width: 12 },
        { header: revoked, key: 'revoked', width: 12 },
        { header: downloaded, key: 'downloaded', width: 12 },
      ],
      rows: charts.certificatesPerDay,
    },
    {
      sheetName: revenueSheet,
      columns: [
        { header: w.day, key: 'day', width: 14 },
        { header: paid, key: 'paid', width: 14 },
        { header: refunded, key: 'refunded', width: 14 },
      ],
      rows: charts.revenuePerDay.map((r) => ({
        day: r.day,
        paid: yuan(r.paidFen),
        refunded: yuan(r.refundedFen),
      })),
    },
    bars(
      w.revenueByCompetition,
      charts.revenueByCompetition.map((c) => ({ label: c.label, value: yuan(c.value) })),
    ),
  ]);
};
