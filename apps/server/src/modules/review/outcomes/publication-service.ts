import { emitEvent } from '../../../platform/notify/index.ts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  MyResult,
  PageResult,
  PublicResultDetail,
  PublishedResultRow,
  PublishedStage,
} from '@podium/contracts';
import {
  competitions,
  competitionStages,
  enrollMembers,
  reviewAssignments,
  reviewEntries,
  reviewResultPublications,
  reviewResults,
} from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../platform/access.ts';
import type { Db } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { findManagedStage } from '../../competition/competition-lookup.ts';
import { listedCondition, tenantPath } from '../../competition/portal-read.ts';
import { signUpScope } from '../../signup-admin/signup-scope.ts';
import { promotedEntries } from '../elimination/elimination-service.ts';
import { loadSetting } from '../settings.ts';
import { outcomeMessages } from './outcome.messages.ts';
import { hasFinalScores, rankScored, stageEntriesWithScores } from './stage-results.ts';

/** Publishes (or withdraws) a stage's ranked results; publishing needs final scores. */
export const publishResults = async (db: Db, auth: AuthContext, stageId: string, published: boolean) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  if (!published) {
    await db.delete(reviewResultPublications).where(eq(reviewResultPublications.stageId, stage.id));
    return stage;
  }
  if (!(await hasFinalScores(db, stage.id))) throw badRequest(outcomeMessages.noFinalScores);
  await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(reviewResultPublications)
      .values({ stageId: stage.id, publishedBy: auth.userId })
      .onConflictDoNothing()
      .returning({ stageId: reviewResultPublications.stageId });
    // Entrants are told once, when results first appear (a re-publish only refreshes the time).
    if (first)
      await emitEvent(tx, { type: 'results.published', data: { stageId: stage.id }, actorId: auth.userId });
    else
      await tx
        .update(reviewResultPublications)
        .set({ publishedBy: auth.userId, publishedAt: new Date() })
        .where(eq(reviewResultPublications.stageId, stage.id));
  });
  return stage;
};

/** Whether a stage the caller manages is published, and since when. */
export const publicationOf = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  const [row] = await db
    .select()
    .from(reviewResultPublications)
    .where(eq(reviewResultPublications.stageId, stage.id));
  return { published: !!row, publishedAt: row?.publishedAt.toISOString() ?? null };
};

/** Ranked results of one stage as shown outside the desk (all entries; `visible` narrows the rows). */
const rankedRows = async (db: Db, stageId: number, visible?: SQL): Promise<PublishedResultRow[]> => {
  const all = await stageEntriesWithScores(db, stageId);
  const keep = visible
    ? new Set((await stageEntriesWithScores(db, stageId, visible)).map((e) => e.entryId))
    : null;
  const promoted = await promotedEntries(db, [stageId]);
  return rankScored(all)
    .filter((r) => !keep || keep.has(r.entryId))
    .map((r) => ({
      entryId: r.entryId,
      teamName: r.teamName,
      schoolName: r.schoolName ?? '',
      itemName: r.itemName,
      groupName: r.groupName ?? '',
      rank: r.rank,
      score: r.score,
      promoted: promoted.get(r.entryId) ?? null,
    }));
};

const publishedStageRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      stageKey: competitionStages.id,
      stageId: competitionStages.publicId,
      stageName: competitionStages.name,
      competitionId: competitions.publicId,
      competitionName: competitions.name,
      publishedAt: reviewResultPublications.publishedAt,
    })
    .from(reviewResultPublications)
    .innerJoin(competitionStages, eq(competitionStages.id, reviewResultPublications.stageId))
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(where);

const entryCounts = async (db: Db, stageKeys: number[]) => {
  if (!stageKeys.length) return new Map<number, number>();
  const rows = await db
    .select({ stageId: reviewResults.stageId, n: count() })
    .from(reviewResults)
    .where(inArray(reviewResults.stageId, stageKeys))
    .groupBy(reviewResults.stageId);
  return new Map(rows.map((r) => [r.stageId, r.n]));
};

const present = (
  r: Awaited<ReturnType<typeof publishedStageRows>>[number],
  counts: Map<number, number>,
): PublishedStage => ({
  stageId: r.stageId,
  stageName: r.stageName,
  competitionId: r.competitionId,
  competitionName: r.competitionName,
  publishedAt: r.publishedAt.toISOString(),
  entries: counts.get(r.stageKey) ?? 0,
});

