import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Stage, StageOption, stageSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionGroups,
  competitionItems,
  competitionStageGroups,
  competitionStageItems,
  competitionStages,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import {
  findEditableCompetition,
  findManagedCompetition,
  findManagedStage,
  type StageRecord,
} from './competition-lookup.ts';
import { competitionMessages } from './competition.messages.ts';
import { resolvePartIds } from './competition-parts.ts';
import { iso } from './competition.presenter.ts';

/** Stages of competitions with the items and groups taking part, ready to present (three queries). */
export const loadStages = async (
  db: Db,
  competitionId: number,
  competitionPublicId: string,
): Promise<Stage[]> => {
  const stages = await db
    .select()
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, competitionId))
    .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id));
  return presentStages(db, stages, competitionPublicId);
};

const presentStages = async (
  db: Db,
  stages: StageRecord[],
  competitionPublicId: string,
): Promise<Stage[]> => {
  const ids = stages.map((s) => s.id);
  if (ids.length === 0) return [];
  const [items, groups] = await Promise.all([
    db
      .select({
        stageId: competitionStageItems.stageId,
        itemId: competitionItems.publicId,
        name: competitionItems.name,
        description: competitionItems.description,
      })
      .from(competitionStageItems)
      .innerJoin(competitionItems, eq(competitionItems.id, competitionStageItems.itemId))
      .where(inArray(competitionStageItems.stageId, ids))
      .orderBy(asc(competitionItems.orderNum)),
    db
      .select({
        stageId: competitionStageGroups.stageId,
        groupId: competitionGroups.publicId,
        name: competitionGroups.name,
        description: competitionGroups.description,
      })
      .from(competitionStageGroups)
      .innerJoin(competitionGroups, eq(competitionGroups.id, competitionStageGroups.groupId))
      .where(inArray(competitionStageGroups.stageId, ids))
      .orderBy(asc(competitionGroups.orderNum)),
  ]);
  return stages.map((s) => ({
    stageId: s.publicId,
    competitionId: competitionPublicId,
    name: s.name,
    description: s.description,
    orderNum: s.orderNum,
    signUpStart: iso(s.signUpStart),
    signUpEnd: iso(s.signUpEnd),
    submitStart: iso(s.submitStart),
    submitEnd: iso(s.submitEnd),
    reviewStart: iso(s.reviewStart),
    reviewEnd: iso(s.reviewEnd),
    items: items.filter((i) => i.stageId === s.id).map(({ stageId: _, ...item }) => item),
    groups: groups.filter((g) => g.stageId === s.id).map(({ stageId: _, ...group }) => group),
    workTypes: s.workTypes,
    workMaxSizeMb: s.workMaxSizeMb,
    workMaxCount: s.workMaxCount,
    workFields: s.workFields,
    workReplaceable: s.workReplaceable,
  }));
};

export const listStages = async (db: Db, auth: AuthContext, competitionId: string) => {
  const competition = await findManagedCompetition(db, auth, competitionId);
  return loadStages(db, competition.id, competition.publicId);
};

export const listStageOptions = async (
  db: Db,
  auth: AuthContext,
  competitionId: string,
): Promise<StageOption[]> =>
  (await listStages(db, auth, competitionId)).map(({ stageId, name, orderNum }) => ({
    stageId,
    name,
    orderNum,
  }));

export const getStageDetail = async (db: Db, auth: AuthContext, stageId: string): Promise<Stage> => {
  const { stage, competition } = await findManagedStage(db, auth, stageId);
  const [presented] = await presentStages(db, [stage], competition.publicId);
  return presented!;
};

type StageBody = z.output<typeof stageSaveBody>;

/** Each window starts before it ends, and the windows follow one another (sign-up, submission, review). */
const assertWindows = (body: StageBody) => {
  const pairs = [
    [competitionMessages.signUpOrder, body.signUpStart, body.signUpEnd],
    [competitionMessages.submitOrder, body.submitStart, body.submitEnd],
    [competitionMessages.reviewOrder, body.reviewStart, body.reviewEnd],
  ] as const;
  for (const [message, start, end] of pairs)
    if (start && end && Date.parse(start) >= Date.parse(end)) throw badRequest(message);
  if (body.signUpStart && body.submitStart && Date.parse(body.submitStart) < Date.parse(body.signUpStart))
    throw badRequest(competitionMessages.signUpBeforeSubmit);
  if (body.submitStart && body.reviewStart && Date.parse(body.reviewStart) < Date.parse(body.submitStart))
    throw badRequest(competitionMessages.submitBeforeReview);
};

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

/** Adds or updates a stage with its windows, participants and work-submission settings, in one transaction. */
export const saveStage = async (db: Db, auth: AuthContext, body: StageBody) => {
  const competition = await findEditableCompetition(db, auth, body.competitionId);
  assertWindows(body);
  let before: StageRecord | null = null;
  if (body.stageId) {
    const found = await findManagedStage(db, auth, body.stageId);
    if (found.competition.id !== competition.id) throw notFound(competitionMessages.stageNotFound);
    before = found.stage;
  }
  const values = {
    name: body.name,
    description: body.description,
    orderNum: body.orderNum,
    signUpStart: dateOrNull(body.signUpStart),
    signUpEnd: dateOrNull(body.signUpEnd),
    submitStart: dateOrNull(body.submitStart),
    submitEnd: dateOrNull(body.submitEnd),
    reviewStart: dateOrNull(body.reviewStart),
    reviewEnd: dateOrNull(body.reviewEnd),
    workTypes: [...new Set(body.workTypes)],
    workMaxSizeMb: body.workMaxSizeMb,
    workMaxCount: body.workMaxCount,
    workFields: body.workFields,
    workReplaceable: body.workReplaceable,
  };
  const itemIds = await resolvePartIds(
    db,
    competitionItems,
    competition.id,
    body.itemIds,
    competitionMessages.itemUnknown,
  );
  const groupIds = await resolvePartIds(
    db,
    competitionGroups,
    competition.id,
    body.groupIds,
    competitionMessages.groupUnknown,
  );
  const stage = await db.transaction(async (tx) => {
    const [row] = before
      ? await tx
          .update(competitionStages)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(competitionStages.id, before.id))
          .returning()
      : await tx
          .insert(competitionStages)
          .values({ publicId: newPublicId(), competitionId: competition.id, ...values })
          .returning();
    await tx.delete(competitionStageItems).where(eq(competitionStageItems.stageId, row!.id));
    await tx.delete(competitionStageGroups).where(eq(competitionStageGroups.stageId, row!.id));
    if (itemIds.length)
      await tx.insert(competitionStageItems).values(itemIds.map((itemId) => ({ stageId: row!.id, itemId })));
    if (groupIds.length)
      await tx
        .insert(competitionStageGroups)
        .values(groupIds.map((groupId) => ({ stageId: row!.id, groupId })));
    return row!;
  });
  return { competition, before, after: stage };
};

/** Removes a stage of a draft competition (a published competition keeps the stages students saw). */
export const removeStage = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage, competition } = await findManagedStage(db, auth, stageId);
  if (competition.status !== 'draft') throw conflict(competitionMessages.stageRemoveOnlyDraft);
  await db.delete(competitionStages).where(and(eq(competitionStages.id, stage.id)));
  return stage;
};
