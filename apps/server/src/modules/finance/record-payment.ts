import { and, eq } from 'drizzle-orm';
import {
  financeAttention,
  financeOrderLines,
  financeOrders,
  financePayments,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { confirmPaidTeams } from '../enrollment/index.ts';
import { financeMessages } from './finance.messages.ts';
import type { ProviderPayment } from './providers/index.ts';

/** paid: this call moved the order to paid; repeat: this transaction was recorded before; attention: listed for staff. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type PaymentOutcome = 'paid' | 'repeat' | 'attention';

/**
 * Records money a provider says arrived, in ONE transaction, whatever the provider:
 * the order row is locked (`FOR UPDATE`), so concurrent notifications of one order queue here and each
 * sees what the one before it committed. An unknown order or a different amount is refused and changes
 * nothing. The same provider transaction again is a repeat. The first payment of an awaiting order
 * appends the payment row, marks the order paid and confirms its sign-ups. Money for an order that is
 * closed or already paid (another transaction) is kept on the needs-attention list, never dropped.
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
  if (payment.amountFen !== order.amountFen) throw conflict(financeMessages.amountMismatch);
  const [seen] = await tx
    .select({ id: financePayments.id })
    .from(financePayments)
    .where(and(eq(financePayments.provider, provider), eq(financePayments.tradeNo, payment.tradeNo)));
  if (seen) return 'repeat';
  if (order.state !== 'awaiting') {
    const inserted = await tx
      .insert(financeAttention)
      .values({
        publicId: newPublicId(),
        orderId: order.id,
        provider,
        tradeNo: payment.tradeNo,
        amountFen: payment.amountFen,
        reason: order.state === 'closed' ? 'orderClosed' : 'alreadyPaid',
        raw: payment.raw,
      })
      .onConflictDoNothing()
      .returning({ id: financeAttention.id });
    return inserted.length ? 'attention' : 'repeat';
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
  );
  await emitEvent(tx, { type: 'payment.orderPaid', data: { orderId: order.id } });
  return 'paid';
};
