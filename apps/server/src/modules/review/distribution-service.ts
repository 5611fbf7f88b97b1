import { emitEvent } from '../../platform/notify/index.ts';
import { and, asc, count, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { DistributionRow } from '@podium/contracts';
import {
  competitionStages,
  enrollTeams,
  expertGroups,
  experts,
  groups,
  reviewAssignments,
  reviewEntries,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { newPublicId } from '../../platform/ids.ts';
import { findManagedStage } from '../competition/competition-lookup.ts';
import { planDistribution, type DistributionPlan } from './distribution-plan.ts';
import {
  activeExpertRecords,
  hasReturnedWorkFor,
  hasWorkFor,
  reviewableTeams,
  stageTakesWorks,
  type Tx,
} from './review-lookup.ts';

/**
 * Makes one review entry per approved sign-up of the stage that has none yet; for a stage that takes works,
 * only per sign-up whose work for it stands: the others are named back, those that submitted nothing
 * (`withoutWork`) and those whose work was returned for correction (`returned`), so the organiser sees why
 * they are missing.
 */
export const syncEntries = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  const takesWorks = stageTakesWorks(stage);
  const leftOut = (condition: SQL) =>
    db
      .select({ name: enrollTeams.name })
      .from(enrollTeams)
      .where(and(eq(enrollTeams.stageId, stage.id), eq(enrollTeams.status, 'approved'), condition))
      .orderBy(asc(enrollTeams.id));
  const [teams, withoutWork, returned] = await Promise.all([
    db.select({ id: enrollTeams.id }).from(enrollTeams).where(reviewableTeams(stage)),
    takesWorks ? leftOut(and(not(hasWorkFor(stage.id)), not(hasReturnedWorkFor(stage.id)))!) : [],
    takesWorks ? leftOut(hasReturnedWorkFor(stage.id)) : [],
  ]);
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
  return {
    stage,
    created: created.length,
    total: total?.value ?? 0,
    withoutWork: withoutWork.map((t) => t.name),
    returned: returned.map((t) => t.name),
  };
};

/**
 * Writes a plan: withdraws the unstarted assignments of experts who left the pool, then inserts the new
 * ones (in slices, to stay under the parameter limit).
 */
export const writePlan = async (tx: Tx, plan: DistributionPlan) => {
  if (plan.withdrawn.length)
    await tx.delete(reviewAssignments).where(
      and(
        inArray(
          reviewAssignments.id,
          plan.withdrawn.map((a) => a.id),
        ),
        eq(reviewAssignments.status, 'assigned'),
      ),
    );
  // Each work's group first: its experts below all come from it.
  const byGroup = new Map<number, number[]>();
  for (const r of plan.regrouped) byGroup.set(r.groupId, [...(byGroup.get(r.groupId) ?? []), r.entryId]);
  for (const [groupId, entryIds] of byGroup)
    for (let i = 0; i < entryIds.length; i += 1000)
      await tx
        .update(reviewEntries)
        .set({ expertGroupId: groupId })
        .where(inArray(reviewEntries.id, entryIds.slice(i, i + 1000)));
  const { assignments } = plan.result;
  for (let i = 0; i < assignments.length; i += 1000)
    await tx.insert(reviewAssignments).values(
      assignments.slice(i, i + 1000).map((a) => ({
        publicId: newPublicId(),
        entryId: Number(a.entryId),
        expertId: Number(a.expertId),
        source: 'auto',
        reason: { ...a.reason },
      })),
    );
  // Each expert given new works hears how many (platform/notify), in the distribution's own transaction.
  const byExpert: Record<string, number> = {};
  for (const a of assignments) byExpert[String(a.expertId)] = (byExpert[String(a.expertId)] ?? 0) + 1;
  if (assignments.length)
    await emitEvent(tx, {
      type: 'review.worksAssigned',
      data: { stageId: plan.entryRows[0]!.stageId, byExpert },
    });
  return {
    created: assignments.length,
    shortEntries: plan.result.shortfall.length,
    experts: plan.pool.length,
    entries: plan.entryRows.length,
    withdrawn: plan.withdrawn.length,
  };
};

/** Locks the stage row for the rest of the transaction, so distributions of one stage run one at a time. */
export const lockStage = (tx: Tx, stageId: number) =>
  tx
    .select({ id: competitionStages.id })
    .from(competitionStages)
    .where(eq(competitionStages.id, stageId))
    .for('update');

/**
 * Tops every entry of the stage up to k experts by min-cost flow. Unstarted assignments of experts who left
 * the pool (disabled, expired, removed from the groups) are withdrawn first, so only what is missing is
 * refilled; everything else stays as it is.
 */
export const runDistribution = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage, competition } = await findManagedStage(db, auth, stageId);
  return db.transaction(async (tx) => {
    await lockStage(tx, stage.id);
    const plan = await planDistribution(tx, auth, stage, competition.id);
    const { withdrawn: _withdrawn, ...summary } = await writePlan(tx, plan);
    return { stage, ...summary };
  });
};

/** Entries of a stage with their experts, a page at a time. */
export const listDistribution = async (
  db: Db,
  auth: AuthContext,
  query: { stageId: string; pageNum: number; pageSize: number; expertGroupId?: string },
) => {
  const { stage } = await findManagedStage(db, auth, query.stageId);
  // A group filter matches by the group's public id within this stage: another stage's group finds nothing.
  const where = and(
    eq(reviewEntries.stageId, stage.id),
    query.expertGroupId
      ? inArray(
          reviewEntries.expertGroupId,
          db
            .select({ id: expertGroups.id })
            .from(expertGroups)
            .where(and(eq(expertGroups.publicId, query.expertGroupId), eq(expertGroups.stageId, stage.id))),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviewEntries.id,
        entryId: reviewEntries.publicId,
        field: reviewEntries.field,
        teamName: enrollTeams.name,
        schoolName: groups.name,
        expertGroupName: expertGroups.name,
      })
      .from(reviewEntries)
      .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
      .leftJoin(groups, eq(groups.id, enrollTeams.schoolGroupId))
      .leftJoin(expertGroups, eq(expertGroups.id, reviewEntries.expertGroupId))
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
    expertGroupName: r.expertGroupName,
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
