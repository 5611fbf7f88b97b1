/** Roles and permissions (issue 3). Paths, schemas and types of this domain live here. */
import { z } from 'zod';
import { pageQuery, pageResult } from './envelope.ts';

export const RoleApi = {
  page: '/system/role/page',
  detail: '/system/role/detail',
  add: '/system/role/add',
  update: '/system/role/update',
  delete: '/system/role/delete',
  status: '/system/role/status',
  permissionTree: '/system/role/permissionTree',
  options: '/system/role/options',
  /** Menus a role of the given group could open (the group's allowed menus), as a tree to check. */
  menuTree: '/system/role/menuTree',
} as const;

/** Which rows a role reaches, widest first (server: platform/data-scope.ts). */
export const ROLE_DATA_SCOPES = ['all', 'subtree', 'group', 'dept', 'self'] as const;
export const roleDataScope = z.enum(ROLE_DATA_SCOPES);
export type RoleDataScope = z.infer<typeof roleDataScope>;

/** 1 enabled, 0 disabled. */
export const roleStatus = z.union([z.literal(0), z.literal(1)]);

export const rolePageQuery = pageQuery.extend({
  /** Matches role key or name. */
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().int().pipe(roleStatus).optional(),
  /** Only roles of this group (public id); must lie in the acting group's subtree. */
  groupId: z.string().trim().max(64).optional(),
});
export type RolePageQuery = z.infer<typeof rolePageQuery>;

export const roleRow = z.object({
  roleId: z.string(),
  roleKey: z.string(),
  roleName: z.string(),
  /** Owning group (public id); null for a platform role. */
  groupId: z.string().nullable(),
  groupName: z.string(),
  dataScope: roleDataScope,
  status: z.number().int(),
  orderNum: z.number().int(),
  permissions: z.array(z.string()),
  /** How many user assignments the role has (deleting asks for confirmation when > 0). */
  userCount: z.number().int(),
  /** False for the ROOT role and for platform roles a non-ROOT viewer sees: the UI hides edit buttons. */
  editable: z.boolean(),
  createdAt: z.string(),
});
export type RoleRow = z.infer<typeof roleRow>;
export const rolePage = pageResult(roleRow);

export const roleDetailQuery = z.object({ roleId: z.string().trim().min(1).max(64) });
export const roleDetail = roleRow.extend({ menuIds: z.array(z.string()) });
export type RoleDetail = z.infer<typeof roleDetail>;

const roleFields = {
  roleKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_:-]{1,63}$/),
  roleName: z.string().trim().min(1).max(32),
  dataScope: roleDataScope.default('subtree'),
  status: roleStatus.default(1),
  orderNum: z.number().int().min(0).max(9999).default(0),
  /** Permission keys; only keys of the permission tree are accepted. */
  permissions: z.array(z.string().max(100)).max(500).default([]),
  /** Menus (public ids) the role opens; cut down to what the role's group may use. */
  menuIds: z.array(z.string().max(64)).max(1000).default([]),
};

export const roleAddBody = z.strictObject({
  ...roleFields,
  /** Owning group (public id); defaults to the acting group; null (platform role) for ROOT only. */
  groupId: z.string().trim().min(1).max(64).nullable().optional(),
});
export type RoleAddBody = z.input<typeof roleAddBody>;

/** The owning group is fixed once created. */
export const roleUpdateBody = z.strictObject({ roleId: z.string().trim().min(1).max(64), ...roleFields });
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

export const roleDeleteBody = z.strictObject({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
  /** Required when a role is still assigned: the assignments are removed with it, in one transaction. */
  force: z.boolean().default(false),
});
export type RoleDeleteBody = z.input<typeof roleDeleteBody>;

export const roleStatusBody = z.strictObject({
  roleId: z.string().trim().min(1).max(64),
  status: roleStatus,
});
export type RoleStatusBody = z.infer<typeof roleStatusBody>;

export type PermissionTreeNode = {
  key: string;
  label: { zh: string; en: string };
  /** True when the caller may not grant it (they do not hold it themselves). */
  disabled: boolean;
  children?: PermissionTreeNode[];
};
export const permissionTreeNode: z.ZodType<PermissionTreeNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    label: z.object({ zh: z.string(), en: z.string() }),
    disabled: z.boolean(),
    children: z.array(permissionTreeNode).optional(),
  }),
);

/** Options for assigning roles: enabled roles of the acting group's subtree and platform roles (ROOT only to ROOT). */
export const roleOption = z.object({
  roleId: z.string(),
  roleKey: z.string(),
  roleName: z.string(),
  groupId: z.string().nullable(),
});
export type RoleOption = z.infer<typeof roleOption>;

export const roleMenuTreeQuery = z.object({
  /** The role's group (public id); omitted for a platform role (every menu). */
  groupId: z.string().trim().max(64).optional(),
});
