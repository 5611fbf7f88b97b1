import { and, eq, sql } from 'drizzle-orm';
import type { PaymentProvider as ProviderName } from '@podium/contracts';
import { financeOrderLines, financeOrders, financePayments, financeRefunds } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { defineJob, type JobQueue } from '../../platform/jobs/index.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { releaseRefundedTeams } from '../enrollment/index.ts';
import { financeMessages } from './finance.messages.ts';
import type { Providers } from './providers/index.ts';
import { settleOrderState } from './refund-request.ts';

export const RETRY_REFUND_JOB = 'finance.retryRefund';

/** requested: the provider has not answered yet (it is asked again, same request number). */
export type RefundOutcome = 'succeeded' | 'failed' | 'requested';

/** Per database (tests open several apps in one process), the app's providers, for the retry job. */
const providersOf = new WeakMap<Db, Providers>();
export const registerRefundProviders = (db: Db, providers: Providers) => providersOf.set(db, providers);

/**
 * Records the provider's answer in one transaction, the order row locked: the refund moves from requested
 * only once (a conditional UPDATE, so a retry racing the first answer changes nothing); a line refunded in
 * full takes its sign-up out of the competition and frees its place; the order's state follows its rows.
 */
const recordAnswer = async (
  db: Db,
  refundId: number,
  answer: { succeeded: true } | { succeeded: false; failReason: string },
) =>
  db.transaction(async (tx) => {
    const [refund] = await tx.select().from(financeRefunds).where(eq(financeRefunds.id, refundId));
    await tx
      .select({ id: financeOrders.id })
      .from(financeOrders)
      .where(eq(financeOrders.id, refund!.orderId))
      .for('update');
    const [moved] = await tx
      .update(financeRefunds)
      .set(
        answer.succeeded
          ? { state: 'succeeded', finishedAt: new Date() }
          : { state: 'failed', failReason: answer.failReason.slice(0, 500), finishedAt: new Date() },
      )
      .where(and(eq(financeRefunds.id, refundId), eq(financeRefunds.state, 'requested')))
      .returning();
    if (!moved) {
      // Another answer was recorded first (read again: the order lock waited for it to commit).
      const [now] = await tx
        .select({ state: financeRefunds.state })
        .from(financeRefunds)
        .where(eq(financeRefunds.id, refundId));
      return now!.state as RefundOutcome;
    }
    if (answer.succeeded && moved.lineId !== null) {
      const [line] = await tx
        .select({ teamId: financeOrderLines.teamId, amountFen: financeOrderLines.amountFen })
        .from(financeOrderLines)
        .where(eq(financeOrderLines.id, moved.lineId));
      const [refunded] = await tx
        .select({ fen: sql<number>`coalesce(sum(${financeRefunds.amountFen}), 0)::int` })
        .from(financeRefunds)
        .where(and(eq(financeRefunds.lineId, moved.lineId), eq(financeRefunds.state, 'succeeded')));
      if (line && refunded!.fen >= line.amountFen)
        await releaseRefundedTeams(tx, [line.teamId], financeMessages.refundedLeft.zh);
    }
    await settleOrderState(tx, moved.orderId);
    await emitEvent(tx, { type: 'payment.refundFinished', data: { refundId } });
    return moved.state as RefundOutcome;
  });

/**
 * Money that came by bank transfer goes back by bank transfer, made by finance staff by hand: the approved
 * refund row is their record of it, so it succeeds at once (no provider to ask).
 */
const bankTransferBack = { refund: async () => ({ succeeded: true }) as const };

/**
 * Sends a requested refund to the provider the order was paid through, with its own request number (the
 * same on every retry, so the provider refunds it at most once), and records the answer. No answer (the
 * network, the provider down, the provider no longer configured) leaves it requested for a retry.
 */
export const executeRefund = async (db: Db, providers: Providers, refundPublicId: string) => {
  const [found] = await db
    .select({
      refund: financeRefunds,
      orderNo: financeOrders.orderNo,
      provider: financePayments.provider,
      paidFen: financePayments.amountFen,
    })
    .from(financeRefunds)
    .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
    .innerJoin(financePayments, eq(financePayments.id, financeRefunds.paymentId))
    .where(eq(financeRefunds.publicId, refundPublicId));
  if (!found || found.refund.state !== 'requested') return (found?.refund.state ?? 'failed') as RefundOutcome;
  const provider =
    found.provider === 'transfer' ? bankTransferBack : providers.get(found.provider as ProviderName);
  if (!provider) return 'requested';
  const answer = await provider
    .refund({
      orderNo: found.orderNo,
      requestNo: found.refund.requestNo,
      amountFen: found.refund.amountFen,
      reason: found.refund.reason,
      totalFen: found.paidFen,
    })
    .catch(() => undefined);
  if (!answer) return 'requested';
  return recordAnswer(
    db,
    found.refund.id,
    answer.succeeded ? { succeeded: true } : { succeeded: false, failReason: answer.failReason ?? '' },
  );
};

/** Executes a requested refund now; if the provider does not answer, a durable job asks again later. */
export const executeOrRetryLater = async (db: Db, jobs: JobQueue, providers: Providers, refundId: string) => {
  const outcome = await executeRefund(db, providers, refundId);
  if (outcome === 'requested')
    await jobs.enqueue(RETRY_REFUND_JOB, { refundId }, { runAfter: new Date(Date.now() + 60_000) });
  return outcome;
};

/**
 * The durable retry: asks the provider again with the same request number. Outside any transaction
 * (`produce`): the provider call is slow and `executeRefund` writes in its own short transaction. Still no
 * answer → the attempt fails and the runner tries again later (up to `maxAttempts`).
 */
defineJob<{ refundId: string }>(RETRY_REFUND_JOB, {
  handle: async () => undefined,
  produce: async ({ db, job }) => {
    const providers = providersOf.get(db);
    if (!providers) return null;
    const outcome = await executeRefund(db, providers, job.payload.refundId);
    if (outcome === 'requested') throw new Error('refund not answered yet');
    return outcome;
  },
  maxAttempts: 10,
  retryDelayMs: 60_000,
});
