import { and, eq, isNull, ne } from 'drizzle-orm';
import { ROOT_ROLE, type RoleDetail, type roleAddBody, type roleUpdateBody } from '@podium/contracts';
import type { z } from 'zod';
import { groups, roleMenus, roles } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assertCanReachGroup } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { assertCanGrant, loadEditableRole, resolveRoleMenus } from './role-policy.ts';
import { getRoleDetail } from './role-queries.ts';
import { roleMessages } from './roles.messages.ts';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

/** Role keys are unique within their group (platform roles among themselves). */
const assertKeyFree = async (db: Reader, roleKey: string, groupId: number | null, exceptId?: number) => {
  if (roleKey === ROOT_ROLE) throw badRequest(roleMessages.rootReserved);
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.roleKey, roleKey),
        groupId === null ? isNull(roles.groupId) : eq(roles.groupId, groupId),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(roleMessages.keyTaken, { key: roleKey });
};

/** The owning group of a new role: the one named (in reach), the acting group by default, or none (ROOT only). */
const owningGroup = async (db: Reader, auth: AuthContext, groupId: string | null | undefined) => {
  if (groupId === null) {
    if (!auth.isRoot) throw badRequest(roleMessages.platformRootOnly);
    return null;
  }
  if (groupId === undefined) {
    if (!auth.group) throw badRequest(roleMessages.groupNotFound);
    return auth.group.id;
  }
  const [group] = await db
    .select({ id: groups.id, path: groups.path })
    .from(groups)
    .where(eq(groups.publicId, groupId))
    .limit(1);
  if (!group) throw notFound(roleMessages.groupNotFound);
  assertCanReachGroup(auth, group.path);
  return group.id;
};

export const addRole = async (
  db: Db,
  auth: AuthContext,
  body: z.infer<typeof roleAddBody>,
): Promise<RoleDetail> => {
  const permissions = [...new Set(body.permissions)];
  const publicId = newPublicId();
  await db.transaction(async (tx) => {
    const groupId = await owningGroup(tx, auth, body.groupId);
    await assertKeyFree(tx, body.roleKey, groupId);
    await assertCanGrant(tx, auth, { permissions, dataScope: body.dataScope });
    const menuIds = await resolveRoleMenus(tx, body.menuIds, groupId);
    const [row] = await tx
      .insert(roles)
      .values({
        publicId,
        groupId,
        roleKey: body.roleKey,
        roleName: body.roleName,
        permissions,
        dataScope: body.dataScope,
        status: body.status,
        orderNum: body.orderNum,
      })
      .returning({ id: roles.id });
    if (menuIds.length)
      await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: row!.id, menuId })));
  });
  return getRoleDetail(db, auth, publicId);
};

/** Replaces the role's fields, permissions and menus; returns it before and after for the log. */
export const updateRole = async (db: Db, auth: AuthContext, body: z.infer<typeof roleUpdateBody>) => {
  const before = await getRoleDetail(db, auth, body.roleId);
  const permissions = [...new Set(body.permissions)];
  await db.transaction(async (tx) => {
    const role = await loadEditableRole(tx, auth, body.roleId);
    if (role.groupId === null && !auth.isRoot) throw badRequest(roleMessages.platformRootOnly);
    await assertKeyFree(tx, body.roleKey, role.groupId, role.id);
    await assertCanGrant(tx, auth, {
      permissions,
      dataScope: body.dataScope,
      previous: { permissions: role.permissions, dataScope: role.dataScope },
    });
    const menuIds = await resolveRoleMenus(tx, body.menuIds, role.groupId);
    await tx
      .update(roles)
      .set({
        roleKey: body.roleKey,
        roleName: body.roleName,
        permissions,
        dataScope: body.dataScope,
        status: body.status,
        orderNum: body.orderNum,
        updatedAt: new Date(),
      })
      .where(eq(roles.id, role.id));
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, role.id));
    if (menuIds.length)
      await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: role.id, menuId })));
  });
  return { before, after: await getRoleDetail(db, auth, body.roleId) };
};
