import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitionGroups, competitionItems, competitions } from './competition.ts';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { enrollTeams } from './enrollment.ts';
import { groups } from './organization.ts';
import { files } from './platform.ts';
import { users } from './system.ts';

/**
 * A fee more specific than the competition's default (`competition_enroll_settings.fee_fen`): for one item,
 * one participant group, or both. The most specific row that matches a sign-up sets its price.
 */
export const competitionFees = pgTable(
  'competition_fees',
  {
    id: idColumn(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' }).references(() => competitionItems.id, {
      onDelete: 'cascade',
    }),
    participantGroupId: bigint('participant_group_id', { mode: 'number' }).references(
      () => competitionGroups.id,
      { onDelete: 'cascade' },
    ),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [
    uniqueIndex('competition_fees_scope_idx').on(
      t.competitionId,
      sql`coalesce(${t.itemId}, 0)`,
      sql`coalesce(${t.participantGroupId}, 0)`,
    ),
    check('competition_fees_amount_check', sql`${t.amountFen} >= 0 and ${t.amountFen} <= 100000000`),
  ],
);

/**
 * An order: what one payer owes for one or more sign-ups (lines). `amount_fen` is fixed when the order is
 * made (the sum of its lines) and never edited; what was paid and refunded are the sums of
 * `finance_payments` and `finance_refunds`. State: awaiting → paid → refunding → partlyRefunded | refunded;
 * awaiting → closed (timed out or cancelled).
 */
export const financeOrders = pgTable(
  'finance_orders',
  {
    id: idColumn(),
    /** What payer, provider and finance staff quote: `PD` + yyyyMMddHHmmss + 6 random digits. */
    orderNo: text('order_no').notNull().unique(),
    payerId: bigint('payer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The payer's home group (a school sees its own orders). */
    payerGroupId: bigint('payer_group_id', { mode: 'number' }).references(() => groups.id),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id),
    /** The competition's organiser group when the order was made (the organiser sees its competitions' orders). */
    organiserGroupId: bigint('organiser_group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    subject: text('subject').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /**
     * Taken off the lines' sum by a discount code (finance_discount_uses): amount_fen = lines − this,
     * never below 0. A 0-fen order counts as paid at once, without a provider.
     */
    discountFen: integer('discount_fen').notNull().default(0),
    /** awaiting | paid | refunding | refunded | partlyRefunded | closed */
    state: text('state').notNull().default('awaiting'),
    /** The provider the payer chose last (demo, alipay …); null until they start paying. */
    provider: text('provider'),
    /** After this moment an awaiting order closes (the close job, and any payment refused). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** timeout | cancelled */
    closeReason: text('close_reason').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('finance_orders_payer_idx').on(t.payerId, t.createdAt),
    index('finance_orders_competition_idx').on(t.competitionId, t.state),
    check(
      'finance_orders_state_check',
      sql`${t.state} in ('awaiting', 'paid', 'refunding', 'refunded', 'partlyRefunded', 'closed')`,
    ),
    check('finance_orders_amount_check', sql`${t.amountFen} >= 0 and ${t.discountFen} >= 0`),
  ],
);

/** One sign-up an order pays for (a school's order holds one line per team). */
export const financeOrderLines = pgTable(
  'finance_order_lines',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => financeOrders.id),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => enrollTeams.id),
    description: text('description').notNull(),
    unitFen: integer('unit_fen').notNull(),
    quantity: integer('quantity').notNull().default(1),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [
    index('finance_order_lines_order_idx').on(t.orderId),
    index('finance_order_lines_team_idx').on(t.teamId),
    check(
      'finance_order_lines_amount_check',
      sql`${t.unitFen} >= 0 and ${t.quantity} >= 1 and ${t.amountFen} = ${t.unitFen} * ${t.quantity}`,
    ),
  ],
);

/**
 * Money received for an order: appended once per provider transaction, never edited or deleted. The unique
 * (provider, trade number) makes a repeated notification unable to record the same money twice.
 */
