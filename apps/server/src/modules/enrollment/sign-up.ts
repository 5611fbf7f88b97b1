import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { SignUpResult, signUpBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionEnrollSettings,
  competitionGroups,
  competitionItems,
  competitions,
  competitionStageGroups,
  competitionStageItems,
  competitionStages,
  enrollCapacity,
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
import type { LocalizedText } from '../../platform/messages.ts';
import { enrollMessages } from './enrollment.messages.ts';
import { CHECK_VIOLATION, sqlState, UNIQUE_VIOLATION } from './pg-errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Body = z.output<typeof signUpBody>;

/** The stage whose sign-up window is open now (the earliest, when several are). */
const openStage = async (db: Db, competitionId: number, now: Date) => {
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
const loadApplicant = async (db: Db, userId: number) => {
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
 * Takes one place against a limit inside the sign-up's transaction. The counter row's CHECK (used <= limit)
 * is what refuses the place beyond capacity, so concurrent sign-ups can never overfill it.
 */
const takePlace = async (
  tx: Tx,
  competitionId: number,
  scope: string,
  limit: number,
  full: LocalizedText,
) => {
  try {
    await tx
      .insert(enrollCapacity)
      .values({ competitionId, scope, used: 1, limit })
      .onConflictDoUpdate({
        target: [enrollCapacity.competitionId, enrollCapacity.scope],
        set: { used: sql`${enrollCapacity.used} + 1`, limit },
      });
  } catch (error) {
    if (sqlState(error) === CHECK_VIOLATION) throw conflict(full);
    throw error;
  }
};

/**
 * A student signs up for an item of a published competition during an open sign-up window: alone, or as
 * the captain of a new team (members and advisors join by invitation, a later slice). Every eligibility rule
 * of the enrolment settings applies; capacity and "one team per student per item" are held by the database.
 */
export const signUp = async (db: Db, auth: AuthContext, body: Body): Promise<SignUpResult> => {
  const [competition] = await db
    .select()
    .from(competitions)
    .where(eq(competitions.publicId, body.competitionId))
    .limit(1);
  if (!competition || competition.status !== 'published') throw conflict(enrollMessages.notOpen);
  const now = new Date();
  const stage = await openStage(db, competition.id, now);
  if (!stage) throw conflict(enrollMessages.outsideWindow);
  const applicant = await loadApplicant(db, auth.userId);
  if (applicant.userType !== 'student') throw conflict(enrollMessages.studentsOnly);

  const [item] = await db
    .select({ id: competitionItems.id })
    .from(competitionItems)
    .where(
      and(eq(competitionItems.competitionId, competition.id), eq(competitionItems.publicId, body.itemId)),
    );
  if (!item) throw badRequest(enrollMessages.itemUnknown);
  const stageItems = await db
    .select({ itemId: competitionStageItems.itemId })
    .from(competitionStageItems)
    .where(eq(competitionStageItems.stageId, stage.id));
  if (stageItems.length && !stageItems.some((s) => s.itemId === item.id))
    throw badRequest(enrollMessages.itemNotInStage);

  const [settings] = await db
    .select()
    .from(competitionEnrollSettings)
    .where(eq(competitionEnrollSettings.competitionId, competition.id));
  const rules = settings!;
  const participantGroupId = await checkGroup(db, competition.id, stage.id, rules.eligibleGroupIds, body);
  if (rules.invitationCode && body.invitationCode !== rules.invitationCode)
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
  const isTeam = rules.mode === 'team';
  if (isTeam && !body.teamName) throw badRequest(enrollMessages.teamNameRequired);

  const status = rules.feeFen > 0 ? 'awaitingPayment' : rules.needsApproval ? 'pending' : 'approved';
  const schoolId = applicant.groupType === 'school' ? applicant.groupId : null;
  const team = await db.transaction(async (tx) => {
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
        feeFen: rules.feeFen,
      })
      .returning();
    try {
      await tx.insert(enrollMembers).values({
        teamId: row!.id,
        userId: applicant.id,
        competitionId: competition.id,
        itemId: item.id,
        role: 'captain',
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(enrollMessages.alreadyInTeam);
      throw error;
    }
    return row!;
  });
  return { teamId: team.publicId, stageId: stage.publicId, status, feeFen: team.feeFen };
};

/** The participant group chosen: required when the competition has groups, and allowed by stage and rules. */
const checkGroup = async (
  db: Db,
  competitionId: number,
  stageId: number,
  eligible: string[],
  body: Body,
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
