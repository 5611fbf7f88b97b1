import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  expertGroupMembers,
  expertGroups,
  experts,
  reviewAssignments,
  reviewEntries,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { expertScope } from '../experts/index.ts';
import {
  distribute,
  type DistributionEntry,
  type DistributionExpert,
  type DistributionResult,
} from './distribution/assign.ts';
import {
  entryConflictFacts,
  expertConflictFacts,
  servesCompetition,
  type ExpertRecord,
  type StageRow,
  type Tx,
} from './review-lookup.ts';
import { reviewMessages } from './review.messages.ts';
import { loadSetting } from './settings.ts';

/**
 * The experts a stage distributes to: the members of its expert groups, or (no groups yet) every active
 * expert of the caller's library; temporary experts only for their competition and until access ends.
 */
const stageExperts = async (
  db: Db | Tx,
  auth: AuthContext,
  stageId: number,
  competitionId: number,
  now: Date,
) => {
  const grouped = await db
    .select({ expert: experts })
    .from(expertGroupMembers)
    .innerJoin(expertGroups, eq(expertGroups.id, expertGroupMembers.expertGroupId))
    .innerJoin(experts, eq(experts.id, expertGroupMembers.expertId))
    .where(eq(expertGroups.stageId, stageId));
  const pool: ExpertRecord[] = grouped.length
    ? [...new Map(grouped.map((g) => [g.expert.id, g.expert])).values()]
    : await db.select().from(experts).where(expertScope(auth));
  return pool
    .filter(
      (e) =>
        e.status === 'active' &&
        servesCompetition(e, competitionId) &&
        (e.accessEndsAt === null || e.accessEndsAt > now),
    )
    .sort((a, b) => a.id - b.id);
};

export type DistributionPlan = {
  expertsPerEntry: number;
  perExpertCap: number;
  pool: ExpertRecord[];
  entryRows: (typeof reviewEntries.$inferSelect)[];
  entries: DistributionEntry[];
  solverExperts: DistributionExpert[];
  /** Assignments kept as they are (they count against caps and are never repeated). */
  kept: { entryId: number; expertId: number }[];
  /** Unstarted assignments of experts who left the pool: withdrawn before topping up. */
  withdrawn: { id: number; entryId: number; expertId: number }[];
  result: DistributionResult;
  /** SHA-256 of every input the result depends on. */
  fingerprint: string;
};

/** Canonical JSON hashed: arrays are built in id order, so equal inputs give equal text. */
const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Computes what an automatic distribution of the stage would do, writing nothing: the pool, the entries
 * with their conflict facts, which assignments it keeps or withdraws, the solver's result and a
 * fingerprint over all of it. The same function serves the preview, the apply (inside its lock) and the
 * direct run, so the three can never disagree.
 */
export const planDistribution = async (
  db: Db | Tx,
  auth: AuthContext,
  stage: StageRow,
  competitionId: number,
  now = new Date(),
): Promise<DistributionPlan> => {
  const setting = await loadSetting(db as Db, stage.id);
  const pool = await stageExperts(db, auth, stage.id, competitionId, now);
  if (pool.length === 0) throw badRequest(reviewMessages.noExperts);
  const entryRows = await db
    .select()
    .from(reviewEntries)
    .where(eq(reviewEntries.stageId, stage.id))
    .orderBy(asc(reviewEntries.id));
  const entryIds = entryRows.map((e) => e.id);
  const poolIds = new Set(pool.map((e) => e.id));
  const current = entryIds.length
    ? await db
        .select({
          id: reviewAssignments.id,
          entryId: reviewAssignments.entryId,
          expertId: reviewAssignments.expertId,
          status: reviewAssignments.status,
        })
        .from(reviewAssignments)
        .where(inArray(reviewAssignments.entryId, entryIds))
        .orderBy(asc(reviewAssignments.id))
    : [];
  const withdrawn = current.filter((a) => a.status === 'assigned' && !poolIds.has(a.expertId));
  const withdrawnIds = new Set(withdrawn.map((a) => a.id));
  const kept = current.filter((a) => !withdrawnIds.has(a.id));
  const facts = await entryConflictFacts(db, entryIds);
  const entries: DistributionEntry[] = entryRows.map((e) => {
    const { schoolId, personIds } = facts.get(e.id)!;
    return { id: String(e.id), field: e.field, schoolId, personIds: [...personIds].sort() };
  });
  const solverExperts: DistributionExpert[] = pool.map((e) => ({
    id: String(e.id),
    fields: [...e.fields].sort(),
    cap: setting.perExpertCap,
    ...expertConflictFacts(e),
  }));
  const existing = kept.map((a) => ({ entryId: String(a.entryId), expertId: String(a.expertId) }));
  const result = distribute(entries, solverExperts, setting.expertsPerEntry, existing);
  const fingerprint = sha256({
    version: 1,
    stage: stage.id,
    options: { k: setting.expertsPerEntry, cap: setting.perExpertCap },
    experts: solverExperts.map((e) => [
      e.id,
      e.fields,
      e.cap,
      e.schoolId,
      [...e.conflictSchoolIds].sort(),
      e.userId,
    ]),
    entries: entries.map((e) => [e.id, e.field, e.schoolId, e.personIds]),
    assignments: current.map((a) => [a.id, a.entryId, a.expertId, a.status]),
  });
  return {
    expertsPerEntry: setting.expertsPerEntry,
    perExpertCap: setting.perExpertCap,
    pool,
    entryRows,
    entries,
    solverExperts,
    kept,
    withdrawn,
    result,
    fingerprint,
  };
};
