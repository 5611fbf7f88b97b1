import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PageResult, SchoolAwardFilterQuery, SchoolAwardRow } from '@podium/contracts';
import {
  awardEntries,
  awardLevels,
  awardLists,
  certificates,
  competitions,
  enrollTeams,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { writeSheet, type SheetColumn } from '../../platform/excel.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { translate, type Lang } from '../../platform/messages.ts';
import { awardMessages } from './awards.messages.ts';

/** Most lines one export writes. */
export const SCHOOL_AWARD_EXPORT_LIMIT = 10_000;

/**
 * The award lines of the acting group's students: a single winner whose home group lies in its subtree,
 * or a team whose captain's school does (the sign-up scope's rule). Only published lists: a school reads
 * results once the organiser has announced them. Another school's students never match.
 */
const studentsOf = (db: Db, auth: AuthContext): SQL | undefined => {
  const people = scopeCondition(auth, { groupId: users.groupId });
  const teams = scopeCondition(auth, { groupId: enrollTeams.schoolGroupId });
  if (people === undefined || teams === undefined) return undefined;
  return or(
    inArray(awardEntries.userId, db.select({ id: users.id }).from(users).where(people)),
    inArray(awardEntries.teamId, db.select({ id: enrollTeams.id }).from(enrollTeams).where(teams)),
  );
};

const liveCertificates = sql`${certificates.entryId} = ${awardEntries.id} and ${certificates.status} = 'issued'`;
const certNos = sql<
  string[] | null
>`(select array_agg(${certificates.certNo} order by ${certificates.certNo}) from ${certificates} where ${liveCertificates})`;
const firstIssued = sql<
  string | Date | null
>`(select min(${certificates.issuedAt}) from ${certificates} where ${liveCertificates})`;

const whereOf = (db: Db, auth: AuthContext, query: SchoolAwardFilterQuery) => {
  const conditions: (SQL | undefined)[] = [eq(awardLists.published, true), studentsOf(db, auth)];
  if (query.competitionId) conditions.push(eq(competitions.publicId, query.competitionId));
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    conditions.push(
      or(
        ilike(awardEntries.winnerName, pattern),
        ilike(awardEntries.memberNames, pattern),
        ilike(awardEntries.teamName, pattern),
        ilike(awardEntries.workName, pattern),
      ),
    );
  }
  if (query.certificate === 'issued')
    conditions.push(sql`exists (select 1 from ${certificates} where ${liveCertificates})`);
  if (query.certificate === 'none')
    conditions.push(sql`not exists (select 1 from ${certificates} where ${liveCertificates})`);
  return and(...conditions);
};

const selectLines = (db: Db) =>
  db
    .select({
      entryId: awardEntries.publicId,
      competitionId: competitions.publicId,
      competitionName: competitions.name,
      listName: awardLists.name,
      levelName: awardLevels.name,
      winnerName: awardEntries.winnerName,
      memberNames: awardEntries.memberNames,
      teacherNames: awardEntries.teacherNames,
      teamName: awardEntries.teamName,
      workName: awardEntries.workName,
      schoolName: awardEntries.schoolName,
      rank: awardEntries.rank,
      score: awardEntries.score,
      publishedAt: awardLists.publishedAt,
      certNos,
      issuedAt: firstIssued,
    })
    .from(awardEntries)
    .innerJoin(awardLists, eq(awardLists.id, awardEntries.listId))
    .innerJoin(awardLevels, eq(awardLevels.id, awardEntries.levelId))
    .innerJoin(competitions, eq(competitions.id, awardLists.competitionId));

type Line = Awaited<ReturnType<ReturnType<typeof selectLines>['where']>>[number];
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const rowOf = (line: Line): SchoolAwardRow => ({
  ...line,
  publishedAt: iso(line.publishedAt),
  certNos: line.certNos ?? [],
  issuedAt: iso(line.issuedAt),
});

/** GET /competitionReward/school/page: the school's students' award lines with their certificates. */
export const pageSchoolAwards = async (
  db: Db,
  auth: AuthContext,
  query: SchoolAwardFilterQuery & { pageNum: number; pageSize: number },
): Promise<PageResult<SchoolAwardRow>> => {
  const where = whereOf(db, auth, query);
  const [[total], lines] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(awardEntries)
      .innerJoin(awardLists, eq(awardLists.id, awardEntries.listId))
      .innerJoin(competitions, eq(competitions.id, awardLists.competitionId))
      .where(where),
    selectLines(db)
      .where(where)
      .orderBy(desc(awardLists.publishedAt), desc(awardEntries.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return { total: total?.n ?? 0, rows: lines.map(rowOf) };
};

/** The filtered list as .xlsx (formulas neutralised by the shared writer; Beijing dates). */
export const exportSchoolAwards = async (
  db: Db,
  auth: AuthContext,
  query: SchoolAwardFilterQuery,
  lang: Lang,
) => {
  const lines = (
    await selectLines(db)
      .where(whereOf(db, auth, query))
      .orderBy(desc(awardLists.publishedAt), desc(awardEntries.id))
      .limit(SCHOOL_AWARD_EXPORT_LIMIT)
  ).map(rowOf);
  const day = (value: string | null) =>
    value ? new Date(value).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }) : '';
  const t = (key: keyof typeof awardMessages) => translate(awardMessages[key], lang);
  const columns: SheetColumn[] = [
    { header: t('colCompetition'), key: 'competitionName', width: 32 },
    { header: t('colList'), key: 'listName', width: 20 },
    { header: t('colLevel'), key: 'levelName', width: 12 },
    { header: t('colWinner'), key: 'winnerName', width: 16 },
    { header: t('colStudents'), key: 'memberNames', width: 24 },
    { header: t('colTeachers'), key: 'teacherNames', width: 16 },
    { header: t('colTeam'), key: 'teamName', width: 18 },
    { header: t('colWork'), key: 'workName', width: 24 },
    { header: t('colRank'), key: 'rank', width: 8 },
    { header: t('colScore'), key: 'score', width: 8 },
    { header: t('colPublishedAt'), key: 'publishedAt', width: 12 },
    { header: t('colCertNos'), key: 'certNos', width: 24 },
    { header: t('colIssuedAt'), key: 'issuedAt', width: 12 },
  ];
  return writeSheet({
    sheetName: t('schoolSheet'),
    columns,
    rows: lines.map((r) => ({
      ...r,
      rank: r.rank ?? '',
      score: r.score ?? '',
      publishedAt: day(r.publishedAt),
      certNos: r.certNos.join(lang === 'en' ? ', ' : '、'),
      issuedAt: day(r.issuedAt),
    })),
  });
};
