import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { awardEntries, awardLists } from './awards.ts';
import { competitions } from './competition.ts';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';
import { users } from './system.ts';

/**
 * A certificate batch: a design bound to an award list. draft → pending (sent for check) → approved
 * (an approver signed off) → sending (job running) → sent. Rejected goes back to draft with a reason.
 */
export const certBatches = pgTable(
  'cert_batches',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id),
    listId: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => awardLists.id),
    title: text('title').notNull(),
    /** The design as `restoreDesign` returned it (validated, sanitised). */
    design: jsonb('design').notNull(),
    status: text('status').notNull().default('draft'),
    checkNote: text('check_note').notNull().default(''),
    checkedBy: bigint('checked_by', { mode: 'number' }).references(() => users.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    jobId: text('job_id'),
    /** Origin the verification URLs of this batch point at (the site it was sent from). */
    siteOrigin: text('site_origin').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('cert_batches_group_idx').on(t.groupId),
    check(
      'cert_batches_status_check',
      sql`${t.status} in ('draft', 'pending', 'approved', 'sending', 'sent')`,
    ),
  ],
);

/**
 * An issued certificate. At most one live (issued) certificate per batch and award line: the partial
 * unique index makes a re-run job item unable to issue twice; a revoked one may be reissued.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => certBatches.id),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => awardEntries.id),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id),
    /** Owner: may download it from the user centre. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /**
     * Unique across the platform (the number-only search finds one certificate): counters never repeat
     * within their number space, and a number space (prefix, digits, suffix) belongs to one counter
     * (`cert_number_spaces`); random bodies are checked before use, and this index is the last word.
     */
    certNo: text('cert_no').notNull(),
    /** Public verification code (in the QR URL with its signature). */
    code: text('code').notNull().unique(),
    signature: text('signature').notNull(),
    holderName: text('holder_name').notNull(),
    awardName: text('award_name').notNull(),
    competitionName: text('competition_name').notNull(),
    /** The winner record the design was filled from (for re-rendering and the trace page). */
    record: jsonb('record').notNull(),
    fileKey: text('file_key'),
    /** The PNG thumbnail rasterised from the stored PDF, made on its first request (not while issuing). */
    thumbKey: text('thumb_key'),
    status: text('status').notNull().default('issued'),
    revokeReason: text('revoke_reason').notNull().default(''),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacesId: bigint('replaces_id', { mode: 'number' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_no_idx').on(t.certNo),
    index('certificates_group_idx').on(t.groupId),
    index('certificates_user_idx').on(t.userId),
    index('certificates_batch_idx').on(t.batchId),
    // An award entry's certificates (the statistics' rollup).
    index('certificates_entry_idx').on(t.entryId),
    uniqueIndex('certificates_one_live_per_entry_idx')
      .on(t.batchId, t.entryId)
      .where(sql`${t.status} = 'issued'`),
    check('certificates_status_check', sql`${t.status} in ('issued', 'revoked')`),
  ],
);

/**
 * Certificate-number counters, one row per numbering scope ('all:<kind>' per tenant group or
 * 'competition:<id>:<kind>'). Incremented with one conditional UPDATE … RETURNING inside the issuing
 * transaction: the row lock serialises concurrent issuers and a rollback returns the number, so numbers
 * are unique and gap-free by the database's doing.
 */
export const certCounters = pgTable(
  'cert_counters',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    scope: text('scope').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.scope] })],
);

/** Certificate settings of an organiser group: numbering, seal, signer, verification wording. */
export const certSettings = pgTable('cert_settings', {
  groupId: bigint('group_id', { mode: 'number' })
    .primaryKey()
    .references(() => groups.id),
  numberKind: text('number_kind').notNull().default('autoincrementFour'),
  prefix: text('prefix').notNull().default(''),
  suffix: text('suffix').notNull().default(''),
  sealUrl: text('seal_url').notNull().default(''),
  signerName: text('signer_name').notNull().default(''),
  verifyWording: text('verify_wording').notNull().default(''),
  updatedAt: updatedAtColumn(),
});

/** The platform's Ed25519 key pair for certificate codes, made on first use; one row. */
export const certSigningKeys = pgTable('cert_signing_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * Which counter owns a number space: counter numbers are prefix + zero-padded counter + suffix, so two
 * counters with the same prefix, width and suffix (two competitions, or two organisers) would print the
 * same numbers. The first counter to issue in a space claims it here; another one is refused (the
 * organiser picks a prefix of its own), so counter numbers are unique platform-wide by this key.
 */
export const certNumberSpaces = pgTable(
  'cert_number_spaces',
  {
    prefix: text('prefix').notNull(),
    suffix: text('suffix').notNull(),
    digits: integer('digits').notNull(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    /** The counter's scope in `cert_counters` (`all:<digits>` or `competition:<id>:<digits>`). */
    scope: text('scope').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.suffix, t.digits] })],
);

/**
 * The days a certificate's PDF was downloaded by its winner (its owner or a team member), at most one row
 * per certificate and China's day: the statistics' "downloaded" beside "issued" (issue 21). Written after
 * the download has started, on its own; a write that fails is logged and never fails the download.
 * Organisers' own reads of the PDF are not counted.
 */
export const certificateDownloads = pgTable(
  'certificate_downloads',
  {
    certificateId: bigint('certificate_id', { mode: 'number' })
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.certificateId, t.day] }),
    index('certificate_downloads_day_idx').on(t.day),
  ],
);
