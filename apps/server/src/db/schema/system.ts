import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull(),
    /** Phone, encrypted at rest (platform/personal-data.ts); `phoneIndex` is its blind index for lookup and uniqueness. */
    phoneCipher: text('phone_cipher'),
    phoneIndex: text('phone_index').unique(),
    /** Sign-in by code uses phone or email. */
    email: text('email').unique(),
    /** Resident ID number, encrypted like the phone. */
    idCardCipher: text('id_card_cipher'),
    idCardIndex: text('id_card_index').unique(),
    /** Department inside the home group. */
    deptId: bigint('dept_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    /** student | teacher | expert | staff */
    userType: text('user_type').notNull().default('staff'),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    /** Home organisation. */
    groupId: bigint('group_id', { mode: 'number' }).references(() => groups.id),
    birthday: date('birthday'),
    /** 1 male, 2 female (from the ID number, spec §5). */
    gender: smallint('gender'),
    /** When the user agreed to the user agreement and privacy policy (portal sign-up; PIPL). */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('users_group_idx').on(t.groupId),
    index('users_dept_idx').on(t.deptId),
    index('users_created_idx').on(t.createdAt),
  ],
);

/** A role belongs to a group (or to the platform when groupId is null) and carries permission strings. */
export const roles = pgTable('roles', {
  id: idColumn(),
  publicId: publicIdColumn(),
  groupId: bigint('group_id', { mode: 'number' }).references(() => groups.id),
  roleKey: text('role_key').notNull(),
  roleName: text('role_name').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  /** all | subtree | group | dept | self — which rows the role reaches. */
  dataScope: text('data_scope').notNull().default('subtree'),
  status: smallint('status').notNull().default(1),
  orderNum: integer('order_num').notNull().default(0),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** A user holds a role in a group; the selected group decides which of these apply. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId, t.groupId] }),
    index('user_roles_group_idx').on(t.groupId),
  ],
);

/** Back-office menu tree (spec §2): type 1 layout group, 2 page, 4 leaf page. */
export const menus = pgTable('menus', {
  id: idColumn(),
  publicId: publicIdColumn(),
  parentId: bigint('parent_id', { mode: 'number' }),
  menuType: smallint('menu_type').notNull(),
  menuName: text('menu_name').notNull(),
  /** English name for the desk in English. */
  menuNameEn: text('menu_name_en').notNull().default(''),
  path: text('path').notNull(),
  component: text('component').notNull().default(''),
  query: text('query').notNull().default(''),
  icon: text('icon').notNull().default(''),
  visible: smallint('visible').notNull().default(1),
  /** Permission needed to see the page; empty means any role granted the menu. */
  permission: text('permission').notNull().default(''),
  orderNum: integer('order_num').notNull().default(0),
  createdAt: createdAtColumn(),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** Which menus a group may use at all; a role's grants are cut down to these. */
export const groupMenus = pgTable(
  'group_menus',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.menuId] })],
);

export const websiteSettings = pgTable(
  'website_settings',
  {
    id: idColumn(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    /** Host name that selects this tenant's site; '*' is the fallback site. */
    host: text('host').notNull(),
    /** Further host names of the same site (each unique across sites, checked on save). */
    hostAliases: jsonb('host_aliases').$type<string[]>().notNull().default([]),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    templateType: text('template_type').notNull().default('default'),
    navigationSettings: jsonb('navigation_settings').notNull().default([]),
    wording: jsonb('wording').notNull(),
    /** English values of the visitor-facing texts ('' = show the Chinese one). */
    titleEn: text('title_en').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Footer lines, one per line. */
    footer: text('footer').notNull().default(''),
    footerEn: text('footer_en').notNull().default(''),
    /** Documents a visitor agrees to on sign-up (PIPL), plain text. */
    userAgreement: text('user_agreement').notNull().default(''),
    userAgreementEn: text('user_agreement_en').notNull().default(''),
    privacyPolicy: text('privacy_policy').notNull().default(''),
    privacyPolicyEn: text('privacy_policy_en').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('website_settings_host_idx').on(t.host)],
);
