import { and, eq, ne } from 'drizzle-orm';
import type { AttentionRow } from '@podium/contracts';
import {
  financeAttention,
  financeOrderLines,
  financeOrders,
  financePayments,
  operationLogs,
  type AttentionDetail,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { confirmPaidTeams } from '../enrollment/index.ts';
import { financeMessages } from './finance.messages.ts';
import type { ProviderPayment } from './providers/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * paid: this call moved the order to paid; repeat: this transaction was recorded before; attention: money
 * for an order no longer awaiting it, listed for staff (the provider is told it was received); suspect:
 * the provider's word cannot be this order's money (trade number another order's, other amount, other
 * app or merchant) — listed for staff, the order unchanged, the provider told it failed a check.
 */
export type PaymentOutcome = 'paid' | 'repeat' | 'attention' | 'suspect';

type AttentionReason = AttentionRow['reason'];

/**
 * Lists money for staff (`finance_attention`), once per provider transaction, order and reason, with its
 * operation-log row in the same transaction (notifications and re-queries have no signed-in caller: the
 * row names the provider). Answers whether this call listed it (false: listed before).
 */
const listForAttention = async (
  tx: Tx,
  order: { id: number; orderNo: string; amountFen: number },
  provider: string,
  payment: ProviderPayment,
  reason: AttentionReason,
  detail: AttentionDetail = {},
) => {
  const inserted = await tx
    .insert(financeAttention)
    .values({
      publicId: newPublicId(),
      orderId: order.id,
      provider,
      tradeNo: payment.tradeNo,
      amountFen: payment.amountFen,
      reason,
      detail,
      raw: payment.raw,
    })
    .onConflictDoNothing()
    .returning({ publicId: financeAttention.publicId });
  if (!inserted.length) return false;
  await tx.insert(operationLogs).values({
    username: provider,
    module: 'finance',
    action: 'paymentAttention',
    target: order.orderNo,
    before: { orderAmountFen: order.amountFen },
    after: {
      attentionId: inserted[0]!.publicId,
      reason,
      provider,
      tradeNo: payment.tradeNo,
      amountFen: payment.amountFen,
      ...detail,
    },
    success: true,
  });
  return true;
};

/** The order (other than this one) that already holds this provider transaction, as payment or on the list. */
const holderOf = async (tx: Tx, orderId: number, provider: string, tradeNo: string) => {
  const [paid] = await tx
    .select({ orderNo: financeOrders.orderNo })
    .from(financePayments)
    .innerJoin(financeOrders, eq(financeOrders.id, financePayments.orderId))
    .where(
      and(
        eq(financePayments.provider, provider),
        eq(financePayments.tradeNo, tradeNo),
        ne(financePayments.orderId, orderId),
      ),
    )
    .limit(1);
  if (paid) return paid.orderNo;
  const [listed] = await tx
    .select({ orderNo: financeOrders.orderNo })
    .from(financeAttention)
    .innerJoin(financeOrders, eq(financeOrders.id, financeAttention.orderId))
    .where(
      and(
        eq(financeAttention.provider, provider),
        eq(financeAttention.tradeNo, tradeNo),
        ne(financeAttention.orderId, orderId),
      ),
    )
    .limit(1);
  return listed?.orderNo;
};

/**
 * Records money a provider says arrived, in ONE transaction, whatever the provider:
 * the order row is locked (`FOR UPDATE`), so concurrent notifications of one order queue here and each
 * sees what the one before it committed. An unknown order is refused and changes nothing. The same
 * provider transaction again for the same order is a repeat. A provider's word that cannot be this
 * order's money — its trade number held by another order, another amount, another app or merchant — never
 * pays the order: it is listed for staff with the reason (suspect). The first payment of an awaiting
 * order appends the payment row, marks the order paid and confirms its sign-ups. Money for an order that
 * is closed or already paid (another transaction) is kept on the needs-attention list, never dropped.
 * The unique (provider, trade number) index backs all of this up.
 */
export const recordPayment = async (
  db: Db,
  provider: string,
  payment: ProviderPayment,
): Promise<PaymentOutcome> => db.transaction((tx) => recordPaymentIn(tx, provider, payment));

/** The same, inside the caller's transaction (a confirmed bank transfer records its voucher's decision with it). */
export const recordPaymentIn = async (
  tx: Tx,
  provider: string,
  payment: ProviderPayment,
): Promise<PaymentOutcome> => {
  const [order] = await tx
    .select()
    .from(financeOrders)
    .where(eq(financeOrders.orderNo, payment.orderNo))
    .for('update');
  if (!order) throw notFound(financeMessages.orderNotFound);
  const [seen] = await tx
    .select({ id: financePayments.id })
    .from(financePayments)
    .where(
      and(
        eq(financePayments.provider, provider),
        eq(financePayments.tradeNo, payment.tradeNo),
        eq(financePayments.orderId, order.id),
      ),
    );
  if (seen) return 'repeat';
  const suspect = async (reason: AttentionReason, detail?: AttentionDetail) => {
    await listForAttention(tx, order, provider, payment, reason, detail);
    return 'suspect' as const;
  };
  if (payment.otherAccount !== undefined) return suspect('otherAccount', { account: payment.otherAccount });
  const heldBy = await holderOf(tx, order.id, provider, payment.tradeNo);
  if (heldBy !== undefined) return suspect('tradeNoTaken', { heldByOrderNo: heldBy });
  if (payment.amountFen !== order.amountFen) return suspect('amountMismatch');
  if (order.state !== 'awaiting') {
    const listed = await listForAttention(
      tx,
      order,
      provider,
      payment,
      order.state === 'closed' ? 'orderClosed' : 'alreadyPaid',
    );
    return listed ? 'attention' : 'repeat';
  }
  await tx.insert(financePayments).values({
    publicId: newPublicId(),
    orderId: order.id,
    provider,
    tradeNo: payment.tradeNo,
    amountFen: payment.amountFen,
    paidAt: payment.paidAt,
    raw: payment.raw,
  });
  await tx
    .update(financeOrders)
    .set({ state: 'paid', paidAt: payment.paidAt, provider, updatedAt: new Date() })
    .where(and(eq(financeOrders.id, order.id), eq(financeOrders.state, 'awaiting')));
  const lines = await tx
    .select({ teamId: financeOrderLines.teamId })
    .from(financeOrderLines)
    .where(eq(financeOrderLines.orderId, order.id));
  await confirmPaidTeams(
    tx,
    lines.map((l) => l.teamId),
    order.payerId,
  );
  await emitEvent(tx, { type: 'payment.orderPaid', data: { orderId: order.id } });
  return 'paid';
};
