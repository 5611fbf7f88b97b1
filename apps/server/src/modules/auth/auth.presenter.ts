import { and, eq, inArray, or } from 'drizzle-orm';
import { ROOT_ROLE, type UserInfo } from '@podium/contracts';
import { roles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';

/** Display names of the roles that apply, in the order of `auth.roleKeys` (the key when a name is missing). */
const roleNamesOf = async (db: Db, auth: AuthContext) => {
  if (auth.roleKeys.length === 0) return [];
  const held = auth.roleIds.length > 0 ? inArray(roles.publicId, auth.roleIds) : undefined;
  const root = auth.isRoot ? eq(roles.roleKey, ROOT_ROLE) : undefined;
  const rows = await db
    .select({ roleKey: roles.roleKey, roleName: roles.roleName })
    .from(roles)
    .where(and(inArray(roles.roleKey, auth.roleKeys), or(held, root)));
  const nameByKey = new Map(rows.map((row) => [row.roleKey, row.roleName]));
  return auth.roleKeys.map((key) => nameByKey.get(key) ?? key);
};

/** What the web needs about the signed-in user in the acting group (spec §3 "user info"). */
export const presentUserInfo = async (db: Db, auth: AuthContext): Promise<UserInfo> => {
  const [[user], roleNames] = await Promise.all([
    db
      .select({ realName: users.realName, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, auth.userId))
      .limit(1),
    roleNamesOf(db, auth),
  ]);
  return {
    userId: auth.userPublicId,
    username: auth.username,
    realName: user?.realName ?? '',
    avatar: user?.avatar ?? '',
    roleIds: auth.roleIds,
    roleKeys: auth.roleKeys,
    roleNames,
    permissions: auth.isRoot ? ['*:*:*'] : auth.permissions,
  };
};
