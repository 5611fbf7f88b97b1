import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';

/** A file attached to a competition (a URL or a storage file id until the storage interface lands). */
export type CompetitionAttachment = { name: string; url: string };
/** Someone the participants can ask. */
export type CompetitionContact = { name: string; phone: string; email: string; role: string };
/** A descriptive field a work must carry (e.g. "作品简介"), chosen per stage. */
export type WorkField = { key: string; label: string; required: boolean };

/**
 * A competition of one organiser group. Status runs draft → published → closed → archived
 * (unpublish takes a published one back to draft); only non-draft ones reach the portal.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    /** The organiser group; its superiors see the competition, its siblings never do. */
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    /** Dictionary competition_level (national | provincial | school). */
    level: text('level').notNull(),
    /** Dictionary competition_category. */
    category: text('category').notNull().default(''),
    year: integer('year').notNull(),
    /** Edition or season wording within the year, e.g. "第十届" or "春季赛". */
    season: text('season').notNull().default(''),
    /** Rich text, sanitised on every write. */
    introduction: text('introduction').notNull().default(''),
    rules: text('rules').notNull().default(''),
    guide: text('guide').notNull().default(''),
    attachments: jsonb('attachments').$type<CompetitionAttachment[]>().notNull().default([]),
    contacts: jsonb('contacts').$type<CompetitionContact[]>().notNull().default([]),
    /** draft | published | closed | archived */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The competition this one was copied from (a previous season), if any. */
    copiedFromId: bigint('copied_from_id', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('competitions_group_idx').on(t.groupId),
    index('competitions_status_idx').on(t.status, t.year),
    check('competitions_status_check', sql`${t.status} in ('draft', 'published', 'closed', 'archived')`),
  ],
);

/** The columns every ordered, named part of a competition (item, participant group, stage) starts with. */
const competitionPartColumns = () => ({
  id: idColumn(),
  publicId: publicIdColumn(),
  competitionId: bigint('competition_id', { mode: 'number' })
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  orderNum: integer('order_num').notNull().default(0),
});

/** An item (event; "proposition category" on some tenants, spec §1) students sign up for. */
export const competitionItems = pgTable(
  'competition_items',
  {
    ...competitionPartColumns(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('competition_items_name_idx').on(t.competitionId, t.name)],
);

/** A participant group (本科组 / 高职组 / 高中组 …) of a competition. */
export const competitionGroups = pgTable(
  'competition_groups',
  {
    ...competitionPartColumns(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('competition_groups_name_idx').on(t.competitionId, t.name)],
);

/**
 * A stage (round) of a competition, in order, with its sign-up, submission and review windows and the
 * work-submission settings of that stage.
 */
export const competitionStages = pgTable(
  'competition_stages',
  {
    ...competitionPartColumns(),
    signUpStart: timestamp('sign_up_start', { withTimezone: true }),
    signUpEnd: timestamp('sign_up_end', { withTimezone: true }),
    submitStart: timestamp('submit_start', { withTimezone: true }),
    submitEnd: timestamp('submit_end', { withTimezone: true }),
    reviewStart: timestamp('review_start', { withTimezone: true }),
    reviewEnd: timestamp('review_end', { withTimezone: true }),
    /** Allowed work types by content (pdf, docx, pptx, zip, jpg, png, mp4 …), checked on upload by magic bytes. */
    workTypes: jsonb('work_types').$type<string[]>().notNull().default([]),
    /** Largest single file in MB. */
    workMaxSizeMb: integer('work_max_size_mb').notNull().default(100),
    /** Most files per work. */
    workMaxCount: integer('work_max_count').notNull().default(1),
    workFields: jsonb('work_fields').$type<WorkField[]>().notNull().default([]),
    /** Whether a new version may replace the last one until the submission deadline. */
    workReplaceable: boolean('work_replaceable').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('competition_stages_competition_idx').on(t.competitionId, t.orderNum),
    check(
      'competition_stages_sign_up_check',
      sql`${t.signUpEnd} is null or ${t.signUpStart} is null or ${t.signUpStart} < ${t.signUpEnd}`,
    ),
    check(
      'competition_stages_submit_check',
      sql`${t.submitEnd} is null or ${t.submitStart} is null or ${t.submitStart} < ${t.submitEnd}`,
    ),
    check(
      'competition_stages_review_check',
      sql`${t.reviewEnd} is null or ${t.reviewStart} is null or ${t.reviewStart} < ${t.reviewEnd}`,
    ),
    check('competition_stages_work_limits_check', sql`${t.workMaxSizeMb} > 0 and ${t.workMaxCount} > 0`),
  ],
);

/** Which items take part in a stage (none listed: all of them). */
export const competitionStageItems = pgTable(
  'competition_stage_items',
  {
    stageId: bigint('stage_id', { mode: 'number' })
      .notNull()
      .references(() => competitionStages.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => competitionItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.itemId] })],
);

