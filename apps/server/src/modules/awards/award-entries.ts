import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  AwardEntryRow,
  awardEntryQuery,
  awardEntrySaveBody,
  awardFromRanksBody,
} from '@podium/contracts';
import type { z } from 'zod';
import { awardEntries, awardLevels, enrollTeams, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { entryScope, findManagedLevel, findManagedList, type Tx } from './award-scope.ts';
import { personFacts, teamFacts, type WinnerFacts } from './award-winners.ts';
import { awardMessages } from './awards.messages.ts';

export const pageEntries = async (db: Db, auth: AuthContext, query: z.output<typeof awardEntryQuery>) => {
  const { list } = await findManagedList(db, auth, query.listId);
  const conditions: (SQL | undefined)[] = [eq(awardEntries.listId, list.id), entryScope(auth)];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    conditions.push(
      or(
        ilike(awardEntries.winnerName, pattern),
        ilike(awardEntries.schoolName, pattern),
        ilike(awardEntries.workName, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: awardEntries,
        level: awardLevels,
        team: enrollTeams.publicId,
        username: users.username,
      })
      .from(awardEntries)
      .innerJoin(awardLevels, eq(awardLevels.id, awardEntries.levelId))
      .leftJoin(enrollTeams, eq(enrollTeams.id, awardEntries.teamId))
      .leftJoin(users, eq(users.id, awardEntries.userId))
      .where(where)
      .orderBy(
        asc(awardLevels.orderNum),
        asc(awardEntries.rank),
        desc(awardEntries.score),
        asc(awardEntries.id),
      )
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(awardEntries).where(where),
  ]);
  return {
    total: total?.total ?? 0,
    rows: rows.map((r): AwardEntryRow => ({
      entryId: r.entry.publicId,
      levelId: r.level.publicId,
      awardName: r.level.name,
      teamId: r.team,
      username: r.username,
      winnerName: r.entry.winnerName,
      schoolName: r.entry.schoolName,
      memberNames: r.entry.memberNames,
      teacherNames: r.entry.teacherNames,
      teamName: r.entry.teamName,
      workName: r.entry.workName,
      score: r.entry.score === null ? null : Number(r.entry.score),
      rank: r.entry.rank,
    })),
  };
};

type SaveBody = z.output<typeof awardEntrySaveBody>;

/** The line's winner: a sign-up's names, a person's, or what was typed — typed text wins over copies. */
const winnerOf = async (db: Db | Tx, competitionId: number, body: SaveBody): Promise<WinnerFacts> => {
  let facts: WinnerFacts = {
    teamId: null,
    userId: null,
    winnerName: '',
    schoolName: '',
    memberNames: '',
    teacherNames: '',
    teamName: '',
    workName: '',
  };
  if (body.teamId) facts = await teamFacts(db, competitionId, body.teamId);
  if (body.username) {
    const person = await personFacts(db, body.username);
    facts = {
      ...facts,
      userId: person.userId,
      winnerName: person.name,
      schoolName: facts.schoolName || person.schoolName,
      memberNames: facts.memberNames || person.name,
    };
  }
  const merged = {
    ...facts,
    winnerName: body.winnerName || facts.winnerName,
    schoolName: body.schoolName || facts.schoolName,
    memberNames: body.memberNames || facts.memberNames,
    teacherNames: body.teacherNames || facts.teacherNames,
    teamName: body.teamName || facts.teamName,
    workName: body.workName || facts.workName,
  };
  if (!merged.winnerName) throw badRequest(awardMessages.winnerRequired);
  return merged;
};

export const saveEntry = async (db: Db | Tx, auth: AuthContext, body: SaveBody) => {
  const { list } = await findManagedList(db, auth, body.listId);
  const level = await findManagedLevel(db, auth, body.levelId);
  if (level.competitionId !== list.competitionId) throw badRequest(awardMessages.levelOfOtherCompetition);
  const winner = await winnerOf(db, list.competitionId, body);
  const values = {
    ...winner,
    levelId: level.id,
    score: body.score === null ? null : String(body.score),
    updatedAt: new Date(),
  };
  if (body.entryId) {
    const [before] = await db
      .select()
      .from(awardEntries)
      .where(
        and(eq(awardEntries.publicId, body.entryId), eq(awardEntries.listId, list.id), entryScope(auth)),
      );
    if (!before) throw notFound(awardMessages.entryNotFound);
    const [after] = await db
      .update(awardEntries)
      .set(values)
      .where(eq(awardEntries.id, before.id))
      .returning();
    return { before, after: after! };
  }
  const [after] = await db
    .insert(awardEntries)
    .values({ ...values, publicId: newPublicId(), listId: list.id, groupId: list.groupId })
    .returning();
  return { before: null, after: after! };
};

export const deleteEntry = async (db: Db, auth: AuthContext, entryId: string) => {
  const [before] = await db
    .select()
    .from(awardEntries)
    .where(and(eq(awardEntries.publicId, entryId), entryScope(auth)));
  if (!before) throw notFound(awardMessages.entryNotFound);
  await db.delete(awardEntries).where(eq(awardEntries.id, before.id));
  return before;
};

/**
 * Ranks the list's lines by score (highest first; equal scores share a rank) and gives levels by bands:
 * the first `count` lines get the first band's level, and so on; lines past every band keep theirs.
 */
export const awardFromRanks = async (
  db: Db,
  auth: AuthContext,
  body: z.output<typeof awardFromRanksBody>,
) => {
  const { list } = await findManagedList(db, auth, body.listId);
  const levels: { level: Awaited<ReturnType<typeof findManagedLevel>>; count: number }[] = [];
  for (const band of body.bands) {
    const level = await findManagedLevel(db, auth, band.levelId);
    if (level.competitionId !== list.competitionId) throw badRequest(awardMessages.levelOfOtherCompetition);
    levels.push({ level, count: band.count });
  }
  return db.transaction(async (tx) => {
    const lines = await tx
      .select({ id: awardEntries.id, score: awardEntries.score, levelId: awardEntries.levelId })
      .from(awardEntries)
      .where(and(eq(awardEntries.listId, list.id), sql`${awardEntries.score} is not null`))
      .orderBy(desc(awardEntries.score), asc(awardEntries.id));
    if (lines.length === 0) throw badRequest(awardMessages.noScores);
    let index = 0;
    let rank = 0;
    let lastScore: string | null = null;
    const changes: { entryId: number; rank: number; levelId: number }[] = [];
    const bandOf = (position: number) => {
      let upTo = 0;
      for (const band of levels) {
        upTo += band.count;
        if (position < upTo) return band.level.id;
      }
      return null;
    };
    for (const line of lines) {
      if (line.score !== lastScore) rank = index + 1;
      lastScore = line.score;
      const levelId = bandOf(index) ?? line.levelId;
      changes.push({ entryId: line.id, rank, levelId });
      index += 1;
    }
    for (const change of changes) {
      await tx
        .update(awardEntries)
        .set({ rank: change.rank, levelId: change.levelId, updatedAt: new Date() })
        .where(eq(awardEntries.id, change.entryId));
    }
    return { ranked: changes.length };
  });
};
