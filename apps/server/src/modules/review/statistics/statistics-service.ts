import { eq } from 'drizzle-orm';
import type { ReviewStatistics } from '@podium/contracts';
import {
  enrollTeams,
  expertGroupMembers,
  expertGroups,
  experts,
  reviewAssignments,
  reviewEntries,
} from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../platform/access.ts';
import type { Db } from '../../../platform/db.ts';
import { writeSheet } from '../../../platform/excel.ts';
import type { Lang } from '../../../platform/messages.ts';
import { findManagedStage } from '../../competition/competition-lookup.ts';
import { loadSetting } from '../settings.ts';
import { reviewStatisticsOf, type StatAssignment } from './stats.ts';

/** Statistics of a stage the caller manages: progress, distribution, leniency, outliers. */
export const stageStatistics = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  const setting = await loadSetting(db, stage.id);
  const [rows, membership] = await Promise.all([
    db
      .select({
        entryId: reviewEntries.publicId,
        teamName: enrollTeams.name,
        expertKey: experts.id,
        expertId: experts.publicId,
        expertName: experts.name,
        status: reviewAssignments.status,
        total: reviewAssignments.total,
      })
      .from(reviewAssignments)
      .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
      .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
      .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
      .where(eq(reviewEntries.stageId, stage.id)),
    db
      .select({ expertKey: expertGroupMembers.expertId, groupName: expertGroups.name })
      .from(expertGroupMembers)
      .innerJoin(expertGroups, eq(expertGroups.id, expertGroupMembers.expertGroupId))
      .where(eq(expertGroups.stageId, stage.id)),
  ]);
  const groupOf = new Map<number, string>();
  for (const m of membership) if (!groupOf.has(m.expertKey)) groupOf.set(m.expertKey, m.groupName);
  const maxTotal = setting.columns.reduce((s, c) => s + c.max, 0);
  const assignments: StatAssignment[] = rows.map((r) => ({
    entryId: r.entryId,
    teamName: r.teamName,
    expertId: r.expertId,
    expertName: r.expertName,
    groupName: groupOf.get(r.expertKey) ?? '',
    status: r.status as StatAssignment['status'],
    total: r.total,
  }));
  return { stage, statistics: reviewStatisticsOf(assignments, maxTotal) };
};

const HEADERS = {
  zh: {
    sheet: '评审统计',
    expert: '专家',
    group: '专家组',
    assigned: '未开始',
    draft: '草稿',
    submitted: '已提交',
    abstained: '回避',
    mean: '平均分',
    leniency: '宽严度（与作品均分之差）',
    notes: (s: ReviewStatistics) =>
      `作品 ${s.overall.entries} 件，评审任务：已提交 ${s.overall.submitted}、草稿 ${s.overall.draft}、未开始 ${s.overall.assigned}、回避 ${s.overall.abstained}；异常评分 ${s.outliers.length} 条`,
  },
  en: {
    sheet: 'Review statistics',
    expert: 'Expert',
    group: 'Group',
    assigned: 'Not started',
    draft: 'Draft',
    submitted: 'Submitted',
    abstained: 'Abstained',
    mean: 'Mean score',
    leniency: 'Leniency (offset from entry mean)',
    notes: (s: ReviewStatistics) =>
      `${s.overall.entries} entries; assignments: ${s.overall.submitted} submitted, ${s.overall.draft} draft, ${s.overall.assigned} not started, ${s.overall.abstained} abstained; ${s.outliers.length} outlying scores`,
  },
} as const;

/** The per-expert table as .xlsx, the overall progress in the notes row. */
export const statisticsWorkbook = (statistics: ReviewStatistics, lang: Lang) => {
  const h = HEADERS[lang];
  return writeSheet({
    sheetName: h.sheet,
    notes: h.notes(statistics),
    columns: [
      { header: h.expert, key: 'expertName', width: 16 },
      { header: h.group, key: 'groupName', width: 16 },
      { header: h.assigned, key: 'assigned', width: 10 },
      { header: h.draft, key: 'draft', width: 10 },
      { header: h.submitted, key: 'submitted', width: 10 },
      { header: h.abstained, key: 'abstained', width: 10 },
      { header: h.mean, key: 'mean', width: 12 },
      { header: h.leniency, key: 'leniency', width: 24 },
    ],
    rows: statistics.experts,
  });
};
