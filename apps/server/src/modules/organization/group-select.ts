import { asc, eq, inArray } from 'drizzle-orm';
import type { GroupSelection } from '@podium/contracts';
import { groups, roles, userRoles } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/** The groups a user may act for (where they hold a role), each with its direct subordinates (spec §3). */
export const listGroupSelections = async (db: Db, userId: number): Promise<GroupSelection[]> => {
  const held = await db
    .select({
      groupId: groups.id,
      publicId: groups.publicId,
      name: groups.name,
      code: groups.code,
      rolePublicId: roles.publicId,
    })
    .from(userRoles)
    .innerJoin(groups, eq(groups.id, userRoles.groupId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(groups.orderNum), asc(groups.id));
  if (held.length === 0) return [];
  const groupIds = [...new Set(held.map((h) => h.groupId))];
  const children = await db
    .select({ parentId: groups.parentId, publicId: groups.publicId, code: groups.code })
    .from(groups)
    .where(inArray(groups.parentId, groupIds))
    .orderBy(asc(groups.orderNum), asc(groups.id));
  return groupIds.map((id) => {
    const rows = held.filter((h) => h.groupId === id);
    const first = rows[0]!;
    const direct = children.filter((c) => c.parentId === id);
    return {
      groupId: first.publicId,
      groupName: first.name,
      groupCode: first.code,
      directGroups: direct.map((c) => c.publicId),
      directGroupCodes: direct.map((c) => c.code),
      roleIds: rows.map((r) => r.rolePublicId),
    };
  });
};