/** Portal: published stage results of the host's tenant, newest first. */
export const pagePublishedResults = async (
  db: Db,
  host: string,
  query: { pageNum: number; pageSize: number; competitionId?: string },
): Promise<PageResult<PublishedStage>> => {
  const path = await tenantPath(db, host);
  if (!path) return { rows: [], total: 0 };
  const where = and(
    listedCondition(path),
    query.competitionId ? eq(competitions.publicId, query.competitionId) : undefined,
  );
  const all = await publishedStageRows(db, where).orderBy(desc(reviewResultPublications.publishedAt));
  const page = all.slice((query.pageNum - 1) * query.pageSize, query.pageNum * query.pageSize);
  const counts = await entryCounts(
    db,
    page.map((r) => r.stageKey),
  );
  return { rows: page.map((r) => present(r, counts)), total: all.length };
};

/** Portal: the ranked results of one published stage of the host's tenant. */
export const publishedResultDetail = async (
  db: Db,
  host: string,
  stageId: string,
): Promise<PublicResultDetail> => {
  const path = await tenantPath(db, host);
  const [stage] = path
    ? await publishedStageRows(db, and(listedCondition(path), eq(competitionStages.publicId, stageId)))
    : [];
  if (!stage) throw notFound(outcomeMessages.resultNotPublished);
  const counts = await entryCounts(db, [stage.stageKey]);
  return { stage: present(stage, counts), rows: await rankedRows(db, stage.stageKey) };
};

/**
 * Desk: a published stage as the acting group may see it — an organiser every entry of its competitions,
 * a school only its own school's entries (ranks stay those among all entries).
 */
export const scopedResults = async (db: Db, auth: AuthContext, stageId: string) => {
  const [stage] = await publishedStageRows(db, eq(competitionStages.publicId, stageId));
  if (!stage) throw notFound(outcomeMessages.resultNotPublished);
  return rankedRows(db, stage.stageKey, signUpScope(auth) ?? undefined);
};

/** User centre: the caller's entries in published stages, with the comments of entrant-visible columns. */
export const myResults = async (db: Db, auth: AuthContext): Promise<MyResult[]> => {
  const mine = await db
    .select({ entryKey: reviewEntries.id, entryId: reviewEntries.publicId, stageKey: reviewEntries.stageId })
    .from(enrollMembers)
    .innerJoin(reviewEntries, eq(reviewEntries.teamId, enrollMembers.teamId))
    .innerJoin(reviewResultPublications, eq(reviewResultPublications.stageId, reviewEntries.stageId))
    .where(eq(enrollMembers.userId, auth.userId));
  if (!mine.length) return [];
  const stageKeys = [...new Set(mine.map((m) => m.stageKey))];
  const stages = await publishedStageRows(db, inArray(competitionStages.id, stageKeys));
  const sheets = await db
    .select({
      entryId: reviewAssignments.entryId,
      scores: reviewAssignments.scores,
      comments: reviewAssignments.comments,
    })
    .from(reviewAssignments)
    .where(
      and(
        inArray(
          reviewAssignments.entryId,
          mine.map((m) => m.entryKey),
        ),
        eq(reviewAssignments.status, 'submitted'),
      ),
    );
  const out: MyResult[] = [];
  for (const stage of stages) {
    const rows = await rankedRows(db, stage.stageKey);
    const visible = (await loadSetting(db, stage.stageKey)).columns.filter((c) => c.visibleToEntrant);
    for (const m of mine.filter((x) => x.stageKey === stage.stageKey)) {
      const row = rows.find((r) => r.entryId === m.entryId);
      if (!row) continue;
      const texts = sheets.filter((c) => c.entryId === m.entryKey);
      out.push({
        ...row,
        stageName: stage.stageName,
        competitionName: stage.competitionName,
        publishedAt: stage.publishedAt.toISOString(),
        scores: visible.flatMap((col) => {
          const given = texts.map((c) => c.scores[col.key]).filter((v): v is number => typeof v === 'number');
          if (given.length === 0) return [];
          const average = Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10;
          return [{ column: col.name, average, max: col.max }];
        }),
        comments: visible
          .map((col) => ({
            column: col.name,
            texts: texts.map((c) => (c.comments[col.key] ?? '').trim()).filter((x) => x.length > 0),
          }))
          .filter((c) => c.texts.length > 0),
      });
    }
  }
  return out;
};
