import { and, eq } from 'drizzle-orm';
import type { ReviewSetting, reviewSettingSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionStages,
  reviewAssignments,
  reviewEntries,
  reviewSettings,
} from '../../db/schema/index.ts';
import type { ReviewColumn } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { findManagedStage } from '../competition/competition-lookup.ts';
import { activeExpertRecords, type StageRow } from './review-lookup.ts';
import { reviewMessages } from './review.messages.ts';

/** Columns a stage starts with until the organiser sets its own. */
export const DEFAULT_COLUMNS: ReviewColumn[] = [
  { key: 'innovation', name: '创新性', max: 40, weight: 1, commentRequired: false, visibleToEntrant: true },
  { key: 'feasibility', name: '可行性', max: 30, weight: 1, commentRequired: false, visibleToEntrant: true },
  {
    key: 'presentation',
    name: '完成度与表达',
    max: 30,
    weight: 1,
    commentRequired: true,
    visibleToEntrant: true,
  },
];

export type StoredSetting = Omit<ReviewSetting, 'stageId' | 'reviewStart' | 'reviewEnd'>;

/** The stage's settings, or the defaults when none were saved. */
export const loadSetting = async (db: Db, stageId: number): Promise<StoredSetting> => {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.stageId, stageId)).limit(1);
  return row
    ? {
        reviewType: row.reviewType as StoredSetting['reviewType'],
        blind: row.blind,
        expertsPerEntry: row.expertsPerEntry,
        perExpertCap: row.perExpertCap,
        finalMethod: row.finalMethod as StoredSetting['finalMethod'],
        columns: row.columns.length ? row.columns : DEFAULT_COLUMNS,
        expertDownload: row.expertDownload,
      }
    : {
        reviewType: 'online',
        blind: true,
        expertsPerEntry: 3,
        perExpertCap: 30,
        finalMethod: 'mean',
        columns: DEFAULT_COLUMNS,
        expertDownload: false,
      };
};

const present = (stage: StageRow, setting: StoredSetting): ReviewSetting => ({
  stageId: stage.publicId,
  ...setting,
  reviewStart: stage.reviewStart?.toISOString() ?? null,
  reviewEnd: stage.reviewEnd?.toISOString() ?? null,
});

export const getSetting = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  return present(stage, await loadSetting(db, stage.id));
};

export const saveSetting = async (
  db: Db,
  auth: AuthContext,
  input: z.infer<typeof reviewSettingSaveBody>,
) => {
  const { stage } = await findManagedStage(db, auth, input.stageId);
  const keys = new Set<string>();
  for (const column of input.columns) {
    if (keys.has(column.key)) throw badRequest(reviewMessages.columnDuplicate, { key: column.key });
    keys.add(column.key);
  }
  const before = await loadSetting(db, stage.id);
  const { stageId: _stage, ...values } = input;
  await db
    .insert(reviewSettings)
    .values({ stageId: stage.id, ...values })
    .onConflictDoUpdate({ target: reviewSettings.stageId, set: { ...values, updatedAt: new Date() } });
  return { stage, before, after: values };
};

/**
 * Scoring columns of a stage, for its organiser (who reaches the competition) or for an expert assigned in
 * it; anyone else is told the stage does not exist.
 */
export const columnSetting = async (db: Db, auth: AuthContext, stageId: string) => {
  const managed = await findManagedStage(db, auth, stageId).catch(() => null);
  if (managed) return (await loadSetting(db, managed.stage.id)).columns;
  const [stage] = await db
    .select({ id: competitionStages.id })
    .from(competitionStages)
    .where(eq(competitionStages.publicId, stageId))
    .limit(1);
  const mine = await activeExpertRecords(db, auth);
  if (stage && mine.length) {
    for (const expert of mine) {
      const [assigned] = await db
        .select({ id: reviewAssignments.id })
        .from(reviewAssignments)
        .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
        .where(and(eq(reviewAssignments.expertId, expert.id), eq(reviewEntries.stageId, stage.id)))
        .limit(1);
      if (assigned) return (await loadSetting(db, stage.id)).columns;
    }
  }
  throw notFound(reviewMessages.stageNotFound);
};
