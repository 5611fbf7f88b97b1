import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Internal key: a bigint identity, never shown outside the server. */
export const idColumn = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** Public id: nanoid (64-char alphabet, length 21, spec §9), what the API calls `…Id`. */
export const publicIdColumn = () => text('public_id').notNull().unique();
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
