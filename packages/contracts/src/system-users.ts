import { z } from 'zod';
import { imageUrl } from './safe-links.ts';
import { passwordSchema } from './auth.ts';
import { pageQuery, pageResult } from './envelope.ts';
import { MsgKey } from './validation-messages.ts';

/** System users (issue 3): back-office user management, import/export and online sessions. */
export const SystemUserApi = {
  page: '/system/user/page',
  add: '/system/user/add',
  update: '/system/user/update',
  changeStatus: '/system/user/changeStatus',
  roleSet: '/system/user/roleSet',
  resetPwd: '/system/user/update/pwd',
  remove: '/system/user/delete',
  reveal: '/system/user/reveal',
  options: '/system/user/options',
  templateExport: '/system/user/template/export',
  templateCheck: '/system/user/template/check',
  templateImport: '/system/user/template/import',
  templateErrors: '/system/user/template/errors',
  export: '/system/user/export',
  onlinePage: '/system/online/page',
  forceLogout: '/system/online/forceLogout',
} as const;

/** Upload limits of the import calls (multipart field `file`). */
export const USER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const USER_IMPORT_MAX_ROWS = 10_000;

export const systemUsernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, { message: MsgKey.usernameFormat });
export const mobilePhoneSchema = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, { message: MsgKey.phoneFormat });
export const emailAddressSchema = z
  .string()
  .trim()
  .max(120)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: MsgKey.emailFormat });
/** 1 enabled, 0 disabled. */
export const systemUserStatus = z.union([z.literal(0), z.literal(1)]);
/** Optional text that may be sent empty to mean "none". */
const optionalOrEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

/** `true`/`false` in a query string. */
const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const userPageQuery = pageQuery.extend({
  /** Name or username (contains), or an exact phone number. */
  keyword: z.string().trim().max(64).optional(),
  /** A group and its subordinates. */
  groupId: z.string().max(32).optional(),
  deptId: z.string().max(32).optional(),
  roleId: z.string().max(32).optional(),
  status: z.coerce.number().pipe(systemUserStatus).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
});
export type UserPageQuery = z.infer<typeof userPageQuery>;
/** The filters alone (export takes the same ones, without paging). */
export const userFilterQuery = userPageQuery.omit({ pageNum: true, pageSize: true });
export type UserFilterQuery = z.infer<typeof userFilterQuery>;

export const systemUserRow = z.object({
  userId: z.string(),
  username: z.string(),
  realName: z.string(),
  /** Masked (138****5678); the clear value only through `reveal`. */
  phone: z.string(),
  email: z.string(),
  /** Masked. */
  idCard: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  roleIds: z.array(z.string()),
  roleNames: z.array(z.string()),
  status: z.number().int(),
  avatar: z.string(),
  gender: z.number().int().nullable(),
  birthday: z.string().nullable(),
  createdAt: z.string(),
});
export type SystemUserRow = z.infer<typeof systemUserRow>;
export const systemUserPage = pageResult(systemUserRow);

const userFields = {
  realName: z.string().trim().min(1).max(32),
  phone: optionalOrEmpty(mobilePhoneSchema),
  email: optionalOrEmpty(emailAddressSchema),
  /** Checked and parsed on the server (spec §5 messages). */
  idCard: z.string().trim().max(32).optional(),
  groupId: z.string().min(1).max(32),
  deptId: z.string().max(32).optional(),
  status: systemUserStatus.default(1),
  avatar: imageUrl.default(''),
};

export const addUserBody = z.strictObject({
  username: systemUsernameSchema,
  password: passwordSchema,
  roleIds: z.array(z.string().max(32)).max(50).default([]),
  ...userFields,
});
export type AddUserBody = z.input<typeof addUserBody>;

/**
 * Update: a field left out stays as it is (the list only has masked phone and ID numbers); `phone`,
 * `email`, `idCard`, `deptId` sent empty are cleared. `roleIds` left out keeps the roles.
 */
