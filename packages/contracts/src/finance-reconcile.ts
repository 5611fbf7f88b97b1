/** Finance (issue 19): reconciliation of the provider's daily bill against Podium's payments and refunds. */
import { z } from 'zod';
import { pageQuery, pageResult } from './envelope.ts';

export const FinanceReconcileApi = {
  /** Desk: mismatches (open first), resolve one with a note, reconcile a day now. */
  items: '/finance/reconcile/page',
  resolve: '/finance/reconcile/resolve',
  run: '/finance/reconcile/run',
} as const;

export const RECONCILE_PROBLEMS = ['missingInPodium', 'missingInBill', 'amountDiffers'] as const;
export type ReconcileProblem = (typeof RECONCILE_PROBLEMS)[number];

export const reconcileQuery = pageQuery.extend({ resolved: z.enum(['yes', 'no']).optional() });
export type ReconcileQuery = z.input<typeof reconcileQuery>;

export const reconcileRow = z.object({
  itemId: z.string(),
  provider: z.string(),
  day: z.string(),
  kind: z.enum(['payment', 'refund']),
  reference: z.string(),
  orderNo: z.string(),
  billFen: z.number().int().nullable(),
  podiumFen: z.number().int().nullable(),
  problem: z.enum(RECONCILE_PROBLEMS),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string(),
});
export type ReconcileRow = z.infer<typeof reconcileRow>;
export const reconcilePage = pageResult(reconcileRow);

export const reconcileResolveBody = z.strictObject({
  itemId: z.string().min(1).max(64),
  note: z.string().trim().min(1).max(200),
});
export const reconcileRunBody = z.strictObject({ day: z.iso.date() });
export const reconcileRunResult = z.object({
  day: z.string(),
  billLines: z.number().int(),
  mismatches: z.number().int(),
});