export const financePayments = pgTable(
  'finance_payments',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => financeOrders.id),
    provider: text('provider').notNull(),
    /** The provider's transaction number (Alipay trade_no; the demo provider's own). */
    tradeNo: text('trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** succeeded (money arrived). */
    state: text('state').notNull().default('succeeded'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** The provider's notification or query answer, as verified. */
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('finance_payments_trade_idx').on(t.provider, t.tradeNo),
    index('finance_payments_order_idx').on(t.orderId),
    check('finance_payments_amount_check', sql`${t.amountFen} > 0`),
    check('finance_payments_state_check', sql`${t.state} in ('succeeded')`),
  ],
);

/**
 * Money given back for one order line, full or partial, with a reason: appended, never deleted, its amount
 * never edited; only its state moves: awaitingApproval → requested | declined (a second finance person
 * decides when the amount is above the competition's `refund_approval_above_fen`), requested → succeeded |
 * failed as the provider answers. `request_no` is unique and reused when a refund is retried, so the
 * provider refunds it at most once.
 */
export const financeRefunds = pgTable(
  'finance_refunds',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => financeOrders.id),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => financePayments.id),
    lineId: bigint('line_id', { mode: 'number' }).references(() => financeOrderLines.id),
    requestNo: text('request_no').notNull().unique(),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    /** awaitingApproval | requested | declined | succeeded | failed */
    state: text('state').notNull().default('requested'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: createdAtColumn(),
    /** Who approved or declined it (never its requester), when, and the note a decline gives. */
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
    /** What the provider said when it refused the refund (state failed). */
    failReason: text('fail_reason').notNull().default(''),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('finance_refunds_order_idx').on(t.orderId),
    index('finance_refunds_state_idx').on(t.state, t.createdAt),
    check('finance_refunds_amount_check', sql`${t.amountFen} > 0`),
    check(
      'finance_refunds_state_check',
      sql`${t.state} in ('awaitingApproval', 'requested', 'declined', 'succeeded', 'failed')`,
    ),
  ],
);

/**
 * Money that arrived where it could not be taken (the order closed, already paid by another transaction,
 * unknown): kept for finance staff until someone resolves it (usually a refund), never silently lost.
 */
/** What staff read beside a needs-attention entry's reason. */
export type AttentionDetail = { heldByOrderNo?: string; account?: string };

export const financeAttention = pgTable(
  'finance_attention',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => financeOrders.id),
    provider: text('provider').notNull(),
    tradeNo: text('trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /**
     * orderClosed | alreadyPaid: money for an order no longer awaiting it. tradeNoTaken | amountMismatch |
     * otherAccount: a provider's word of success that cannot be this order's money (its trade number is
     * another order's, its amount is not the order's, or it names another app / merchant); the order stays
     * unpaid.
     */
    reason: text('reason').notNull(),
    /** Why, for staff: `heldByOrderNo` (tradeNoTaken), `account` (otherAccount). */
    detail: jsonb('detail').$type<AttentionDetail>().notNull().default({}),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id),
    resolution: text('resolution').notNull().default(''),
  },
  (t) => [
    // One entry per provider transaction, order and reason: a repeated notification adds nothing.
    uniqueIndex('finance_attention_trade_idx').on(t.provider, t.tradeNo, t.orderId, t.reason),
    check(
      'finance_attention_reason_check',
      sql`${t.reason} in ('orderClosed', 'alreadyPaid', 'tradeNoTaken', 'amountMismatch', 'otherAccount')`,
    ),
  ],
);

/**
 * A bank-transfer voucher the payer uploaded for an order awaiting payment. Finance staff confirm it (the
 * order is paid: one `finance_payments` row, provider `transfer`) or reject it with a reason the payer
 * reads (they may upload again). At most one waits per order; while one waits the order does not close.
 */
export const financeTransfers = pgTable(
  'finance_transfers',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => financeOrders.id),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id),
    uploadedBy: bigint('uploaded_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** submitted | confirmed | rejected */
    state: text('state').notNull().default('submitted'),
    rejectReason: text('reject_reason').notNull().default(''),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('finance_transfers_order_idx').on(t.orderId),
    uniqueIndex('finance_transfers_one_waiting_idx')
      .on(t.orderId)
      .where(sql`${t.state} = 'submitted'`),
    check('finance_transfers_state_check', sql`${t.state} in ('submitted', 'confirmed', 'rejected')`),
  ],
);
