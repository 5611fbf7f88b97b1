import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';

/** One back-office write: who, for which group, what, before/after, from where, how long, how it ended. Never edited. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: idColumn(),
    userId: bigint('user_id', { mode: 'number' }),
    username: text('username').notNull().default(''),
    groupId: bigint('group_id', { mode: 'number' }),
    module: text('module').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    method: text('method').notNull().default(''),
    path: text('path').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    success: boolean('success').notNull(),
    errorMsg: text('error_msg').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('operation_logs_created_idx').on(t.createdAt),
    index('operation_logs_group_idx').on(t.groupId),
  ],
);
