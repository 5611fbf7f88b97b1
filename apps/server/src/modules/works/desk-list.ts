import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PageResult, WorkListQuery, WorkRow, workZipBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionGroups,
  competitionItems,
  competitions,
  competitionStages,
  enrollTeams,
  groups,
  works,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { deskReach } from './work-read.ts';

type Filters = z.output<typeof workZipBody>;

/**
 * The approved sign-ups within the caller's reach (organiser: its competitions; school: its own
 * school's teams), each with its work when one was submitted, narrowed by the list's filters.
 */
const filteredSignUps = (auth: AuthContext, filters: Filters) => {
  const conditions: (SQL | undefined)[] = [eq(enrollTeams.status, 'approved'), deskReach(auth)];
  if (filters.competitionId) conditions.push(eq(competitions.publicId, filters.competitionId));
  if (filters.stageId) conditions.push(eq(competitionStages.publicId, filters.stageId));
  if (filters.itemId) conditions.push(eq(competitionItems.publicId, filters.itemId));
  if (filters.participantGroupId) conditions.push(eq(competitionGroups.publicId, filters.participantGroupId));
  if (filters.schoolId) conditions.push(eq(groups.publicId, filters.schoolId));
  if (filters.status === 'submitted') conditions.push(isNotNull(works.currentVersionId));
  if (filters.status === 'notSubmitted') conditions.push(isNull(works.currentVersionId));
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    conditions.push(
      or(ilike(enrollTeams.name, pattern), ilike(works.title, pattern), ilike(groups.name, pattern)),
    );
  }
  return { where: and(...conditions) };
};

/** The joins every query of the list shares (written per query: each keeps its own selection's types). */
const JOINS = {
  competitions: eq(competitions.id, enrollTeams.competitionId),
  stages: eq(competitionStages.id, enrollTeams.stageId),
  items: eq(competitionItems.id, enrollTeams.itemId),
  groups: eq(competitionGroups.id, enrollTeams.participantGroupId),
  school: eq(groups.id, enrollTeams.schoolGroupId),
  works: eq(works.teamId, enrollTeams.id),
};

export const pageWorks = async (
  db: Db,
  auth: AuthContext,
  query: WorkListQuery & { pageNum: number; pageSize: number },
): Promise<PageResult<WorkRow>> => {
  const { where } = filteredSignUps(auth, query);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(enrollTeams)
      .innerJoin(competitions, JOINS.competitions)
      .innerJoin(competitionStages, JOINS.stages)
      .innerJoin(competitionItems, JOINS.items)
      .leftJoin(competitionGroups, JOINS.groups)
      .leftJoin(groups, JOINS.school)
      .leftJoin(works, JOINS.works)
      .where(where),
    db
      .select({
        work: works,
        teamId: enrollTeams.publicId,
        teamName: enrollTeams.name,
        competitionName: competitions.name,
        stageName: competitionStages.name,
        itemName: competitionItems.name,
        participantGroupName: competitionGroups.name,
        schoolName: groups.name,
      })
      .from(enrollTeams)
      .innerJoin(competitions, JOINS.competitions)
      .innerJoin(competitionStages, JOINS.stages)
      .innerJoin(competitionItems, JOINS.items)
      .leftJoin(competitionGroups, JOINS.groups)
      .leftJoin(groups, JOINS.school)
      .leftJoin(works, JOINS.works)
      .where(where)
      .orderBy(desc(works.updatedAt), desc(enrollTeams.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      workId: r.work?.publicId ?? null,
      teamId: r.teamId,
      teamName: r.teamName,
      competitionName: r.competitionName,
      stageName: r.stageName,
      itemName: r.itemName,
      participantGroupName: r.participantGroupName ?? '',
      schoolName: r.schoolName ?? '',
      title: r.work?.title ?? '',
      versionCount: r.work?.versionCount ?? 0,
      status: r.work?.currentVersionId ? 'submitted' : 'notSubmitted',
      returned: r.work?.status === 'returned',
      submittedAt: r.work?.currentVersionId ? r.work.updatedAt.toISOString() : null,
    })),
  };
};

/** Ids of the submitted works matching the filters (for the zip), oldest first, at most `limit + 1`. */
export const submittedWorkIds = async (db: Db, auth: AuthContext, filters: Filters, limit: number) => {
  const { where } = filteredSignUps(auth, { ...filters, status: 'submitted' });
  const rows = await db
    .select({ id: works.id })
    .from(enrollTeams)
    .innerJoin(competitions, JOINS.competitions)
    .innerJoin(competitionStages, JOINS.stages)
    .innerJoin(competitionItems, JOINS.items)
    .leftJoin(competitionGroups, JOINS.groups)
    .leftJoin(groups, JOINS.school)
    .leftJoin(works, JOINS.works)
    .where(where)
    .orderBy(works.id)
    .limit(limit + 1);
  return rows.map((r) => r.id!);
};
