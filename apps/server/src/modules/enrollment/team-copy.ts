import { eq } from 'drizzle-orm';
import type { CopyResult } from '@podium/contracts';
import {
  competitionEnrollSettings,
  competitions,
  enrollMembers,
  enrollTeams,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { enrollMessages } from './enrollment.messages.ts';
import { sqlState, UNIQUE_VIOLATION } from './pg-errors.ts';
import { takePlace } from './capacity.ts';
import { checkEligibility, checkGroup, itemOfStage, loadApplicant, openStage } from './sign-up.ts';
import { teamOfCaptain } from './team-context.ts';
import { teamMessages } from './teams.messages.ts';

type Body = {
  teamId: string;
  competitionId: string;
  itemId: string;
  participantGroupId?: string;
  teamName?: string;
  invitationCode?: string;
};

class Refusal extends Error {
  constructor(readonly refusal: ReturnType<typeof conflict>) {
    super('refused');
  }
}

/**
 * The captain carries the team into another stage (whose sign-up is open) of the same or another
 * competition. It is a new sign-up (source "copy") under the target's rules: eligibility, size limits,
 * capacity counters and "one team per student per item" are held exactly as at sign-up.
 */
export const copyTeam = async (db: Db, auth: AuthContext, body: Body): Promise<CopyResult> => {
  const ctx = await teamOfCaptain(db, auth, body.teamId);
  const [competition] = await db
    .select()
    .from(competitions)
    .where(eq(competitions.publicId, body.competitionId));
  if (!competition || competition.status !== 'published') throw conflict(enrollMessages.notOpen);
  const stage = await openStage(db, competition.id, new Date());
  if (!stage) throw conflict(enrollMessages.outsideWindow);
  if (stage.id === ctx.team.stageId) throw conflict(teamMessages.copySameStage);
  const item = await itemOfStage(db, competition.id, stage.id, body.itemId);
  const [rules] = await db
    .select()
    .from(competitionEnrollSettings)
    .where(eq(competitionEnrollSettings.competitionId, competition.id));
  if (rules!.mode !== ctx.rules.mode) throw conflict(teamMessages.copyModeMismatch);
  if (ctx.team.memberCount > rules!.teamMax || ctx.team.advisorCount > rules!.advisorMax)
    throw conflict(teamMessages.copyTeamTooLarge);
  const participantGroupId = await checkGroup(db, competition.id, stage.id, rules!.eligibleGroupIds, {
    participantGroupId:
      body.participantGroupId ??
      (competition.id === ctx.team.competitionId ? (ctx.groupPublicId ?? undefined) : undefined),
  });
  const applicant = await loadApplicant(db, auth.userId);
  checkEligibility(applicant, rules!, body.invitationCode);

  const members = await db
    .select({ userId: enrollMembers.userId, role: enrollMembers.role })
    .from(enrollMembers)
    .where(eq(enrollMembers.teamId, ctx.team.id));
  const status = rules!.feeFen > 0 ? 'awaitingPayment' : rules!.needsApproval ? 'pending' : 'approved';
  const schoolId = ctx.team.schoolGroupId;
  try {
    const team = await db.transaction(async (tx) => {
      if (rules!.capacityTotal !== null)
        await takePlace(tx, competition.id, 'total', rules!.capacityTotal, enrollMessages.fullTotal);
      if (rules!.capacityPerItem !== null)
        await takePlace(
          tx,
          competition.id,
          `item:${item.id}`,
          rules!.capacityPerItem,
          enrollMessages.fullItem,
        );
      if (rules!.capacityPerSchool !== null && schoolId !== null)
        await takePlace(
          tx,
          competition.id,
          `school:${schoolId}`,
          rules!.capacityPerSchool,
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
          captainId: ctx.team.captainId,
          name: body.teamName ?? ctx.team.name,
          status,
          source: 'copy',
          feeFen: rules!.feeFen,
          memberCount: ctx.team.memberCount,
          advisorCount: ctx.team.advisorCount,
          copiedFromId: ctx.team.id,
        })
        .returning();
      try {
        await tx.insert(enrollMembers).values(
          members.map((m) => ({
            teamId: row!.id,
            userId: m.userId,
            competitionId: competition.id,
            itemId: item.id,
            stageId: stage.id,
            role: m.role,
          })),
        );
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) throw new Refusal(conflict(teamMessages.copyMemberTaken));
        throw error;
      }
      return row!;
    });
    return { teamId: team.publicId, stageId: stage.publicId, status };
  } catch (error) {
    if (error instanceof Refusal) throw error.refusal;
    throw error;
  }
};
