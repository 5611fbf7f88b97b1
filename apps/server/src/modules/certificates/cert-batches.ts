import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { DesignValidationError, parseDesign, restoreDesign, specimenSealElements } from '@podium/certificate';
import type { BatchRow, batchQuery, batchSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import { awardEntries, awardLists, certBatches, certificates, competitions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { findManagedList } from '../awards/award-scope.ts';
import { getDesign } from '../certificate-designs/index.ts';
import { numberingOf } from './cert-issue.ts';
import { claimNumberSpace } from './cert-numbering.ts';
import { readSettings } from './cert-settings.ts';
import { ISSUE_JOB, type IssueItem, type IssuePayload } from './cert-job.ts';
import { certMessages } from './cert.messages.ts';
import { openReviewsOf } from './cert-review-guard.ts';

type Batch = typeof certBatches.$inferSelect;
const batchScope = (auth: AuthContext) =>
  scopeCondition(auth, { groupId: certBatches.groupId, ownerId: certBatches.createdBy });

export const findBatch = async (db: Db, auth: AuthContext, batchId: string) => {
  const [batch] = await db
    .select()
    .from(certBatches)
    .where(and(eq(certBatches.publicId, batchId), batchScope(auth)));
  if (!batch) throw notFound(certMessages.batchNotFound);
  return batch;
};

/** The server's check of a design: upgraded, validated and sanitised by @podium/certificate. */
export const checkedDesign = (design: unknown) => {
  try {
    return restoreDesign(design);
  } catch (error) {
    if (error instanceof DesignValidationError) {
      throw badRequest(certMessages.badDesign, { reason: error.message.slice(0, 300) });
    }
    throw error;
  }
};

export const saveBatch = async (db: Db, auth: AuthContext, body: z.output<typeof batchSaveBody>) => {
  const { list } = await findManagedList(db, auth, body.listId);
  const design = await designOfBody(db, auth, body);
  if (body.batchId) {
    const before = await findBatch(db, auth, body.batchId);
    const [after] = await db
      .update(certBatches)
      .set({
        title: body.title,
        design,
        listId: list.id,
        competitionId: list.competitionId,
        checkNote: '',
        updatedAt: new Date(),
      })
      .where(and(eq(certBatches.id, before.id), eq(certBatches.status, 'draft')))
      .returning();
    if (!after) throw conflict(certMessages.notDraft);
    return { before, after };
  }
  const [after] = await db
    .insert(certBatches)
    .values({
      publicId: newPublicId(),
      groupId: list.groupId,
      competitionId: list.competitionId,
      listId: list.id,
      title: body.title,
      design,
      createdBy: auth.userId,
    })
    .returning();
  return { before: null, after: after! };
};

/**
 * The design a batch or a preview is made from: given inline, or a saved design of the library the
 * caller reaches (its document is copied, so a batch keeps what was approved even if the design changes).
 */
export const designOfBody = async (
  db: Db,
  auth: AuthContext,
  body: { design?: unknown; designId?: string },
) => checkedDesign(body.designId ? (await getDesign(db, auth, body.designId)).design : body.design);

/** One status step as a conditional UPDATE: two approvers (or a double click) cannot both win. */
const step = async (db: Db, batch: Batch, from: string, set: Partial<Batch>, refusal: () => Error) => {
  const [after] = await db
    .update(certBatches)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(certBatches.id, batch.id), eq(certBatches.status, from)))
    .returning();
  if (!after) throw refusal();
  return after;
};

export const submitForCheck = async (db: Db, auth: AuthContext, batchId: string) => {
  const batch = await findBatch(db, auth, batchId);
  return {
    before: batch,
    after: await step(db, batch, 'draft', { status: 'pending', checkNote: '' }, () =>
      conflict(certMessages.notDraft),
    ),
  };
};

