import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitionGroups, competitionItems, competitions, competitionStages } from './competition.ts';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';
import { users } from './system.ts';

/**
 * A sign-up: one team (a team of one in an individual competition) in one item of one stage.
 * Status: awaitingPayment (a fee is due; payment comes with the finance area) → pending (approval needed)
 * → approved | rejected.
 */
export const enrollTeams = pgTable(
  'enroll_teams',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    stageId: bigint('stage_id', { mode: 'number' })
      .notNull()
      .references(() => competitionStages.id),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => competitionItems.id),
    participantGroupId: bigint('participant_group_id', { mode: 'number' }).references(
      () => competitionGroups.id,
    ),
    /** The captain's school (home group): school accounts manage their own school's sign-ups. */
    schoolGroupId: bigint('school_group_id', { mode: 'number' }).references(() => groups.id),
    captainId: bigint('captain_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** awaitingPayment | pending | approved | rejected */
    status: text('status').notNull(),
    /** How the team came: self (sign-up), recommend (school recommendation), import, copy. */
    source: text('source').notNull().default('self'),
    feeFen: integer('fee_fen').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    /**
     * Students in the team (captain included) and advisors. Joining raises them with a conditional UPDATE
     * (`... where member_count < max`), so a team never outgrows its size limit under concurrency.
     */
    memberCount: integer('member_count').notNull().default(1),
    advisorCount: integer('advisor_count').notNull().default(0),
    /** The sign-up this one was copied from (source 'copy'). */
    copiedFromId: bigint('copied_from_id', { mode: 'number' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /** Who decided the sign-up last (desk review, modules/signup-admin) and when. */
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('enroll_teams_competition_idx').on(t.competitionId, t.itemId),
    index('enroll_teams_school_idx').on(t.schoolGroupId),
    check(
      'enroll_teams_status_check',
      sql`${t.status} in ('awaitingPayment', 'pending', 'approved', 'rejected')`,
    ),
    check('enroll_teams_source_check', sql`${t.source} in ('self', 'recommend', 'import', 'copy')`),
    check('enroll_teams_counts_check', sql`${t.memberCount} >= 0 and ${t.advisorCount} >= 0`),
  ],
);

/**
 * Members of a team. `competitionId` and `itemId` are copied from the team so that the database itself
 * holds "one student is in at most one team per competition item" (advisors may guide several teams).
 */
export const enrollMembers = pgTable(
  'enroll_members',
  {
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => enrollTeams.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    competitionId: bigint('competition_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    /** The team's stage: a team copied into the next stage may hold the same students again. */
    stageId: bigint('stage_id', { mode: 'number' }),
    /** captain | member | advisor */
    role: text('role').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex('enroll_members_one_team_per_item_idx')
      .on(t.competitionId, t.itemId, t.userId, sql`coalesce(${t.stageId}, 0)`)
      .where(sql`${t.role} <> 'advisor'`),
    check('enroll_members_role_check', sql`${t.role} in ('captain', 'member', 'advisor')`),
  ],
);

/**
 * Places taken against one limit of a competition (scope 'total', 'item:<id>' or 'school:<id>'), split over
 * a few shards whose limits add up to the scope's limit. A sign-up takes one place in a shard nobody else
 * holds (see modules/enrollment/capacity.ts), so concurrent sign-ups do not queue on one hot row, while
 * the CHECK still refuses any shard beyond its share: the sum can never exceed the limit.
 */
export const enrollCapacity = pgTable(
  'enroll_capacity',
  {
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    shard: smallint('shard').notNull().default(0),
    used: integer('used').notNull().default(0),
    limit: integer('limit').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.scope, t.shard] }),
    check('enroll_capacity_within_limit', sql`${t.used} >= 0 and ${t.used} <= ${t.limit}`),
  ],
);

/**
 * An invitation link (and its QR code) to join a team as a member or an advisor. The link carries the
 * invitation's public id signed with the server's key, so it can be shown again without storing the token;
 * it stops working when it expires, is revoked, or the team's sign-up window closes.
 */
export const enrollInvitations = pgTable(
  'enroll_invitations',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => enrollTeams.id, { onDelete: 'cascade' }),
    /** member | advisor */
    role: text('role').notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** How many joined through it (for the captain's view). */
    usedCount: integer('used_count').notNull().default(0),
    /**
     * A personal invitation names one registered person (found by account, phone or e-mail): only they
     * may answer it, once. Null for the team's shared link.
     */
    inviteeId: bigint('invitee_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** accepted | declined, when the invitee answered a personal invitation. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('enroll_invitations_team_idx').on(t.teamId),
    index('enroll_invitations_invitee_idx').on(t.inviteeId),
    check('enroll_invitations_role_check', sql`${t.role} in ('member', 'advisor')`),
    check('enroll_invitations_answer_check', sql`${t.answer} in ('accepted', 'declined')`),
  ],
);

/**
 * A participant's information for sign-ups (the fields an enrolment may require). ID and phone numbers are
 * encrypted with a blind index like the user's own (platform/personal-data.ts) and shown masked.
 */
export const enrollMemberInfos = pgTable('enroll_member_infos', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  idCardCipher: text('id_card_cipher'),
  idCardIndex: text('id_card_index'),
  birthday: date('birthday'),
  /** 1 male, 2 female (from the ID number). */
  gender: smallint('gender'),
  phoneCipher: text('phone_cipher'),
  studentNo: text('student_no').notNull().default(''),
  college: text('college').notNull().default(''),
  major: text('major').notNull().default(''),
  grade: text('grade').notNull().default(''),
  updatedAt: updatedAtColumn(),
});
