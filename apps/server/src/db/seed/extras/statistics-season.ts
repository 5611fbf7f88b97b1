import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { createAwardWinnerTemplate } from '@podium/certificate';
import {
  awardEntries,
  awardLevels,
  awardLists,
  certBatches,
  certificateDownloads,
  certificates,
  competitionGroups,
  competitionItems,
  competitions,
  competitionStages,
  enrollMembers,
  enrollTeamHistory,
  enrollTeams,
  expertGroupMembers,
  expertGroups,
  experts,
  financeOrderLines,
  financeOrders,
  financePayments,
  financeRefunds,
  groups,
  reviewAssignments,
  reviewEntries,
  reviewSettings,
  schoolInfos,
  userRoles,
  users,
  workVersions,
  works,
} from '../../schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { prepareCertificates } from '../../../modules/certificates/cert-issue.ts';
import { DEFAULT_COLUMNS } from '../../../modules/review/settings.ts';
import { demoSiteOrigin } from './certificates.ts';
import { demoDay, insertDemoCompetition, type CompetitionSeed } from './competition.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const FEE_FEN = 5000;

/**
 * A season for the database statistics (issue 21): two editions of one national challenge with hundreds of
 * sign-ups of the seven demo schools — the finished third edition (works, scores, awards, certificates and
 * their downloads) and the fourth, copied from it, whose sign-up closed ten days ago and whose works are
 * coming in. Generated from a fixed seed (the same names, teams and proportions on every run; dates move
 * with "now"), written with a few bulk statements: the demo seed runs for every API test run and every
 * journey server. It is seeded before the other competitions, their sign-ups, awards and certificates, and
 * dated before their newest rows, so lists ordered newest first (by id or by date) still open on the rows
 * tests name; the portal lists its running edition after the other running ones (published earlier).
 */

// ----- Names ---------------------------------------------------------------------------------------------

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const COMPOUND_SURNAMES = ['欧阳', '上官', '司马', '诸葛', '慕容'];
const GIVEN =
  '子浩宇轩然梓涵欣怡思雨晨博文嘉俊泽一诗雅佳明天皓睿安可心宁远语瑶晓婷昊杰逸辰锦乐彤萱航铭洋奕琪颖鑫楠琳峻瑞凯欢静怡韬蕾哲源清岚';

const TEAM_HEADS = (
  '星火 极客 智联 云端 青禾 破晓 追光 芯动 万物 灵犀 启航 凌云 知行 拾光 北斗 ' +
  '青鸟 天工 墨子 鲲鹏 织梦 蓝图 初心 晨星 磐石 极光 银河 萤火 飞鸿 朝阳 探索者'
).split(' ');
const TEAM_TAILS = '战队 创客团队 工作室 实验室 小组 联盟 科创队 智造团队 创新组 队'.split(' ');

/** Work titles by item (the same order as the competition's items). */
const TOPICS = [
  [
    '基于 LoRa 的温室环境监测系统',
    '果园病虫害图像识别预警平台',
    '智能水肥一体化灌溉控制器',
    '畜禽舍环境自适应调控系统',
    '稻田水位远程监测与控制装置',
    '茶园小气候采集与采摘期预测',
  ],
  [
    '社区垃圾分类智能回收站',
    '城市路灯按需照明控制系统',
    '老旧小区电动车充电安全监测',
    '基于 NB-IoT 的井盖状态监测',
    '校园共享单车调度助手',
    '地下车库积水预警系统',
  ],
  [
    '数控机床刀具磨损在线监测',
    '产线设备振动故障诊断终端',
    '仓储 AGV 多车协同调度系统',
    '工业现场能耗可视化平台',
    '基于边缘计算的质检相机',
    '电机温升预测与维护提醒',
  ],
  [
    '独居老人跌倒检测与呼叫系统',
    '全屋用电安全监测插座',
    '语音控制的智能窗帘',
    '宠物喂食与饮水管理装置',
    '家庭药箱服药提醒终端',
    '室内空气质量联动净化系统',
  ],
];

const REJECT_REASONS = [
  '参赛学生学籍信息与学校报送名单不符，请核实后重新报名。',
  '作品方向与所报赛项不符，请改报相应赛项。',
  '队员已在本赛项其他队伍中报名，请调整后重新提交。',
  '报名材料缺少学校推荐意见，请联系学校管理员补充。',
];

