import { eq } from 'drizzle-orm';
import {
  competitionEnrollSettings,
  competitionGroups,
  competitionItems,
  competitionMilestones,
  competitions,
  competitionStageGroups,
  competitionStageItems,
  competitionStages,
  roles,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import type { SeedContext } from './seed-context.ts';

/** What the organiser may do with competitions beyond viewing them (the base seed grants the list). */
const ORGANIZER_COMPETITION_PERMS = [
  'competition:info:add',
  'competition:info:edit',
  'competition:info:remove',
  'competition:info:publish',
  'competition:info:copy',
];

const DAY = 24 * 60 * 60 * 1000;

export type StageSeed = {
  name: string;
  description: string;
  /** Days from the seed's "now"; null leaves the window unset. */
  signUp: [number, number] | null;
  submit: [number, number] | null;
  review: [number, number] | null;
  workTypes: string[];
  workMaxSizeMb: number;
  workFields: { key: string; label: string; required: boolean }[];
};

export type CompetitionSeed = {
  name: string;
  shortName: string;
  level: string;
  category: string;
  year: number;
  season: string;
  status: 'published' | 'closed' | 'archived';
  coverUrl: string;
  introduction: string;
  rules: string;
  guide: string;
  contacts: { name: string; phone: string; email: string; role: string }[];
  items: string[];
  groups: string[];
  stages: StageSeed[];
  milestones: { title: string; description: string; day: number }[];
  enroll: Partial<typeof competitionEnrollSettings.$inferInsert>;
};

const workFields = [
  { key: 'summary', label: '作品简介', required: true },
  { key: 'innovation', label: '创新点说明', required: true },
  { key: 'video', label: '演示视频链接', required: false },
];

/**
 * Three demo competitions of the organiser, dated around the moment the seed runs so the portal is alive:
 * a team competition open for sign-up now, an individual one in its submission window, a finished one.
 */
export const DEMO_COMPETITIONS = (year: number): CompetitionSeed[] => [
  {
    name: `${year} 全国大学生智能创新设计大赛`,
    shortName: '智创大赛',
    level: 'national',
    category: 'engineering',
    year,
    season: '第八届',
    status: 'published',
    coverUrl: '',
    introduction:
      '<p>全国大学生智能创新设计大赛由全国大学生创新竞赛组委会主办，面向全国普通高校和高职院校在校学生，' +
      '以“智能让生活更美好”为主题，鼓励学生以团队形式完成从需求调研、方案设计到原型实现的完整创新过程。</p>' +
      '<p>大赛分为<strong>校赛（初赛）</strong>和<strong>全国总决赛</strong>两个阶段，设智能硬件、人工智能应用、工业设计三个赛道。</p>',
    rules:
      '<h3>参赛要求</h3><ol><li>以团队形式报名，每队 3–5 名在校学生，可配备 1–2 名指导教师；</li>' +
      '<li>每名学生在同一赛道只能参加一支队伍；</li><li>作品须为原创，不得侵犯他人知识产权，一经发现取消参赛资格。</li></ol>' +
      '<h3>评审标准</h3><ul><li>创新性 30%</li><li>技术实现 30%</li><li>实用价值 25%</li><li>展示答辩 15%</li></ul>',
    guide:
      '<p>1. 队长登录后点击“我要报名”，选择赛道和组别，填写队伍信息；</p><p>2. 通过邀请链接或二维码邀请队员和指导教师完善信息；</p>' +
      '<p>3. 报名审核通过后，在提交时间内上传作品说明书（PDF）与演示视频（MP4）。</p>',
    contacts: [
      { name: '赵老师', phone: '010-62780000', email: 'contest@podium.local', role: '大赛组委会秘书处' },
      { name: '孙老师', phone: '13800138000', email: '', role: '技术支持' },
    ],
    items: ['智能硬件赛道', '人工智能应用赛道', '工业设计赛道'],
    groups: ['本科组', '高职组'],
    stages: [
      {
        name: '校赛（初赛）',
        description: '各校组织初赛，提交作品说明书与演示视频，择优推荐进入全国总决赛。',
        signUp: [-10, 20],
        submit: [5, 35],
        review: [36, 50],
        workTypes: ['pdf', 'mp4'],
        workMaxSizeMb: 500,
        workFields,
      },
      {
        name: '全国总决赛',
        description: '晋级队伍现场展示与答辩。',
        signUp: null,
        submit: [60, 75],
        review: [80, 85],
        workTypes: ['pdf', 'pptx', 'mp4'],
        workMaxSizeMb: 1024,
        workFields,
      },
    ],
    milestones: [
      { title: '大赛启动，开放报名', description: '发布大赛通知与参赛指南。', day: -10 },
      { title: '全国总决赛现场答辩', description: '晋级队伍赴决赛承办校现场答辩。', day: 82 },
      { title: '颁奖典礼', description: '公布获奖名单并颁发证书。', day: 88 },
    ],
    enroll: {
      mode: 'team',
      teamMin: 3,
      teamMax: 5,
      advisorMin: 1,
      advisorMax: 2,
      requiredFields: ['idCard', 'studentNo', 'college', 'major', 'phone'],
      capacityTotal: 800,
      capacityPerSchool: 50,
      needsApproval: true,
      feeFen: 10000,
      // Where a school's bank transfer goes (the cashier shows it; without it no transfer is offered).
      payeeName: '全国大学生创新竞赛组委会秘书处',
      payeeBank: '中国工商银行东海分行营业部',
      payeeAccount: '6222021001008866123',
    },
  },
  {
    name: '第十二届东海杯大学生数学建模挑战赛',
    shortName: '东海杯数模',
    level: 'provincial',
    category: 'science',
    year,
    season: '第十二届',
    status: 'published',
    coverUrl: '',
    introduction:
      '<p>东海杯大学生数学建模挑战赛是面向省内高校学生的个人赛，旨在培养学生运用数学方法和计算机技术解决实际问题的能力。</p>',
    rules:
      '<ol><li>个人参赛，从 A、B、C 三题中任选一题完成论文；</li><li>论文须为 PDF 格式，正文不超过 20 页；</li>' +
      '<li>比赛期间不得与他人讨论赛题，违者取消成绩。</li></ol>',
    guide:
      '<p>报名成功后请在作品提交时间内上传论文 PDF 与支撑材料（ZIP），截止前可多次提交，以最后一次为准。</p>',
    contacts: [
      { name: '钱老师', phone: '0571-88880000', email: 'math@donghai.example.edu.cn', role: '竞赛办公室' },
    ],
    items: ['A 题：城市交通流量预测', 'B 题：新能源电站选址', 'C 题：校园食堂排队优化'],
    groups: ['本科组', '高职组'],
    stages: [
      {
        name: '网络赛',
        description: '选题、建模并提交论文。',
        signUp: [-40, -10],
        submit: [-5, 10],
        review: [12, 25],
        workTypes: ['pdf', 'zip'],
        workMaxSizeMb: 50,
        workFields: [{ key: 'summary', label: '论文摘要', required: true }],
      },
    ],
    milestones: [{ title: '公布获奖名单', description: '成绩在竞赛网站公示 5 个工作日。', day: 30 }],
    enroll: {
      mode: 'individual',
      teamMin: 1,
      teamMax: 1,
      advisorMin: 0,
      advisorMax: 1,
      requiredFields: ['studentNo', 'college', 'phone'],
      needsApproval: false,
    },
  },
  {
    name: `${year - 1} 高校学生创意设计大赛`,
    shortName: '创意设计赛',
    level: 'school',
    category: 'arts',
    year: year - 1,
    season: '2025 赛季',
    status: 'closed',
    coverUrl: '',
    introduction:
      '<p>面向在校学生的平面设计、交互设计与文创产品设计比赛，本届比赛已圆满结束，感谢各位同学的参与。</p>',
    rules: '<p>个人或 2–3 人小组参赛，作品须为原创。</p>',
    guide: '<p>获奖证书可在“证书查询”中下载。</p>',
    contacts: [{ name: '李老师', phone: '020-87650000', email: '', role: '艺术学院' }],
    items: ['平面设计', '交互设计', '文创产品'],
    groups: ['本科组'],
    stages: [
      {
        name: '作品征集',
        description: '提交设计作品。',
        signUp: [-200, -170],
        submit: [-180, -150],
        review: [-145, -130],
        workTypes: ['jpg', 'png', 'pdf'],
        workMaxSizeMb: 20,
        workFields: [{ key: 'summary', label: '设计说明', required: true }],
      },
    ],
    milestones: [{ title: '颁奖典礼', description: '在大学生活动中心举行。', day: -120 }],
    enroll: { mode: 'team', teamMin: 1, teamMax: 3, advisorMin: 0, advisorMax: 1 },
  },
];

/** The organiser's competition rights and the three demo competitions. */
export const seedCompetitions = async (ctx: SeedContext): Promise<void> => {
  const { tx, base } = ctx;
  const [organizer] = await tx
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, base.roles.organizer));
  const permissions = [...new Set([...(organizer?.permissions ?? []), ...ORGANIZER_COMPETITION_PERMS])];
  await tx.update(roles).set({ permissions }).where(eq(roles.id, base.roles.organizer));

  const at = demoDay();
  for (const seed of DEMO_COMPETITIONS(new Date().getFullYear())) await insertDemoCompetition(ctx, seed, at);
};

