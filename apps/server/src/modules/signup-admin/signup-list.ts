import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PageResult, SignUpAdminRow, SignUpFilterQuery } from '@podium/contracts';
import { alias } from 'drizzle-orm/pg-core';
import {
  competitionGroups,
  competitionItems,
  competitions,
  competitionStages,
  enrollMembers,
  enrollTeams,
  groups,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { periodOf, within } from '../../platform/china-days.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { schoolsInProvince } from '../schools/schools-in-province.ts';
import { signUpScope } from './signup-scope.ts';

const schools = alias(groups, 'school');
const captains = alias(users, 'captain');

/** Members (advisors included) of each team, as a correlated count. */
const memberCount = sql<number>`(select cast(count(*) as int) from ${enrollMembers} where ${enrollMembers.teamId} = ${enrollTeams.id})`;

/** The columns of a list row; `rowOf` turns a selected record into the API's shape. */
const rowColumns = {
  id: enrollTeams.id,
  teamId: enrollTeams.publicId,
  name: enrollTeams.name,
  competitionId: competitions.publicId,
  competitionName: competitions.name,
  stageName: competitionStages.name,
  itemName: competitionItems.name,
  groupName: competitionGroups.name,
  schoolName: schools.name,
  captainName: captains.realName,
  captainUsername: captains.username,
  memberCount,
  status: enrollTeams.status,
  source: enrollTeams.source,
  feeFen: enrollTeams.feeFen,
  rejectReason: enrollTeams.rejectReason,
  createdAt: enrollTeams.createdAt,
  reviewedAt: enrollTeams.reviewedAt,
};

type Selected = { [K in keyof typeof rowColumns]: unknown } & { createdAt: Date; reviewedAt: Date | null };

export const rowOf = (r: Selected): SignUpAdminRow =>
  ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  }) as SignUpAdminRow;

/** The shared FROM … JOIN of list, export and detail. */
export const selectSignUps = (db: Db) =>
  db
    .select(rowColumns)
    .from(enrollTeams)
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(competitionStages, eq(competitionStages.id, enrollTeams.stageId))
    .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
    .leftJoin(competitionGroups, eq(competitionGroups.id, enrollTeams.participantGroupId))
    .leftJoin(schools, eq(schools.id, enrollTeams.schoolGroupId))
    .innerJoin(captains, eq(captains.id, enrollTeams.captainId));

/** The WHERE of a filtered list, always inside the acting group's reach. */
export const signUpWhere = (auth: AuthContext, q: SignUpFilterQuery): SQL | undefined => {
  const keyword = q.keyword ? likePattern(q.keyword) : undefined;
  return and(
    signUpScope(auth),
    q.competitionId ? eq(competitions.publicId, q.competitionId) : undefined,
    q.stageId ? eq(competitionStages.publicId, q.stageId) : undefined,
    q.itemId ? eq(competitionItems.publicId, q.itemId) : undefined,
    q.participantGroupId ? eq(competitionGroups.publicId, q.participantGroupId) : undefined,
    q.schoolId ? eq(schools.publicId, q.schoolId) : undefined,
    q.status ? eq(enrollTeams.status, q.status) : undefined,
    q.source ? eq(enrollTeams.source, q.source) : undefined,
    q.provinceCode ? inArray(enrollTeams.schoolGroupId, schoolsInProvince(q.provinceCode)) : undefined,
    within(enrollTeams.createdAt, periodOf(q)),
    keyword
      ? or(
          ilike(enrollTeams.name, keyword),
          ilike(captains.realName, keyword),
          ilike(captains.username, keyword),
        )
      : undefined,
  );
};

/** GET /enroll/manage/page: newest first. */
export const listSignUps = async (
  db: Db,
  auth: AuthContext,
  q: SignUpFilterQuery & { pageNum: number; pageSize: number },
): Promise<PageResult<SignUpAdminRow>> => {
  const where = signUpWhere(auth, q);
  const [rows, [total]] = await Promise.all([
    selectSignUps(db)
      .where(where)
      .orderBy(desc(enrollTeams.createdAt), desc(enrollTeams.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(enrollTeams)
      .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
      .innerJoin(competitionStages, eq(competitionStages.id, enrollTeams.stageId))
      .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
      .leftJoin(competitionGroups, eq(competitionGroups.id, enrollTeams.participantGroupId))
      .leftJoin(schools, eq(schools.id, enrollTeams.schoolGroupId))
      .innerJoin(captains, eq(captains.id, enrollTeams.captainId))
      .where(where),
  ]);
  return { rows: rows.map(rowOf), total: total?.n ?? 0 };
};
