import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { EnrollSource, SignUpResult, signUpBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionEnrollSettings,
  competitionGroups,
  competitionItems,
  competitionStageGroups,
  competitionStageItems,
  competitionStages,
  enrollMembers,
  enrollTeams,
  groups,
  schoolInfos,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AuditRow } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import type { LocalizedText } from '../../platform/messages.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { enrollMessages } from './enrollment.messages.ts';
import { placesTaken, takePlace } from './capacity.ts';
import { feeOf, openStageOf, signUpContext, type SignUpContext } from './sign-up-context.ts';
import { signUpOrderMaker } from './team-payment.ts';
import { signUpInBatch } from './sign-up-batch.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { signUpInOneStatement, type Limit, type NewTeam, type TeamOfApplicant } from './sign-up-write.ts';
import { sqlState, UNIQUE_VIOLATION } from './pg-errors.ts';

type Body = z.output<typeof signUpBody>;

/** The competition's item named by public id, refused when unknown or not taking part in the stage (none listed: all do). */
export const itemOfStage = async (db: Db, competitionId: number, stageId: number, itemPublicId: string) => {
  // One round trip: the item, and whether the stage lists items at all and this one among them.
  const listed = (item?: typeof competitionItems.id) =>
    db
      .select({ n: sql`1` })
      .from(competitionStageItems)
      .where(
        and(
          eq(competitionStageItems.stageId, stageId),
          item ? eq(competitionStageItems.itemId, item) : undefined,
        ),
      );
  const [item] = await db
    .select({
      id: competitionItems.id,
      stageListsItems: sql<boolean>`exists ${listed()}`,
      inStage: sql<boolean>`exists ${listed(competitionItems.id)}`,
    })
    .from(competitionItems)
    .where(
      and(eq(competitionItems.competitionId, competitionId), eq(competitionItems.publicId, itemPublicId)),
    );
  if (!item) throw badRequest(enrollMessages.itemUnknown);
  if (item.stageListsItems && !item.inStage) throw badRequest(enrollMessages.itemNotInStage);
  return { id: item.id };
};

/** The stage whose sign-up window is open now (the earliest, when several are). */
export const openStage = async (db: Db, competitionId: number, now: Date) => {
  const [stage] = await db
    .select()
    .from(competitionStages)
    .where(
      and(
        eq(competitionStages.competitionId, competitionId),
        lte(competitionStages.signUpStart, now),
        gt(competitionStages.signUpEnd, now),
      ),
    )
    .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id))
    .limit(1);
  return stage;
};