/** The seven demo schools by group code: the short name teams use, a username prefix, a size. */
const SCHOOLS: Record<string, { short: string; prefix: string; weight: number }> = {
  'SCH-DONGHAI': { short: '东海', prefix: 'dh', weight: 20 },
  'SCH-XISHAN': { short: '西山', prefix: 'xs', weight: 14 },
  'SCH-NANHU': { short: '南湖', prefix: 'nh', weight: 11 },
  'SCH-BEIYUAN': { short: '北原', prefix: 'by', weight: 17 },
  'SCH-JIANGCHENG': { short: '江城', prefix: 'jc', weight: 9 },
  'SCH-YUNLING': { short: '云岭', prefix: 'yl', weight: 7 },
  'SCH-HAIBIN': { short: '海滨', prefix: 'hb', weight: 4 },
};

/** Participant group of a school's teams by the school's level (the competition's groups, in order). */
const GROUP_OF_LEVEL: Record<string, number> = { undergraduate: 0, vocational: 1, highSchool: 2 };

/**
 * The finished edition's judges: temporary experts of that edition, each with an account (no score comes
 * from 无账号).
 */
const JUDGES = [
  {
    username: 'judge01',
    name: '钟立衡',
    title: '教授',
    organisation: '国家物联网标准化研究中心',
    fields: ['hardware'],
  },
  {
    username: 'judge02',
    name: '顾晓岚',
    title: '高级工程师',
    organisation: '江南智造科技有限公司',
    fields: ['hardware', 'software'],
  },
  {
    username: 'judge03',
    name: '梁振华',
    title: '副教授',
    organisation: '华中信息技术研究院',
    fields: ['software'],
  },
  {
    username: 'judge04',
    name: '姚佩玲',
    title: '研究员',
    organisation: '智慧城市产业联盟',
    fields: ['software', 'hardware'],
  },
];

// ----- Deterministic randomness ----------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so every run makes the same season. */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  const weighted = (weights: readonly number[]) => {
    let r = next() * weights.reduce((s, w) => s + w, 0);
    for (const [i, w] of weights.entries()) if ((r -= w) < 0) return i;
    return weights.length - 1;
  };
  const shuffle = <T>(list: T[]) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
  return { next, int, pick, weighted, shuffle };
};
type Random = ReturnType<typeof seeded>;

const personName = (rng: Random) => {
  const surname =
    rng.next() < 0.03
      ? rng.pick(COMPOUND_SURNAMES)
      : SURNAMES[Math.floor(rng.next() ** 1.7 * SURNAMES.length)]!;
  // Two given characters, as most names today: a two-character name could be any word of a page.
  const given = [...GIVEN];
  return surname + rng.pick(given) + rng.pick(given);
};

/**
 * A moment on day `k` of a window of `days` days opening at `start` (09:00 Beijing): more at the opening
 * and most just before the deadline, fewer at weekends, in students' waking hours.
 */
const signUpMoment = (rng: Random, start: Date, days: number) => {
  const weights = Array.from({ length: days }, (_, k) => {
    const weekday = new Date(start.getTime() + 8 * HOUR + k * DAY).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
    return (2.2 * Math.exp(-k / 2.5) + 0.55 + 3.2 * Math.exp(-(days - 1 - k) / 3.5)) * weekend;
  });
  const k = rng.weighted(weights);
  // Hours after 09:00 of that day: 0–14 (till 23:00); the day before 09:00 only after the opening day.
  const hours = k === 0 ? rng.next() * 14 : -2 + rng.next() * 16;
  return new Date(start.getTime() + k * DAY + Math.floor(hours * HOUR) + rng.int(3600) * 1000);
};

/** China's calendar day of a moment (YYYY-MM-DD), as the statistics count days. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10);

// ----- The two editions ---------------------------------------------------------------------------------

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

/** Day numbers of the finished third edition (about half a year ago) and the fourth (running now). */
const PAST = {
  signUp: [-216, -193] as [number, number],
  submit: [-197, -177] as [number, number],
  review: [-175, -163] as [number, number],
  awarded: -160,
};
const NOW = {
  signUp: [-42, -10] as [number, number],
  submit: [-8, 14] as [number, number],
  review: [16, 30] as [number, number],
};

// ----- The plan (pure): who signed up when, and what became of it ---------------------------------------------

