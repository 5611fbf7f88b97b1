import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  PageResult,
  pageQuery,
  PublicAwardListRow,
  publicAwardQuery,
  PublicAwardRow,
} from '@podium/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  awardEntries,
  awardLevels,
  awardLists,
  competitionEnrollSettings,
  competitions,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { listedCondition, tenantPath } from '../competition/portal-read.ts';
import { maskName, maskNames, maskTeamName } from '../../platform/masking.ts';

/** Standard awards first in their natural order, then by the organiser's order. */
const levelOrder = sql`case ${awardLevels.kind} when 'first' then 0 when 'second' then 1 when 'third' then 2 when 'excellent' then 3 when 'advisor' then 4 else 5 end`;

const joined = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(awardLists, eq(awardLists.id, awardEntries.listId))
    .innerJoin(awardLevels, eq(awardLevels.id, awardEntries.levelId))
    .innerJoin(competitions, eq(competitions.id, awardLists.competitionId));

/**
 * Portal: lines of the published award lists of the host's competitions (listed ones only), newest list
 * first, best award first; people's names masked. Unpublished lists and other tenants' never show.
 */
export const pagePublicAwards = async (
  db: Db,
  host: string,
  query: z.output<typeof publicAwardQuery>,
): Promise<PageResult<PublicAwardRow>> => {
  const path = await tenantPath(db, host);
  if (!path) return { rows: [], total: 0 };
  const where = and(
    listedCondition(path),
    eq(awardLists.published, true),
    query.competitionId ? eq(competitions.publicId, query.competitionId) : undefined,
    query.listId ? eq(awardLists.publicId, query.listId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    joined(
      db
        .select({
          entry: awardEntries,
          list: awardLists,
          awardName: awardLevels.name,
          competitionId: competitions.publicId,
          competitionName: competitions.name,
          enrollMode: competitionEnrollSettings.mode,
        })
        .from(awardEntries)
        .$dynamic(),
    )
      .leftJoin(competitionEnrollSettings, eq(competitionEnrollSettings.competitionId, competitions.id))
      .where(where)
      .orderBy(
        desc(awardLists.publishedAt),
        desc(awardLists.id),
        levelOrder,
        asc(awardLevels.orderNum),
        sql`${awardEntries.rank} asc nulls last`,
        desc(awardEntries.score),
        asc(awardEntries.id),
      )
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    joined(db.select({ total: count() }).from(awardEntries).$dynamic()).where(where),
  ]);
  return {
    total: total?.total ?? 0,
    rows: rows.map((r) => publicRowOf(r)),
  };
};

/**
 * Portal: the published award lists of the host's listed competitions, newest first, each with its count
 * of lines (the user centre's 获奖公示 announces them; the lines themselves are on /home/reward).
 */
export const pagePublicAwardLists = async (
  db: Db,
  host: string,
  query: z.output<typeof pageQuery>,
): Promise<PageResult<PublicAwardListRow>> => {
  const path = await tenantPath(db, host);
  if (!path) return { rows: [], total: 0 };
  const where = and(listedCondition(path), eq(awardLists.published, true));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        listId: awardLists.publicId,
        listName: awardLists.name,
        competitionId: competitions.publicId,
        competitionName: competitions.name,
        publishedAt: awardLists.publishedAt,
        entries: sql<number>`(select count(*)::int from ${awardEntries} where ${awardEntries.listId} = ${awardLists.id})`,
      })
      .from(awardLists)
      .innerJoin(competitions, eq(competitions.id, awardLists.competitionId))
      .where(where)
      .orderBy(sql`${awardLists.publishedAt} desc nulls last`, desc(awardLists.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(awardLists)
      .innerJoin(competitions, eq(competitions.id, awardLists.competitionId))
      .where(where),
  ]);
  return {
    total: total?.total ?? 0,
    rows: rows.map((r) => ({ ...r, publishedAt: r.publishedAt?.toISOString() ?? null })),
  };
};

type PublicLine = {
  entry: typeof awardEntries.$inferSelect;
  list: typeof awardLists.$inferSelect;
  awardName: string;
  competitionId: string;
  competitionName: string;
  /** The competition's sign-up mode: in a team competition a team line's winner is its team. */
  enrollMode: string | null;
};

/**
 * One line as the public sees it: every person's name masked, and the team's name too when it is a
 * person's (an individual competition's "team" is named after its student). In a team competition a line
 * of a team is the team's: it is named after the team, never after its captain (a team of one copied its
 * captain's name as the winner).
 */
const publicRowOf = (r: PublicLine): PublicAwardRow => {
  const teamLine =
    r.entry.teamName !== '' && (r.enrollMode === 'team' || r.entry.winnerName === r.entry.teamName);
  // A team line's winner is the team itself; a single winner is a person.
  const winner = r.entry.winnerName === r.entry.teamName ? '' : r.entry.winnerName;
  const people = [winner, r.entry.memberNames, r.entry.teacherNames].flatMap((names) =>
    names.split(/[、,，;；]/),
  );
  const teamName = maskTeamName(r.entry.teamName, people);
  return {
    entryId: r.entry.publicId,
    competitionId: r.competitionId,
    competitionName: r.competitionName,
    listId: r.list.publicId,
    listName: r.list.name,
    awardName: r.awardName,
    // A team line is named after its team: that name stays readable unless it is a person's.
    winnerName: teamLine ? teamName : maskName(r.entry.winnerName),
    memberNames: maskNames(r.entry.memberNames),
    teacherNames: maskNames(r.entry.teacherNames),
    schoolName: r.entry.schoolName,
    teamName,
    workName: r.entry.workName,
    publishedAt: r.list.publishedAt?.toISOString() ?? null,
  };
};
