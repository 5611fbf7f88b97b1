import { eq } from 'drizzle-orm';
import type { UserInfo } from '@podium/contracts';
import { users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';

/** What the web needs about the signed-in user in the acting group (spec §3 "user info"). */
export const presentUserInfo = async (db: Db, auth: AuthContext): Promise<UserInfo> => {
  const [user] = await db
    .select({ realName: users.realName, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, auth.userId))
    .limit(1);
  return {
    userId: auth.userPublicId,
    username: auth.username,
    realName: user?.realName ?? '',
    avatar: user?.avatar ?? '',
    roleIds: auth.roleIds,
    roleKeys: auth.roleKeys,
    permissions: auth.isRoot ? ['*:*:*'] : auth.permissions,
  };
};
