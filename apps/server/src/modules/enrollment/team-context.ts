import { and, eq } from 'drizzle-orm';
import {
  competitionEnrollSettings,
  competitionGroups,
  competitionItems,
  competitions,
  competitionStages,
  enrollMembers,
  enrollTeams,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { teamMessages } from './teams.messages.ts';

/** A team with its competition, stage, item, group and enrolment rules. */
export const loadTeam = async (db: Db, where: { publicId: string } | { id: number }) => {
  const [row] = await db
    .select({
      team: enrollTeams,
      competitionName: competitions.name,
      competitionPublicId: competitions.publicId,
      stageName: competitionStages.name,
      stagePublicId: competitionStages.publicId,
      signUpEnd: competitionStages.signUpEnd,
      itemName: competitionItems.name,
      groupName: competitionGroups.name,
      groupPublicId: competitionGroups.publicId,
      rules: competitionEnrollSettings,
    })
    .from(enrollTeams)
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(competitionStages, eq(competitionStages.id, enrollTeams.stageId))
    .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
    .innerJoin(competitionEnrollSettings, eq(competitionEnrollSettings.competitionId, competitions.id))
    .leftJoin(competitionGroups, eq(competitionGroups.id, enrollTeams.participantGroupId))
    .where('id' in where ? eq(enrollTeams.id, where.id) : eq(enrollTeams.publicId, where.publicId));
  return row;
};
export type TeamContext = NonNullable<Awaited<ReturnType<typeof loadTeam>>>;

/** Whether the team's sign-up window is still open (members may join, leave, be removed). */
export const isEditable = (ctx: TeamContext, now = new Date()) =>
  ctx.signUpEnd !== null && ctx.signUpEnd > now;

export const assertEditable = (ctx: TeamContext) => {
  if (!isEditable(ctx)) throw conflict(teamMessages.windowClosed);
};

/** The team and the caller's role in it; outsiders get a 404 so team ids reveal nothing. */
export const teamOfMember = async (db: Db, auth: AuthContext, teamPublicId: string) => {
  const ctx = await loadTeam(db, { publicId: teamPublicId });
  if (!ctx) throw notFound(teamMessages.teamNotFound);
  const [me] = await db
    .select({ role: enrollMembers.role })
    .from(enrollMembers)
    .where(and(eq(enrollMembers.teamId, ctx.team.id), eq(enrollMembers.userId, auth.userId)));
  if (!me) throw notFound(teamMessages.teamNotFound);
  return { ctx, role: me.role as 'captain' | 'member' | 'advisor' };
};

/** As teamOfMember, and the caller must be the captain. */
export const teamOfCaptain = async (db: Db, auth: AuthContext, teamPublicId: string) => {
  const found = await teamOfMember(db, auth, teamPublicId);
  if (found.role !== 'captain') throw conflict(teamMessages.captainOnly);
  return found.ctx;
};
