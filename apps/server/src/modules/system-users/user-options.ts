import { asc, eq, inArray, like } from 'drizzle-orm';
import type { UserOptions } from '@podium/contracts';
import { departments, groups, roles } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { alias } from 'drizzle-orm/pg-core';
import { grantableRolesCondition, type Reader } from './user-policy.ts';

/** Groups the actor reaches: the acting group's subtree (ROOT: every group). */
export const reachableGroups = async (db: Reader, auth: AuthContext) => {
  if (!auth.group && !auth.isRoot) return [];
  const parent = alias(groups, 'parent');
  return db
    .select({
      id: groups.id,
      publicId: groups.publicId,
      parentPublicId: parent.publicId,
      name: groups.name,
      code: groups.code,
      path: groups.path,
    })
    .from(groups)
    .leftJoin(parent, eq(parent.id, groups.parentId))
    .where(auth.isRoot || !auth.group ? undefined : like(groups.path, `${auth.group.path}%`))
    .orderBy(asc(groups.path), asc(groups.orderNum));
};

/** Roles the actor may grant, for the role pickers and the template's drop-down. */
export const grantableRoles = (db: Reader, auth: AuthContext) =>
  db
    .select({
      id: roles.id,
      publicId: roles.publicId,
      roleKey: roles.roleKey,
      roleName: roles.roleName,
      groupPublicId: groups.publicId,
    })
    .from(roles)
    .leftJoin(groups, eq(groups.id, roles.groupId))
    .where(grantableRolesCondition(auth))
    .orderBy(asc(roles.orderNum), asc(roles.id));

/** GET /system/user/options: what the user form and the tree filter choose from. */
export const userOptions = async (db: Reader, auth: AuthContext): Promise<UserOptions> => {
  const groupRows = await reachableGroups(db, auth);
  const reachable = new Map(groupRows.map((g) => [g.id, g.publicId]));
  const parentDept = alias(departments, 'parent_dept');
  const [deptRows, roleRows] = await Promise.all([
    groupRows.length === 0
      ? Promise.resolve([])
      : db
          .select({
            publicId: departments.publicId,
            groupId: departments.groupId,
            parentPublicId: parentDept.publicId,
            name: departments.name,
          })
          .from(departments)
          .leftJoin(parentDept, eq(parentDept.id, departments.parentId))
          .where(inArray(departments.groupId, [...reachable.keys()]))
          .orderBy(asc(departments.orderNum), asc(departments.id)),
    grantableRoles(db, auth),
  ]);
  const groupIds = new Set(groupRows.map((g) => g.publicId));
  return {
    groups: groupRows.map((g) => ({
      groupId: g.publicId,
      // The acting group is the root of the tree the actor sees.
      parentId: g.parentPublicId && groupIds.has(g.parentPublicId) ? g.parentPublicId : null,
      name: g.name,
      code: g.code,
    })),
    departments: deptRows.map((d) => ({
      deptId: d.publicId,
      groupId: reachable.get(d.groupId) ?? '',
      parentId: d.parentPublicId,
      name: d.name,
    })),
    roles: roleRows.map((r) => ({
      roleId: r.publicId,
      roleKey: r.roleKey,
      roleName: r.roleName,
      groupId: r.groupPublicId,
    })),
  };
};
