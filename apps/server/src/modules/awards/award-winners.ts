import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  competitionEnrollSettings,
  enrollMembers,
  enrollTeams,
  groups,
  users,
  works,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Tx } from './award-scope.ts';
import { awardMessages } from './awards.messages.ts';
import { schoolNameOf } from '../../platform/school-name.ts';

export type WinnerFacts = {
  teamId: number | null;
  userId: number | null;
  winnerName: string;
  schoolName: string;
  memberNames: string;
  teacherNames: string;
  teamName: string;
  /** The title of the team's submitted work ('' when none): certificates print it. */
  workName: string;
};

/**
 * Names of a sign-up, copied onto the award line when it is made: captain and members (students) and
 * advisors (teachers), the captain's school, the title of its work. Copied, so a certificate says what
 * was decided. The winner is the team in a team competition (even a team of one), else its student.
 */
export const teamFacts = async (
  db: Db | Tx,
  competitionId: number,
  teamPublicId: string,
): Promise<WinnerFacts> => {
  const [team] = await db
    .select({
      id: enrollTeams.id,
      name: enrollTeams.name,
      school: groups.name,
      work: works.title,
      mode: competitionEnrollSettings.mode,
    })
    .from(enrollTeams)
    .leftJoin(groups, eq(groups.id, enrollTeams.schoolGroupId))
    .leftJoin(
      competitionEnrollSettings,
      eq(competitionEnrollSettings.competitionId, enrollTeams.competitionId),
    )
    .leftJoin(works, eq(works.teamId, enrollTeams.id))
    .where(and(eq(enrollTeams.publicId, teamPublicId), eq(enrollTeams.competitionId, competitionId)));
  if (!team) throw notFound(awardMessages.teamNotFound);
  const members = await db
    .select({ name: users.realName, role: enrollMembers.role, userId: users.id })
    .from(enrollMembers)
    .innerJoin(users, eq(users.id, enrollMembers.userId))
    .where(eq(enrollMembers.teamId, team.id))
    .orderBy(asc(enrollMembers.createdAt));
  const students = members
    .filter((m) => m.role !== 'advisor')
    .sort((a, b) => (a.role === 'captain' ? -1 : b.role === 'captain' ? 1 : 0));
  const teachers = members.filter((m) => m.role === 'advisor');
  const single = students.length === 1 && team.mode !== 'team';
  return {
    teamId: team.id,
    userId: single ? students[0]!.userId : null,
    winnerName: single ? students[0]!.name : team.name,
    schoolName: team.school ?? '',
    memberNames: students.map((s) => s.name).join('、'),
    teacherNames: teachers.map((s) => s.name).join('、'),
    teamName: team.name,
    workName: team.work ?? '',
  };
};

/** A person named by user name: their real name and home school. */
export const personFacts = async (db: Db | Tx, username: string) => {
  const [person] = await db
    .select({ id: users.id, name: users.realName, school: schoolNameOf(groups) })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.username, username));
  if (!person) throw notFound({ zh: `用户“${username}”不存在`, en: `User "${username}" does not exist` });
  return { userId: person.id, name: person.name, schoolName: person.school ?? '' };
};

/** Every user a team line concerns (members and advisors), for "my awards" and certificate owners. */
export const teamUserIds = async (db: Db | Tx, teamIds: number[]) =>
  teamIds.length === 0
    ? []
    : db
        .select({ teamId: enrollMembers.teamId, userId: enrollMembers.userId, role: enrollMembers.role })
        .from(enrollMembers)
        .where(inArray(enrollMembers.teamId, teamIds));