type School = { id: number; name: string; code: string; level: string };
/** `joined`: the day (from today) the account was made, before the earlier edition opened. */
type Student = { username: string; realName: string; school: School; joined: number };
type PlannedTeam = {
  edition: 0 | 1;
  name: string;
  school: School;
  item: number;
  group: number;
  members: number[];
  createdAt: Date;
  status: 'awaitingPayment' | 'pending' | 'approved' | 'rejected';
  reviewedAt: Date | null;
  reason: string;
  source: 'self' | 'recommend';
  work: { title: string; at: Date } | null;
  /** The order's fate: paid (when, through whom), refunded after a rejection, or closed unpaid. */
  order: { state: 'paid' | 'refunded' | 'closed'; provider: 'alipay' | 'wechat'; paidAt: Date };
};

const TEAMS_PER_EDITION = [140, 210] as const;

const planSeason = (schools: School[], at: (days: number) => Date, now: number) => {
  const rng = seeded(20_261_121);
  const weightOf = (s: School) => SCHOOLS[s.code]?.weight ?? 0;
  const totalWeight = schools.reduce((sum, s) => sum + weightOf(s), 0);
  // The student pool: enough for the larger edition, where each student is in one team at most.
  const students: Student[] = [];
  const bySchool = new Map<number, number[]>();
  for (const school of schools) {
    const size = Math.round((490 * weightOf(school)) / totalWeight);
    const indexes: number[] = [];
    for (let n = 1; n <= size; n++) {
      const grade = 22 + rng.int(4);
      indexes.push(students.length);
      students.push({
        username: `${SCHOOLS[school.code]!.prefix}${grade}${String(n).padStart(3, '0')}`,
        realName: personName(rng),
        joined: PAST.signUp[0] - 3 - rng.int(120),
        school,
      });
    }
    bySchool.set(school.id, indexes);
  }

  const teams: PlannedTeam[] = [];
  for (const ed of [0, 1] as const) {
    const windows = ed === 0 ? PAST : NOW;
    const opens = at(windows.signUp[0]);
    const windowDays = windows.signUp[1] - windows.signUp[0];
    const names = new Set<string>();
    for (const school of schools) {
      const pool = rng.shuffle([...(bySchool.get(school.id) ?? [])]);
      const count = Math.round((TEAMS_PER_EDITION[ed] * weightOf(school)) / totalWeight);
      const short = SCHOOLS[school.code]!.short;
      for (let t = 0; t < count && pool.length > 0; t++) {
        const size = Math.min(pool.length, 1 + rng.weighted([25, 35, 40]));
        const members = pool.splice(0, size);
        let name = '';
        while (!name || names.has(name))
          name = `${rng.next() < 0.3 ? short : ''}${rng.pick(TEAM_HEADS)}${rng.pick(TEAM_TAILS)}`;
        names.add(name);
        const item = rng.weighted([32, 28, 22, 18]);
        const createdAt = signUpMoment(rng, opens, windowDays);
        const decidedAt = new Date(createdAt.getTime() + (4 + rng.next() * 50) * HOUR);
        const roll = rng.next();
        let status: PlannedTeam['status'];
        if (ed === 0) status = roll < 0.12 ? 'rejected' : 'approved';
        // The running edition: some of the last days' sign-ups never paid, a few others still wait for review.
        else if (createdAt.getTime() > at(windows.signUp[1] - 5).getTime() && roll < 0.15)
          status = 'awaitingPayment';
        else if (roll > 0.93) status = 'pending';
        else status = roll < 0.08 ? 'rejected' : 'approved';
        const decided = status === 'approved' || status === 'rejected';
        const paidAt = new Date(createdAt.getTime() + (3 + rng.int(40)) * 60_000);
        const provider = rng.next() < 0.55 ? 'alipay' : 'wechat';
        // Paid before review; a rejected team's fee refunded; an unpaid order closed when it timed out.
        const order: PlannedTeam['order'] = {
          state: status === 'awaitingPayment' ? 'closed' : status === 'rejected' ? 'refunded' : 'paid',
          provider,
          paidAt,
        };
        // Works: the finished edition's approved teams nearly all handed one in; the running one's first few.
        let work: PlannedTeam['work'] = null;
        if (status === 'approved') {
          const submit = windows.submit;
          const handIn = ed === 0 ? rng.next() < 0.93 : rng.next() < 0.3;
          if (handIn) {
            const open = at(submit[0]).getTime();
            // The running edition's works: none in the last days (the demo's own newest works stay first).
            const close = ed === 0 ? at(submit[1]).getTime() : now - 4 * DAY;
            const earliest = Math.max(open, decidedAt.getTime() + HOUR);
            if (earliest < close) {
              const when = earliest + Math.floor(rng.next() ** 0.6 * (close - earliest));
              work = { title: rng.pick(TOPICS[item]!), at: new Date(when) };
            }
          }
        }
        teams.push({
          edition: ed,
          name,
          school,
          item,
          group: GROUP_OF_LEVEL[school.level] ?? 0,
          members,
          createdAt,
          status,
          reviewedAt: decided ? decidedAt : null,
          reason: status === 'rejected' ? rng.pick(REJECT_REASONS) : '',
          source: rng.next() < 0.15 ? 'recommend' : 'self',
          work,
          order,
        });
      }
    }
  }
  return { students, teams, rng };
};