/** Four eyes: the maker of a batch cannot approve it (a second person checks), unless ROOT. */
const isOwnBatch = (auth: AuthContext, batch: Batch) => batch.createdBy === auth.userId && !auth.isRoot;

/** Whether a batch's certificates would print the demo seal 样章, with its organiser's seal setting now. */
const printsSpecimenSeal = (batch: Batch, sealUrl: string) =>
  specimenSealElements(parseDesign(batch.design), sealUrl).length > 0;

/** The seal setting of each organiser, read once per answer. */
const sealUrls = (db: Db) => {
  const read = new Map<number, Promise<string>>();
  return (groupId: number) => {
    let url = read.get(groupId);
    if (!url) {
      url = readSettings(db, groupId).then((settings) => settings.sealUrl);
      read.set(groupId, url);
    }
    return url;
  };
};

/** What a batch row tells its reader beyond the batch: may they approve it, and does it print 样章. */
const batchFlags = async (auth: AuthContext, batch: Batch, sealUrl: Promise<string>) => ({
  ownBatch: isOwnBatch(auth, batch),
  specimenSeal: printsSpecimenSeal(batch, await sealUrl),
});

/** The approver's decision; the maker cannot approve their own batch (four eyes), unless ROOT. */
export const checkBatch = async (
  db: Db,
  auth: AuthContext,
  batchId: string,
  approved: boolean,
  note: string,
) => {
  const batch = await findBatch(db, auth, batchId);
  if (approved && isOwnBatch(auth, batch)) throw conflict(certMessages.ownCheck);
  if (!approved && !note) throw badRequest(certMessages.reasonRequired);
  const after = await step(
    db,
    batch,
    'pending',
    {
      status: approved ? 'approved' : 'draft',
      checkNote: note,
      checkedBy: auth.userId,
      checkedAt: new Date(),
    },
    () => conflict(certMessages.notPending),
  );
  return { before: batch, after };
};

/** Sends an approved batch: a durable job with one item per award line not yet holding a certificate. */
export const sendBatch = async (
  deps: AppDeps,
  auth: AuthContext,
  batchId: string,
  origin: string,
  confirmOpenReview = false,
) => {
  const batch = await findBatch(deps.db, auth, batchId);
  if (batch.status !== 'approved') throw conflict(certMessages.notApproved);
  // Results of a review that is not over may still change: sent only when the caller confirms it.
  const openReviews = (await openReviewsOf(deps.db, [batch.listId])).get(batch.listId) ?? [];
  if (openReviews.length && !confirmOpenReview)
    throw conflict(certMessages.reviewOpen, { stages: openReviews.map((r) => r.stageName).join('、') });
  const lines = await deps.db
    .select({ id: awardEntries.id })
    .from(awardEntries)
    .leftJoin(
      certificates,
      and(
        eq(certificates.entryId, awardEntries.id),
        eq(certificates.batchId, batch.id),
        eq(certificates.status, 'issued'),
      ),
    )
    .where(and(eq(awardEntries.listId, batch.listId), isNull(certificates.id)))
    .orderBy(awardEntries.id);
  if (lines.length === 0) throw badRequest(certMessages.emptyList);
  // A number space another competition or organiser owns is refused now, not half-way through the job.
  await claimNumberSpace(deps.db, numberingOf(batch, await readSettings(deps.db, batch.groupId)));
  const sending = await step(deps.db, batch, 'approved', { status: 'sending', siteOrigin: origin }, () =>
    conflict(certMessages.notApproved),
  );
  const jobId = await deps.jobs.enqueue<IssuePayload, IssueItem>(
    ISSUE_JOB,
    { batchId: batch.id },
    {
      items: lines.map((l) => ({ entryId: l.id })),
      createdBy: auth.userId,
      groupId: batch.groupId,
      permission: 'certificate:send',
    },
  );
  const [after] = await deps.db
    .update(certBatches)
    .set({ jobId })
    .where(eq(certBatches.id, sending.id))
    .returning();
  return { before: batch, after: after!, jobId };
};

