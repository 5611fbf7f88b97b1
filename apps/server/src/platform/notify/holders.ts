import { and, inArray, sql } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';

/**
 * People holding `permission` through a role in exactly one of `groupIds` (a school's own staff, an
 * organiser's staff): those whose work the event creates. Superiors see it on their workbench instead.
 */
export const holdersOf = async (tx: Db, permission: string, groupIds: number[]) => {
  if (groupIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, sql`${roles.id} = ${userRoles.roleId}`)
    .where(
      and(
        inArray(userRoles.groupId, groupIds),
        sql`${roles.permissions} @> ${JSON.stringify([permission])}::jsonb`,
      ),
    );
  return rows.map((r) => r.userId);
};
