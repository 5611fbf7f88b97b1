import { asc, eq, sql } from 'drizzle-orm';
import { idCardCheckChar } from '@podium/contracts';
import {
  competitionGroups,
  competitionItems,
  competitions,
  competitionStages,
  enrollCapacity,
  enrollInvitations,
  enrollMemberInfos,
  enrollMembers,
  enrollTeams,
  users,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { DEMO_PASSWORD } from '../demo-accounts.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 24 * 3600 * 1000;
const idCard = (first17: string) => `${first17}${idCardCheckChar(first17)}`;

/**
 * Team sign-ups in the open team competition (全国大学生智能创新设计大赛): `student` captains 追光者队 with
 * `student2` as member and a teacher as advisor, and one open invitation for more members. `student`'s
 * information is complete; `student2` still lacks some, so the team page shows both states.
 */
export const seedTeams = async ({ tx, base, personalData }: SeedContext) => {
  const [competition] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.shortName, '智创大赛'));
  if (!competition) return;
  const [stage] = await tx
    .select({ id: competitionStages.id })
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, competition.id))
    .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id))
    .limit(1);
  const [item] = await tx
    .select({ id: competitionItems.id })
    .from(competitionItems)
    .where(eq(competitionItems.competitionId, competition.id))
    .orderBy(asc(competitionItems.orderNum), asc(competitionItems.id))
    .limit(1);
  const [group] = await tx
    .select({ id: competitionGroups.id })
    .from(competitionGroups)
    .where(eq(competitionGroups.competitionId, competition.id))
    .orderBy(asc(competitionGroups.id))
    .limit(1);
  if (!stage || !item) return;

  const [teacher] = await tx
    .insert(users)
    .values({
      publicId: newPublicId(),
      username: 'teacher_wang',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      realName: '王建国',
      userType: 'teacher',
      groupId: base.groups.schoolA.id,
      email: 'wangjg@podium.local',
    })
    .returning({ id: users.id });

  const infos = [
    {
      userId: base.users.student.id,
      idCard: idCard('11010520040315123'),
      phone: '13912345678',
      studentNo: '2022010101',
      college: '计算机科学与技术学院',
      major: '软件工程',
      grade: '2022 级',
    },
    {
      userId: base.users.student2.id,
      idCard: null,
      phone: '13800001111',
      studentNo: '2023020202',
      college: '',
      major: '',
      grade: '2023 级',
    },
    {
      userId: teacher!.id,
      idCard: null,
      phone: '13700002222',
      studentNo: '',
      college: '计算机科学与技术学院',
      major: '',
      grade: '',
    },
  ];
  for (const info of infos) {
    const birth = info.idCard?.slice(6, 14);
    await tx.insert(enrollMemberInfos).values({
      userId: info.userId,
      idCardCipher: info.idCard ? personalData.encrypt(info.idCard) : null,
      idCardIndex: info.idCard ? personalData.blindIndex(info.idCard) : null,
      birthday: birth ? `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}` : null,
      gender: info.idCard ? (Number(info.idCard.charAt(16)) % 2 === 0 ? 2 : 1) : null,
      phoneCipher: personalData.encrypt(info.phone),
      studentNo: info.studentNo,
      college: info.college,
      major: info.major,
      grade: info.grade,
    });
  }

  const [team] = await tx
    .insert(enrollTeams)
    .values({
      publicId: newPublicId(),
      competitionId: competition.id,
      stageId: stage.id,
      itemId: item.id,
      participantGroupId: group?.id ?? null,
      schoolGroupId: base.groups.schoolA.id,
      captainId: base.users.student.id,
      name: '追光者队',
      status: 'awaitingPayment',
      feeFen: 10000,
      memberCount: 2,
      advisorCount: 1,
    })
    .returning({ id: enrollTeams.id });
  const member = (userId: number, role: string) => ({
    teamId: team!.id,
    userId,
    competitionId: competition.id,
    itemId: item.id,
    stageId: stage.id,
    role,
  });
  await tx
    .insert(enrollMembers)
    .values([
      member(base.users.student.id, 'captain'),
      member(base.users.student2.id, 'member'),
      member(teacher!.id, 'advisor'),
    ]);
  // The places this sign-up takes, as the sign-up call would have counted them.
  for (const [scope, limit] of [
    ['total', 800],
    [`school:${base.groups.schoolA.id}`, 50],
  ] as const)
    await tx
      .insert(enrollCapacity)
      .values({ competitionId: competition.id, scope, used: 1, limit })
      .onConflictDoUpdate({
        target: [enrollCapacity.competitionId, enrollCapacity.scope, enrollCapacity.shard],
        set: { used: sql`${enrollCapacity.used} + 1` },
      });
  await tx.insert(enrollInvitations).values({
    publicId: newPublicId(),
    teamId: team!.id,
    role: 'member',
    createdBy: base.users.student.id,
    expiresAt: new Date(Date.now() + 7 * DAY),
    usedCount: 1,
  });
};
