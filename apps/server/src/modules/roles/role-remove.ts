import { count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { RoleStatusBody, roleDeleteBody } from '@podium/contracts';
import { roles, userRoles } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { loadEditableRole } from './role-policy.ts';
import { getRoleDetail } from './role-queries.ts';
import { roleMessages } from './roles.messages.ts';

/**
 * Deletes roles. A role still assigned to users is refused with the count unless `force` is set (the desk asks
 * first); then its assignments go with it, in the same transaction.
 */
export const deleteRoles = async (db: Db, auth: AuthContext, body: z.infer<typeof roleDeleteBody>) => {
  const ids = [...new Set(body.ids)];
  const before = await Promise.all(ids.map((id) => getRoleDetail(db, auth, id).catch(() => null)));
  await db.transaction(async (tx) => {
    const targets = [];
    for (const id of ids) {
      const role = await loadEditableRole(tx, auth, id);
      if (role.groupId === null && !auth.isRoot) throw badRequest(roleMessages.platformRootOnly);
      const [usage] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, role.id));
      if ((usage?.n ?? 0) > 0 && !body.force)
        throw conflict(roleMessages.inUse, { name: role.roleName, count: usage?.n ?? 0 });
      targets.push(role.id);
    }
    await tx.delete(userRoles).where(inArray(userRoles.roleId, targets));
    // role_menus rows go by cascade.
    await tx.delete(roles).where(inArray(roles.id, targets));
  });
  return before.filter((r) => r !== null);
};

export const setRoleStatus = async (db: Db, auth: AuthContext, body: RoleStatusBody) => {
  const role = await loadEditableRole(db, auth, body.roleId);
  if (role.groupId === null && !auth.isRoot) throw badRequest(roleMessages.platformRootOnly);
  await db.update(roles).set({ status: body.status, updatedAt: new Date() }).where(eq(roles.id, role.id));
  return { roleKey: role.roleKey, before: { status: role.status }, after: { status: body.status } };
};
