import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { WaiverBody, WaiverResult } from '@podium/contracts';
import {
  competitions,
  enrollTeams,
  financeOrderLines,
  financeOrders,
  financeWaivers,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { confirmPaidTeams } from '../enrollment/index.ts';
import { financeMessages } from './finance.messages.ts';
import { inRefundReach } from './refund-request.ts';

/**
 * POST /finance/waiver/create: finance staff of the competition's organiser waive a sign-up's fee with a
 * reason; the caller is the approver (recorded on the waiver, and in the audit row with the reason). In
 * one transaction: the team row is locked, its open order (its own, never one that also pays for other
 * teams) is cancelled, the fee set to 0 (the old fee kept on the waiver) and the sign-up goes ahead as if
 * paid. Returns the waiver and the cancelled orders' numbers and providers (closed there after commit).
 */
export const waiveFee = async (db: Db, auth: AuthContext, body: WaiverBody) =>
  db.transaction(async (tx) => {
    const [team] = await tx
      .select({
        id: enrollTeams.id,
        status: enrollTeams.status,
        feeFen: enrollTeams.feeFen,
        competitionId: enrollTeams.competitionId,
        organiserGroupId: competitions.groupId,
      })
      .from(enrollTeams)
      .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
      .where(eq(enrollTeams.publicId, body.teamId))
      .for('update', { of: enrollTeams });
    if (!team) throw notFound(financeMessages.teamNotFound);
    if (!(await inRefundReach(tx, auth, team.organiserGroupId)))
      throw conflict(financeMessages.financeNotInReach);
    if (team.status !== 'awaitingPayment' || team.feeFen <= 0)
      throw conflict(financeMessages.teamNotAwaiting);
    const open = await tx
      .selectDistinct({
        id: financeOrders.id,
        orderNo: financeOrders.orderNo,
        provider: financeOrders.provider,
      })
      .from(financeOrders)
      .innerJoin(financeOrderLines, eq(financeOrderLines.orderId, financeOrders.id))
      .where(and(eq(financeOrders.state, 'awaiting'), eq(financeOrderLines.teamId, team.id)));
    if (open.length) {
      const [shared] = await tx
        .select({ id: financeOrderLines.id })
        .from(financeOrderLines)
        .where(
          and(
            inArray(
              financeOrderLines.orderId,
              open.map((o) => o.id),
            ),
            notInArray(financeOrderLines.teamId, [team.id]),
          ),
        )
        .limit(1);
      if (shared) throw conflict(financeMessages.waiverShared);
      const now = new Date();
      await tx
        .update(financeOrders)
        .set({ state: 'closed', closedAt: now, closeReason: 'waived', updatedAt: now })
        .where(
          and(
            inArray(
              financeOrders.id,
              open.map((o) => o.id),
            ),
            eq(financeOrders.state, 'awaiting'),
          ),
        );
    }
    const [waiver] = await tx
      .insert(financeWaivers)
      .values({
        publicId: newPublicId(),
        teamId: team.id,
        competitionId: team.competitionId,
        previousFeeFen: team.feeFen,
        reason: body.reason,
        approvedBy: auth.userId,
      })
      .returning({ publicId: financeWaivers.publicId });
    await tx.update(enrollTeams).set({ feeFen: 0, updatedAt: new Date() }).where(eq(enrollTeams.id, team.id));
    await confirmPaidTeams(tx, [team.id], auth.userId);
    const [after] = await tx
      .select({ status: enrollTeams.status })
      .from(enrollTeams)
      .where(eq(enrollTeams.id, team.id));
    const result: WaiverResult = {
      waiverId: waiver!.publicId,
      teamId: body.teamId,
      previousFeeFen: team.feeFen,
      status: after!.status,
    };
    return { result, cancelled: open };
  });
