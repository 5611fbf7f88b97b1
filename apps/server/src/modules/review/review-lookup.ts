import { and, eq, exists, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  competitions,
  competitionStages,
  enrollMembers,
  enrollTeams,
  experts,
  reviewAssignments,
  reviewEntries,
  works,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { noPermission } from '../../platform/errors.ts';
import type { ConflictEntry, ConflictExpert } from './distribution/conflicts.ts';
import { reviewMessages } from './review.messages.ts';
import { AppError } from '../../platform/errors.ts';
import { ErrorCode } from '@podium/contracts';

export type StageRow = typeof competitionStages.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ExpertRecord = typeof experts.$inferSelect;

/** Whether the stage's review window is open now (both ends must be set). */
export const reviewWindowOpen = (stage: Pick<StageRow, 'reviewStart' | 'reviewEnd'>, now = new Date()) =>
  stage.reviewStart !== null && stage.reviewEnd !== null && stage.reviewStart <= now && now < stage.reviewEnd;

/**
 * The caller's expert records that are in force now: active, and a temporary expert only until their access
 * ends. An expert whose access has ended is refused like a non-expert.
 */
export const activeExpertRecords = async (db: Db, auth: Pick<AuthContext, 'userId'>, now = new Date()) =>
  db
    .select()
    .from(experts)
    .where(
      and(
        eq(experts.userId, auth.userId),
        eq(experts.status, 'active'),
        or(isNull(experts.accessEndsAt), gt(experts.accessEndsAt, now)),
      ),
    );

/** As activeExpertRecords, refusing (401) a caller who is no expert. */
export const requireExpert = async (db: Db, auth: Pick<AuthContext, 'userId'>) => {
  const records = await activeExpertRecords(db, auth);
  if (records.length === 0) throw new AppError(ErrorCode.NO_PERMISSION, reviewMessages.notExpert);
  return records;
};

/** A temporary expert serves only their competition. */
export const servesCompetition = (expert: ExpertRecord, competitionId: number) =>
  expert.temporaryCompetitionId === null || expert.temporaryCompetitionId === competitionId;

/** Conflict facts of entries: the team's school and every member's and advisor's account. */
export const entryConflictFacts = async (db: Db | Tx, entryIds: number[]) => {
  if (entryIds.length === 0) return new Map<number, ConflictEntry & { teamId: number }>();
  const rows = await db
    .select({ entryId: reviewEntries.id, teamId: reviewEntries.teamId, schoolId: enrollTeams.schoolGroupId })
    .from(reviewEntries)
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    .where(inArray(reviewEntries.id, entryIds));
  const teamIds = [...new Set(rows.map((r) => r.teamId))];
  const members = teamIds.length
    ? await db
        .select({ teamId: enrollMembers.teamId, userId: enrollMembers.userId })
        .from(enrollMembers)
        .where(inArray(enrollMembers.teamId, teamIds))
    : [];
  const people = new Map<number, string[]>();
  for (const m of members) people.set(m.teamId, [...(people.get(m.teamId) ?? []), String(m.userId)]);
  return new Map(
    rows.map((r) => [
      r.entryId,
      {
        teamId: r.teamId,
        schoolId: r.schoolId === null ? null : String(r.schoolId),
        personIds: people.get(r.teamId) ?? [],
      },
    ]),
  );
};

/** Conflict facts of an expert, in the solver's terms (ids as strings). */
export const expertConflictFacts = (expert: ExpertRecord): ConflictExpert => ({
  schoolId: expert.schoolGroupId === null ? null : String(expert.schoolGroupId),
  conflictSchoolIds: expert.conflictGroupIds.map(String),
  userId: expert.userId === null ? null : String(expert.userId),
});

/** The stage with its competition (no scope check: callers check reach or assignment). */
export const stageWithCompetition = async (db: Db, stageId: number) => {
  const [row] = await db
    .select({ stage: competitionStages, competition: competitions })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitionStages.id, stageId))
    .limit(1);
  if (!row) throw noPermission();
  return row;
};

/**
 * Whether a stage takes works (it has a submission window): then only a sign-up that submitted a work for
 * it is reviewed, and the sync leaves the others out, naming them ("no work submitted").
 */
export const stageTakesWorks = (stage: Pick<StageRow, 'submitStart' | 'submitEnd'>) =>
  stage.submitStart !== null || stage.submitEnd !== null;

/** The sign-up has a work with a submitted version for the stage (correlated to `enrollTeams`). */
/**
 * The sign-up handed in a work for the stage that stands: submitted, not returned for correction (a returned
 * work waits for the team's new version; the sync takes it once that comes).
 */
export const hasWorkFor = (stageId: number) =>
  exists(
    sql`(select 1 from ${works} where ${works.teamId} = ${enrollTeams.id} and ${works.stageId} = ${stageId} and ${works.currentVersionId} is not null and ${works.status} = 'submitted')`,
  );

/** The sign-up's work for the stage was returned for correction and no new version has come yet. */
export const hasReturnedWorkFor = (stageId: number) =>
  exists(
    sql`(select 1 from ${works} where ${works.teamId} = ${enrollTeams.id} and ${works.stageId} = ${stageId} and ${works.status} = 'returned')`,
  );

/**
 * The approved sign-ups of a stage the review takes: all of them, or for a stage that takes works those
 * that submitted one (the sync and the state's "waiting to sync" count read the same condition).
 */
export const reviewableTeams = (stage: Pick<StageRow, 'id' | 'submitStart' | 'submitEnd'>) =>
  and(
    eq(enrollTeams.stageId, stage.id),
    eq(enrollTeams.status, 'approved'),
    stageTakesWorks(stage) ? hasWorkFor(stage.id) : undefined,
  );

/**
 * A stage's assignments, counted as "is the review over" reads them: those that count (not abstained) and
 * those still without a submitted score. Shared by the stage's review state and the certificates' guard.
 */
export const assignmentTallies = {
  counted: sql<number>`count(*) filter (where ${reviewAssignments.status} <> 'abstained')`.mapWith(Number),
  unscored: sql<number>`count(*) filter (where ${reviewAssignments.status} in ('assigned', 'draft'))`.mapWith(
    Number,
  ),
};
