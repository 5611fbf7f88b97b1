import { and, eq } from 'drizzle-orm';
import { DictType } from '@podium/contracts';
import { competitions, competitionStages, dictData, groups } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assertCanReachGroup, scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { competitionMessages } from './competition.messages.ts';

export type CompetitionRecord = typeof competitions.$inferSelect;
export type StageRecord = typeof competitionStages.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The condition keeping desk queries inside the acting group's reach (the creator's own rows for 'self'). */
export const competitionScope = (auth: AuthContext) =>
  scopeCondition(auth, { groupId: competitions.groupId, ownerId: competitions.createdBy });

/**
 * A competition the caller may manage. Another organiser's competition answers exactly like a missing one
 * (404), so its existence does not leak across siblings.
 */
export const findManagedCompetition = async (
  db: Db | Tx,
  auth: AuthContext,
  competitionId: string,
): Promise<CompetitionRecord> => {
  const [row] = await db
    .select({ competition: competitions, groupPath: groups.path })
    .from(competitions)
    .innerJoin(groups, eq(groups.id, competitions.groupId))
    .where(and(eq(competitions.publicId, competitionId), competitionScope(auth)))
    .limit(1);
  if (!row) throw notFound(competitionMessages.notFound);
  assertCanReachGroup(auth, row.groupPath);
  return row.competition;
};

/** As findManagedCompetition, refusing an archived competition (archived ones are read-only). */
export const findEditableCompetition = async (db: Db | Tx, auth: AuthContext, competitionId: string) => {
  const competition = await findManagedCompetition(db, auth, competitionId);
  if (competition.status === 'archived') throw conflict(competitionMessages.archivedReadOnly);
  return competition;
};

/** A stage of a competition the caller may manage. */
export const findManagedStage = async (db: Db, auth: AuthContext, stageId: string) => {
  const [row] = await db
    .select({ stage: competitionStages, competition: competitions })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(and(eq(competitionStages.publicId, stageId), competitionScope(auth)))
    .limit(1);
  if (!row) throw notFound(competitionMessages.stageNotFound);
  return row;
};

/** Level and category must be values of their dictionaries, so every list and filter can label them. */
export const assertDictionaryValues = async (db: Db, level: string, category: string) => {
  const known = async (dictType: string, value: string) =>
    (
      await db
        .select({ id: dictData.id })
        .from(dictData)
        .where(and(eq(dictData.dictType, dictType), eq(dictData.value, value), eq(dictData.enabled, true)))
        .limit(1)
    ).length > 0;
  if (!(await known(DictType.competitionLevel, level)))
    throw badRequest(competitionMessages.levelUnknown, { value: level });
  if (category && !(await known(DictType.competitionCategory, category)))
    throw badRequest(competitionMessages.categoryUnknown, { value: category });
};
