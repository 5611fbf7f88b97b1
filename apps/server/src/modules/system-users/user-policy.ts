import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { ROOT_ROLE } from '@podium/contracts';
import { departments, groups, roles, userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assertCanReachGroup, scopeCondition, subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { userMessages } from './system-users.messages.ts';

/** Who may see, change and grant what among users: every system-user call goes through these. */

export type Reader = Pick<Db, 'select' | 'selectDistinct'>;

/** Users the actor reaches (their data scope in the acting group). */
export const userScope = (auth: AuthContext) =>
  scopeCondition(auth, { groupId: users.groupId, deptId: users.deptId, ownerId: users.id });

/**
 * THE rule for handing out roles, used by every path that assigns one (add, update, roleSet, import, and the
 * pickers that offer them): a non-ROOT actor may assign a role only when
 * - it belongs to a group in the acting group's subtree (platform roles, with no group, are ROOT's alone),
 * - it is not ROOT, and
 * - the actor holds every permission it carries (no escalation by assignment, as none by authoring).
 */
export const grantableRolesCondition = (auth: AuthContext) => {
  if (auth.isRoot) return undefined;
  if (!auth.group) return sql`false`;
  const holdsAll = auth.permissions.includes('*:*:*')
    ? undefined
    : sql`${roles.permissions} <@ ${JSON.stringify(auth.permissions)}::jsonb`;
  return and(
    ne(roles.roleKey, ROOT_ROLE),
    isNotNull(roles.groupId),
    inArray(roles.groupId, subtreeGroupIds(auth.group.path)),
    holdsAll,
  );
};

/** Nobody changes their own roles (not even ROOT): a second person must do it. */
export const assertNotOwnRoles = (auth: AuthContext, targetUserId: number) => {
  if (targetUserId === auth.userId) throw badRequest(userMessages.ownRoles);
};

/** Internal ids of users holding the ROOT role, among `userIds`. */
export const rootUserIds = async (db: Reader, userIds: number[]) => {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.userId, userIds), eq(roles.roleKey, ROOT_ROLE)));
  return new Set(rows.map((r) => r.userId));
};

const targetColumns = {
  id: users.id,
  publicId: users.publicId,
  username: users.username,
  realName: users.realName,
  groupId: users.groupId,
  deptId: users.deptId,
  status: users.status,
  email: users.email,
  phoneCipher: users.phoneCipher,
  idCardCipher: users.idCardCipher,
};
export type TargetUser = {
  id: number;
  publicId: string;
  username: string;
  realName: string;
  groupId: number | null;
  deptId: number | null;
  status: number;
  email: string | null;
  phoneCipher: string | null;
  idCardCipher: string | null;
  isRoot: boolean;
};

/**
 * Users by public id that the actor may change. A user outside the actor's scope answers 404, as if it
 * did not exist; a ROOT administrator may be changed by ROOT only.
 */
export const loadUsersForChange = async (
  db: Reader,
  auth: AuthContext,
  publicIds: string[],
): Promise<TargetUser[]> => {
  const unique = [...new Set(publicIds)];
  const rows = await db
    .select(targetColumns)
    .from(users)
    .where(and(inArray(users.publicId, unique), userScope(auth)));
  if (rows.length !== unique.length) throw notFound(userMessages.notFound);
  const roots = await rootUserIds(
    db,
    rows.map((r) => r.id),
  );
  if (roots.size > 0 && !auth.isRoot) throw badRequest(userMessages.rootProtected);
  return rows.map((row) => ({ ...row, isRoot: roots.has(row.id) }));
};

export const loadUserForChange = async (db: Reader, auth: AuthContext, publicId: string) => {
  const [user] = await loadUsersForChange(db, auth, [publicId]);
  if (!user) throw notFound(userMessages.notFound);
  return user;
};

/** A home group given by public id: it exists and lies in the actor's reach. */
export const resolveHomeGroup = async (db: Reader, auth: AuthContext, publicId: string) => {
  const [group] = await db
    .select({ id: groups.id, path: groups.path })
    .from(groups)
    .where(eq(groups.publicId, publicId))
    .limit(1);
  if (!group) throw badRequest(userMessages.groupNotFound);
  assertCanReachGroup(auth, group.path);
  return group;
};

/** A department by public id, which must belong to `groupId`; '' or undefined means none. */
export const resolveDepartment = async (db: Reader, publicId: string | undefined, groupId: number) => {
  if (!publicId) return null;
  const [dept] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.publicId, publicId), eq(departments.groupId, groupId)))
    .limit(1);
  if (!dept) throw badRequest(userMessages.deptNotFound);
  return dept.id;
};

/** Internal ids of roles by public id; each must be one the actor may grant. */
export const resolveGrantableRoles = async (db: Reader, auth: AuthContext, publicIds: string[]) => {
  const unique = [...new Set(publicIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: roles.id, publicId: roles.publicId })
    .from(roles)
    .where(and(inArray(roles.publicId, unique), grantableRolesCondition(auth)));
  const found = new Set(rows.map((r) => r.publicId));
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw badRequest(userMessages.roleNotGrantable, { role: missing });
  return rows.map((r) => r.id);
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Replaces the roles of a user that the actor controls (assignments in groups within reach, of roles the
 * actor may grant) by `roleIds`, held in the user's home group. Other assignments stay: an organiser
 * editing a school's user does not strip a role given by the platform.
 */
export const replaceUserRoles = async (
  tx: Tx,
  auth: AuthContext,
  userId: number,
  homeGroupId: number,
  roleIds: number[],
) => {
  const grantable = tx.select({ id: roles.id }).from(roles).where(grantableRolesCondition(auth));
  const inReach =
    auth.isRoot || !auth.group ? undefined : inArray(userRoles.groupId, subtreeGroupIds(auth.group.path));
  if (userId === auth.userId) {
    // Saving one's own form unchanged is fine; any change to one's own roles is not.
    const held = await tx
      .selectDistinct({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, grantable), inReach));
    const same = held.length === new Set(roleIds).size && held.every((h) => roleIds.includes(h.roleId));
    if (same) return;
    assertNotOwnRoles(auth, userId);
  }
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, grantable), inReach));
  if (roleIds.length > 0) {
    await tx
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ userId, roleId, groupId: homeGroupId })))
      .onConflictDoNothing();
  }
};
