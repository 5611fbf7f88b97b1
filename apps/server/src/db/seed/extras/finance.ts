import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  competitions,
  enrollTeams,
  financeAttention,
  financeOrderLines,
  financeOrders,
  financePayments,
  financeRefunds,
  users,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { newOrderNo } from '../../../modules/finance/order-numbers.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 86_400_000;

/**
 * Orders for the demo sign-ups that carry a fee, one per team, in the state the team is in: awaiting
 * payment (student's own team among them), paid by the demo provider and by Alipay, one partly refunded,
 * closed unpaid for rejected ones — and one late Alipay payment for a closed order on the needs-attention
 * list. Payments and refunds are rows of their own; order totals are their sums, as in real use.
 */
export const seedFinance = async ({ tx }: SeedContext) => {
  const teams = await tx
    .select({
      id: enrollTeams.id,
      name: enrollTeams.name,
      status: enrollTeams.status,
      feeFen: enrollTeams.feeFen,
      captainId: enrollTeams.captainId,
      competitionId: enrollTeams.competitionId,
      createdAt: enrollTeams.createdAt,
      competitionName: competitions.name,
      organiserGroupId: competitions.groupId,
      payerGroupId: users.groupId,
    })
    .from(enrollTeams)
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(users, eq(users.id, enrollTeams.captainId))
    .where(
      and(
        gt(enrollTeams.feeFen, 0),
        inArray(enrollTeams.status, ['awaitingPayment', 'pending', 'approved', 'rejected']),
      ),
    )
    .orderBy(asc(enrollTeams.id));
  const now = Date.now();
  let paidCount = 0;
  let closedCount = 0;
  for (const team of teams) {
    const state =
      team.status === 'awaitingPayment' ? 'awaiting' : team.status === 'rejected' ? 'closed' : 'paid';
    const createdAt = team.createdAt;
    const paidAt = new Date(createdAt.getTime() + 10 * 60_000);
    const provider = state === 'paid' ? (paidCount % 2 === 0 ? 'demo' : 'alipay') : null;
    const [order] = await tx
      .insert(financeOrders)
      .values({
        orderNo: newOrderNo(createdAt),
        payerId: team.captainId,
        payerGroupId: team.payerGroupId,
        competitionId: team.competitionId,
        organiserGroupId: team.organiserGroupId,
        subject: `${team.competitionName} 报名费`,
        amountFen: team.feeFen,
        state,
        provider,
        // Awaiting ones stay open for a week, so the demo student can pay on the cashier.
        expiresAt:
          state === 'awaiting' ? new Date(now + 7 * DAY) : new Date(createdAt.getTime() + 30 * 60_000),
        paidAt: state === 'paid' ? paidAt : null,
        closedAt: state === 'closed' ? new Date(createdAt.getTime() + 30 * 60_000) : null,
        closeReason: state === 'closed' ? 'timeout' : '',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: financeOrders.id, orderNo: financeOrders.orderNo });
    await tx.insert(financeOrderLines).values({
      publicId: newPublicId(),
      orderId: order!.id,
      teamId: team.id,
      description: team.name,
      unitFen: team.feeFen,
      quantity: 1,
      amountFen: team.feeFen,
    });
    if (state === 'paid') {
      const [payment] = await tx
        .insert(financePayments)
        .values({
          publicId: newPublicId(),
          orderId: order!.id,
          provider: provider!,
          tradeNo: `${provider === 'demo' ? 'DEMO' : '2026'}${order!.orderNo.slice(2)}`,
          amountFen: team.feeFen,
          paidAt,
          raw: { seeded: true },
        })
        .returning({ id: financePayments.id });
      // The second paid order: half refunded (one member could not come), so its state is partlyRefunded.
      if (paidCount === 1) {
        await tx.insert(financeRefunds).values({
          publicId: newPublicId(),
          orderId: order!.id,
          paymentId: payment!.id,
          requestNo: `RF${order!.orderNo.slice(2)}`,
          amountFen: Math.floor(team.feeFen / 2),
          reason: '队员因故无法参赛，退还一半报名费',
          state: 'succeeded',
          finishedAt: new Date(paidAt.getTime() + DAY),
        });
        await tx
          .update(financeOrders)
          .set({ state: 'partlyRefunded' })
          .where(eq(financeOrders.id, order!.id));
      }
      paidCount += 1;
    }
    if (state === 'closed' && closedCount++ === 0)
      await tx.insert(financeAttention).values({
        publicId: newPublicId(),
        orderId: order!.id,
        provider: 'alipay',
        tradeNo: `2026LATE${order!.orderNo.slice(2)}`,
        amountFen: team.feeFen,
        reason: 'orderClosed',
        raw: { seeded: true },
      });
  }
};
