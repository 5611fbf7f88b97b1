import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { API_BASE, CommonFileApi, type DeskTransferRow, type deskTransferQuery } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionEnrollSettings,
  competitions,
  files,
  financeOrders,
  financeTransfers,
  groups,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { CLOSE_DUE_ORDERS_JOB } from './close-orders.ts';
import { financeMessages } from './finance.messages.ts';
import { financeScope, findMyOrder } from './order-views.ts';
import { recordPaymentIn } from './record-payment.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const TRANSFER_VOUCHER_PURPOSE = 'transferVoucher';

/**
 * POST /web/finance/transfer/submit: the payer's voucher for their own awaiting order — a file they
 * uploaded with purpose `transferVoucher` (its type checked by content at upload), only when the
 * competition names a payee (where the money goes). One waits per order
 * (a unique partial index); the order stays open while it waits.
 */
export const submitTransfer = async (db: Db, userId: number, orderNo: string, filePublicId: string) => {
  const order = await findMyOrder(db, userId, orderNo);
  if (order.state === 'closed') throw conflict(financeMessages.orderClosed);
  if (order.state !== 'awaiting') throw conflict(financeMessages.alreadyPaid);
  if (order.expiresAt.getTime() <= Date.now()) throw conflict(financeMessages.windowClosed);
  // No payee given: nowhere to send the money, so no voucher can show it arrived.
  const [payee] = await db
    .select({ account: competitionEnrollSettings.payeeAccount })
    .from(competitionEnrollSettings)
    .where(eq(competitionEnrollSettings.competitionId, order.competitionId));
  if (!payee || payee.account === '') throw conflict(financeMessages.transferNoPayee);
  const [file] = await db
    .select({ id: files.id, ownerId: files.ownerId, purpose: files.purpose })
    .from(files)
    .where(eq(files.publicId, filePublicId));
  if (!file || file.ownerId !== userId || file.purpose !== TRANSFER_VOUCHER_PURPOSE)
    throw badRequest(financeMessages.voucherInvalid);
  return db.transaction(async (tx) => {
    // The order row locked: a voucher and the close job (or a payment) cannot pass each other.
    const [locked] = await tx
      .select({ state: financeOrders.state })
      .from(financeOrders)
      .where(eq(financeOrders.id, order.id))
      .for('update');
    if (locked!.state !== 'awaiting') throw conflict(financeMessages.orderClosed);
    const [waiting] = await tx
      .select({ id: financeTransfers.id })
      .from(financeTransfers)
      .where(and(eq(financeTransfers.orderId, order.id), eq(financeTransfers.state, 'submitted')));
    if (waiting) throw conflict(financeMessages.voucherWaiting);
    const [row] = await tx
      .insert(financeTransfers)
      .values({ publicId: newPublicId(), orderId: order.id, fileId: file.id, uploadedBy: userId })
      .returning();
    await tx
      .update(financeOrders)
      .set({ provider: 'transfer', updatedAt: new Date() })
      .where(eq(financeOrders.id, order.id));
    return row!;
  });
};

/** A waiting voucher in the caller's reach (finance scope), its order locked. */
const lockWaiting = async (tx: Tx, auth: AuthContext, transferPublicId: string) => {
  const [found] = await tx
    .select({
      transfer: financeTransfers,
      orderNo: financeOrders.orderNo,
      amountFen: financeOrders.amountFen,
    })
    .from(financeTransfers)
    .innerJoin(financeOrders, eq(financeOrders.id, financeTransfers.orderId))
    .where(and(eq(financeTransfers.publicId, transferPublicId), financeScope(auth)));
  if (!found) throw notFound(financeMessages.voucherNotFound);
  await tx
    .select({ id: financeOrders.id })
    .from(financeOrders)
    .where(eq(financeOrders.id, found.transfer.orderId))
    .for('update');
  const [moved] = await tx
    .select({ state: financeTransfers.state })
    .from(financeTransfers)
    .where(eq(financeTransfers.id, found.transfer.id));
  if (moved!.state !== 'submitted') throw conflict(financeMessages.voucherDecided);
  return found;
};

/**
 * POST /finance/transfer/confirm: the money is on the account — in one transaction the voucher is
 * confirmed and the payment recorded like any provider's (one payment row, provider `transfer`, the
 * voucher's id as its transaction number, so a second confirmation can never pay twice). An order that
 * closed meanwhile puts the money on the needs-attention list.
 */
