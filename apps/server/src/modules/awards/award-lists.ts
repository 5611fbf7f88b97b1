import { emitEvent } from '../../platform/notify/index.ts';
import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { AwardListRow } from '@podium/contracts';
import type { awardListQuery, awardListSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import { awardEntries, awardLists, competitions, competitionStages } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { findManagedCompetition } from '../competition/competition-lookup.ts';
import { findManagedList, listScope } from './award-scope.ts';
import { awardMessages } from './awards.messages.ts';

export const pageLists = async (db: Db, auth: AuthContext, query: z.output<typeof awardListQuery>) => {
  const conditions: (SQL | undefined)[] = [listScope(auth)];
  if (query.competitionId) conditions.push(eq(competitions.publicId, query.competitionId));
  if (query.listId) conditions.push(eq(awardLists.publicId, query.listId));
  if (query.name) conditions.push(like(awardLists.name, likePattern(query.name)));
  const where = and(...conditions);
  const entryCount = db
    .select({ listId: awardEntries.listId, n: count().as('n') })
    .from(awardEntries)
    .groupBy(awardEntries.listId)
    .as('entry_count');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        list: awardLists,
        competitionId: competitions.publicId,
        competitionName: competitions.name,
        stageId: competitionStages.publicId,
        n: entryCount.n,
      })
      .from(awardLists)
      .innerJoin(competitions, eq(competitions.id, awardLists.competitionId))
      .leftJoin(competitionStages, eq(competitionStages.id, awardLists.stageId))
      .leftJoin(entryCount, eq(entryCount.listId, awardLists.id))
      .where(where)
      .orderBy(desc(awardLists.id))
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
    rows: rows.map((r): AwardListRow => ({
      listId: r.list.publicId,
      competitionId: r.competitionId,
      competitionName: r.competitionName,
      stageId: r.stageId,
      name: r.list.name,
      published: r.list.published,
      entryCount: Number(r.n ?? 0),
      createdAt: r.list.createdAt.toISOString(),
    })),
  };
};

export const saveList = async (db: Db, auth: AuthContext, body: z.output<typeof awardListSaveBody>) => {
  const competition = await findManagedCompetition(db, auth, body.competitionId);
  let stageId: number | null = null;
  if (body.stageId) {
    const [stage] = await db
      .select({ id: competitionStages.id })
      .from(competitionStages)
      .where(
        and(
          eq(competitionStages.publicId, body.stageId),
          eq(competitionStages.competitionId, competition.id),
        ),
      );
    if (!stage) throw notFound(awardMessages.stageNotFound);
    stageId = stage.id;
  }
  if (body.listId) {
    const { list: before } = await findManagedList(db, auth, body.listId);
    if (before.competitionId !== competition.id) throw notFound(awardMessages.listNotFound);
    const [after] = await db
      .update(awardLists)
      .set({ name: body.name, stageId, updatedAt: new Date() })
      .where(eq(awardLists.id, before.id))
      .returning();
    return { before, after: after! };
  }
  const [after] = await db
    .insert(awardLists)
    .values({
      publicId: newPublicId(),
      groupId: competition.groupId,
      competitionId: competition.id,
      stageId,
      name: body.name,
      createdBy: auth.userId,
    })
    .returning();
  return { before: null, after: after! };
};

export const publishList = async (db: Db, auth: AuthContext, listId: string, published: boolean) => {
  const { list: before } = await findManagedList(db, auth, listId);
  const after = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(awardLists)
      .set({ published, publishedAt: published ? new Date() : null, updatedAt: new Date() })
      .where(eq(awardLists.id, before.id))
      .returning();
    // The winners hear of their award when the list first goes public (platform/notify), not on a re-publish.
    if (published && !before.published)
      await emitEvent(tx, { type: 'award.given', data: { listId: before.id }, actorId: auth.userId });
    return row;
  });
  return { before, after: after! };
};
