import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { EnrollSource, SignUpResult, signUpBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionEnrollSettings,
  competitionGroups,
  competitionItems,
  competitions,
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
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { enrollMessages } from './enrollment.messages.ts';
import { takePlace } from './capacity.ts';
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
 * the captain of a new team (members and advisors join by invitation, a later slice). Every eligibility rule
 * of the enrolment settings applies; capacity and "one team per student per item" are held by the database.
 */
export const signUp = async (
  db: Db,
  auth: Pick<AuthContext, 'userId'>,
  body: Body,
  /** How the team came: desk imports of school-recommended teams pass `recommend` / `import`. */
  options: { source?: EnrollSource } = {},
): Promise<SignUpResult> => {
  // Independent reads go out together, and the competition comes with its settings: a surge is bound by
  // round trips per sign-up, so the refusals keep their order but not one query each.
  const [[found], applicant] = await Promise.all([
    db
      .select({ competition: competitions, rules: competitionEnrollSettings })
      .from(competitions)
      .innerJoin(competitionEnrollSettings, eq(competitionEnrollSettings.competitionId, competitions.id))
      .where(eq(competitions.publicId, body.competitionId))
      .limit(1),
    loadApplicant(db, auth.userId),
  ]);
  if (!found || found.competition.status !== 'published') throw conflict(enrollMessages.notOpen);
  const { competition, rules } = found;
  const now = new Date();
  const stage = await openStage(db, competition.id, now);
  if (!stage) throw conflict(enrollMessages.outsideWindow);
  if (applicant.userType !== 'student') throw conflict(enrollMessages.studentsOnly);

  // Both checked at once; when both refuse, the item's refusal is the one reported (as when sequential).
  const [itemChecked, groupChecked] = await Promise.allSettled([
    itemOfStage(db, competition.id, stage.id, body.itemId),
    checkGroup(db, competition.id, stage.id, rules.eligibleGroupIds, body),
  ]);
  if (itemChecked.status === 'rejected') throw itemChecked.reason;
  if (groupChecked.status === 'rejected') throw groupChecked.reason;
  const item = itemChecked.value;
  const participantGroupId = groupChecked.value;
  checkEligibility(applicant, rules, body.invitationCode);
  const isTeam = rules.mode === 'team';
  if (isTeam && !body.teamName) throw badRequest(enrollMessages.teamNameRequired);

  const status = rules.feeFen > 0 ? 'awaitingPayment' : rules.needsApproval ? 'pending' : 'approved';
  const schoolId = applicant.groupType === 'school' ? applicant.groupId : null;
  const team = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enrollTeams)
      .values({
        publicId: newPublicId(),
        competitionId: competition.id,
        stageId: stage.id,
        itemId: item.id,
        participantGroupId,
        schoolGroupId: schoolId,
        captainId: applicant.id,
        name: isTeam ? body.teamName! : (body.teamName ?? applicant.realName),
        status,
        source: options.source ?? 'self',
        feeFen: rules.feeFen,
      })
      .returning();
    try {
      await tx.insert(enrollMembers).values({
        teamId: row!.id,
        userId: applicant.id,
        competitionId: competition.id,
        itemId: item.id,
        stageId: stage.id,
        role: 'captain',
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(enrollMessages.alreadyInTeam);
      throw error;
    }
    // The counters come last: their rows are what every concurrent sign-up waits on, so each holds the
    // lock only from its counter update to the commit, not through the team and member inserts too.
    if (rules.capacityTotal !== null)
      await takePlace(tx, competition.id, 'total', rules.capacityTotal, enrollMessages.fullTotal);
    if (rules.capacityPerItem !== null)
      await takePlace(tx, competition.id, `item:${item.id}`, rules.capacityPerItem, enrollMessages.fullItem);
    if (rules.capacityPerSchool !== null && schoolId !== null)
      await takePlace(
        tx,
        competition.id,
        `school:${schoolId}`,
        rules.capacityPerSchool,
        enrollMessages.fullSchool,
      );
    return row!;
  });
  return { teamId: team.publicId, stageId: stage.publicId, status, feeFen: team.feeFen };
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
