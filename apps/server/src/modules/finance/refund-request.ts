import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { refundCreateBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionEnrollSettings,
  financeOrderLines,
  financeOrders,
  financePayments,
  financeRefunds,
  groups,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { financeMessages } from './finance.messages.ts';
import { newOrderNo } from './order-numbers.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RefundCreate = z.output<typeof refundCreateBody>;

/** Orders whose money may be given back: paid, and not yet wholly refunded. */
const REFUNDABLE_ORDER_STATES = ['paid', 'refunding', 'partlyRefunded'];
/** Refunds that hold their amount against the line (a declined or failed one gives it back). */
const HOLDING_STATES = ['awaitingApproval', 'requested', 'succeeded'];

/**
 * Refunds are the organiser's business (its competitions' money), not the paying school's: ROOT, or an
 * organiser group at or above the competition's.
 */
export const inRefundReach = async (tx: Tx, auth: AuthContext, organiserGroupId: number) => {
  if (auth.isRoot) return true;
  if (!auth.group) return false;
  const [found] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, organiserGroupId), inArray(groups.id, subtreeGroupIds(auth.group.path))));
  return found !== undefined;
};

/** A refund's own number (Alipay `out_request_no`): `RF` + Beijing time + 6 random digits, kept for retries. */
const newRefundNo = () => `RF${newOrderNo().slice(2)}`;

/**
 * The order's state from its rows: a refund at the provider → refunding; then refunded when everything
 * paid came back, partlyRefunded when some did, else paid. Run with the order row locked.
 */
export const settleOrderState = async (tx: Tx, orderId: number) => {
  const [sums] = await tx
    .select({
      paid: sql<number>`coalesce((select sum(p.amount_fen) from ${financePayments} p
        where p.order_id = ${orderId} and p.state = 'succeeded'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${financeRefunds.amountFen})
        filter (where ${financeRefunds.state} = 'succeeded'), 0)::int`,
      inFlight: sql<number>`count(*) filter (where ${financeRefunds.state} = 'requested')::int`,
    })
    .from(financeRefunds)
    .where(eq(financeRefunds.orderId, orderId));
  const { paid, refunded, inFlight } = sums!;
  const state =
    inFlight > 0 ? 'refunding' : refunded === 0 ? 'paid' : refunded >= paid ? 'refunded' : 'partlyRefunded';
  await tx
    .update(financeOrders)
    .set({ state, updatedAt: new Date() })
    .where(
      and(
        eq(financeOrders.id, orderId),
        inArray(financeOrders.state, REFUNDABLE_ORDER_STATES.concat('refunded')),
      ),
    );
  return state;
};

/** The order row locked `FOR UPDATE`, in the caller's refund reach (else "not found" / "not in reach"). */
const lockOrder = async (tx: Tx, auth: AuthContext, where: ReturnType<typeof eq>) => {
  const [order] = await tx.select().from(financeOrders).where(where).for('update');
  if (!order) throw notFound(financeMessages.orderNotFound);
  if (!(await inRefundReach(tx, auth, order.organiserGroupId)))
    throw conflict(financeMessages.refundNotInReach);
  return order;
};

/**
 * POST /finance/refund/create: a refund of one line, full or partial, with a reason. The order row is
 * locked, so concurrent requests queue and each sees the amounts the one before it holds: the line can
 * never be refunded beyond its amount. Above the competition's `refund_approval_above_fen` it waits for a
 * second finance person; otherwise it goes to the provider at once (the caller runs `executeRefund`).
 */
