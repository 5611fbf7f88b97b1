import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { TeamNum } from '@podium/contracts';
import { competitionItems, competitions, enrollTeams } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition, subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { enrollMessages } from './enrollment.messages.ts';

/**
 * Which of a competition's teams the caller may count: all for its organisers, their own schools' for
 * anyone else; a draft they do not manage is a 404.
 */
export const teamScopeOf = async (db: Db, auth: AuthContext, competitionId: string) => {
  const [competition] = await db
    .select({ id: competitions.id, status: competitions.status })
    .from(competitions)
    .where(eq(competitions.publicId, competitionId));
  if (!competition) throw notFound(enrollMessages.competitionNotFound);
  const manages =
    (
      await db
        .select({ id: competitions.id })
        .from(competitions)
        .where(
          and(eq(competitions.id, competition.id), scopeCondition(auth, { groupId: competitions.groupId })),
        )
    ).length > 0;
  // A draft is nobody's business but its organisers'; a listed one is public, its teams are not.
  if (!manages && competition.status === 'draft') throw notFound(enrollMessages.competitionNotFound);
  const ownSchools = auth.group
    ? inArray(enrollTeams.schoolGroupId, subtreeGroupIds(auth.group.path))
    : sql`false`;
  return {
    competition,
    where: and(eq(enrollTeams.competitionId, competition.id), manages ? undefined : ownSchools),
  };
};

export const countTeams = async (db: Db, auth: AuthContext, competitionId: string): Promise<TeamNum> => {
  const { competition, where } = await teamScopeOf(db, auth, competitionId);
  const [byStatus, byItem] = await Promise.all([
    db
      .select({ status: enrollTeams.status, n: count() })
      .from(enrollTeams)
      .where(where)
      .groupBy(enrollTeams.status),
    db
      .select({ itemId: competitionItems.publicId, name: competitionItems.name, n: count(enrollTeams.id) })
      .from(competitionItems)
      .leftJoin(enrollTeams, and(eq(enrollTeams.itemId, competitionItems.id), where))
      .where(eq(competitionItems.competitionId, competition.id))
      .groupBy(
        competitionItems.id,
        competitionItems.publicId,
        competitionItems.name,
        competitionItems.orderNum,
      )
      .orderBy(competitionItems.orderNum),
  ]);
  const status = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
  return {
    total: byStatus.reduce((sum, r) => sum + r.n, 0),
    byStatus: {
      awaitingPayment: status('awaitingPayment'),
      pending: status('pending'),
      approved: status('approved'),
      rejected: status('rejected'),
    },
    byItem: byItem.map((r) => ({ itemId: r.itemId, name: r.name, count: r.n })),
  };
};
