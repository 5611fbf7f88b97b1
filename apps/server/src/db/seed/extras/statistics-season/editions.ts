import { and, asc, eq } from 'drizzle-orm';
import {
  competitionGroups,
  competitionItems,
  competitions,
  competitionStages,
} from '../../../schema/index.ts';
import { demoDay, insertDemoCompetition, type CompetitionSeed } from '../competition.ts';
import type { SeedContext } from '../seed-context.ts';
import { NOW, PAST } from './calendar.ts';

/** The season's two editions: their settings, made as competitions, and found again by name. */

export const FEE_FEN = 5000;

const workFields = [
  { key: 'summary', label: '作品简介', required: true },
  { key: 'innovation', label: '创新点说明', required: true },
];

const edition = (
  name: string,
  season: string,
  year: number,
  status: CompetitionSeed['status'],
  stages: CompetitionSeed['stages'],
  milestones: CompetitionSeed['milestones'],
): CompetitionSeed => ({
  name,
  shortName: `物联网挑战赛${season}`,
  level: 'national',
  category: 'computing',
  year,
  season,
  status,
  coverUrl: '',
  introduction:
    '<p>全国大学生物联网创新应用挑战赛每年举办两期，面向高校和中学学生，围绕智慧农业、智慧城市、工业物联网与智能家居四个赛项，' +
    '以团队形式完成从感知、联网到应用的完整作品。</p>',
  rules:
    '<ol><li>每队 1–3 名学生，可配备 1 名指导教师；</li><li>每名学生每期只能参加一支队伍；</li>' +
    '<li>报名费每队 50 元，报名审核未通过的队伍可申请退费。</li></ol>',
  guide: '<p>报名并缴费后等待审核；审核通过后在提交时间内上传作品简介与创新点说明。</p>',
  contacts: [{ name: '冯老师', phone: '010-62781234', email: 'iot@podium.local', role: '挑战赛秘书处' }],
  items: ['智慧农业', '智慧城市', '工业物联网', '智能家居'],
  groups: ['本科组', '高职组', '中学组'],
  stages,
  milestones,
  enroll: {
    mode: 'team',
    teamMin: 1,
    teamMax: 3,
    advisorMin: 0,
    advisorMax: 1,
    requiredFields: ['studentNo', 'college', 'phone'],
    needsApproval: true,
    feeFen: FEE_FEN,
  },
});

const stage = (
  name: string,
  signUp: [number, number] | null,
  submit: [number, number],
  review: [number, number],
) => ({
  name,
  description: signUp ? '线上报名、提交作品，专家网络评审。' : '晋级队伍现场展示与答辩。',
  signUp,
  submit,
  review,
  workTypes: ['pdf', 'mp4', 'zip'],
  workMaxSizeMb: 200,
  workFields,
});

const SERIES = '全国大学生物联网创新应用挑战赛';
export const EDITION_NAMES = [`第三期${SERIES}`, `第四期${SERIES}`] as const;

/**
 * The season's two competitions, made before the other demo competitions: lists ordered by year and then
 * newest first (the desk's competition list and pickers) keep showing those first, as tests expect.
 */
export const seedSeasonCompetitions = async (ctx: SeedContext): Promise<void> => {
  const now = Date.now();
  const at = demoDay(now);
  const year = new Date(now).getFullYear();
  // The third edition, finished and archived; the fourth copied from it (the statistics compare the seasons).
  const past = await insertDemoCompetition(
    ctx,
    edition(
      EDITION_NAMES[0],
      '第三期',
      year - 1,
      // Finished and archived (read-only): last season's edition, beside the running one.
      'archived',
      [stage('线上赛', PAST.signUp, PAST.submit, PAST.review)],
      [{ title: '颁奖典礼', description: '公布获奖名单并颁发电子证书。', day: PAST.awarded + 2 }],
    ),
    at,
  );
  await insertDemoCompetition(
    ctx,
    edition(
      EDITION_NAMES[1],
      '第四期',
      year,
      'published',
      [stage('线上赛', NOW.signUp, NOW.submit, NOW.review), stage('全国总决赛', null, [40, 50], [52, 56])],
      [
        { title: '开放报名', description: '发布第四期参赛通知。', day: NOW.signUp[0] },
        { title: '全国总决赛', description: '晋级队伍现场答辩。', day: 55 },
      ],
    ),
    at,
    // Published before its sign-up opened and before the other running demo competitions: the portal,
    // newest published first, lists it after them.
    { copiedFromId: past.id, publishedAt: at(NOW.signUp[0] - 4) },
  );
};

export type Edition = Awaited<ReturnType<typeof insertDemoCompetition>>;

/** One edition with its items, groups and stages in their order, as `insertDemoCompetition` returned them. */
export const findEdition = async (
  tx: SeedContext['tx'],
  organizerId: number,
  name: string,
): Promise<Edition | null> => {
  const [row] = await tx
    .select({ id: competitions.id, name: competitions.name })
    .from(competitions)
    .where(and(eq(competitions.groupId, organizerId), eq(competitions.name, name)));
  if (!row) return null;
  const [items, participantGroups, stages] = [
    await tx
      .select({ id: competitionItems.id, publicId: competitionItems.publicId })
      .from(competitionItems)
      .where(eq(competitionItems.competitionId, row.id))
      .orderBy(asc(competitionItems.orderNum)),
    await tx
      .select({ id: competitionGroups.id })
      .from(competitionGroups)
      .where(eq(competitionGroups.competitionId, row.id))
      .orderBy(asc(competitionGroups.orderNum)),
    await tx
      .select()
      .from(competitionStages)
      .where(eq(competitionStages.competitionId, row.id))
      .orderBy(asc(competitionStages.orderNum)),
  ];
  return { ...row, items, groups: participantGroups, stages };
};
