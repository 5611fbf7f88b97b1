import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitions } from './competition.ts';
import { createdAtColumn, idColumn, publicIdColumn } from './columns.ts';
import { enrollTeams } from './enrollment.ts';
import { financeOrders } from './finance.ts';
import { files } from './platform.ts';
import { users } from './system.ts';

/**
 * A discount code an organiser hands out for one competition: a fixed amount (fen) or a percentage off,
 * usable `max_uses` times until `expires_at`. `used_count` only moves through one conditional UPDATE
 * (`… where used_count < max_uses`), so concurrent payers can never use it more often than allowed.
 */
export const financeDiscountCodes = pgTable(
  'finance_discount_codes',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** What the payer types, stored upper-case (codes are read aloud and copied from posters). */
    code: text('code').notNull(),
    /** amount: `value` fen off; percent: `value` % off (1–100). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('finance_discount_codes_code_idx').on(t.competitionId, t.code),
    check('finance_discount_codes_kind_check', sql`${t.kind} in ('amount', 'percent')`),
    check(
      'finance_discount_codes_value_check',
      sql`${t.value} >= 1 and (${t.kind} = 'amount' or ${t.value} <= 100)`,
    ),
    check('finance_discount_codes_uses_check', sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/**
 * A discount code applied to an order: the order it replaced (awaiting, cancelled) and the new one, whose
 * amount is the lines' sum less `discount_fen`, never below 0. Append-only.
 */
export const financeDiscountUses = pgTable(
  'finance_discount_uses',
  {
    id: idColumn(),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => financeDiscountCodes.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => financeOrders.id),
    replacedOrderId: bigint('replaced_order_id', { mode: 'number' }).references(() => financeOrders.id),
    discountFen: integer('discount_fen').notNull(),
    usedBy: bigint('used_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Set when the order closed unpaid and the use was given back to the code. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('finance_discount_uses_order_idx').on(t.orderId),
    index('finance_discount_uses_code_idx').on(t.codeId),
  ],
);

/**
 * A waiver: finance staff (the approver) set a sign-up's fee to 0 with a reason; the sign-up goes ahead
 * without paying. The fee it had is kept here; the audit log holds the request.
 */
export const financeWaivers = pgTable(
  'finance_waivers',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => enrollTeams.id),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id),
    previousFeeFen: integer('previous_fee_fen').notNull(),
    reason: text('reason').notNull(),
    approvedBy: bigint('approved_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('finance_waivers_team_idx').on(t.teamId)],
);

/**
 * An invoice (发票) the payer of a paid order asked for: the buyer's title, unified social credit code,
 * address and e-mail; finance staff issue it with the invoice number and the file (PDF or OFD). One per
 * order.
 */
export const financeInvoices = pgTable(
  'finance_invoices',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => financeOrders.id),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    address: text('address').notNull().default(''),
    email: text('email').notNull(),
    /** requested | issued */
    state: text('state').notNull().default('requested'),
    invoiceNo: text('invoice_no').notNull().default(''),
    fileId: bigint('file_id', { mode: 'number' }).references(() => files.id),
    issuedBy: bigint('issued_by', { mode: 'number' }).references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('finance_invoices_order_idx').on(t.orderId),
    check('finance_invoices_state_check', sql`${t.state} in ('requested', 'issued')`),
  ],
);

/**
 * One day's reconciliation against a provider's bill: claimed once (the unique day), then filled by the
 * durable job; the desk reads how many lines matched and how many did not.
 */
export const financeReconciliationRuns = pgTable(
  'finance_reconciliation_runs',
  {
    id: idColumn(),
    provider: text('provider').notNull(),
    /** The bill's day, Beijing time: yyyy-MM-dd. */
    day: text('day').notNull(),
    /** running | done | failed */
    state: text('state').notNull().default('running'),
    billLines: integer('bill_lines').notNull().default(0),
    mismatches: integer('mismatches').notNull().default(0),
    error: text('error').notNull().default(''),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('finance_reconciliation_runs_day_idx').on(t.provider, t.day)],
);

/**
 * A line that did not match: in the bill but not in Podium, in Podium but not in the bill, or both with
 * different amounts. Listed for finance staff until resolved with a note (audited). Unique per reference,
 * so running a day again adds nothing twice.
 */
export const financeReconciliationItems = pgTable(
  'finance_reconciliation_items',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    provider: text('provider').notNull(),
    day: text('day').notNull(),
    /** payment | refund */
    kind: text('kind').notNull(),
    /** The provider's trade number (payment) or the refund's request number. */
    reference: text('reference').notNull(),
    orderNo: text('order_no').notNull().default(''),
    billFen: integer('bill_fen'),
    podiumFen: integer('podium_fen'),
    /** missingInPodium | missingInBill | amountDiffers */
    problem: text('problem').notNull(),
    createdAt: createdAtColumn(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id),
    resolution: text('resolution').notNull().default(''),
  },
  (t) => [
    uniqueIndex('finance_reconciliation_items_ref_idx').on(t.provider, t.kind, t.reference),
    check(
      'finance_reconciliation_items_problem_check',
      sql`${t.problem} in ('missingInPodium', 'missingInBill', 'amountDiffers')`,
    ),
  ],
);
