import { and, eq } from 'drizzle-orm';
import {
  competitionEnrollSettings,
  competitions,
  enrollTeams,
  financeOrderLines,
  financeOrders,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { financeMessages } from './finance.messages.ts';
import { CLOSE_DUE_ORDERS_JOB } from './close-orders.ts';
import { newOrderNo } from './order-numbers.ts';
import { newPublicId } from '../../platform/ids.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Makes the order for one sign-up awaiting payment, inside the caller's transaction: one line for the
 * team, priced from the team's fee (fixed at sign-up, computed on the server) times one, or times its
 * students when the competition charges per member. It stays open for the competition's payment window,
 * never past its payment deadline; after the commit a durable job is scheduled to close it then.
 */
export const makeOrderForTeam = async (
  tx: Tx | Db,
  jobs: JobQueue,
  input: { teamId: number; payerId: number; competitionId: number },
) => {
  const now = new Date();
  const [facts] = await tx
    .select({
      team: {
        name: enrollTeams.name,
        feeFen: enrollTeams.feeFen,
        memberCount: enrollTeams.memberCount,
      },
      competition: { name: competitions.name, groupId: competitions.groupId },
      rules: {
        feeBasis: competitionEnrollSettings.feeBasis,
        payWindowMinutes: competitionEnrollSettings.payWindowMinutes,
        payDeadline: competitionEnrollSettings.payDeadline,
      },
      payerGroupId: users.groupId,
    })
    .from(enrollTeams)
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(competitionEnrollSettings, eq(competitionEnrollSettings.competitionId, competitions.id))
    .innerJoin(users, eq(users.id, input.payerId))
    .where(eq(enrollTeams.id, input.teamId));
  if (!facts) throw notFound(financeMessages.teamNotFound);
  const { payDeadline } = facts.rules;
  if (payDeadline && payDeadline.getTime() <= now.getTime()) throw conflict(financeMessages.windowClosed);
  const windowEnd = new Date(now.getTime() + facts.rules.payWindowMinutes * 60_000);
  const expiresAt = payDeadline && payDeadline < windowEnd ? payDeadline : windowEnd;
  const quantity = facts.rules.feeBasis === 'member' ? Math.max(1, facts.team.memberCount) : 1;
  const amountFen = facts.team.feeFen * quantity;
  const [order] = await tx
    .insert(financeOrders)
    .values({
      orderNo: newOrderNo(now),
      payerId: input.payerId,
      payerGroupId: facts.payerGroupId,
      competitionId: input.competitionId,
      organiserGroupId: facts.competition.groupId,
      subject: `${facts.competition.name} 报名费`,
      amountFen,
      expiresAt,
    })
    .returning({ id: financeOrders.id, orderNo: financeOrders.orderNo });
  await tx.insert(financeOrderLines).values({
    publicId: newPublicId(),
    orderId: order!.id,
    teamId: input.teamId,
    description: facts.team.name,
    unitFen: facts.team.feeFen,
    quantity,
    amountFen,
  });
  return {
    orderNo: order!.orderNo,
    // Each scheduled run closes every order due by then, so one lost schedule is healed by the next.
    afterCommit: async () => {
      await jobs.enqueue(CLOSE_DUE_ORDERS_JOB, {}, { runAfter: expiresAt });
    },
  };
};

/**
 * The open order of one of the caller's sign-ups awaiting payment: the existing awaiting one,
 * else a new one (a sign-up made before fees were charged, or copied). The team row is locked first, so
 * two clicks at once make one order.
 */
export const orderForTeam = async (db: Db, jobs: JobQueue, auth: AuthContext, teamPublicId: string) => {
  const made = await db.transaction(async (tx) => {
    const [team] = await tx
      .select({
        id: enrollTeams.id,
        status: enrollTeams.status,
        captainId: enrollTeams.captainId,
        competitionId: enrollTeams.competitionId,
        feeFen: enrollTeams.feeFen,
      })
      .from(enrollTeams)
      .where(eq(enrollTeams.publicId, teamPublicId))
      .for('update');
    if (!team) throw notFound(financeMessages.teamNotFound);
    if (team.captainId !== auth.userId) throw conflict(financeMessages.notCaptain);
    if (team.status !== 'awaitingPayment' || team.feeFen <= 0)
      throw conflict(financeMessages.teamNotAwaiting);
    const [open] = await tx
      .select({ orderNo: financeOrders.orderNo, payerId: financeOrders.payerId })
      .from(financeOrders)
      .innerJoin(financeOrderLines, eq(financeOrderLines.orderId, financeOrders.id))
      // An awaiting order past its time is still the team's: paying it is refused (window closed) and
      // the close job frees the place; a second order would let the team outlive its first one's close.
      .where(and(eq(financeOrderLines.teamId, team.id), eq(financeOrders.state, 'awaiting')))
      .limit(1);
    // The team waits on its school's order (one order for many teams): the school pays, not the captain.
    if (open && open.payerId !== auth.userId) throw conflict(financeMessages.schoolPays);
    if (open) return { orderNo: open.orderNo, afterCommit: async () => undefined };
    return makeOrderForTeam(tx, jobs, {
      teamId: team.id,
      payerId: auth.userId,
      competitionId: team.competitionId,
    });
  });
  await made.afterCommit();
  return made.orderNo;
};
