import { asc, eq } from 'drizzle-orm';
import {
  competitionItems,
  competitionStages,
  enrollMembers,
  enrollTeams,
  userRoles,
  users,
  workVersions,
  works,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 24 * 3600 * 1000;

type School = 'schoolA' | 'schoolB';
/** A student of the finished competition: a demo account, or a new one made for the winner's team. */
type Person = { account: 'student' | 'student2' } | { username: string; realName: string; school: School };

/** One winning team of the finished design competition, as the award list names it. */
export type WinningEntrant = {
  teamName: string;
  school: School;
  students: Person[];
  /** The school's teacher (`school`, 钱老师) advises the team. */
  advised?: true;
  workTitle: string;
};

export const WINNING_ENTRANTS: WinningEntrant[] = [
  {
    teamName: '山海新编工作室',
    school: 'schoolA',
    students: [{ account: 'student' }],
    advised: true,
    workTitle: '山海经新编系列海报',
  },
  {
    teamName: '校园导览小组',
    school: 'schoolB',
    students: [{ account: 'student2' }],
    workTitle: '校园导览交互原型',
  },
  {
    teamName: '青瓷文创组',
    school: 'schoolA',
    students: [
      { username: 'ouyangnana', realName: '欧阳娜娜', school: 'schoolA' },
      { username: 'wangxiaochuan', realName: '王小川', school: 'schoolA' },
    ],
    workTitle: '青瓷文创茶具',
  },
  {
    teamName: '节气字体组',
    school: 'schoolB',
    students: [{ username: 'chensiyan', realName: '陈思琰', school: 'schoolB' }],
    workTitle: '节气字体设计',
  },
];

/**
 * The winners of the finished design competition are real entrants: each has an approved team, signed up
 * inside the stage's sign-up window, whose work was handed in during the submission window, so the award
 * list, the works list and the certificates tell the same story. Returns each team's id by its name.
 */
export const seedWinningEntrants = async (
  { tx, base }: SeedContext,
  competitionId: number,
): Promise<Map<string, number>> => {
  const teamIds = new Map<string, number>();
  const [stage] = await tx
    .select()
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, competitionId))
    .orderBy(asc(competitionStages.orderNum))
    .limit(1);
  const [item] = await tx
    .select({ id: competitionItems.id })
    .from(competitionItems)
    .where(eq(competitionItems.competitionId, competitionId))
    .orderBy(asc(competitionItems.orderNum))
    .limit(1);
  const [source] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, base.users.student.id));
  if (!stage?.signUpStart || !stage.submitStart || !item || !source) return teamIds;

  const userIdOf = async (person: Person) => {
    if ('account' in person) return base.users[person.account].id;
    const groupId = base.groups[person.school].id;
    const [row] = await tx
      .insert(users)
      .values({
        publicId: newPublicId(),
        username: person.username,
        passwordHash: source.passwordHash,
        realName: person.realName,
        userType: 'student',
        groupId,
        email: `${person.username}@podium.local`,
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: row!.id, roleId: base.roles.student, groupId });
    return row!.id;
  };

  for (const [i, entrant] of WINNING_ENTRANTS.entries()) {
    // Later in the windows than the review seed's teams: ten days after each opened.
    const signedUpAt = new Date(stage.signUpStart.getTime() + (10 + i) * DAY);
    const submittedAt = new Date(stage.submitStart.getTime() + (10 + i) * DAY);
    const studentIds: number[] = [];
    for (const person of entrant.students) studentIds.push(await userIdOf(person));
    const advisorId = entrant.advised ? base.users.school.id : null;
    const [team] = await tx
      .insert(enrollTeams)
      .values({
        publicId: newPublicId(),
        competitionId,
        stageId: stage.id,
        itemId: item.id,
        schoolGroupId: base.groups[entrant.school].id,
        captainId: studentIds[0]!,
        name: entrant.teamName,
        status: 'approved',
        memberCount: studentIds.length,
        advisorCount: advisorId ? 1 : 0,
        createdAt: signedUpAt,
        updatedAt: new Date(signedUpAt.getTime() + DAY),
        reviewedBy: base.users.organizer.id,
        reviewedAt: new Date(signedUpAt.getTime() + DAY),
      })
      .returning({ id: enrollTeams.id });
    const members = [
      ...studentIds.map((userId, n) => ({ userId, role: n === 0 ? 'captain' : 'member' })),
      ...(advisorId ? [{ userId: advisorId, role: 'advisor' }] : []),
    ];
    await tx.insert(enrollMembers).values(
      members.map((m) => ({
        ...m,
        teamId: team!.id,
        competitionId,
        itemId: item.id,
        createdAt: signedUpAt,
      })),
    );
    const [work] = await tx
      .insert(works)
      .values({
        publicId: newPublicId(),
        teamId: team!.id,
        competitionId,
        stageId: stage.id,
        schoolGroupId: base.groups[entrant.school].id,
        title: entrant.workTitle,
        versionCount: 1,
        shareId: newPublicId(),
        createdAt: submittedAt,
        updatedAt: submittedAt,
      })
      .returning({ id: works.id });
    const [version] = await tx
      .insert(workVersions)
      .values({
        publicId: newPublicId(),
        workId: work!.id,
        versionNo: 1,
        title: entrant.workTitle,
        fields: { summary: `${entrant.workTitle}：设计说明见作品文件。` },
        submittedBy: studentIds[0]!,
        createdAt: submittedAt,
      })
      .returning({ id: workVersions.id });
    await tx.update(works).set({ currentVersionId: version!.id }).where(eq(works.id, work!.id));
    teamIds.set(entrant.teamName, team!.id);
  }
  return teamIds;
};
