import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { users } from './system.ts';

/** A signed-in session. Only the SHA-256 of the token is stored, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Every sign-in attempt, successful or not (also read by the login-log page). */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: idColumn(),
    username: text('username').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    /** pwd | code | register */
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('login_logs_created_idx').on(t.createdAt)],
);

/** One-time codes: hashed, single use, short-lived, a few guesses each. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: idColumn(),
    account: text('account').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('otp_codes_account_idx').on(t.account, t.purpose)],
);

/**
 * Hand-over codes (spec §4, `/auth/handover/*`): another site signed in as the user asks for one and sends
 * the browser here with it. Hashed, a minute long, used once; the page exchanges it for its own session.
 */
export const handoverCodes = pgTable(
  'handover_codes',
  {
    id: idColumn(),
    codeHash: text('code_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('handover_codes_user_idx').on(t.userId)],
);