export const updateUserBody = z.strictObject({
  userId: z.string().min(1).max(32),
  username: systemUsernameSchema.optional(),
  roleIds: z.array(z.string().max(32)).max(50).optional(),
  ...userFields,
  realName: userFields.realName.optional(),
  groupId: userFields.groupId.optional(),
  status: systemUserStatus.optional(),
  avatar: imageUrl.optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const changeUserStatusBody = z.strictObject({
  userId: z.string().min(1).max(32),
  status: systemUserStatus,
});
export const roleSetBody = z.strictObject({
  userId: z.string().min(1).max(32),
  roleIds: z.array(z.string().max(32)).max(50),
});
export const resetPwdBody = z.strictObject({ userId: z.string().min(1).max(32), password: passwordSchema });
export const deleteUsersBody = z.strictObject({ ids: z.array(z.string().min(1).max(32)).min(1).max(500) });

export const revealField = z.enum(['phone', 'idCard']);
export const revealBody = z.strictObject({ userId: z.string().min(1).max(32), field: revealField });
export const revealResult = z.object({ value: z.string() });

/** Choices for the user form: groups the actor reaches, their departments, roles the actor may grant. */
export const userOptions = z.object({
  groups: z.array(
    z.object({ groupId: z.string(), parentId: z.string().nullable(), name: z.string(), code: z.string() }),
  ),
  departments: z.array(
    z.object({ deptId: z.string(), groupId: z.string(), parentId: z.string().nullable(), name: z.string() }),
  ),
  roles: z.array(
    z.object({
      roleId: z.string(),
      roleKey: z.string(),
      roleName: z.string(),
      groupId: z.string().nullable(),
    }),
  ),
});
export type UserOptions = z.infer<typeof userOptions>;

/** One problem of an uploaded sheet: the Excel row number (as shown in Excel), the column title, why. */
export const importProblem = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

export const importCheckResult = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  /** Rows whose username already exists (updated with updateExisting, else refused). */
  existing: z.number().int(),
  problems: z.array(importProblem),
});
export type ImportCheckResult = z.infer<typeof importCheckResult>;

export const importQuery = z.object({ updateExisting: queryFlag });
export const importResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** The initial password of the created users, shown once (null when the request gave one). */
  initialPassword: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResult>;
/** `data` of a 13017 answer. */
export type ImportFailure = { problems: ImportProblem[] };

export const onlinePageQuery = pageQuery.extend({ keyword: z.string().trim().max(64).optional() });
export const onlineSessionRow = z.object({
  /** A prefix of the session's token hash: identifies it, cannot sign anybody in. */
  sessionId: z.string(),
  userId: z.string(),
  username: z.string(),
  realName: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type OnlineSessionRow = z.infer<typeof onlineSessionRow>;
export const onlineSessionPage = pageResult(onlineSessionRow);
export const forceLogoutBody = z.strictObject({
  sessionIds: z.array(z.string().min(1).max(64)).min(1).max(500),
});

/** Column titles of the import template, in order (the sheet is matched by title, not position). */
export const USER_IMPORT_COLUMNS = [
  '用户名',
  '姓名',
  '手机号',
  '邮箱',
  '身份证号',
  '所属机构编码',
  '角色',
  '状态',
] as const;
/**
 * The titles of an English template, by the Chinese title the import reads a cell by (an upload may carry
 * either language's titles).
 */
export const USER_IMPORT_COLUMNS_EN = {
  用户名: 'Username',
  姓名: 'Name',
  手机号: 'Phone',
  邮箱: 'Email',
  身份证号: 'ID number',
  所属机构编码: 'Organisation code',
  角色: 'Roles',
  状态: 'Status',
} as const satisfies Record<(typeof USER_IMPORT_COLUMNS)[number], string>;
/** Status words of the template's drop-down. */
export const USER_STATUS_WORDS = { 正常: 1, 停用: 0 } as const;
/** The status words of an English template (either language's word imports). */
export const USER_STATUS_WORDS_EN = { 正常: 'Active', 停用: 'Disabled' } as const satisfies Record<
  keyof typeof USER_STATUS_WORDS,
  string
>;
