import { eq, inArray } from 'drizzle-orm';
import type { DistributionApplyResult, DistributionPreview } from '@podium/contracts';
import { enrollTeams, experts, groups, reviewEntries } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { findManagedStage } from '../competition/competition-lookup.ts';
import { conflictOf } from './distribution/conflicts.ts';
import { planDistribution, type DistributionOptions, type DistributionPlan } from './distribution-plan.ts';
import { lockStage, writePlan } from './distribution-service.ts';
import type { StageRow, Tx } from './review-lookup.ts';
import { reviewMessages } from './review.messages.ts';

/** Team and school names of the stage's entries, by entry id. */
const entryLabels = async (db: Db | Tx, stageId: number) => {
  const rows = await db
    .select({
      id: reviewEntries.id,
      publicId: reviewEntries.publicId,
      teamName: enrollTeams.name,
      schoolName: groups.name,
    })
    .from(reviewEntries)
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    .leftJoin(groups, eq(groups.id, enrollTeams.schoolGroupId))
    .where(eq(reviewEntries.stageId, stageId));
  return new Map(rows.map((r) => [r.id, { ...r, schoolName: r.schoolName ?? '' }]));
};

/** Turns a plan into what the organiser reads: names instead of keys, loads, and why entries stay short. */
const describePlan = async (
  db: Db | Tx,
  stage: StageRow,
  plan: DistributionPlan,
): Promise<DistributionPreview> => {
  const labels = await entryLabels(db, stage.id);
  const expertIds = [...new Set([...plan.pool.map((e) => e.id), ...plan.withdrawn.map((a) => a.expertId)])];
  const cannotSignIn = new Set(plan.withoutAccount.map((e) => e.id));
  const names = new Map(
    (expertIds.length
      ? await db
          .select({ id: experts.id, publicId: experts.publicId, name: experts.name })
          .from(experts)
          .where(inArray(experts.id, expertIds))
      : []
    ).map((e) => [e.id, e]),
  );
  const entryOf = (id: number) => labels.get(id)!;
  const before = new Map<number, number>();
  for (const a of plan.kept) before.set(a.expertId, (before.get(a.expertId) ?? 0) + 1);
  const added = new Map<number, number>();
  for (const a of plan.result.assignments)
    added.set(Number(a.expertId), (added.get(Number(a.expertId)) ?? 0) + 1);
  const entryById = new Map(plan.entries.map((e) => [e.id, e]));
  const k = plan.expertsPerEntry;
  const groupName = new Map(plan.groups.map((g) => [g.id, g.name]));
  return {
    fingerprint: plan.fingerprint,
    expertsPerEntry: k,
    perExpertCap: plan.perExpertCap,
    entries: plan.entryRows.length,
    assignments: plan.result.assignments.map((a) => {
      const entry = entryOf(Number(a.entryId));
      const expert = names.get(Number(a.expertId))!;
      return {
        entryId: entry.publicId,
        teamName: entry.teamName,
        schoolName: entry.schoolName,
        field: entryById.get(a.entryId)!.field,
        expertGroupName: groupName.get(plan.entryGroups.get(Number(a.entryId)) ?? -1) ?? null,
        expertId: expert.publicId,
        expertName: expert.name,
        reason: { ...a.reason },
      };
    }),
    loads: plan.pool.map((e) => ({
      expertId: e.publicId,
      expertName: e.name,
      before: before.get(e.id) ?? 0,
      added: added.get(e.id) ?? 0,
      cap: plan.perExpertCap,
      hasAccount: !cannotSignIn.has(e.id),
    })),
    withoutAccount: plan.withoutAccount.map((e) => ({ expertId: e.publicId, expertName: e.name })),
    skipWithoutAccount: plan.skipWithoutAccount,
    unassigned: plan.result.shortfall.map((s) => {
      const entry = entryOf(Number(s.entryId));
      const facts = entryById.get(s.entryId)!;
      // Fewer conflict-free experts than k can never be fixed by caps; otherwise the caps are what is full.
      // Counted within the work's group: its experts all come from there.
      const group = plan.groups.find((g) => g.id === plan.entryGroups.get(Number(s.entryId)));
      const eligible = plan.solverExperts.filter(
        (x) => (!group || group.expertIds.includes(Number(x.id))) && conflictOf(facts, x) === null,
      ).length;
      return {
        entryId: entry.publicId,
        teamName: entry.teamName,
        schoolName: entry.schoolName,
        missing: s.missing,
        eligible,
        reason: eligible < k ? ('conflicts' as const) : ('capacity' as const),
      };
    }),
    withdrawn: plan.withdrawn.map((a) => ({
      entryId: entryOf(a.entryId).publicId,
      teamName: entryOf(a.entryId).teamName,
      expertName: names.get(a.expertId)?.name ?? '',
    })),
  };
};

/** The dry run: what an automatic distribution would do now, and the fingerprint of its inputs. */
export const previewDistribution = async (
  db: Db,
  auth: AuthContext,
  body: { stageId: string } & DistributionOptions,
) => {
  const { stage, competition } = await findManagedStage(db, auth, body.stageId);
  const plan = await planDistribution(db, auth, stage, competition.id, body);
  return describePlan(db, stage, plan);
};

/**
 * Writes the previewed distribution. Under a row lock on the stage it plans again and compares
 * fingerprints: any change since the preview (an entry, an expert, a cap, a conflict, an assignment — or a
 * concurrent apply that got there first) refuses with 409 and writes nothing.
 */
export const applyDistribution = async (
  db: Db,
  auth: AuthContext,
  body: { stageId: string; fingerprint: string } & DistributionOptions,
): Promise<DistributionApplyResult & { stage: StageRow }> => {
  const { stage, competition } = await findManagedStage(db, auth, body.stageId);
  return db.transaction(async (tx) => {
    await lockStage(tx, stage.id);
    const plan = await planDistribution(tx, auth, stage, competition.id, body);
    if (plan.fingerprint !== body.fingerprint) throw conflict(reviewMessages.distributionChanged);
    return { stage, ...(await writePlan(tx, plan)) };
  });
};