export const confirmTransfer = async (db: Db, auth: AuthContext, transferPublicId: string) =>
  db.transaction(async (tx) => {
    const found = await lockWaiting(tx, auth, transferPublicId);
    const now = new Date();
    await tx
      .update(financeTransfers)
      .set({ state: 'confirmed', decidedBy: auth.userId, decidedAt: now })
      .where(and(eq(financeTransfers.id, found.transfer.id), eq(financeTransfers.state, 'submitted')));
    const outcome = await recordPaymentIn(tx, 'transfer', {
      orderNo: found.orderNo,
      tradeNo: `TR${found.transfer.publicId}`,
      amountFen: found.amountFen,
      paidAt: now,
      raw: { transferId: found.transfer.publicId, confirmedBy: auth.userId },
    });
    return { orderNo: found.orderNo, outcome };
  });

/**
 * POST /finance/transfer/reject: the voucher does not show the money; the payer reads the reason on the
 * order and may upload another. If the order's time ran out while it waited, the close job is due now.
 */
export const rejectTransfer = async (
  db: Db,
  jobs: JobQueue,
  auth: AuthContext,
  transferPublicId: string,
  reason: string,
) => {
  const found = await db.transaction(async (tx) => {
    const row = await lockWaiting(tx, auth, transferPublicId);
    await tx
      .update(financeTransfers)
      .set({ state: 'rejected', rejectReason: reason, decidedBy: auth.userId, decidedAt: new Date() })
      .where(eq(financeTransfers.id, row.transfer.id));
    return row;
  });
  const [order] = await db
    .select({ expiresAt: financeOrders.expiresAt })
    .from(financeOrders)
    .where(eq(financeOrders.id, found.transfer.orderId));
  const runAfter = order!.expiresAt.getTime() > Date.now() ? order!.expiresAt : new Date();
  await jobs.enqueue(CLOSE_DUE_ORDERS_JOB, {}, { runAfter });
  return { orderNo: found.orderNo };
};

/** May a finance person read this voucher? It belongs to an order in their reach. */
export const voucherInReach = async (db: Db, auth: AuthContext, fileId: number) => {
  const [row] = await db
    .select({ id: financeTransfers.id })
    .from(financeTransfers)
    .innerJoin(financeOrders, eq(financeOrders.id, financeTransfers.orderId))
    .where(and(eq(financeTransfers.fileId, fileId), financeScope(auth)))
    .limit(1);
  return row !== undefined;
};

type Query = z.output<typeof deskTransferQuery>;
const payer = alias(users, 'payer');
const decider = alias(users, 'decider');

/** GET /finance/transfer/page: vouchers of the orders in reach, the waiting ones first. */
export const listTransfers = async (db: Db, auth: AuthContext, query: Query) => {
  const where = and(financeScope(auth), query.state ? eq(financeTransfers.state, query.state) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        transfer: financeTransfers,
        filePublicId: files.publicId,
        orderNo: financeOrders.orderNo,
        amountFen: financeOrders.amountFen,
        competitionName: competitions.name,
        payerName: payer.realName,
        payerGroupName: groups.name,
        decidedBy: decider.realName,
      })
      .from(financeTransfers)
      .innerJoin(files, eq(files.id, financeTransfers.fileId))
      .innerJoin(financeOrders, eq(financeOrders.id, financeTransfers.orderId))
      .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
      .innerJoin(payer, eq(payer.id, financeOrders.payerId))
      .leftJoin(groups, eq(groups.id, financeOrders.payerGroupId))
      .leftJoin(decider, eq(decider.id, financeTransfers.decidedBy))
      .where(where)
      .orderBy(desc(sql`${financeTransfers.state} = 'submitted'`), desc(financeTransfers.createdAt))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(financeTransfers)
      .innerJoin(financeOrders, eq(financeOrders.id, financeTransfers.orderId))
      .where(where),
  ]);
  return {
    rows: rows.map((r): DeskTransferRow => ({
      transferId: r.transfer.publicId,
      orderNo: r.orderNo,
      competitionName: r.competitionName,
      payerName: r.payerName,
      payerGroupName: r.payerGroupName ?? '',
      amountFen: r.amountFen,
      state: r.transfer.state as DeskTransferRow['state'],
      fileUrl: `${API_BASE}${CommonFileApi.file}/${r.filePublicId}`,
      rejectReason: r.transfer.rejectReason,
      decidedBy: r.decidedBy ?? '',
      createdAt: r.transfer.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
};