/** Dates fall on 09:00 Beijing time (01:00 UTC) of a day counted from today, as an organiser would set them. */
export const demoDay = (now = Date.now()) => {
  const nineAm = Math.floor(now / DAY) * DAY + DAY / 24;
  return (days: number) => new Date(nineAm + days * DAY);
};

/**
 * One demo competition of the organiser with its items, participant groups, stages (every item and group
 * taking part in each), milestones and sign-up settings; `at` turns the seed's day numbers into dates.
 * Returns the rows other seeds hang sign-ups on, in the seed's order.
 */
export const insertDemoCompetition = async (
  { tx, base }: SeedContext,
  seed: CompetitionSeed,
  at: (days: number) => Date,
  options: { copiedFromId?: number; publishedAt?: Date } = {},
) => {
  const [competition] = await tx
    .insert(competitions)
    .values({
      publicId: newPublicId(),
      groupId: base.groups.organizer.id,
      name: seed.name,
      shortName: seed.shortName,
      coverUrl: seed.coverUrl,
      level: seed.level,
      category: seed.category,
      year: seed.year,
      season: seed.season,
      introduction: sanitizeRichText(seed.introduction),
      rules: sanitizeRichText(seed.rules),
      guide: sanitizeRichText(seed.guide),
      contacts: seed.contacts,
      status: seed.status,
      publishedAt: options.publishedAt ?? at(seed.stages[0]?.signUp?.[0] ?? -1),
      copiedFromId: options.copiedFromId ?? null,
      createdBy: base.users.organizer.id,
    })
    .returning({ id: competitions.id, name: competitions.name });
  const competitionId = competition!.id;
  const items = await tx
    .insert(competitionItems)
    .values(seed.items.map((name, orderNum) => ({ publicId: newPublicId(), competitionId, name, orderNum })))
    .returning({ id: competitionItems.id, publicId: competitionItems.publicId });
  const groups = await tx
    .insert(competitionGroups)
    .values(seed.groups.map((name, orderNum) => ({ publicId: newPublicId(), competitionId, name, orderNum })))
    .returning({ id: competitionGroups.id });
  const stages: (typeof competitionStages.$inferSelect)[] = [];
  for (const [orderNum, stage] of seed.stages.entries()) {
    const [row] = await tx
      .insert(competitionStages)
      .values({
        publicId: newPublicId(),
        competitionId,
        name: stage.name,
        description: stage.description,
        orderNum,
        signUpStart: stage.signUp ? at(stage.signUp[0]) : null,
        signUpEnd: stage.signUp ? at(stage.signUp[1]) : null,
        submitStart: stage.submit ? at(stage.submit[0]) : null,
        submitEnd: stage.submit ? at(stage.submit[1]) : null,
        reviewStart: stage.review ? at(stage.review[0]) : null,
        reviewEnd: stage.review ? at(stage.review[1]) : null,
        workTypes: stage.workTypes,
        workMaxSizeMb: stage.workMaxSizeMb,
        workFields: stage.workFields,
      })
      .returning();
    await tx.insert(competitionStageItems).values(items.map((i) => ({ stageId: row!.id, itemId: i.id })));
    await tx.insert(competitionStageGroups).values(groups.map((g) => ({ stageId: row!.id, groupId: g.id })));
    stages.push(row!);
  }
  await tx.insert(competitionMilestones).values(
    seed.milestones.map((m, orderNum) => ({
      publicId: newPublicId(),
      competitionId,
      title: m.title,
      description: m.description,
      startsAt: at(m.day),
      orderNum,
    })),
  );
  await tx.insert(competitionEnrollSettings).values({ competitionId, ...seed.enroll });
  return { id: competitionId, name: competition!.name, items, groups, stages };
};
