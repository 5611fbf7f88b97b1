import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeskRefundRow, deskRefundQuery } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitions,
  financeOrderLines,
  financeOrders,
  financePayments,
  financeRefunds,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { financeScope } from './order-views.ts';

type Query = z.output<typeof deskRefundQuery>;

const payer = alias(users, 'payer');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/**
 * GET /finance/refund/page: refunds of the orders in reach — those awaiting approval first (the action
 * list), then newest first; `requestedByMe` tells the page who may not approve which.
 */
export const listDeskRefunds = async (db: Db, auth: AuthContext, query: Query) => {
  const where = and(
    financeScope(auth),
    query.state ? eq(financeRefunds.state, query.state) : undefined,
    query.orderNo ? eq(financeOrders.orderNo, query.orderNo) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        refund: financeRefunds,
        orderNo: financeOrders.orderNo,
        competitionName: competitions.name,
        payerName: payer.realName,
        lineId: financeOrderLines.publicId,
        lineDescription: financeOrderLines.description,
        provider: financePayments.provider,
        requestedBy: requester.realName,
        decidedBy: decider.realName,
      })
      .from(financeRefunds)
      .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
      .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
      .innerJoin(payer, eq(payer.id, financeOrders.payerId))
      .innerJoin(financePayments, eq(financePayments.id, financeRefunds.paymentId))
      .leftJoin(financeOrderLines, eq(financeOrderLines.id, financeRefunds.lineId))
      .leftJoin(requester, eq(requester.id, financeRefunds.createdBy))
      .leftJoin(decider, eq(decider.id, financeRefunds.decidedBy))
      .where(where)
      .orderBy(
        desc(sql`${financeRefunds.state} = 'awaitingApproval'`),
        desc(financeRefunds.createdAt),
        desc(financeRefunds.id),
      )
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(financeRefunds)
      .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
      .where(where),
  ]);
  return {
    rows: rows.map((r): DeskRefundRow => ({
      refundId: r.refund.publicId,
      lineId: r.lineId,
      amountFen: r.refund.amountFen,
      reason: r.refund.reason,
      state: r.refund.state as DeskRefundRow['state'],
      createdAt: r.refund.createdAt.toISOString(),
      finishedAt: r.refund.finishedAt ? r.refund.finishedAt.toISOString() : null,
      orderNo: r.orderNo,
      competitionName: r.competitionName,
      payerName: r.payerName,
      lineDescription: r.lineDescription ?? '',
      provider: r.provider,
      requestNo: r.refund.requestNo,
      requestedBy: r.requestedBy ?? '',
      decidedBy: r.decidedBy ?? '',
      decisionNote: r.refund.decisionNote,
      failReason: r.refund.failReason,
      requestedByMe: r.refund.createdBy === auth.userId,
    })),
    total: total?.n ?? 0,
  };
};
