import { and, asc, eq } from 'drizzle-orm';
import { AWARD_KIND_NAMES, type AwardLevel } from '@podium/contracts';
import type { z } from 'zod';
import type { awardLevelSaveBody } from '@podium/contracts';
import { awardEntries, awardLevels, competitions, competitionStages } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { findManagedCompetition } from '../competition/competition-lookup.ts';
import { findManagedLevel, levelScope } from './award-scope.ts';
import { awardMessages } from './awards.messages.ts';

type LevelRecord = typeof awardLevels.$inferSelect;

const present = (row: LevelRecord, competitionId: string, stageId: string | null): AwardLevel => ({
  levelId: row.publicId,
  competitionId,
  stageId,
  kind: row.kind as AwardLevel['kind'],
  name: row.name,
  orderNum: row.orderNum,
});

export const listLevels = async (db: Db, auth: AuthContext, competitionId: string): Promise<AwardLevel[]> => {
  const competition = await findManagedCompetition(db, auth, competitionId);
  const rows = await db
    .select({ level: awardLevels, stageId: competitionStages.publicId })
    .from(awardLevels)
    .leftJoin(competitionStages, eq(competitionStages.id, awardLevels.stageId))
    .where(and(eq(awardLevels.competitionId, competition.id), levelScope(auth)))
    .orderBy(asc(awardLevels.orderNum), asc(awardLevels.id));
  return rows.map((r) => present(r.level, competition.publicId, r.stageId));
};

const stageOf = async (db: Db, competitionDbId: number, stageId: string | null) => {
  if (!stageId) return null;
  const [stage] = await db
    .select({ id: competitionStages.id })
    .from(competitionStages)
    .where(
      and(eq(competitionStages.publicId, stageId), eq(competitionStages.competitionId, competitionDbId)),
    );
  if (!stage) throw notFound(awardMessages.stageNotFound);
  return stage.id;
};

export const saveLevel = async (db: Db, auth: AuthContext, body: z.output<typeof awardLevelSaveBody>) => {
  const competition = await findManagedCompetition(db, auth, body.competitionId);
  const name = body.kind === 'custom' ? body.name : body.name || AWARD_KIND_NAMES[body.kind];
  if (!name) throw badRequest(awardMessages.customNameRequired);
  const stageDbId = await stageOf(db, competition.id, body.stageId);
  const values = { name, kind: body.kind, orderNum: body.orderNum, stageId: stageDbId };
  if (body.levelId) {
    const before = await findManagedLevel(db, auth, body.levelId);
    if (before.competitionId !== competition.id) throw notFound(awardMessages.levelNotFound);
    const [after] = await db.update(awardLevels).set(values).where(eq(awardLevels.id, before.id)).returning();
    return { before, after: present(after!, competition.publicId, body.stageId) };
  }
  const [after] = await db
    .insert(awardLevels)
    .values({
      ...values,
      publicId: newPublicId(),
      groupId: competition.groupId,
      competitionId: competition.id,
    })
    .returning();
  return { before: null, after: present(after!, competition.publicId, body.stageId) };
};

export const deleteLevel = async (db: Db, auth: AuthContext, levelId: string) => {
  const level = await findManagedLevel(db, auth, levelId);
  const [used] = await db
    .select({ id: awardEntries.id })
    .from(awardEntries)
    .where(eq(awardEntries.levelId, level.id))
    .limit(1);
  if (used) throw conflict(awardMessages.levelInUse);
  await db.delete(awardLevels).where(eq(awardLevels.id, level.id));
  return level;
};

/** The competition of a level, for audit targets. */
export const competitionOfLevel = (db: Db, level: LevelRecord) =>
  db
    .select({ publicId: competitions.publicId })
    .from(competitions)
    .where(eq(competitions.id, level.competitionId));
