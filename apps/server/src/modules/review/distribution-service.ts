import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { DistributionRow } from '@podium/contracts';
import {
  enrollTeams,
  expertGroupMembers,
  expertGroups,
  experts,
  groups,
  reviewAssignments,
  reviewEntries,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { findManagedStage } from '../competition/competition-lookup.ts';
import { expertScope } from '../experts/index.ts';
import { distribute, type DistributionEntry, type DistributionExpert } from './distribution/assign.ts';
import {
  activeExpertRecords,
  entryConflictFacts,
  expertConflictFacts,
  servesCompetition,
  type ExpertRecord,
} from './review-lookup.ts';
import { reviewMessages } from './review.messages.ts';
import { loadSetting } from './settings.ts';

/** Makes one review entry per approved sign-up of the stage that has none yet. */
export const syncEntries = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  const teams = await db
    .select({ id: enrollTeams.id })
    .from(enrollTeams)
    .where(and(eq(enrollTeams.stageId, stage.id), eq(enrollTeams.status, 'approved')));
  const created = teams.length
    ? await db
        .insert(reviewEntries)
        .values(teams.map((t) => ({ publicId: newPublicId(), stageId: stage.id, teamId: t.id })))
        .onConflictDoNothing()
        .returning({ id: reviewEntries.id })
    : [];
  const [total] = await db
    .select({ value: count() })
    .from(reviewEntries)
    .where(eq(reviewEntries.stageId, stage.id));
  return { stage, created: created.length, total: total?.value ?? 0 };
};

/**
 * The experts a stage distributes to: the members of its expert groups, or (no groups yet) every active
 * expert of the caller's library; temporary experts only for their competition and until access ends.
 */
const stageExperts = async (db: Db, auth: AuthContext, stageId: number, competitionId: number, now: Date) => {
  const grouped = await db
    .select({ expert: experts })
    .from(expertGroupMembers)
    .innerJoin(expertGroups, eq(expertGroups.id, expertGroupMembers.expertGroupId))
    .innerJoin(experts, eq(experts.id, expertGroupMembers.expertId))
    .where(eq(expertGroups.stageId, stageId));
  const pool: ExpertRecord[] = grouped.length
    ? [...new Map(grouped.map((g) => [g.expert.id, g.expert])).values()]
    : await db.select().from(experts).where(expertScope(auth));
  return pool.filter(
    (e) =>
      e.status === 'active' &&
      servesCompetition(e, competitionId) &&
      (e.accessEndsAt === null || e.accessEndsAt > now),
  );
};

/**
 * Tops every entry of the stage up to k experts by min-cost flow. Unstarted assignments of experts who left
 * the pool (disabled, expired, removed from the groups) are withdrawn first, so only what is missing is
 * refilled; everything else stays as it is.
 */
export const runDistribution = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage, competition } = await findManagedStage(db, auth, stageId);
  const setting = await loadSetting(db, stage.id);
  const now = new Date();
  const pool = await stageExperts(db, auth, stage.id, competition.id, now);
  if (pool.length === 0) throw badRequest(reviewMessages.noExperts);
  const entryRows = await db.select().from(reviewEntries).where(eq(reviewEntries.stageId, stage.id));
  const entryIds = entryRows.map((e) => e.id);
  const poolIds = pool.map((e) => e.id);
  return db.transaction(async (tx) => {
    if (entryIds.length)
      await tx
        .delete(reviewAssignments)
        .where(
          and(
            inArray(reviewAssignments.entryId, entryIds),
            notInArray(reviewAssignments.expertId, poolIds),
            eq(reviewAssignments.status, 'assigned'),
          ),
        );
    const existing = entryIds.length
      ? await tx
          .select({ entryId: reviewAssignments.entryId, expertId: reviewAssignments.expertId })
          .from(reviewAssignments)
          .where(inArray(reviewAssignments.entryId, entryIds))
      : [];
    const facts = await entryConflictFacts(tx, entryIds);
    const entries: DistributionEntry[] = entryRows.map((e) => ({
      id: String(e.id),
      field: e.field,
      ...facts.get(e.id)!,
    }));
    // Everyone's load in this stage counts against the cap, including experts outside the pool.
    const solverExperts: DistributionExpert[] = pool.map((e) => ({
      id: String(e.id),
      fields: e.fields,
      cap: setting.perExpertCap,
      ...expertConflictFacts(e),
    }));
    const result = distribute(
      entries,
      solverExperts,
      setting.expertsPerEntry,
      existing.map((a) => ({ entryId: String(a.entryId), expertId: String(a.expertId) })),
    );
    if (result.assignments.length)
      for (let i = 0; i < result.assignments.length; i += 1000)
        await tx.insert(reviewAssignments).values(
          result.assignments.slice(i, i + 1000).map((a) => ({
            publicId: newPublicId(),
            entryId: Number(a.entryId),
            expertId: Number(a.expertId),
            source: 'auto',
            reason: { ...a.reason },
          })),
        );
    return {
      stage,
      created: result.assignments.length,
      shortEntries: result.shortfall.length,
      experts: pool.length,
      entries: entryRows.length,
    };
  });
};

/** Entries of a stage with their experts, a page at a time. */
export const listDistribution = async (
  db: Db,
  auth: AuthContext,
  query: { stageId: string; pageNum: number; pageSize: number },
) => {
  const { stage } = await findManagedStage(db, auth, query.stageId);
  const where = eq(reviewEntries.stageId, stage.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviewEntries.id,
        entryId: reviewEntries.publicId,
        field: reviewEntries.field,
        teamName: enrollTeams.name,
        schoolName: groups.name,
      })
      .from(reviewEntries)
      .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
      .leftJoin(groups, eq(groups.id, enrollTeams.schoolGroupId))
      .where(where)
      .orderBy(asc(reviewEntries.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ value: count() }).from(reviewEntries).where(where),
  ]);
  const assignments = rows.length
    ? await db
        .select({
          entryId: reviewAssignments.entryId,
          assignmentId: reviewAssignments.publicId,
          expertId: experts.publicId,
          expertName: experts.name,
          source: reviewAssignments.source,
          status: reviewAssignments.status,
          reason: reviewAssignments.reason,
        })
        .from(reviewAssignments)
        .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
        .where(
          inArray(
            reviewAssignments.entryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(reviewAssignments.id))
    : [];
  const out: DistributionRow[] = rows.map((r) => ({
    entryId: r.entryId,
    teamName: r.teamName,
    schoolName: r.schoolName ?? '',
    field: r.field,
    assignments: assignments
      .filter((a) => a.entryId === r.id)
      .map(({ entryId: _entry, ...a }) => ({
        ...a,
        source: a.source as 'auto' | 'manual',
        status: a.status as DistributionRow['assignments'][number]['status'],
      })),
  }));
  return { rows: out, total: total?.value ?? 0 };
};

export { activeExpertRecords };
