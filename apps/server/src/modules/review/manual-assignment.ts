import { and, asc, eq } from 'drizzle-orm';
import { ErrorCode } from '@podium/contracts';
import {
  expertGroupMembers,
  expertGroups,
  experts,
  reviewAssignments,
  reviewEntries,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { competitionScope } from '../competition/competition-lookup.ts';
import { competitions, competitionStages } from '../../db/schema/index.ts';
import { expertScope } from '../experts/index.ts';
import { conflictOf } from './distribution/conflicts.ts';
import { entryConflictFacts, expertConflictFacts } from './review-lookup.ts';
import { conflictLabels, reviewMessages } from './review.messages.ts';

/** An entry of a competition the caller manages. */
const findManagedEntry = async (db: Db, auth: AuthContext, entryId: string) => {
  const [row] = await db
    .select({ entry: reviewEntries })
    .from(reviewEntries)
    .innerJoin(competitionStages, eq(competitionStages.id, reviewEntries.stageId))
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(and(eq(reviewEntries.publicId, entryId), competitionScope(auth)))
    .limit(1);
  if (!row) throw notFound(reviewMessages.entryNotFound);
  return row.entry;
};

/**
 * The group a manual assignment puts the work in. A stage without expert groups has none (any expert of the
 * library may be assigned). Otherwise every expert of a work comes from the work's group: an expert outside
 * it is refused (the organiser adds them to the group first, or picks one of its members) rather than the
 * work silently moving groups under the experts already on it; a work not yet in a group joins the expert's
 * group (their oldest one in the stage).
 */
const groupForManualAssignment = async (
  db: Db,
  entry: typeof reviewEntries.$inferSelect,
  expertId: number,
): Promise<number | null> => {
  const stageGroups = await db
    .select({ id: expertGroups.id, name: expertGroups.name, member: expertGroupMembers.expertId })
    .from(expertGroups)
    .leftJoin(
      expertGroupMembers,
      and(eq(expertGroupMembers.expertGroupId, expertGroups.id), eq(expertGroupMembers.expertId, expertId)),
    )
    .where(eq(expertGroups.stageId, entry.stageId))
    .orderBy(asc(expertGroups.id));
  if (stageGroups.length === 0) return null;
  if (entry.expertGroupId !== null) {
    const own = stageGroups.find((g) => g.id === entry.expertGroupId);
    if (own && own.member === null) throw badRequest(reviewMessages.notInWorkGroup, { group: own.name });
    if (own) return own.id;
  }
  const joined = stageGroups.find((g) => g.member !== null);
  if (!joined) throw badRequest(reviewMessages.notInStageGroups);
  return joined.id;
};

/** Assigns an expert by hand, under the same conflict and group rules as the automatic distribution. */
export const assignByHand = async (
  db: Db,
  auth: AuthContext,
  input: { entryId: string; expertId: string; note: string },
  lang: 'zh' | 'en',
) => {
  const entry = await findManagedEntry(db, auth, input.entryId);
  const [expert] = await db
    .select()
    .from(experts)
    .where(and(eq(experts.publicId, input.expertId), expertScope(auth)))
    .limit(1);
  if (!expert) throw notFound(reviewMessages.expertNotFound);
  const facts = (await entryConflictFacts(db, [entry.id])).get(entry.id)!;
  const kind = conflictOf(facts, expertConflictFacts(expert));
  if (kind)
    throw new AppError(ErrorCode.BAD_REQUEST, reviewMessages.conflicted, {
      reason: conflictLabels[kind][lang],
    });
  const groupId = await groupForManualAssignment(db, entry, expert.id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviewAssignments)
      .values({
        publicId: newPublicId(),
        entryId: entry.id,
        expertId: expert.id,
        source: 'manual',
        reason: { note: input.note },
      })
      .onConflictDoNothing()
      .returning({ publicId: reviewAssignments.publicId });
    if (!row) throw conflict(reviewMessages.alreadyAssigned);
    if (groupId !== null && entry.expertGroupId !== groupId)
      await tx.update(reviewEntries).set({ expertGroupId: groupId }).where(eq(reviewEntries.id, entry.id));
    return row.publicId;
  });
};

/** Withdraws an assignment the expert has not started. */
export const unassign = async (db: Db, auth: AuthContext, assignmentId: string) => {
  const [row] = await db
    .select({ assignment: reviewAssignments })
    .from(reviewAssignments)
    .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
    .innerJoin(competitionStages, eq(competitionStages.id, reviewEntries.stageId))
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(and(eq(reviewAssignments.publicId, assignmentId), competitionScope(auth)))
    .limit(1);
  if (!row) throw notFound(reviewMessages.assignmentNotFound);
  if (row.assignment.status !== 'assigned') throw conflict(reviewMessages.assignmentStarted);
  await db.delete(reviewAssignments).where(eq(reviewAssignments.id, row.assignment.id));
  return row.assignment;
};
