import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  CompetitionDetail,
  CompetitionOption,
  CompetitionPageQuery,
  CompetitionRow,
  CompetitionStatus,
  ItemOption,
  PageResult,
  ParticipantGroup,
} from '@podium/contracts';
import { competitionGroups, competitionItems, competitions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { loadCompetitionFacts } from './competition-facts.ts';
import { competitionScope, findManagedCompetition } from './competition-lookup.ts';
import { actingSchool, openToSchoolCondition } from './open-to-school.ts';
import { iso, presentCompetitionRow } from './competition.presenter.ts';

/**
 * Desk list: the competitions within the caller's reach, newest year first. A school organises none; its
 * desk lists the competitions open to it now (published, sign-up open, not restricted to other schools),
 * read-only, so it can recommend its teams into them.
 */
export const pageCompetitions = async (
  db: Db,
  auth: AuthContext,
  query: CompetitionPageQuery,
): Promise<PageResult<CompetitionRow>> => {
  const managed = competitionScope(auth);
  const school = await actingSchool(db, auth);
  const reach = school && managed ? or(managed, openToSchoolCondition(school, new Date())) : managed;
  const conditions: (SQL | undefined)[] = [reach];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    conditions.push(or(ilike(competitions.name, pattern), ilike(competitions.shortName, pattern)));
  }
  if (query.status) conditions.push(eq(competitions.status, query.status));
  if (query.level) conditions.push(eq(competitions.level, query.level));
  if (query.category) conditions.push(eq(competitions.category, query.category));
  if (query.year) conditions.push(eq(competitions.year, query.year));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(competitions).where(where),
    db
      .select({
        competition: competitions,
        canManage: sql<boolean>`coalesce(${managed ?? sql`true`}, false)`,
      })
      .from(competitions)
      .where(where)
      .orderBy(desc(competitions.year), desc(competitions.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  const facts = await loadCompetitionFacts(
    db,
    rows.map((r) => r.competition),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) =>
      presentCompetitionRow(r.competition, facts.get(r.competition.id)!, Boolean(r.canManage)),
    ),
  };
};

export const listItems = (db: Db, competitionId: number): Promise<ItemOption[]> =>
  db
    .select({
      itemId: competitionItems.publicId,
      name: competitionItems.name,
      description: competitionItems.description,
    })
    .from(competitionItems)
    .where(eq(competitionItems.competitionId, competitionId))
    .orderBy(asc(competitionItems.orderNum), asc(competitionItems.id));

export const listParticipantGroups = (db: Db, competitionId: number): Promise<ParticipantGroup[]> =>
  db
    .select({
      groupId: competitionGroups.publicId,
      name: competitionGroups.name,
      description: competitionGroups.description,
    })
    .from(competitionGroups)
    .where(eq(competitionGroups.competitionId, competitionId))
    .orderBy(asc(competitionGroups.orderNum), asc(competitionGroups.id));

/** Everything the desk's edit and details pages show of one competition. */
export const getCompetitionDetail = async (
  db: Db,
  auth: AuthContext,
  competitionId: string,
): Promise<CompetitionDetail> => {
  const row = await findManagedCompetition(db, auth, competitionId);
  const [facts, items, participantGroups] = await Promise.all([
    loadCompetitionFacts(db, [row]),
    listItems(db, row.id),
    listParticipantGroups(db, row.id),
  ]);
  return {
    ...presentCompetitionRow(row, facts.get(row.id)!),
    introduction: row.introduction,
    rules: row.rules,
    guide: row.guide,
    attachments: row.attachments,
    contacts: row.contacts,
    items,
    participantGroups,
    publishedAt: iso(row.publishedAt),
  };
};

/** Spec §7 /competition/info/option: competitions the caller may manage (archived last). */
export const listCompetitionOptions = (db: Db, auth: AuthContext): Promise<CompetitionOption[]> =>
  db
    .select({
      competitionId: competitions.publicId,
      name: competitions.name,
      year: competitions.year,
      status: competitions.status,
    })
    .from(competitions)
    .where(competitionScope(auth))
    .orderBy(desc(competitions.year), desc(competitions.id))
    .then((rows) => rows.map((r) => ({ ...r, status: r.status as CompetitionStatus })));

/** Spec §7 /competition/info/item/option: the items of a competition the caller manages. */
export const listItemOptions = async (db: Db, auth: AuthContext, competitionId: string) => {
  const competition = await findManagedCompetition(db, auth, competitionId);
  return listItems(db, competition.id);
};

export const listManagedParticipantGroups = async (db: Db, auth: AuthContext, competitionId: string) => {
  const competition = await findManagedCompetition(db, auth, competitionId);
  return listParticipantGroups(db, competition.id);
};