export const pageBatches = async (db: Db, auth: AuthContext, query: z.output<typeof batchQuery>) => {
  const conditions: (SQL | undefined)[] = [batchScope(auth)];
  if (query.status) conditions.push(eq(certBatches.status, query.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        batch: certBatches,
        listId: awardLists.publicId,
        listName: awardLists.name,
        competitionName: competitions.name,
      })
      .from(certBatches)
      .innerJoin(awardLists, eq(awardLists.id, certBatches.listId))
      .innerJoin(competitions, eq(competitions.id, certBatches.competitionId))
      .where(where)
      .orderBy(desc(certBatches.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(certBatches).where(where),
  ]);
  const batchIds = rows.map((r) => r.batch.id);
  const listIds = rows.map((r) => r.batch.listId);
  const [issued, entries] = await Promise.all([
    batchIds.length
      ? db
          .select({ batchId: certificates.batchId, n: count() })
          .from(certificates)
          .where(and(inArray(certificates.batchId, batchIds), eq(certificates.status, 'issued')))
          .groupBy(certificates.batchId)
      : [],
    listIds.length
      ? db
          .select({ listId: awardEntries.listId, n: count() })
          .from(awardEntries)
          .where(inArray(awardEntries.listId, listIds))
          .groupBy(awardEntries.listId)
      : [],
  ]);
  const sealOf = sealUrls(db);
  const [flags, openReviews] = await Promise.all([
    Promise.all(rows.map((r) => batchFlags(auth, r.batch, sealOf(r.batch.groupId)))),
    openReviewsOf(db, [...new Set(listIds)]),
  ]);
  return {
    total: total?.total ?? 0,
    rows: rows.map((r, i): BatchRow => ({
      batchId: r.batch.publicId,
      title: r.batch.title,
      listId: r.listId,
      listName: r.listName,
      competitionName: r.competitionName,
      status: r.batch.status as BatchRow['status'],
      checkNote: r.batch.checkNote,
      jobId: r.batch.jobId,
      entryCount: Number(entries.find((e) => e.listId === r.batch.listId)?.n ?? 0),
      issuedCount: Number(issued.find((e) => e.batchId === r.batch.id)?.n ?? 0),
      createdAt: r.batch.createdAt.toISOString(),
      ...flags[i]!,
      openReviews: openReviews.get(r.batch.listId) ?? [],
    })),
  };
};

export const batchDetail = async (db: Db, auth: AuthContext, batchId: string) => {
  const batch = await findBatch(db, auth, batchId);
  const [row] = await db
    .select({ listId: awardLists.publicId, listName: awardLists.name, competitionName: competitions.name })
    .from(awardLists)
    .innerJoin(competitions, eq(competitions.id, awardLists.competitionId))
    .where(eq(awardLists.id, batch.listId));
  const [{ n: entryCount } = { n: 0 }] = await db
    .select({ n: count() })
    .from(awardEntries)
    .where(eq(awardEntries.listId, batch.listId));
  const [{ n: issuedCount } = { n: 0 }] = await db
    .select({ n: count() })
    .from(certificates)
    .where(and(eq(certificates.batchId, batch.id), eq(certificates.status, 'issued')));
  return {
    batchId: batch.publicId,
    title: batch.title,
    listId: row!.listId,
    listName: row!.listName,
    competitionName: row!.competitionName,
    status: batch.status as BatchRow['status'],
    checkNote: batch.checkNote,
    jobId: batch.jobId,
    entryCount: Number(entryCount),
    issuedCount: Number(issuedCount),
    createdAt: batch.createdAt.toISOString(),
    ...(await batchFlags(auth, batch, sealUrls(db)(batch.groupId))),
    openReviews: (await openReviewsOf(db, [batch.listId])).get(batch.listId) ?? [],
    design: batch.design,
  };
};
