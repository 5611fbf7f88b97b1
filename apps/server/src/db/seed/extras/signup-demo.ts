import { and, asc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import {
  competitionEnrollSettings,
  competitionGroups,
  competitionItems,
  competitions,
  competitionStages,
  enrollCapacity,
  enrollMembers,
  enrollTeamHistory,
  enrollTeams,
  roles,
  userRoles,
  users,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

/** What the organiser and school personas may do on the sign-up page beyond viewing it. */
const REVIEW_PERMS = ['enroll:review', 'enroll:export', 'enroll:import'];

/** Nineteen students of 东海大学 (the `school` account's school): stu001 … stu019. */
const STUDENTS = [
  '张明轩',
  '李若曦',
  '王梓豪',
  '赵欣怡',
  '刘宇航',
  '陈思彤',
  '杨博文',
  '周雨萱',
  '吴昊天',
  '郑可馨',
  '孙睿泽',
  '冯婧怡',
  '何俊熙',
  '许诗涵',
  '韩泽宇',
  '林沐阳',
  '宋嘉怡',
  '唐一鸣',
  '曹语桐',
];

type TeamSeed = {
  name: string;
  /** Indexes into STUDENTS (first is the captain), or usernames of existing demo users. */
  members: (number | string)[];
  /** Usernames of the team's advisors (teachers of its school). */
  advisors?: string[];
  status: 'pending' | 'approved' | 'rejected' | 'awaitingPayment';
  reason?: string;
  school: 'schoolA' | 'schoolB';
  daysAgo: number;
};

/**
 * The competition asks for 3–5 students and 1–2 advisors. Every approved team meets that; of the pending
 * ones, 云帆智控 (two students, no advisor) does not, so approving it is refused with the rule it breaks.
 */
const TEAMS: TeamSeed[] = [
  {
    name: '智巡先锋队',
    members: [0, 1, 2],
    advisors: ['teacher_wang'],
    status: 'approved',
    school: 'schoolA',
    daysAgo: 9,
  },
  {
    name: '青禾智造',
    members: [3, 4, 5],
    advisors: ['teacher_wang'],
    status: 'approved',
    school: 'schoolA',
    daysAgo: 8,
  },
  {
    name: '星火创客',
    members: [6, 15],
    status: 'rejected',
    reason: '作品方向与所报赛项不符，请改报“智能制造与机器人”赛项后重新报名。',
    school: 'schoolA',
    daysAgo: 7,
  },
  {
    name: '深蓝视觉',
    members: [7, 8, 9],
    advisors: ['teacher_wang'],
    status: 'pending',
    school: 'schoolA',
    daysAgo: 5,
  },
  {
    name: '极光机器人',
    members: [10, 11, 12],
    advisors: ['donghai04'],
    status: 'pending',
    school: 'schoolA',
    daysAgo: 3,
  },
  { name: '云帆智控', members: [13, 14], status: 'pending', school: 'schoolA', daysAgo: 2 },
  // Signed up, not yet paid: its captain sent a bank-transfer voucher that finance staff have to confirm.
  { name: '晨曦队', members: [16, 17, 18], status: 'awaitingPayment', school: 'schoolA', daysAgo: 1 },
  {
    name: '启明星AI',
    members: ['donghai01'],
    status: 'rejected',
    reason: '指导教师信息缺失，请补充后联系学校管理员重新推荐。',
    school: 'schoolA',
    daysAgo: 1,
  },
  {
    name: '西山之光',
    members: ['xishan01', 'xishan02', 'xishan03'],
    advisors: ['xishan04'],
    status: 'approved',
    school: 'schoolB',
    daysAgo: 6,
  },
  {
    name: '山岚智能',
    members: ['xishan05', 'xishan06', 'xishan07'],
    advisors: ['xishan08'],
    status: 'pending',
    school: 'schoolB',
    daysAgo: 4,
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** A resident ID number with a correct GB 11643 check digit (made up: Shanghai, 2005). */
const idCardOf = (n: number) => {
  const body = `3101152005${String(1 + (n % 12)).padStart(2, '0')}${String(10 + n).padStart(2, '0')}${String(500 + n).slice(-3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
};

/**
 * Sign-ups to manage: nineteen new students of 东海大学 and a few of 西山理工学院 in teams of the open team
 * competition (全国大学生智能创新设计大赛), pending, approved and rejected, counted against its capacity like
 * real sign-ups. The organiser and school roles get the review, export and import permissions.
 */
export const seedSignUpDemo = async ({ tx, base, personalData }: SeedContext): Promise<void> => {
  for (const roleId of [base.roles.organizer, base.roles.school]) {
    const [role] = await tx
      .select({ permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.id, roleId));
    const permissions = [...new Set([...(role?.permissions ?? []), ...REVIEW_PERMS])];
    await tx.update(roles).set({ permissions }).where(eq(roles.id, roleId));
  }

  const [competition] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(like(competitions.name, '%全国大学生智能创新设计大赛'));
  const [source] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, base.users.student.id));
  if (!competition || !source) return;
  const [stage] = await tx
    .select({ id: competitionStages.id })
    .from(competitionStages)
    .where(and(eq(competitionStages.competitionId, competition.id), isNotNull(competitionStages.signUpStart)))
    .orderBy(asc(competitionStages.orderNum));
  const items = await tx
    .select({ id: competitionItems.id })
    .from(competitionItems)
    .where(eq(competitionItems.competitionId, competition.id))
    .orderBy(asc(competitionItems.orderNum));
  const [group] = await tx
    .select({ id: competitionGroups.id })
    .from(competitionGroups)
    .where(eq(competitionGroups.competitionId, competition.id))
    .orderBy(asc(competitionGroups.orderNum));
  if (!stage || items.length === 0) return;

  // One insert for all students; the demo password hash is copied, never computed again.
  const created = await tx
    .insert(users)
    .values(
      STUDENTS.map((realName, i) => {
        const username = `stu${String(i + 1).padStart(3, '0')}`;
        const phone = `1371000${String(2000 + i)}`;
        const idCard = idCardOf(i);
        return {
          publicId: newPublicId(),
          username,
          passwordHash: source.passwordHash,
          realName,
          email: `${username}@donghai.edu.cn`,
          phoneCipher: personalData.encrypt(phone),
          phoneIndex: personalData.blindIndex(phone),
          idCardCipher: personalData.encrypt(idCard),
          idCardIndex: personalData.blindIndex(idCard),
          userType: 'student',
          groupId: base.groups.schoolA.id,
        };
      }),
    )
    .returning({ id: users.id });
  await tx
    .insert(userRoles)
    .values(
      created.map((u) => ({ userId: u.id, roleId: base.roles.student, groupId: base.groups.schoolA.id })),
    );
  const named = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        TEAMS.flatMap((t) => [...t.members, ...(t.advisors ?? [])]).filter((m) => typeof m === 'string'),
      ),
    );
  const userIdOf = (m: number | string) =>
    typeof m === 'number' ? created[m]!.id : named.find((u) => u.username === m)?.id;

  const [settings] = await tx
    .select({
      total: competitionEnrollSettings.capacityTotal,
      perSchool: competitionEnrollSettings.capacityPerSchool,
      feeFen: competitionEnrollSettings.feeFen,
    })
    .from(competitionEnrollSettings)
    .where(eq(competitionEnrollSettings.competitionId, competition.id));
  const now = Date.now();
  for (const [index, seed] of TEAMS.entries()) {
    const memberIds = seed.members.map(userIdOf).filter((id): id is number => id !== undefined);
    const advisorIds = (seed.advisors ?? []).map(userIdOf).filter((id): id is number => id !== undefined);
    if (memberIds.length === 0) continue;
    const item = items[index % items.length]!;
    const createdAt = new Date(now - seed.daysAgo * DAY);
    const decided = seed.status !== 'pending' && seed.status !== 'awaitingPayment';
    const reviewedAt = decided ? new Date(createdAt.getTime() + DAY / 2) : null;
    const [team] = await tx
      .insert(enrollTeams)
      .values({
        publicId: newPublicId(),
        competitionId: competition.id,
        stageId: stage.id,
        itemId: item.id,
        participantGroupId: group?.id ?? null,
        schoolGroupId: base.groups[seed.school].id,
        captainId: memberIds[0]!,
        name: seed.name,
        status: seed.status,
        source: index % 3 === 1 ? 'recommend' : 'self',
        rejectReason: seed.reason ?? '',
        feeFen: settings?.feeFen ?? 0,
        memberCount: memberIds.length,
        advisorCount: advisorIds.length,
        createdAt,
        updatedAt: reviewedAt ?? createdAt,
        reviewedBy: decided ? base.users.organizer.id : null,
        reviewedAt,
      })
      .returning({ id: enrollTeams.id });
    await tx.insert(enrollMembers).values([
      ...memberIds.map((userId, i) => ({
        teamId: team!.id,
        userId,
        competitionId: competition.id,
        itemId: item.id,
        role: i === 0 ? 'captain' : 'member',
        createdAt,
      })),
      ...advisorIds.map((userId) => ({
        teamId: team!.id,
        userId,
        competitionId: competition.id,
        itemId: item.id,
        role: 'advisor',
        createdAt,
      })),
    ]);
    // A decision on the desk leaves a history row; a sign-up still waiting (for review or payment) has none.
    if (seed.status === 'approved' || seed.status === 'rejected')
      await tx.insert(enrollTeamHistory).values({
        teamId: team!.id,
        action: seed.status,
        fromStatus: 'pending',
        toStatus: seed.status,
        reason: seed.reason ?? '',
        actorId: base.users.organizer.id,
        at: reviewedAt!,
      });
  }

  // Places held (rejected teams give theirs back), counted like real sign-ups against the limits.
  const holding = TEAMS.filter((t) => t.status !== 'rejected');
  const counts = new Map<string, number>([['total', holding.length]]);
  for (const t of holding) {
    const key = `school:${base.groups[t.school].id}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [scope, used] of counts) {
    const limit = scope === 'total' ? settings?.total : settings?.perSchool;
    if (limit === null || limit === undefined) continue;
    await tx
      .insert(enrollCapacity)
      .values({ competitionId: competition.id, scope, used, limit })
      .onConflictDoUpdate({
        target: [enrollCapacity.competitionId, enrollCapacity.scope, enrollCapacity.shard],
        set: { used: sql`${enrollCapacity.used} + ${used}` },
      });
  }
};
