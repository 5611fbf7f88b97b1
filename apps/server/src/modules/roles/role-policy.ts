import { and, eq, inArray, sql } from 'drizzle-orm';
import { allPermissionKeys, ROOT_ROLE } from '@podium/contracts';
import { groupMenus, groups, menus, roles } from '../../db/schema/index.ts';
import { hasPermission, type AuthContext } from '../../platform/access.ts';
import { canReachGroup, DATA_SCOPES, subtreeGroupIds, type DataScope } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, noPermission, notFound } from '../../platform/errors.ts';
import { roleMessages } from './roles.messages.ts';

/** Who may see and change which role: the rules every role call goes through. */

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

export const roleColumns = {
  id: roles.id,
  publicId: roles.publicId,
  groupId: roles.groupId,
  roleKey: roles.roleKey,
  roleName: roles.roleName,
  permissions: roles.permissions,
  dataScope: roles.dataScope,
  status: roles.status,
  orderNum: roles.orderNum,
  createdAt: roles.createdAt,
  groupPublicId: groups.publicId,
  groupName: groups.name,
  groupPath: groups.path,
};

export type RoleRecord = {
  id: number;
  publicId: string;
  groupId: number | null;
  roleKey: string;
  roleName: string;
  permissions: string[];
  dataScope: string;
  status: number;
  orderNum: number;
  createdAt: Date;
  groupPublicId: string | null;
  groupName: string | null;
  groupPath: string | null;
};

export const findRole = async (db: Reader, publicId: string): Promise<RoleRecord | undefined> => {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .leftJoin(groups, eq(groups.id, roles.groupId))
    .where(eq(roles.publicId, publicId))
    .limit(1);
  return row;
};

/** Roles of the acting group's subtree; ROOT sees every role, platform roles included. */
export const visibleRolesCondition = (auth: AuthContext) => {
  if (auth.isRoot) return undefined;
  if (!auth.group) return sql`false`;
  return inArray(roles.groupId, subtreeGroupIds(auth.group.path));
};

export const canSeeRole = (auth: AuthContext, role: RoleRecord) =>
  auth.isRoot || (role.groupPath !== null && canReachGroup(auth, role.groupPath));

/** The ROOT role is fixed: it is what keeps the platform administrable. */
export const isEditableRole = (auth: AuthContext, role: Pick<RoleRecord, 'roleKey' | 'groupId'>) =>
  role.roleKey !== ROOT_ROLE && (auth.isRoot || role.groupId !== null);

/** A role the actor may change: it exists, lies in their reach, and is not ROOT. */
export const loadEditableRole = async (db: Reader, auth: AuthContext, publicId: string) => {
  const role = await findRole(db, publicId);
  if (!role) throw notFound(roleMessages.notFound);
  if (!canSeeRole(auth, role)) throw noPermission();
  if (role.roleKey === ROOT_ROLE) throw badRequest(roleMessages.rootLocked);
  return role;
};

/** Permission keys a role may carry: the catalogue's, plus those the menu tree asks for (pages outside the catalogue). */
export const knownPermissionKeys = async (db: Reader) => {
  const rows = await db.selectDistinct({ permission: menus.permission }).from(menus);
  return new Set([...allPermissionKeys(), ...rows.map((r) => r.permission).filter(Boolean)]);
};

type GrantChange = {
  permissions: string[];
  dataScope: string;
  /** What the role carried before (empty for a new role): only additions need the actor to hold them. */
  previous?: { permissions: string[]; dataScope: string };
};

/**
 * No privilege escalation: unknown keys are refused, and a non-ROOT actor may add only permissions they hold
 * and may not widen the data scope beyond their own.
 */
export const assertCanGrant = async (db: Reader, auth: AuthContext, change: GrantChange) => {
  const known = await knownPermissionKeys(db);
  const unknown = change.permissions.find((key) => !known.has(key));
  if (unknown) throw badRequest(roleMessages.unknownPermission, { key: unknown });
  if (auth.isRoot) return;
  const before = new Set(change.previous?.permissions ?? []);
  const notHeld = change.permissions.find((key) => !before.has(key) && !hasPermission(auth, key));
  if (notHeld) throw badRequest(roleMessages.permissionNotHeld, { key: notHeld });
  const rank = (scope: string) => DATA_SCOPES.indexOf(scope as DataScope);
  const widens =
    change.dataScope !== change.previous?.dataScope && rank(change.dataScope) < rank(auth.dataScope);
  if (widens) throw badRequest(roleMessages.scopeTooWide);
};

/** Internal ids of the menus granted; each must exist and be usable by the role's group (platform roles: any). */
export const resolveRoleMenus = async (db: Reader, menuPublicIds: string[], groupId: number | null) => {
  const wanted = [...new Set(menuPublicIds)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: menus.id, publicId: menus.publicId, name: menus.menuName })
    .from(menus)
    .where(inArray(menus.publicId, wanted));
  const missing = wanted.find((id) => !found.some((m) => m.publicId === id));
  if (missing) throw badRequest(roleMessages.unknownMenu, { menuId: missing });
  if (groupId !== null) {
    const allowed = await db
      .select({ menuId: groupMenus.menuId })
      .from(groupMenus)
      .where(
        and(
          eq(groupMenus.groupId, groupId),
          inArray(
            groupMenus.menuId,
            found.map((m) => m.id),
          ),
        ),
      );
    const allowedIds = new Set(allowed.map((a) => a.menuId));
    const refused = found.find((m) => !allowedIds.has(m.id));
    if (refused) throw badRequest(roleMessages.menuNotAllowed, { name: refused.name });
  }
  return found.map((m) => m.id);
};
