import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  TRIAL_REQUESTS_PER_HOUR,
  type PageResult,
  type TrialPageQuery,
  type TrialRow,
  type TrialStatus,
  type trialSaveBody,
  type trialUpdateBody,
} from '@podium/contracts';
import type { z } from 'zod';
import { productTrials } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound, tooManyRequests } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { trialMessages } from './trials.messages.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A public form: each IP may ask a few times an hour so nobody can flood the follow-up list. */
export const saveTrialRequest = async (deps: AppDeps, ip: string, body: z.output<typeof trialSaveBody>) => {
  const { count: hits, resetInMs } = await deps.limiter.hit(`trial:${ip}`, HOUR_MS);
  if (hits > TRIAL_REQUESTS_PER_HOUR) throw tooManyRequests(Math.ceil(resetInMs / 1000));
  const [created] = await deps.db
    .insert(productTrials)
    .values({ ...body, publicId: newPublicId() })
    .returning();
  return created!;
};

/**
 * Trial requests come from outside any tenant, so only the platform handles them: ROOT, or a holder of
 * the permission acting for a top-level group.
 */
export const assertPlatformActor = (auth: AuthContext) => {
  const isTopLevel = auth.group !== null && auth.group.path.split('/').filter(Boolean).length === 1;
  if (!auth.isRoot && !isTopLevel) throw new AppError(ErrorCode.NO_PERMISSION, trialMessages.platformOnly);
};

const present = (row: typeof productTrials.$inferSelect): TrialRow => ({
  trialId: row.publicId,
  schoolName: row.schoolName,
  contactName: row.contactName,
  phone: row.phone,
  email: row.email,
  message: row.message,
  status: row.status as TrialStatus,
  followUp: row.followUp,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const nextDay = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 24 * HOUR_MS);

export const pageTrials = async (db: Db, query: TrialPageQuery): Promise<PageResult<TrialRow>> => {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(productTrials.status, query.status));
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(productTrials.schoolName, pattern),
        ilike(productTrials.contactName, pattern),
        ilike(productTrials.phone, pattern),
      )!,
    );
  }
  if (query.createdFrom)
    conditions.push(gte(productTrials.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)));
  if (query.createdTo) conditions.push(lt(productTrials.createdAt, nextDay(query.createdTo)));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(productTrials).where(where),
    db
      .select()
      .from(productTrials)
      .where(where)
      .orderBy(desc(productTrials.createdAt), desc(productTrials.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return { total: total?.n ?? 0, rows: rows.map(present) };
};

export const updateTrial = async (db: Db, body: z.output<typeof trialUpdateBody>) => {
  const [before] = await db.select().from(productTrials).where(eq(productTrials.publicId, body.trialId));
  if (!before) throw notFound(trialMessages.notFound);
  const [after] = await db
    .update(productTrials)
    .set({ status: body.status, followUp: body.followUp, updatedAt: new Date() })
    .where(eq(productTrials.id, before.id))
    .returning();
  return { before: present(before), after: present(after!) };
};
