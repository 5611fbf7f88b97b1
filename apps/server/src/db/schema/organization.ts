import { bigint, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';

/**
 * An organisation (organiser, province, school …). Groups form a tree; `path` holds the ids from the root
 * down to this group ("/1/4/9/") so "this group and its subordinates" is one prefix match.
 */
export const groups = pgTable(
  'groups',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    parentId: bigint('parent_id', { mode: 'number' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    /** Stable code; special-group behaviour (spec §3 flags) keys off it. */
    code: text('code').notNull().unique(),
    /** organizer | school | province | company */
    type: text('type').notNull().default('organizer'),
    orderNum: integer('order_num').notNull().default(0),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('groups_parent_idx').on(t.parentId), index('groups_path_idx').on(t.path)],
);

/** The 34 provincial-level divisions (spec: province filter of schools). */
export const provinces = pgTable('provinces', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  orderNum: integer('order_num').notNull().default(0),
});

/** School information of a group of type school. */
export const schoolInfos = pgTable(
  'school_infos',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    provinceCode: text('province_code').references(() => provinces.code),
    /** undergraduate | vocational | highSchool | middleSchool | primary */
    level: text('level').notNull().default('undergraduate'),
    address: text('address').notNull().default(''),
    website: text('website').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    intro: text('intro').notNull().default(''),
    logoUrl: text('logo_url').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.groupId] }), index('school_infos_province_idx').on(t.provinceCode)],
);

export const colleges = pgTable(
  'colleges',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    schoolGroupId: bigint('school_group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    orderNum: integer('order_num').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('colleges_school_idx').on(t.schoolGroupId)],
);

export const majors = pgTable(
  'majors',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    collegeId: bigint('college_id', { mode: 'number' })
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    orderNum: integer('order_num').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('majors_college_idx').on(t.collegeId)],
);