/** Which participant groups take part in a stage (none listed: all of them). */
export const competitionStageGroups = pgTable(
  'competition_stage_groups',
  {
    stageId: bigint('stage_id', { mode: 'number' })
      .notNull()
      .references(() => competitionStages.id, { onDelete: 'cascade' }),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => competitionGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.groupId] })],
);

/** A milestone of the public schedule timeline (e.g. "决赛答辩", "颁奖典礼"). */
export const competitionMilestones = pgTable(
  'competition_milestones',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('competition_milestones_competition_idx').on(t.competitionId, t.startsAt)],
);

/** Who may sign up and how: one row per competition. */
export const competitionEnrollSettings = pgTable(
  'competition_enroll_settings',
  {
    competitionId: bigint('competition_id', { mode: 'number' })
      .primaryKey()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** individual | team */
    mode: text('mode').notNull().default('individual'),
    teamMin: integer('team_min').notNull().default(1),
    teamMax: integer('team_max').notNull().default(1),
    advisorMin: integer('advisor_min').notNull().default(0),
    advisorMax: integer('advisor_max').notNull().default(0),
    /** Public ids of the competition's participant groups allowed (empty: all). */
    eligibleGroupIds: jsonb('eligible_group_ids').$type<string[]>().notNull().default([]),
    /** Public ids of schools allowed (empty: all). */
    eligibleSchoolIds: jsonb('eligible_school_ids').$type<string[]>().notNull().default([]),
    /** Province codes allowed (empty: all). */
    eligibleProvinces: jsonb('eligible_provinces').$type<string[]>().notNull().default([]),
    /** E-mail domains allowed, e.g. "donghai.edu.cn" (empty: any). */
    emailDomains: jsonb('email_domains').$type<string[]>().notNull().default([]),
    /** When set, sign-up asks for this code. */
    invitationCode: text('invitation_code').notNull().default(''),
    /** Member fields a sign-up must carry: idCard, studentNo, college, major, phone, email, grade. */
    requiredFields: jsonb('required_fields').$type<string[]>().notNull().default([]),
    /** Most sign-ups in all; null means no limit. */
    capacityTotal: integer('capacity_total'),
    capacityPerItem: integer('capacity_per_item'),
    capacityPerSchool: integer('capacity_per_school'),
    needsApproval: boolean('needs_approval').notNull().default(false),
    /** Sign-up fee in fen (0: free), the default when no row of `competition_fees` is more specific. */
    feeFen: integer('fee_fen').notNull().default(0),
    /** team: the fee is per sign-up; member: per student in the team when the order is made. */
    feeBasis: text('fee_basis').notNull().default('team'),
    /** How long an order stays open for payment before it closes and frees its place. */
    payWindowMinutes: integer('pay_window_minutes').notNull().default(30),
    /** No order may be paid after this moment (null: only the window applies). */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    /** A refund above this many fen needs a second finance person's approval (null: none does). */
    refundApprovalAboveFen: integer('refund_approval_above_fen'),
    /**
     * Where a bank transfer goes: account name (户名), bank and branch (开户行), account number — all three or
     * none ('' each). Without them the cashier offers no bank transfer.
     */
    payeeName: text('payee_name').notNull().default(''),
    payeeBank: text('payee_bank').notNull().default(''),
    payeeAccount: text('payee_account').notNull().default(''),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('competition_enroll_mode_check', sql`${t.mode} in ('individual', 'team')`),
    check('competition_enroll_team_check', sql`${t.teamMin} >= 1 and ${t.teamMin} <= ${t.teamMax}`),
    check(
      'competition_enroll_advisor_check',
      sql`${t.advisorMin} >= 0 and ${t.advisorMin} <= ${t.advisorMax}`,
    ),
    check('competition_enroll_fee_check', sql`${t.feeFen} >= 0`),
    check('competition_enroll_refund_approval_check', sql`coalesce(${t.refundApprovalAboveFen}, 0) >= 0`),
    check(
      'competition_enroll_payee_check',
      sql`(${t.payeeName} = '') = (${t.payeeAccount} = '') and (${t.payeeName} = '') = (${t.payeeBank} = '')`,
    ),
    check('competition_enroll_fee_basis_check', sql`${t.feeBasis} in ('team', 'member')`),
    check(
      'competition_enroll_pay_window_check',
      sql`${t.payWindowMinutes} >= 5 and ${t.payWindowMinutes} <= 10080`,
    ),
    check(
      'competition_enroll_capacity_check',
      sql`coalesce(${t.capacityTotal}, 1) > 0 and coalesce(${t.capacityPerItem}, 1) > 0 and coalesce(${t.capacityPerSchool}, 1) > 0`,
    ),
  ],
);
