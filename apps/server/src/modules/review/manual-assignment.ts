import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@podium/contracts';
import { experts, reviewAssignments, reviewEntries } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
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

/** Assigns an expert by hand, under the same conflict rule as the automatic distribution. */
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
  const [row] = await db
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
  return row.publicId;
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