export const requestRefund = async (
  db: Db,
  auth: AuthContext,
  body: RefundCreate,
  /** Whether money paid through this provider can go back through it here (configured). */
  canRefundThrough: (provider: string) => boolean = () => true,
) =>
  db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth, eq(financeOrders.orderNo, body.orderNo));
    if (!REFUNDABLE_ORDER_STATES.includes(order.state)) throw conflict(financeMessages.notRefundable);
    const [line] = await tx
      .select()
      .from(financeOrderLines)
      .where(and(eq(financeOrderLines.orderId, order.id), eq(financeOrderLines.publicId, body.lineId)));
    if (!line) throw notFound(financeMessages.lineNotFound);
    const [held] = await tx
      .select({ fen: sql<number>`coalesce(sum(${financeRefunds.amountFen}), 0)::int` })
      .from(financeRefunds)
      .where(and(eq(financeRefunds.lineId, line.id), inArray(financeRefunds.state, HOLDING_STATES)));
    // A discounted order took less than its lines' sum: never give back more than the order took.
    const [orderHeld] = await tx
      .select({
        paid: sql<number>`coalesce((select sum(p.amount_fen) from ${financePayments} p
          where p.order_id = ${order.id} and p.state = 'succeeded'), 0)::int`,
        held: sql<number>`coalesce(sum(${financeRefunds.amountFen}), 0)::int`,
      })
      .from(financeRefunds)
      .where(and(eq(financeRefunds.orderId, order.id), inArray(financeRefunds.state, HOLDING_STATES)));
    const left = Math.min(line.amountFen - held!.fen, orderHeld!.paid - orderHeld!.held);
    if (body.amountFen > left) throw conflict(financeMessages.overRefund, { left: Math.max(left, 0) });
    const [payment] = await tx
      .select({ id: financePayments.id, provider: financePayments.provider })
      .from(financePayments)
      .where(and(eq(financePayments.orderId, order.id), eq(financePayments.state, 'succeeded')))
      .orderBy(financePayments.id)
      .limit(1);
    if (!payment) throw conflict(financeMessages.notRefundable);
    // Money goes back the way it came: through a provider this app cannot reach (not set up — e.g. the
    // demo's WeChat Pay orders), a refund would only wait forever, so it is refused now, nothing written.
    // A bank transfer is paid back by hand.
    if (payment.provider !== 'transfer' && !canRefundThrough(payment.provider))
      throw conflict(financeMessages.refundProviderOff);
    const [rules] = await tx
      .select({ above: competitionEnrollSettings.refundApprovalAboveFen })
      .from(competitionEnrollSettings)
      .where(eq(competitionEnrollSettings.competitionId, order.competitionId));
    const needsApproval = rules?.above != null && body.amountFen > rules.above;
    const [refund] = await tx
      .insert(financeRefunds)
      .values({
        publicId: newPublicId(),
        orderId: order.id,
        paymentId: payment.id,
        lineId: line.id,
        requestNo: newRefundNo(),
        amountFen: body.amountFen,
        reason: body.reason,
        state: needsApproval ? 'awaitingApproval' : 'requested',
        createdBy: auth.userId,
      })
      .returning();
    if (!needsApproval) await settleOrderState(tx, order.id);
    return refund!;
  });

/** The refund (by public id) with its order locked, in the caller's reach. */
const lockRefund = async (tx: Tx, auth: AuthContext, refundPublicId: string) => {
  const [found] = await tx
    .select({ orderId: financeRefunds.orderId })
    .from(financeRefunds)
    .where(eq(financeRefunds.publicId, refundPublicId));
  if (!found) throw notFound(financeMessages.refundNotFound);
  await lockOrder(tx, auth, eq(financeOrders.id, found.orderId));
  const [refund] = await tx.select().from(financeRefunds).where(eq(financeRefunds.publicId, refundPublicId));
  return refund!;
};

/**
 * POST /finance/refund/approve: a second finance person (never the requester) sends a refund awaiting
 * approval to the provider. One conditional UPDATE decides, so two approvals at once give one refund;
 * the loser is told it was already decided.
 */
export const approveRefund = async (db: Db, auth: AuthContext, refundPublicId: string) =>
  db.transaction(async (tx) => {
    const refund = await lockRefund(tx, auth, refundPublicId);
    if (refund.createdBy === auth.userId) throw conflict(financeMessages.selfApproval);
    const [moved] = await tx
      .update(financeRefunds)
      .set({ state: 'requested', decidedBy: auth.userId, decidedAt: new Date() })
      .where(
        and(
          eq(financeRefunds.id, refund.id),
          eq(financeRefunds.state, 'awaitingApproval'),
          ne(financeRefunds.createdBy, auth.userId),
        ),
      )
      .returning();
    if (!moved) throw conflict(financeMessages.refundDecided);
    await settleOrderState(tx, refund.orderId);
    return moved;
  });

/**
 * POST /finance/refund/decline: a refund awaiting approval is declined with a note (its requester may
 * withdraw it too); its amount is free to refund again.
 */
export const declineRefund = async (db: Db, auth: AuthContext, refundPublicId: string, note: string) =>
  db.transaction(async (tx) => {
    const refund = await lockRefund(tx, auth, refundPublicId);
    const [moved] = await tx
      .update(financeRefunds)
      .set({ state: 'declined', decidedBy: auth.userId, decidedAt: new Date(), decisionNote: note })
      .where(and(eq(financeRefunds.id, refund.id), eq(financeRefunds.state, 'awaitingApproval')))
      .returning();
    if (!moved) throw conflict(financeMessages.refundDecided);
    return moved;
  });

/** POST /finance/refund/retry: a refund still at the provider (a lost answer) is asked again, same number. */
export const refundToRetry = async (db: Db, auth: AuthContext, refundPublicId: string) =>
  db.transaction(async (tx) => {
    const refund = await lockRefund(tx, auth, refundPublicId);
    if (refund.state !== 'requested') throw conflict(financeMessages.refundNotRetryable);
    return refund;
  });
