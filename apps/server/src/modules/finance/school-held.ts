import { and, eq, inArray, ne } from 'drizzle-orm';
import { enrollMembers, enrollTeams, financeOrderLines, financeOrders } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The teams (internal ids, of those given) that wait on an open order someone other than their captain
 * pays — a school's order for many teams. Their members have nothing to pay: the user centre offers no
 * "pay" for them, and a captain asking to pay is told the school pays.
 */
export const teamsPaidByOthers = async (db: Tx, teamIds: number[]): Promise<Set<number>> => {
  if (teamIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ teamId: financeOrderLines.teamId })
    .from(financeOrderLines)
    .innerJoin(financeOrders, eq(financeOrders.id, financeOrderLines.orderId))
    .innerJoin(enrollTeams, eq(enrollTeams.id, financeOrderLines.teamId))
    .where(
      and(
        inArray(financeOrderLines.teamId, teamIds),
        eq(financeOrders.state, 'awaiting'),
        ne(financeOrders.payerId, enrollTeams.captainId),
      ),
    );
  return new Set(rows.map((r) => r.teamId));
};

/**
 * The teams (internal ids, of those given) whose fee someone other than their captain pays or paid — a
 * school's order, open or paid (a closed one no longer speaks for the team). The user centre labels
 * these "paid by the school".
 */
export const teamsPaidBySchool = async (db: Tx, teamIds: number[]): Promise<Set<number>> => {
  if (teamIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ teamId: financeOrderLines.teamId })
    .from(financeOrderLines)
    .innerJoin(financeOrders, eq(financeOrders.id, financeOrderLines.orderId))
    .innerJoin(enrollTeams, eq(enrollTeams.id, financeOrderLines.teamId))
    .where(
      and(
        inArray(financeOrderLines.teamId, teamIds),
        ne(financeOrders.state, 'closed'),
        ne(financeOrders.payerId, enrollTeams.captainId),
      ),
    );
  return new Set(rows.map((r) => r.teamId));
};

/** Whether the user belongs to one of the teams an order pays for (the order itself being someone else's). */
export const isMemberOfOrderTeam = async (db: Tx, userId: number, orderId: number) => {
  const [row] = await db
    .select({ teamId: financeOrderLines.teamId })
    .from(financeOrderLines)
    .innerJoin(enrollMembers, eq(enrollMembers.teamId, financeOrderLines.teamId))
    .where(and(eq(financeOrderLines.orderId, orderId), eq(enrollMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
};