// ----- Writing it --------------------------------------------------------------------------------------------

const SERIES = '全国大学生物联网创新应用挑战赛';
const EDITION_NAMES = [`第三期${SERIES}`, `第四期${SERIES}`] as const;

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

type Edition = Awaited<ReturnType<typeof insertDemoCompetition>>;

/** One edition with its items, groups and stages in their order, as `insertDemoCompetition` returned them. */
const findEdition = async (
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

/** Rows in chunks, so no statement carries more parameters than the driver allows. */
const chunks = <T>(rows: T[], size = 400) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * The season's people and records: about 490 students of the seven schools, their sign-ups in both
 * editions (the rollup's triggers count them as the desk would have), one order each, the works handed in,
 * and the finished edition's review, awards and certificates.
 */
export const seedStatisticsSeason = async (ctx: SeedContext): Promise<void> => {
  const { tx, base } = ctx;
  const now = Date.now();
  const at = demoDay(now);

  const schools = await tx
    .select({ id: groups.id, name: groups.name, code: groups.code, level: schoolInfos.level })
    .from(groups)
    .innerJoin(schoolInfos, eq(schoolInfos.groupId, groups.id))
    .where(and(eq(groups.type, 'school'), like(groups.path, `${base.groups.organizer.path}%`)))
    .orderBy(asc(groups.id));
  const known = schools.filter((s) => s.code !== null && SCHOOLS[s.code]) as School[];
  const [source] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, base.users.student.id));
  if (known.length === 0 || !source) return;

  // One query after another: a transaction is one connection.
  const editions: Edition[] = [];
  for (const name of EDITION_NAMES) {
    const found = await findEdition(tx, base.groups.organizer.id, name);
    if (!found) return;
    editions.push(found);
  }
  const past = editions[0]!;

  const { students, teams, rng } = planSeason(known, at, now);

  // Students: one statement (the demo password hash copied), and their student role at their school.
  const studentIds: number[] = [];
  for (const part of chunks(students)) {
    const rows = await tx
      .insert(users)
      .values(
        part.map((s) => ({
          publicId: newPublicId(),
          username: s.username,
          passwordHash: source.passwordHash,
          realName: s.realName,
          userType: 'student',
          groupId: s.school.id,
          createdAt: at(s.joined),
          updatedAt: at(s.joined),
        })),
      )
      .returning({ id: users.id });
    studentIds.push(...rows.map((r) => r.id));
  }
  await tx
    .insert(userRoles)
    .values(
      students.map((s, i) => ({ userId: studentIds[i]!, roleId: base.roles.student, groupId: s.school.id })),
    );

  // Sign-ups and their members: the rollup's triggers count them as the desk would have.
  const teamRows = teams.map((t) => {
    const ed = editions[t.edition]!;
    return {
      publicId: newPublicId(),
      competitionId: ed.id,
      stageId: ed.stages[0]!.id,
      itemId: ed.items[t.item]!.id,
      participantGroupId: ed.groups[t.group]!.id,
      schoolGroupId: t.school.id,
      captainId: studentIds[t.members[0]!]!,
      name: t.name,
      status: t.status,
      source: t.source,
      rejectReason: t.reason,
      feeFen: FEE_FEN,
      memberCount: t.members.length,
      advisorCount: 0,
      createdAt: t.createdAt,
      updatedAt: t.reviewedAt ?? t.createdAt,
      reviewedBy: t.reviewedAt ? base.users.organizer.id : null,
      reviewedAt: t.reviewedAt,
    };
  });
  const teamIds: number[] = [];
  for (const part of chunks(teamRows, 300))
    teamIds.push(
      ...(await tx.insert(enrollTeams).values(part).returning({ id: enrollTeams.id })).map((r) => r.id),
    );
  const memberRows = teams.flatMap((t, i) =>
    t.members.map((m, n) => ({
      teamId: teamIds[i]!,
      userId: studentIds[m]!,
      competitionId: editions[t.edition]!.id,
      itemId: editions[t.edition]!.items[t.item]!.id,
      role: n === 0 ? 'captain' : 'member',
      createdAt: t.createdAt,
    })),
  );
  for (const part of chunks(memberRows, 600)) await tx.insert(enrollMembers).values(part);
  const decisions = teams.flatMap((t, i) =>
    t.reviewedAt
      ? [
          {
            teamId: teamIds[i]!,
            action: t.status as 'approved' | 'rejected',
            fromStatus: 'pending',
            toStatus: t.status,
            reason: t.reason,
            actorId: base.users.organizer.id,
            at: t.reviewedAt,
          },
        ]
      : [],
  );
  for (const part of chunks(decisions)) await tx.insert(enrollTeamHistory).values(part);

  // Orders: one per sign-up, in the state its sign-up implies (a rejected team's fee refunded a day later).
  const orderRows = teams.map((t, i) => {
    const ed = editions[t.edition]!;
    const createdAt = new Date(t.createdAt.getTime() + 60_000);
    const beijing = new Date(createdAt.getTime() + 8 * HOUR).toISOString().replace(/\D/g, '').slice(0, 14);
    const paid = t.order.state === 'paid' || t.order.state === 'refunded';
    return {
      orderNo: `PD${beijing}9${String(i).padStart(5, '0')}`,
      payerId: studentIds[t.members[0]!]!,
      payerGroupId: t.school.id,
      competitionId: ed.id,
      organiserGroupId: base.groups.organizer.id,
      subject: `${ed.name} 报名费`,
      amountFen: FEE_FEN,
      state: t.order.state,
      provider: paid ? t.order.provider : null,
      expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
      paidAt: paid ? t.order.paidAt : null,
      closedAt: t.order.state === 'closed' ? new Date(createdAt.getTime() + 30 * 60_000) : null,
      closeReason: t.order.state === 'closed' ? 'timeout' : '',
      createdAt,
      updatedAt: createdAt,
    };
  });
  const orderIds: number[] = [];
  for (const part of chunks(orderRows, 300))
    orderIds.push(
      ...(await tx.insert(financeOrders).values(part).returning({ id: financeOrders.id })).map((r) => r.id),
    );
  for (const part of chunks(teams.map((t, i) => i)))
    await tx.insert(financeOrderLines).values(
      part.map((i) => ({
        publicId: newPublicId(),
        orderId: orderIds[i]!,
        teamId: teamIds[i]!,
        description: teams[i]!.name,
        unitFen: FEE_FEN,
        quantity: 1,
        amountFen: FEE_FEN,
      })),
    );
  const paidIndexes = teams.flatMap((t, i) =>
    t.order.state === 'paid' || t.order.state === 'refunded' ? [i] : [],
  );
  const paymentIds: number[] = [];
  for (const part of chunks(paidIndexes))
    paymentIds.push(
      ...(
        await tx
          .insert(financePayments)
          .values(
            part.map((i) => {
              const no = orderRows[i]!.orderNo.slice(2);
              return {
                publicId: newPublicId(),
                orderId: orderIds[i]!,
                provider: teams[i]!.order.provider,
                tradeNo:
                  teams[i]!.order.provider === 'wechat'
                    ? `42000${no}`
                    : `${no.slice(0, 8)}22001${no.slice(8)}`,
                amountFen: FEE_FEN,
                paidAt: teams[i]!.order.paidAt,
                raw: { seeded: true },
                createdAt: teams[i]!.order.paidAt,
              };
            }),
          )
          .returning({ id: financePayments.id })
      ).map((r) => r.id),
    );
  const refunds = paidIndexes.flatMap((i, n) =>
    teams[i]!.order.state === 'refunded' ? [{ i, paymentId: paymentIds[n]! }] : [],
  );
  if (refunds.length)
    await tx.insert(financeRefunds).values(
      refunds.map(({ i, paymentId }) => ({
        publicId: newPublicId(),
        orderId: orderIds[i]!,
        paymentId,
        requestNo: `RF${orderRows[i]!.orderNo.slice(2)}`,
        amountFen: FEE_FEN,
        reason: '报名审核未通过，退还报名费',
        state: 'succeeded',
        finishedAt: new Date(teams[i]!.reviewedAt!.getTime() + DAY),
        createdAt: new Date(teams[i]!.reviewedAt!.getTime() + HOUR),
      })),
    );

  // Works, each with its first version.
  const withWork = teams.flatMap((t, i) => (t.work ? [i] : []));
  const workRows = await tx
    .insert(works)
    .values(
      withWork.map((i) => {
        const t = teams[i]!;
        const ed = editions[t.edition]!;
        return {
          publicId: newPublicId(),
          teamId: teamIds[i]!,
          competitionId: ed.id,
          stageId: ed.stages[0]!.id,
          schoolGroupId: t.school.id,
          title: t.work!.title,
          versionCount: 1,
          shareId: newPublicId(),
          createdAt: t.work!.at,
          updatedAt: t.work!.at,
        };
      }),
    )
    .returning({ id: works.id });
  const versions = await tx
    .insert(workVersions)
    .values(
      withWork.map((i, n) => {
        const t = teams[i]!;
        return {
          publicId: newPublicId(),
          workId: workRows[n]!.id,
          versionNo: 1,
          title: t.work!.title,
          fields: {
            summary: `${t.work!.title}：由${t.school.name}${t.name}设计，完成了感知、联网与应用的原型。`,
            innovation: '低功耗组网与本地边缘推理结合，部署成本低。',
          },
          submittedBy: studentIds[t.members[0]!]!,
          createdAt: t.work!.at,
        };
      }),
    )
    .returning({ id: workVersions.id, workId: workVersions.workId });
  if (versions.length)
    await tx
      .update(works)
      .set({
        currentVersionId: sql`(select v.id from work_versions v where v.work_id = works.id and v.version_no = 1)`,
      })
      .where(
        inArray(
          works.id,
          versions.map((v) => v.workId),
        ),
      );

  await seedPastReview(ctx, {
    plan: { teams, teamIds, studentIds, students, rng },
    competition: past,
    passwordHash: source.passwordHash,
    at,
  });
};

