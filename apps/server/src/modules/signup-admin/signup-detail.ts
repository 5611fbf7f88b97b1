import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { SignUpDetail, SignUpOptions } from '@podium/contracts';
import { alias } from 'drizzle-orm/pg-core';
import {
  competitionEnrollSettings,
  competitionGroups,
  competitionItems,
  competitions,
  competitionStages,
  enrollMembers,
  enrollTeamHistory,
  enrollTeams,
  groups,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition, subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { signUpAdminMessages } from './signup-admin.messages.ts';
import { rowOf, selectSignUps } from './signup-list.ts';
import { signUpScope } from './signup-scope.ts';
import { loadParticipants, participantFields, teamRuleBreaches } from '../enrollment/index.ts';
import { translate, type Lang } from '../../platform/messages.ts';

const ROLE_ORDER = { captain: 0, member: 1, advisor: 2 } as const;

/** GET /enroll/manage/detail: a sign-up in reach, its members (numbers masked) and its history. */
export const signUpDetail = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
  teamId: string,
  lang: Lang,
): Promise<SignUpDetail> => {
  const [found] = await selectSignUps(db).where(and(eq(enrollTeams.publicId, teamId), signUpScope(auth)));
  if (!found) throw notFound(signUpAdminMessages.notFound);
  const actor = alias(users, 'actor');
  const [members, history, [setting]] = await Promise.all([
    db
      .select({
        id: users.id,
        userId: users.publicId,
        username: users.username,
        role: enrollMembers.role,
      })
      .from(enrollMembers)
      .innerJoin(users, eq(users.id, enrollMembers.userId))
      .where(eq(enrollMembers.teamId, found.id))
      .orderBy(asc(enrollMembers.createdAt)),
    db
      .select({
        action: enrollTeamHistory.action,
        fromStatus: enrollTeamHistory.fromStatus,
        toStatus: enrollTeamHistory.toStatus,
        reason: enrollTeamHistory.reason,
        actorName: actor.realName,
        at: enrollTeamHistory.at,
      })
      .from(enrollTeamHistory)
      .leftJoin(actor, eq(actor.id, enrollTeamHistory.actorId))
      .where(eq(enrollTeamHistory.teamId, found.id))
      .orderBy(asc(enrollTeamHistory.at), asc(enrollTeamHistory.id)),
    db
      .select({ requiredFields: competitionEnrollSettings.requiredFields })
      .from(competitionEnrollSettings)
      .innerJoin(competitions, eq(competitions.id, competitionEnrollSettings.competitionId))
      .where(eq(competitions.publicId, found.competitionId as string)),
  ]);
  // The same reading of each member as the sign-up form's (sign-up information, else the profile).
  const participants = await loadParticipants(
    db,
    members.map((m) => m.id),
  );
  const row = rowOf(found);
  const undecided = found.status === 'pending' || found.status === 'awaitingPayment';
  const breach = undecided ? (await teamRuleBreaches(db, [found.id])).get(found.id) : undefined;
  return {
    ...row,
    requiredFields: (setting?.requiredFields ?? []) as SignUpDetail['requiredFields'],
    ruleBreach: breach ? translate(breach.message, lang, breach.params) : null,
    members: members
      .map((m) => {
        const p = participants.get(m.id)!;
        return {
          userId: m.userId,
          realName: p.realName,
          username: m.username,
          role: m.role as keyof typeof ROLE_ORDER,
          schoolName: p.schoolName,
          ...participantFields(cipher, p),
        };
      })
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]),
    // The sign-up itself opens the history; the decisions follow.
    history: [
      {
        action: 'created',
        fromStatus: null,
        toStatus: row.source,
        reason: '',
        actorName: found.captainName,
        at: row.createdAt,
      },
      ...history.map((h) => ({
        ...h,
        at: h.at.toISOString(),
      })),
    ],
  };
};

/**
 * GET /enroll/manage/options: filter choices of one competition the caller may see sign-ups of. Schools are
 * the caller's own subtree's schools, plus (for the organiser) every school with a sign-up in it.
 */
export const signUpOptions = async (
  db: Db,
  auth: AuthContext,
  competitionId: string,
): Promise<SignUpOptions> => {
  const [competition] = await db
    .select({ id: competitions.id, status: competitions.status })
    .from(competitions)
    .where(eq(competitions.publicId, competitionId));
  if (!competition) throw notFound(signUpAdminMessages.competitionNotFound);
  const id = competition.id;
  const organises =
    (
      await db
        .select({ id: competitions.id })
        .from(competitions)
        .where(and(eq(competitions.id, id), scopeCondition(auth, { groupId: competitions.groupId })))
    ).length > 0;
  // A draft is nobody's business but its organisers'.
  if (!organises && competition.status === 'draft') throw notFound(signUpAdminMessages.competitionNotFound);
  const ownSchools = auth.group ? inArray(groups.id, subtreeGroupIds(auth.group.path)) : undefined;
  const withSignUps = inArray(
    groups.id,
    db
      .selectDistinct({ id: enrollTeams.schoolGroupId })
      .from(enrollTeams)
      .where(eq(enrollTeams.competitionId, id)),
  );
  const [stages, items, participantGroups, schools] = await Promise.all([
    db
      .select({ value: competitionStages.publicId, label: competitionStages.name })
      .from(competitionStages)
      .where(eq(competitionStages.competitionId, id))
      .orderBy(asc(competitionStages.orderNum)),
    db
      .select({ value: competitionItems.publicId, label: competitionItems.name })
      .from(competitionItems)
      .where(eq(competitionItems.competitionId, id))
      .orderBy(asc(competitionItems.orderNum)),
    db
      .select({ value: competitionGroups.publicId, label: competitionGroups.name })
      .from(competitionGroups)
      .where(eq(competitionGroups.competitionId, id))
      .orderBy(asc(competitionGroups.orderNum)),
    auth.isRoot || ownSchools
      ? db
          .select({ value: groups.publicId, label: groups.name })
          .from(groups)
          .where(
            and(
              eq(groups.type, 'school'),
              auth.isRoot ? undefined : organises ? or(ownSchools, withSignUps) : ownSchools,
            ),
          )
          .orderBy(asc(groups.name))
      : Promise.resolve([]),
  ]);
  return { stages, items, groups: participantGroups, schools };
};
