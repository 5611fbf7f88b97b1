import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  expertGroupMembers,
  expertGroups,
  experts,
  reviewAssignments,
  reviewEntries,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { expertScope } from '../experts/index.ts';
import type { DistributionEntry, DistributionExpert, DistributionResult } from './distribution/assign.ts';
import { distributeInGroups, type DistributionGroup } from './distribution/assign-groups.ts';
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

/** The stage's expert groups and their members, in id order. */
const stageGroups = async (db: Db | Tx, stageId: number) => {
  const rows = await db
    .select({ id: expertGroups.id, name: expertGroups.name, expertId: expertGroupMembers.expertId })
    .from(expertGroups)
    .leftJoin(expertGroupMembers, eq(expertGroupMembers.expertGroupId, expertGroups.id))
    .where(eq(expertGroups.stageId, stageId))
    .orderBy(asc(expertGroups.id), asc(expertGroupMembers.expertId));
  const groups = new Map<number, { id: number; name: string; expertIds: number[] }>();
  for (const r of rows) {
    const g = groups.get(r.id) ?? { id: r.id, name: r.name, expertIds: [] };
    if (r.expertId !== null) g.expertIds.push(r.expertId);
    groups.set(r.id, g);
  }
  return [...groups.values()];
};

/**
 * The experts a stage distributes to: the members of its expert groups, or (no groups yet) every active
 * expert of the caller's library; temporary experts only for their competition and until access ends.
 */
const stageExperts = async (
  db: Db | Tx,
  auth: AuthContext,
  groups: { expertIds: number[] }[],
  competitionId: number,
  now: Date,
) => {
  const memberIds = [...new Set(groups.flatMap((g) => g.expertIds))];
  const pool: ExpertRecord[] = groups.length
    ? memberIds.length
      ? await db.select().from(experts).where(inArray(experts.id, memberIds))
      : []
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

/**
 * Experts of the pool who cannot sign in to score: no account, or a disabled one. Works given to them are
 * never scored, and a final score would then rest on the others' alone.
 */
const withoutSignIn = async (db: Db | Tx, pool: ExpertRecord[]) => {
  const userIds = pool.flatMap((e) => (e.userId === null ? [] : [e.userId]));
  const active = new Set(
    userIds.length
      ? (
          await db
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, userIds), eq(users.status, 1)))
        ).map((u) => u.id)
      : [],
  );
  return pool.filter((e) => e.userId === null || !active.has(e.userId));
};

export type DistributionOptions = { skipWithoutAccount?: boolean };

export type DistributionPlan = {
  expertsPerEntry: number;
  perExpertCap: number;
  pool: ExpertRecord[];
  /** Experts of the stage who cannot sign in (left out of `pool` when the options say so). */
  withoutAccount: ExpertRecord[];
  skipWithoutAccount: boolean;
  /** The stage's expert groups (empty: the whole library is one pool and works get no group). */
  groups: { id: number; name: string; expertIds: number[] }[];
  /** The group of every work that has one once the plan is written. */
  entryGroups: Map<number, number>;
  /** Works whose group the plan sets or changes. */
  regrouped: { entryId: number; groupId: number }[];
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
  options: DistributionOptions = {},
  now = new Date(),
): Promise<DistributionPlan> => {
  const setting = await loadSetting(db as Db, stage.id);
  const groups = await stageGroups(db, stage.id);
  const stagePool = await stageExperts(db, auth, groups, competitionId, now);
  const withoutAccount = await withoutSignIn(db, stagePool);
  const skipWithoutAccount = options.skipWithoutAccount ?? false;
  const left = new Set(skipWithoutAccount ? withoutAccount.map((e) => e.id) : []);
  const pool = stagePool.filter((e) => !left.has(e.id));
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
  const solverGroups: DistributionGroup[] = groups.map((g) => ({
    id: String(g.id),
    expertIds: g.expertIds.filter((id) => poolIds.has(id)).map(String),
  }));
  const grouped = distributeInGroups(
    entries,
    solverExperts,
    solverGroups,
    setting.expertsPerEntry,
    existing,
    new Map(entryRows.map((e) => [String(e.id), e.expertGroupId === null ? null : String(e.expertGroupId)])),
  );
  const { entryGroups: placed, ...result } = grouped;
  const entryGroups = new Map([...placed].map(([entryId, groupId]) => [Number(entryId), Number(groupId)]));
  const regrouped = entryRows
    .filter((e) => entryGroups.has(e.id) && entryGroups.get(e.id) !== e.expertGroupId)
    .map((e) => ({ entryId: e.id, groupId: entryGroups.get(e.id)! }));
  const fingerprint = sha256({
    version: 2,
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
    groups: solverGroups.map((g) => [g.id, g.expertIds]),
    entries: entries.map((e, i) => [e.id, e.field, e.schoolId, e.personIds, entryRows[i]!.expertGroupId]),
    assignments: current.map((a) => [a.id, a.entryId, a.expertId, a.status]),
  });
  return {
    expertsPerEntry: setting.expertsPerEntry,
    perExpertCap: setting.perExpertCap,
    pool,
    withoutAccount,
    skipWithoutAccount,
    groups,
    entryGroups,
    regrouped,
    entryRows,
    entries,
    solverExperts,
    kept,
    withdrawn,
    result,
    fingerprint,
  };
};