/** The signed-in user with their home group and its province (eligibility by school and province). */
export const loadApplicant = async (db: Db, userId: number) => {
  const [row] = await db
    .select({
      id: users.id,
      realName: users.realName,
      email: users.email,
      userType: users.userType,
      groupId: groups.id,
      groupPublicId: groups.publicId,
      groupType: groups.type,
      provinceCode: schoolInfos.provinceCode,
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(schoolInfos, eq(schoolInfos.groupId, groups.id))
    .where(eq(users.id, userId));
  return row!;
};

/**
 * A student signs up for an item of a published competition during an open sign-up window: alone, or as
 * the captain of a new team (members and advisors join by invitation). Every eligibility rule of the
 * enrolment settings applies; capacity and "one team per student per item" are held by the database.
 *
 * Built for a surge (bench/sign-up-surge.ts): the competition's settings, stages, items and groups come
 * from a short-lived cache (sign-up-context.ts) and are checked in memory; when no rule needs more of the
 * applicant than "a student", the one statement (sign-up-write.ts) reads the applicant, takes the place and
 * writes team, captain and log row — one round trip, not inside a transaction that holds a pooled
 * connection across Node. Otherwise the applicant is read first and every rule checked (two round trips).
 * Anything unusual (first sign-up of a competition, several limits, every free shard busy, a full
 * competition, a refusal) goes on the way that reads the applicant, and from there the careful way.
 */
export const signUp = async (
  db: Db,
  auth: Pick<AuthContext, 'userId'>,
  body: Body,
  options: SignUpOptions = {},
): Promise<SignUpResult> => {
  const context = await signUpContext(db, body.competitionId);
  const quick = context && quickPlan(context, auth.userId, body, options.source);
  if (quick) {
    const publicId = newPublicId();
    const result = quick.result(publicId);
    const log = options.audit?.row(result);
    // With the concurrent sign-ups of the same item when it can (one statement and one commit for all);
    // on its own when the batch could not say.
    const batched = await signUpInBatch(db, quick.team, quick.limit, publicId, log);
    const { teamId, full } =
      'alone' in batched
        ? await insertInOneStatement(db, quick.team, quick.limit, publicId, log)
        : { teamId: 'taken' in batched ? batched.taken : undefined, full: 'full' in batched };
    if (teamId) {
      if (log) options.audit!.written();
      return result;
    }
    if (full) throw conflict(enrollMessages.fullTotal);
    // No place taken and not simply full: not a student, shards not set up for this limit, every shard with
    // room busy. The way below tells these apart (refusing in the usual order), without a second try of the
    // one statement.
  }
  return signUpWithApplicant(db, context, auth, body, options, Boolean(quick));
};

type SignUpOptions = {
  /** How the team came: desk imports of school-recommended teams pass `recommend` / `import`. */
  source?: EnrollSource;
  /**
   * The request's operation log row for a successful sign-up, written by the one-statement sign-up in
   * the same commit; `written` is called when it was (the careful way leaves the log to the onSend hook).
   */
  audit?: { row: (result: SignUpResult) => AuditRow | undefined; written: () => void };
};

/** The one-statement sign-up, with "already in a team of this item" (the unique index) as its refusal. */
const insertInOneStatement = async (
  ...args: Parameters<typeof signUpInOneStatement>
): ReturnType<typeof signUpInOneStatement> => {
  try {
    return await signUpInOneStatement(...args);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(enrollMessages.alreadyInTeam);
    throw error;
  }
};

/**
 * The surge's case, planned from the cached context alone: every check that does not need the applicant
 * passes, and no rule needs them beyond "a student" (no e-mail domain, school or province scope, no
 * per-school capacity), so the one statement can read the applicant itself. Anything else: undefined.
 */
const quickPlan = (context: SignUpContext, userId: number, body: Body, source: EnrollSource | undefined) => {
  const { competition, rules } = context;
  if (competition.status !== 'published') return undefined;
  // A fee means an order made in the sign-up's transaction: the careful way.
  if (rules.feeFen > 0 || context.feeRules.length > 0) return undefined;
  if (rules.emailDomains.length || rules.eligibleSchoolIds.length || rules.eligibleProvinces.length)
    return undefined;
  if (rules.capacityPerSchool !== null) return undefined;
  if (rules.invitationCode && body.invitationCode !== rules.invitationCode) return undefined;
  const stage = openStageOf(context, new Date());
  const itemId = context.items.get(body.itemId);
  if (!stage || itemId === undefined) return undefined;
  if (context.stageItems.get(stage.id)?.has(itemId) === false) return undefined;
  if (rules.mode === 'team' && !body.teamName) return undefined;
  let participantGroupId: number | null;
  try {
    participantGroupId = groupOf(context, stage.id, rules.eligibleGroupIds, body);
  } catch {
    return undefined;
  }
  const limits = limitsOf(rules, itemId, null);
  if (limits.length > 1) return undefined;
  const status = statusOf(rules.feeFen, rules);
  const team: TeamOfApplicant = {
    competitionId: competition.id,
    stageId: stage.id,
    itemId,
    participantGroupId,
    captainId: userId,
    name: body.teamName ?? null,
    status,
    source: source ?? 'self',
    feeFen: rules.feeFen,
  };
  return {
    team,
    limit: limits[0],
    result: (teamId: string): SignUpResult => ({
      teamId,
      stageId: stage.publicId,
      status,
      feeFen: rules.feeFen,
    }),
  };
};

/** A sign-up with a fee waits for its payment; then approval when the competition wants it. */
const statusOf = (feeFen: number, rules: Rules) =>
  feeFen > 0 ? 'awaitingPayment' : rules.needsApproval ? 'pending' : 'approved';

/**
 * Every rule checked against the applicant read first, in the order the refusals are documented; then
 * one statement when a single limit applies (unless the quick way just tried it), else the careful way.
 */
const signUpWithApplicant = async (
  db: Db,
  context: SignUpContext | undefined,
  auth: Pick<AuthContext, 'userId'>,
  body: Body,
  options: SignUpOptions,
  triedOneStatement: boolean,
): Promise<SignUpResult> => {
  const applicant = await loadApplicant(db, auth.userId);
  if (!context || context.competition.status !== 'published') throw conflict(enrollMessages.notOpen);
  const { competition, rules } = context;
  const stage = openStageOf(context, new Date());
  if (!stage) throw conflict(enrollMessages.outsideWindow);
  if (applicant.userType !== 'student') throw conflict(enrollMessages.studentsOnly);

  // The item's refusal comes before the group's (as when each was a query of its own).
  const itemId = context.items.get(body.itemId);
  if (itemId === undefined) throw badRequest(enrollMessages.itemUnknown);
  const listed = context.stageItems.get(stage.id);
  if (listed && !listed.has(itemId)) throw badRequest(enrollMessages.itemNotInStage);
  const participantGroupId = groupOf(context, stage.id, rules.eligibleGroupIds, body);
  checkEligibility(applicant, rules, body.invitationCode);
  const isTeam = rules.mode === 'team';
  if (isTeam && !body.teamName) throw badRequest(enrollMessages.teamNameRequired);

  const feeFen = feeOf(context, itemId, participantGroupId);
  const status = statusOf(feeFen, rules);
  const schoolId = applicant.groupType === 'school' ? applicant.groupId : null;
  const team: NewTeam = {
    competitionId: competition.id,
    stageId: stage.id,
    itemId,
    participantGroupId,
    schoolGroupId: schoolId,
    captainId: applicant.id,
    name: isTeam ? body.teamName! : (body.teamName ?? applicant.realName),
    status,
    source: options.source ?? 'self',
    feeFen,
  };
  const result = (teamId: string, orderNo?: string): SignUpResult => ({
    teamId,
    stageId: stage.publicId,
    status,
    feeFen,
    ...(orderNo ? { orderNo } : {}),
  });

  const limits = limitsOf(rules, itemId, schoolId);
  if (feeFen > 0) {
    const signedUp = await signUpCarefully(db, team, schoolId, true);
    return result(signedUp.publicId, signedUp.orderNo);
  }
  if (limits.length <= 1 && !triedOneStatement) {
    const publicId = newPublicId();
    const log = options.audit?.row(result(publicId));
    const { teamId } = await insertInOneStatement(db, team, limits[0], publicId, log);
    if (teamId) {
      if (log) options.audit!.written();
      return result(teamId);
    }
  }
  return result((await signUpCarefully(db, team, schoolId, false)).publicId);
};

/** The capacity limits a sign-up takes a place against, from the (possibly cached) settings. */
const limitsOf = (rules: Rules, itemId: number, schoolId: number | null): Limit[] => [
  ...(rules.capacityTotal !== null ? [{ scope: 'total', limit: rules.capacityTotal }] : []),
  ...(rules.capacityPerItem !== null ? [{ scope: `item:${itemId}`, limit: rules.capacityPerItem }] : []),
  ...(rules.capacityPerSchool !== null && schoolId !== null
    ? [{ scope: `school:${schoolId}`, limit: rules.capacityPerSchool }]
    : []),
];

/**
 * The careful way: the limits read afresh (never from the cache: a changed limit must be the one
 * enforced), a full competition refused by a plain read, then team, captain and places in one transaction
 * with `takePlace`, which sets up or rebalances the shards and waits for a busy one when it must.
 */
const signUpCarefully = async (
  db: Db,
  team: NewTeam,
  schoolId: number | null,
  withOrder: boolean,
): Promise<{ publicId: string; orderNo?: string }> => {
  const [rules] = await db
    .select()
    .from(competitionEnrollSettings)
    .where(eq(competitionEnrollSettings.competitionId, team.competitionId));
  const limits = limitsOf(rules!, team.itemId, schoolId);
  const total = limits.find((l) => l.scope === 'total');
  if (total && (await placesTaken(db, team.competitionId, 'total')).used >= total.limit)
    throw conflict(enrollMessages.fullTotal);
  const full: Record<string, LocalizedText> = {
    total: enrollMessages.fullTotal,
    item: enrollMessages.fullItem,
    school: enrollMessages.fullSchool,
  };
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(enrollTeams)
      .values({ publicId: newPublicId(), ...team })
      .returning({ id: enrollTeams.id, publicId: enrollTeams.publicId });
    try {
      await tx.insert(enrollMembers).values({
        teamId: inserted!.id,
        userId: team.captainId,
        competitionId: team.competitionId,
        itemId: team.itemId,
        stageId: team.stageId,
        role: 'captain',
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(enrollMessages.alreadyInTeam);
      throw error;
    }
    // The counters come last: their rows are what every concurrent sign-up waits on, so each holds the
    // lock only from its counter update to the commit, not through the team and member inserts too.
    for (const limit of limits)
      await takePlace(tx, team.competitionId, limit.scope, limit.limit, full[limit.scope.split(':')[0]!]!);
    await emitEvent(tx, {
      type: 'signUp.submitted',
      data: { teamId: inserted!.id },
      actorId: team.captainId,
    });
    // A sign-up with a fee and its order commit together (the finance area makes it).
    const maker = withOrder ? signUpOrderMaker(db) : undefined;
    const order = maker
      ? await maker(tx, { teamId: inserted!.id, payerId: team.captainId, competitionId: team.competitionId })
      : undefined;
    return { publicId: inserted!.publicId, order };
  });
  await row.order?.afterCommit();
  return { publicId: row.publicId, orderNo: row.order?.orderNo };
};

/** The participant group chosen, checked against the cached context (same rules as `checkGroup`). */
const groupOf = (
  context: SignUpContext,
  stageId: number,
  eligible: string[],
  body: Pick<Body, 'participantGroupId'>,
): number | null => {
  if (context.groups.length === 0) return null;
  if (!body.participantGroupId) throw badRequest(enrollMessages.groupRequired);
  const chosen = context.groups.find((g) => g.publicId === body.participantGroupId);
  if (!chosen) throw badRequest(enrollMessages.groupUnknown);
  const inStage = context.stageGroups.get(stageId);
  if (inStage && !inStage.has(chosen.id)) throw conflict(enrollMessages.groupNotEligible);
  if (eligible.length && !eligible.includes(chosen.publicId)) throw conflict(enrollMessages.groupNotEligible);
  return chosen.id;
};

type Applicant = Awaited<ReturnType<typeof loadApplicant>>;
type Rules = typeof competitionEnrollSettings.$inferSelect;

/** Who may take part: the invitation code, e-mail domains, schools and provinces of the enrolment settings. */
export const checkEligibility = (applicant: Applicant, rules: Rules, invitationCode: string | undefined) => {
  if (rules.invitationCode && invitationCode !== rules.invitationCode)
    throw badRequest(enrollMessages.invitationWrong);
  if (rules.emailDomains.length) {
    const domain = applicant.email?.split('@')[1]?.toLowerCase() ?? '';
    if (!rules.emailDomains.includes(domain))
      throw conflict(enrollMessages.emailNotEligible, { domains: rules.emailDomains.join('、') });
  }
  if (rules.eligibleSchoolIds.length && !rules.eligibleSchoolIds.includes(applicant.groupPublicId ?? ''))
    throw conflict(enrollMessages.schoolNotEligible);
  if (rules.eligibleProvinces.length && !rules.eligibleProvinces.includes(applicant.provinceCode ?? ''))
    throw conflict(enrollMessages.provinceNotEligible);
};

/** The participant group chosen: required when the competition has groups, and allowed by stage and rules. */
export const checkGroup = async (
  db: Db,
  competitionId: number,
  stageId: number,
  eligible: string[],
  body: Pick<Body, 'participantGroupId'>,
): Promise<number | null> => {
  const all = await db
    .select({ id: competitionGroups.id, publicId: competitionGroups.publicId })
    .from(competitionGroups)
    .where(eq(competitionGroups.competitionId, competitionId));
  if (all.length === 0) return null;
  if (!body.participantGroupId) throw badRequest(enrollMessages.groupRequired);
  const chosen = all.find((g) => g.publicId === body.participantGroupId);
  if (!chosen) throw badRequest(enrollMessages.groupUnknown);
  const inStage = await db
    .select({ groupId: competitionStageGroups.groupId })
    .from(competitionStageGroups)
    .where(eq(competitionStageGroups.stageId, stageId));
  if (inStage.length && !inStage.some((g) => g.groupId === chosen.id))
    throw conflict(enrollMessages.groupNotEligible);
  if (eligible.length && !eligible.includes(chosen.publicId)) throw conflict(enrollMessages.groupNotEligible);
  return chosen.id;
};
