import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  financeOrders,
  financePayments,
  financeReconciliationItems,
  financeReconciliationRuns,
  financeRefunds,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { newPublicId } from '../../platform/ids.ts';
import { defineJob, type JobQueue } from '../../platform/jobs/index.ts';
import type { BillLine, Providers } from './providers/index.ts';
import { chinaDayOf } from '../../platform/china-days.ts';

export const RECONCILE_JOB = 'finance.reconcileDay';
/** The providers whose bills are fetched (the demo provider takes no money; transfers are matched by order). */
const BILLED = ['alipay', 'wechat'] as const;

/** A Beijing-time day (yyyy-MM-dd) as its UTC bounds. */
const dayBounds = (day: string) => {
  const from = new Date(`${day}T00:00:00+08:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
};

/** Yesterday in Beijing time: the latest day whose bill the provider has. */
export const yesterdayInBeijing = (now = new Date()) => chinaDayOf(new Date(now.getTime() - 86_400_000));

type Mismatch = {
  kind: 'payment' | 'refund';
  reference: string;
  orderNo: string;
  billFen: number | null;
  podiumFen: number | null;
  problem: 'missingInPodium' | 'missingInBill' | 'amountDiffers';
};

/** What Podium recorded through the provider: payments by trade number, refunds by request number. */
const podiumSide = async (db: Db, provider: string, day: string, bill: BillLine[]) => {
  const { from, to } = dayBounds(day);
  const payments = await db
    .select({
      reference: financePayments.tradeNo,
      amountFen: financePayments.amountFen,
      orderNo: financeOrders.orderNo,
    })
    .from(financePayments)
    .innerJoin(financeOrders, eq(financeOrders.id, financePayments.orderId))
    .where(
      and(
        eq(financePayments.provider, provider),
        gte(financePayments.paidAt, from),
        lt(financePayments.paidAt, to),
      ),
    );
  const refunds = await db
    .select({
      reference: financeRefunds.requestNo,
      amountFen: financeRefunds.amountFen,
      orderNo: financeOrders.orderNo,
    })
    .from(financeRefunds)
    .innerJoin(financePayments, eq(financePayments.id, financeRefunds.paymentId))
    .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
    .where(
      and(
        eq(financePayments.provider, provider),
        eq(financeRefunds.state, 'succeeded'),
        gte(financeRefunds.finishedAt, from),
        lt(financeRefunds.finishedAt, to),
      ),
    );
  // A bill line may belong to a Podium row of the day before or after (a payment at midnight): look it up.
  const seen = new Set([
    ...payments.map((p) => `payment:${p.reference}`),
    ...refunds.map((r) => `refund:${r.reference}`),
  ]);
  const otherPayments = bill
    .filter((l) => l.kind === 'payment' && !seen.has(`payment:${l.reference}`))
    .map((l) => l.reference);
  const otherRefunds = bill
    .filter((l) => l.kind === 'refund' && !seen.has(`refund:${l.reference}`))
    .map((l) => l.reference);
  if (otherPayments.length)
    payments.push(
      ...(await db
        .select({
          reference: financePayments.tradeNo,
          amountFen: financePayments.amountFen,
          orderNo: financeOrders.orderNo,
        })
        .from(financePayments)
        .innerJoin(financeOrders, eq(financeOrders.id, financePayments.orderId))
        .where(and(eq(financePayments.provider, provider), inArray(financePayments.tradeNo, otherPayments)))),
    );
  if (otherRefunds.length)
    refunds.push(
      ...(await db
        .select({
          reference: financeRefunds.requestNo,
          amountFen: financeRefunds.amountFen,
          orderNo: financeOrders.orderNo,
        })
        .from(financeRefunds)
        .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
        .where(and(eq(financeRefunds.state, 'succeeded'), inArray(financeRefunds.requestNo, otherRefunds)))),
    );
  return { payments, refunds };
};

/** Every bill line against Podium's rows, and Podium's rows of the day against the bill. */
export const compareWithBill = (
  bill: BillLine[],
  podium: {
    payments: { reference: string; amountFen: number; orderNo: string }[];
    refunds: typeof podium.payments;
  },
): Mismatch[] => {
  const ours = new Map<string, { amountFen: number; orderNo: string }>();
  for (const p of podium.payments) ours.set(`payment:${p.reference}`, p);
  for (const r of podium.refunds) ours.set(`refund:${r.reference}`, r);
  const out: Mismatch[] = [];
  const billed = new Set<string>();
  for (const line of bill) {
    const key = `${line.kind}:${line.reference}`;
    billed.add(key);
    const mine = ours.get(key);
    if (!mine)
      out.push({
        kind: line.kind,
        reference: line.reference,
        orderNo: line.orderNo,
        billFen: line.amountFen,
        podiumFen: null,
        problem: 'missingInPodium',
      });
    else if (mine.amountFen !== line.amountFen)
      out.push({
        kind: line.kind,
        reference: line.reference,
        orderNo: line.orderNo,
        billFen: line.amountFen,
        podiumFen: mine.amountFen,
        problem: 'amountDiffers',
      });
  }
  for (const [key, mine] of ours) {
    if (billed.has(key)) continue;
    const [kind, reference] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    out.push({
      kind: kind as Mismatch['kind'],
      reference,
      orderNo: mine.orderNo,
      billFen: null,
      podiumFen: mine.amountFen,
      problem: 'missingInBill',
    });
  }
  return out;
};

/**
 * Reconciles one provider's day: fetches the bill (outside any transaction), compares, then records the
 * mismatches and the run in one short transaction. Running a day again adds no mismatch twice (unique
 * per reference) and keeps the resolved ones resolved. Returns the run's counts.
 */
export const reconcileDay = async (
  db: Db,
  providers: Providers,
  provider: (typeof BILLED)[number],
  day: string,
) => {
  const found = providers.get(provider);
  if (!found) return { billLines: 0, mismatches: 0 };
  const bill = await found.bill(day);
  const podium = await podiumSide(db, provider, day, bill);
  // Rows of another day were looked up only for a bill line naming them: they match it, never "missing".
  const mismatches = compareWithBill(bill, podium);
  await db.transaction(async (tx) => {
    if (mismatches.length)
      await tx
        .insert(financeReconciliationItems)
        .values(mismatches.map((m) => ({ ...m, publicId: newPublicId(), provider, day })))
        .onConflictDoNothing();
    await tx
      .insert(financeReconciliationRuns)
      .values({
        provider,
        day,
        state: 'done',
        billLines: bill.length,
        mismatches: mismatches.length,
        finishedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: [financeReconciliationRuns.provider, financeReconciliationRuns.day],
        set: {
          state: 'done',
          billLines: bill.length,
          mismatches: mismatches.length,
          error: '',
          finishedAt: new Date(),
        },
      });
  });
  return { billLines: bill.length, mismatches: mismatches.length };
};

/** Per database (tests open several apps in one process), the app's providers. */
const providersOf = new WeakMap<Db, Providers>();
export const registerReconcileProviders = (db: Db, providers: Providers) => providersOf.set(db, providers);

/**
 * The durable reconciliation of one day, outside any transaction (`produce`: the bill download is slow).
 * No bill yet (the provider publishes it in the morning) → the attempt fails and the runner asks later.
 */
defineJob<{ day: string; provider?: (typeof BILLED)[number] }>(RECONCILE_JOB, {
  handle: async () => undefined,
  produce: async ({ db, job }) => {
    const providers = providersOf.get(db);
    if (!providers) return null;
    const results = [];
    // One job per provider and day (a job without one, from before WeChat Pay, reconciles every provider).
    for (const provider of job.payload.provider ? [job.payload.provider] : BILLED)
      results.push(await reconcileDay(db, providers, provider, job.payload.day));
    return results;
  },
  maxAttempts: 6,
  retryDelayMs: 30 * 60_000,
});

/**
 * Once a day per deployment: each process that runs jobs looks every hour whether yesterday's run was
 * claimed; the first to insert the run row enqueues the job (the unique day makes it once).
 */
export const claimYesterday = async (db: Db, jobs: JobQueue, providers: Providers, now = new Date()) => {
  const day = yesterdayInBeijing(now);
  for (const provider of BILLED) {
    if (!providers.has(provider)) continue;
    const claimed = await db
      .insert(financeReconciliationRuns)
      .values({ provider, day })
      .onConflictDoNothing()
      .returning({ id: financeReconciliationRuns.id });
    if (claimed.length) await jobs.enqueue(RECONCILE_JOB, { day, provider });
  }
};

export const scheduleReconciliation = (
  db: Db,
  jobs: JobQueue,
  providers: Providers,
  onError: (e: unknown) => void,
) => {
  const run = () => void claimYesterday(db, jobs, providers).catch(onError);
  const first = setTimeout(run, 90_000);
  const timer = setInterval(run, 3_600_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
