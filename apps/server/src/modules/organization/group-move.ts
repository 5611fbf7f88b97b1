import { eq, like, sql } from 'drizzle-orm';
import type { GroupMoveBody } from '@podium/contracts';
import { groups } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { findReachableGroup } from './group-lookup.ts';
import { groupMessages } from './organization.messages.ts';

/**
 * Moves a group and everything under it beneath another group: the whole subtree's paths are rewritten
 * in one statement inside one transaction, so no reader ever sees half a move.
 */
export const moveGroup = async (db: Db, auth: AuthContext, body: GroupMoveBody) => {
  const source = await findReachableGroup(db, auth, body.groupId);
  const target = await findReachableGroup(db, auth, body.parentId, groupMessages.parentNotFound);
  if (auth.group?.id === source.id) throw badRequest(groupMessages.moveActing);
  if (target.path.startsWith(source.path)) throw badRequest(groupMessages.moveIntoSelf);
  const oldPrefix = source.path;
  const newPrefix = `${target.path}${source.id}/`;
  if (oldPrefix === newPrefix) return { source, target, oldPath: oldPrefix, newPath: newPrefix };
  await db.transaction(async (tx) => {
    await tx
      .update(groups)
      .set({ path: sql`${newPrefix}::text || substr(${groups.path}, ${oldPrefix.length + 1}::int)` })
      .where(like(groups.path, `${oldPrefix}%`));
    await tx
      .update(groups)
      .set({ parentId: target.id, updatedAt: new Date() })
      .where(eq(groups.id, source.id));
  });
  return { source, target, oldPath: oldPrefix, newPath: newPrefix };
};
