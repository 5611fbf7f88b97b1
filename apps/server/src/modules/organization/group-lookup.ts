import { eq } from 'drizzle-orm';
import { groups } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assertCanReachGroup } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Message } from '../../platform/messages.ts';
import { groupMessages } from './organization.messages.ts';

export type GroupRecord = typeof groups.$inferSelect;

/**
 * The group a public id names, if the caller reaches it (401 otherwise). Unknown ids are 404; a group
 * outside the caller's reach is refused the same way whether or not it exists elsewhere in the tree.
 */
export const findReachableGroup = async (
  db: Db,
  auth: AuthContext,
  publicId: string,
  missing: Message = groupMessages.notFound,
): Promise<GroupRecord> => {
  const [group] = await db.select().from(groups).where(eq(groups.publicId, publicId)).limit(1);
  if (!group) throw notFound(missing);
  assertCanReachGroup(auth, group.path);
  return group;
};

/** Ids of the groups on a path ("/1/4/9/" → [1, 4, 9]). */
export const idsOnPath = (path: string) => path.split('/').filter(Boolean).map(Number);

/** A transaction handle (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
