import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  PERMISSION_TREE,
  ROOT_ROLE,
  type PermissionNode,
  type PermissionTreeNode,
  type RoleDetail,
  type RoleOption,
  type MenuNode,
  type RolePageQuery,
} from '@podium/contracts';
import { groupMenus, groups, menus, roleMenus, roles, userRoles } from '../../db/schema/index.ts';
import { hasPermission, type AuthContext } from '../../platform/access.ts';
import { subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, noPermission, notFound } from '../../platform/errors.ts';
import { canReachGroup } from '../../platform/data-scope.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import type { Lang } from '../../platform/messages.ts';
import { buildPickTree, loadMenus } from '../menus/menu-tree.ts';
import { canSeeRole, findRole, roleColumns, visibleRolesCondition } from './role-policy.ts';
import { roleMessages } from './roles.messages.ts';
import { presentRole } from './roles.presenter.ts';

// Qualified by hand: drizzle leaves columns unqualified in a single-table select, which would bind to the inner table.
const userCountOf =
  sql<number>`(select count(*) from "user_roles" where "user_roles"."role_id" = "roles"."id")`.mapWith(
    Number,
  );

export const pageRoles = async (db: Db, auth: AuthContext, query: RolePageQuery) => {
  let groupFilter;
  if (query.groupId) {
    const [group] = await db
      .select({ id: groups.id, path: groups.path })
      .from(groups)
      .where(eq(groups.publicId, query.groupId))
      .limit(1);
    if (!group) throw notFound(roleMessages.groupNotFound);
    if (!canReachGroup(auth, group.path)) throw noPermission();
    groupFilter = eq(roles.groupId, group.id);
  }
  const keyword = query.keyword ? likePattern(query.keyword) : undefined;
  const where = and(
    visibleRolesCondition(auth),
    groupFilter,
    query.status === undefined ? undefined : eq(roles.status, query.status),
    keyword ? or(ilike(roles.roleKey, keyword), ilike(roles.roleName, keyword)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...roleColumns, userCount: userCountOf })
      .from(roles)
      .leftJoin(groups, eq(groups.id, roles.groupId))
      .where(where)
      .orderBy(asc(roles.orderNum), asc(roles.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(roles).where(where),
  ]);
  return {
    rows: rows.map(({ userCount, ...role }) => presentRole(auth, role, userCount)),
    total: total?.n ?? 0,
  };
};

export const getRoleDetail = async (db: Db, auth: AuthContext, roleId: string): Promise<RoleDetail> => {
  const role = await findRole(db, roleId);
  if (!role) throw notFound(roleMessages.notFound);
  if (!canSeeRole(auth, role)) throw noPermission();
  const [[usage], granted] = await Promise.all([
    db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, role.id)),
    db
      .select({ publicId: menus.publicId })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(eq(roleMenus.roleId, role.id)),
  ]);
  return { ...presentRole(auth, role, usage?.n ?? 0), menuIds: granted.map((m) => m.publicId) };
};

/** Enabled roles the actor may hand out: their subtree's and the platform's (ROOT itself only by ROOT). */
export const listRoleOptions = async (db: Db, auth: AuthContext): Promise<RoleOption[]> => {
  const reach = auth.isRoot
    ? undefined
    : and(
        ne(roles.roleKey, ROOT_ROLE),
        or(
          isNull(roles.groupId),
          auth.group ? inArray(roles.groupId, subtreeGroupIds(auth.group.path)) : sql`false`,
        ),
      );
  const rows = await db
    .select({
      roleId: roles.publicId,
      roleKey: roles.roleKey,
      roleName: roles.roleName,
      groupId: groups.publicId,
    })
    .from(roles)
    .leftJoin(groups, eq(groups.id, roles.groupId))
    .where(and(eq(roles.status, 1), reach))
    .orderBy(asc(roles.orderNum), asc(roles.id));
  return rows;
};

/**
 * The catalogue (PERMISSION_TREE) plus a branch for page permissions the menu asks for outside it, each marked
 * `disabled` when the caller could not grant it.
 */
export const buildPermissionTree = async (db: Db, auth: AuthContext): Promise<PermissionTreeNode[]> => {
  const mark = (node: PermissionNode): PermissionTreeNode => {
    if (!node.children) return { key: node.key, label: node.label, disabled: !hasPermission(auth, node.key) };
    const children = node.children.map(mark);
    return { key: node.key, label: node.label, disabled: children.every((c) => c.disabled), children };
  };
  const catalogue = PERMISSION_TREE.map(mark);
  const inCatalogue = new Set<string>();
  const collect = (nodes: PermissionNode[]) =>
    nodes.forEach((n) => (n.children ? collect(n.children) : inCatalogue.add(n.key)));
  collect(PERMISSION_TREE);
  const pages = await db
    .select({ permission: menus.permission, name: menus.menuName, nameEn: menus.menuNameEn })
    .from(menus)
    .where(ne(menus.permission, ''))
    .orderBy(asc(menus.orderNum), asc(menus.id));
  const extra = new Map<string, PermissionNode>();
  for (const page of pages) {
    if (inCatalogue.has(page.permission) || extra.has(page.permission)) continue;
    extra.set(page.permission, {
      key: page.permission,
      label: { zh: page.name, en: page.nameEn || page.name },
    });
  }
  if (extra.size === 0) return catalogue;
  return [
    ...catalogue,
    mark({ key: 'pages', label: { zh: '页面权限', en: 'Page permissions' }, children: [...extra.values()] }),
  ];
};

/** The menus a role of `groupId` could open (its group's allowed menus; platform roles: all, ROOT only). */
export const roleMenuTree = async (
  db: Db,
  auth: AuthContext,
  groupId: string | undefined,
  lang: Lang,
): Promise<MenuNode[]> => {
  const rows = await loadMenus(db);
  if (!groupId) {
    if (!auth.isRoot) throw badRequest(roleMessages.platformRootOnly);
    return buildPickTree(rows, 'all', lang);
  }
  const [group] = await db
    .select({ id: groups.id, path: groups.path })
    .from(groups)
    .where(eq(groups.publicId, groupId))
    .limit(1);
  if (!group) throw notFound(roleMessages.groupNotFound);
  if (!canReachGroup(auth, group.path)) throw noPermission();
  const allowed = await db
    .select({ id: groupMenus.menuId })
    .from(groupMenus)
    .where(eq(groupMenus.groupId, group.id));
  return buildPickTree(rows, new Set(allowed.map((a) => a.id)), lang);
};