const COMMENTS = [
  '方案完整，原型可运行，建议补充实测数据。',
  '选题贴近实际需求，演示清楚，功耗分析可再深入。',
  '系统架构清晰，界面完成度高，成本估算略显粗略。',
  '创新点明确，但现场部署方案需要细化。',
  '技术路线可行，文档规范，建议加强数据安全设计。',
];

/** Expert fields by item, as distribution would match them. */
const FIELD_OF_ITEM = ['hardware', 'software', 'hardware', 'ai'];

/**
 * The finished edition's review, awards and certificates: two expert groups of two new judges score every
 * handed-in work inside the review window, the best two fifths win an award, and the award list's certificates
 * are issued through the issuing code (numbers, codes, signatures), a few days apart, then downloaded; one
 * was revoked later and issued again.
 */
const seedPastReview = async (
  { tx, base }: SeedContext,
  input: {
    plan: { teams: PlannedTeam[]; teamIds: number[]; studentIds: number[]; students: Student[]; rng: Random };
    competition: Edition;
    passwordHash: string;
    at: (days: number) => Date;
  },
) => {
  const { teams, teamIds, studentIds, students, rng } = input.plan;
  const { competition, at } = input;
  const stage = competition.stages[0]!;
  const organizer = base.groups.organizer;
  const reviewStart = stage.reviewStart!.getTime();
  const reviewEnd = stage.reviewEnd!.getTime();

  const judgeUsers = await tx
    .insert(users)
    .values(
      JUDGES.map((j) => ({
        publicId: newPublicId(),
        username: j.username,
        passwordHash: input.passwordHash,
        realName: j.name,
        userType: 'expert',
        groupId: organizer.id,
        email: `${j.username}@podium.local`,
      })),
    )
    .returning({ id: users.id });
  await tx
    .insert(userRoles)
    .values(judgeUsers.map((u) => ({ userId: u.id, roleId: base.roles.expert, groupId: organizer.id })));
  const judges = await tx
    .insert(experts)
    .values(
      JUDGES.map((j, i) => ({
        publicId: newPublicId(),
        groupId: organizer.id,
        userId: judgeUsers[i]!.id,
        name: j.name,
        title: j.title,
        organisation: j.organisation,
        fields: j.fields,
        email: `${j.username}@podium.local`,
        // Engaged for this edition only: their access ended a week after its review closed, so no other
        // competition's distribution draws on them.
        temporaryCompetitionId: competition.id,
        accessEndsAt: new Date(reviewEnd + 7 * DAY),
      })),
    )
    .returning({ id: experts.id });
  const panels = await tx
    .insert(expertGroups)
    .values([
      { publicId: newPublicId(), stageId: stage.id, name: '评审一组', captainExpertId: judges[0]!.id },
      { publicId: newPublicId(), stageId: stage.id, name: '评审二组', captainExpertId: judges[2]!.id },
    ])
    .returning({ id: expertGroups.id });
  const panelJudges = [
    [judges[0]!.id, judges[1]!.id],
    [judges[2]!.id, judges[3]!.id],
  ];
  await tx
    .insert(expertGroupMembers)
    .values(
      panelJudges.flatMap((ids, g) => ids.map((expertId) => ({ expertGroupId: panels[g]!.id, expertId }))),
    );
  await tx.insert(reviewSettings).values({
    stageId: stage.id,
    reviewType: 'online',
    blind: true,
    expertsPerEntry: 2,
    perExpertCap: 150,
    finalMethod: 'mean',
    columns: DEFAULT_COLUMNS,
  });

  // Every handed-in work of the edition is an entry of its item's panel; both judges score it.
  const scored = teams.flatMap((t, i) => (t.edition === 0 && t.work ? [i] : []));
  if (scored.length === 0) return;
  const panelOf = (i: number) => (teams[i]!.item < 2 ? 0 : 1);
  const entries = await tx
    .insert(reviewEntries)
    .values(
      scored.map((i) => ({
        publicId: newPublicId(),
        stageId: stage.id,
        teamId: teamIds[i]!,
        field: FIELD_OF_ITEM[teams[i]!.item]!,
        expertGroupId: panels[panelOf(i)]!.id,
        createdAt: new Date(reviewStart - DAY / 2),
      })),
    )
    .returning({ id: reviewEntries.id });
  // A judge's leaning: one lenient, one strict.
  const leaning = [1.5, -0.5, 0, -2.5];
  const totals = new Map<number, number[]>();
  const assignments = scored.flatMap((i, n) => {
    const quality = Math.min(97, 48 + 16 * (rng.next() + rng.next() + rng.next()));
    return panelJudges[panelOf(i)]!.map((expertId) => {
      const judge = judges.findIndex((j) => j.id === expertId);
      const createdAt = new Date(reviewStart + rng.int(6 * 60) * 60_000);
      if (rng.next() < 0.02)
        return {
          publicId: newPublicId(),
          entryId: entries[n]!.id,
          expertId,
          source: 'auto',
          status: 'abstained',
          abstainReason: '与参赛队伍所在学校存在合作关系，申请回避。',
          createdAt,
          updatedAt: createdAt,
        };
      const total =
        Math.round(2 * Math.max(35, Math.min(99, quality + leaning[judge]! + (rng.next() - 0.5) * 9))) / 2;
      const innovation = Math.min(40, Math.round(total * 0.4));
      const feasibility = Math.min(30, Math.round(total * 0.3));
      const scores = { innovation, feasibility, presentation: total - innovation - feasibility };
      totals.set(i, [...(totals.get(i) ?? []), total]);
      const submittedAt = new Date(
        reviewStart + DAY / 2 + rng.next() ** 0.8 * (reviewEnd - reviewStart - DAY),
      );
      return {
        publicId: newPublicId(),
        entryId: entries[n]!.id,
        expertId,
        source: 'auto',
        status: 'submitted',
        scores,
        comments: { presentation: rng.pick(COMMENTS) },
        total,
        submittedAt,
        createdAt,
        updatedAt: submittedAt,
      };
    });
  });
  for (const part of chunks(assignments)) await tx.insert(reviewAssignments).values(part);

  // Awards: the best two fifths by mean score, announced after the review window closed.
  const ranked = [...totals.entries()]
    .map(([i, list]) => ({ i, mean: list.reduce((s, x) => s + x, 0) / list.length }))
    .sort((a, b) => b.mean - a.mean || a.i - b.i);
  const awardedAt = at(PAST.awarded);
  const levels = await tx
    .insert(awardLevels)
    .values(
      (
        [
          ['first', '一等奖'],
          ['second', '二等奖'],
          ['third', '三等奖'],
          ['excellent', '优秀奖'],
        ] as const
      ).map(([kind, name], orderNum) => ({
        publicId: newPublicId(),
        groupId: organizer.id,
        competitionId: competition.id,
        stageId: stage.id,
        kind,
        name,
        orderNum,
        createdAt: awardedAt,
      })),
    )
    .returning({ id: awardLevels.id, name: awardLevels.name });
  const [list] = await tx
    .insert(awardLists)
    .values({
      publicId: newPublicId(),
      groupId: organizer.id,
      competitionId: competition.id,
      stageId: stage.id,
      name: `${competition.name}获奖名单`,
      published: true,
      publishedAt: awardedAt,
      createdBy: base.users.organizer.id,
      createdAt: awardedAt,
      updatedAt: awardedAt,
    })
    .returning();
  const quota = [0.04, 0.08, 0.12, 0.16];
  const winners = ranked.slice(0, Math.round(ranked.length * quota.reduce((s, q) => s + q, 0)));
  const levelOf = (rank: number) => {
    let bound = 0;
    for (const [l, q] of quota.entries()) if (rank < (bound += Math.round(ranked.length * q))) return l;
    return quota.length - 1;
  };
  const awardRows = await tx
    .insert(awardEntries)
    .values(
      winners.map(({ i, mean }, rank) => {
        const t = teams[i]!;
        return {
          publicId: newPublicId(),
          listId: list!.id,
          groupId: organizer.id,
          levelId: levels[levelOf(rank)]!.id,
          teamId: teamIds[i]!,
          userId: studentIds[t.members[0]!]!,
          winnerName: students[t.members[0]!]!.realName,
          schoolName: t.school.name,
          memberNames: t.members.map((m) => students[m]!.realName).join('、'),
          teamName: t.name,
          workName: t.work!.title,
          score: mean.toFixed(2),
          rank: rank + 1,
          createdAt: awardedAt,
          updatedAt: awardedAt,
        };
      }),
    )
    .returning({ id: awardEntries.id });

  // Certificates through the issuing code, handed out over the days after the announcement.
  const [batch] = await tx
    .insert(certBatches)
    .values({
      publicId: newPublicId(),
      groupId: organizer.id,
      competitionId: competition.id,
      listId: list!.id,
      title: '物联网挑战赛获奖证书',
      design: { ...createAwardWinnerTemplate(), title: '物联网挑战赛获奖证书' },
      status: 'sent',
      checkedBy: base.users.admin.id,
      checkedAt: awardedAt,
      siteOrigin: demoSiteOrigin(),
      createdBy: base.users.organizer.id,
      createdAt: awardedAt,
    })
    .returning();
  const { fresh } = await prepareCertificates(
    tx as unknown as Db,
    batch!,
    awardRows.map((r) => r.id),
  );
  const issued = await tx
    .insert(certificates)
    .values(
      fresh.map((c, n) => ({
        ...c,
        issuedAt: new Date(awardedAt.getTime() + (1 + (n % 4)) * DAY + rng.int(8 * 60) * 60_000),
      })),
    )
    .returning({ id: certificates.id, issuedAt: certificates.issuedAt });
  // One winner's name was misspelt: that certificate was revoked three weeks later and a new one issued.
  const revoked = issued[issued.length - 1];
  if (revoked) {
    const revokedAt = new Date(revoked.issuedAt.getTime() + 21 * DAY);
    await tx
      .update(certificates)
      .set({ status: 'revoked', revokeReason: '获奖者姓名录入有误，已重新颁发。', revokedAt })
      .where(eq(certificates.id, revoked.id));
    const again = await prepareCertificates(
      tx as unknown as Db,
      batch!,
      [fresh[issued.length - 1]!.entryId],
      {
        replacesId: revoked.id,
      },
    );
    await tx
      .insert(certificates)
      .values(again.fresh.map((c) => ({ ...c, issuedAt: new Date(revokedAt.getTime() + HOUR) })));
  }
  // Winners download their certificates: most within days, some again weeks later.
  const downloads = issued.flatMap((c) => {
    if (c === revoked || rng.next() > 0.75) return [];
    const days = new Set([chinaDay(new Date(c.issuedAt.getTime() + rng.int(4) * DAY))]);
    if (rng.next() < 0.35) days.add(chinaDay(new Date(c.issuedAt.getTime() + (7 + rng.int(40)) * DAY)));
    return [...days].map((day) => ({ certificateId: c.id, day }));
  });
  if (downloads.length) await tx.insert(certificateDownloads).values(downloads);
};
