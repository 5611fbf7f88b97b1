import { and, countDistinct, eq, inArray, notInArray } from 'drizzle-orm';
import { ROOT_ROLE } from '@podium/contracts';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { revealValue } from '../../platform/personal-fields.ts';
import { userMessages } from './system-users.messages.ts';
import { loadUserForChange, loadUsersForChange } from './user-policy.ts';

/** POST /system/user/update/pwd: a new password; every session of that user ends. */
export const resetUserPassword = async (
  deps: AppDeps,
  auth: AuthContext,
  userId: string,
  password: string,
) => {
  const target = await loadUserForChange(deps.db, auth, userId);
  const passwordHash = await hashPassword(password);
  await deps.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, target.id));
  await revokeUserSessions(deps.db, target.id);
  return target;
};

/**
 * POST /system/user/delete: all listed users or none. Refused when one is the actor, out of reach,
 * or when the deletion would leave the platform without a ROOT administrator.
 */
export const deleteUsers = async (deps: AppDeps, auth: AuthContext, publicIds: string[]) => {
  const targets = await loadUsersForChange(deps.db, auth, publicIds);
  if (targets.some((t) => t.id === auth.userId)) throw badRequest(userMessages.deleteSelf);
  const ids = targets.map((t) => t.id);
  return deps.db.transaction(async (tx) => {
    if (targets.some((t) => t.isRoot)) {
      const [remaining] = await tx
        .select({ n: countDistinct(userRoles.userId) })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(roles.roleKey, ROOT_ROLE), notInArray(userRoles.userId, ids)));
      if ((remaining?.n ?? 0) === 0) throw badRequest(userMessages.lastRoot);
    }
    // Sessions and role assignments go with the user (ON DELETE CASCADE).
    await tx.delete(users).where(inArray(users.id, ids));
    return targets;
  });
};

/** POST /system/user/reveal: the clear phone or ID number, for holders of system:user:reveal (audited). */
export const revealPersonal = async (
  deps: AppDeps,
  auth: AuthContext,
  userId: string,
  field: 'phone' | 'idCard',
) => {
  const target = await loadUserForChange(deps.db, auth, userId);
  const value = revealValue(deps.personalData, field === 'phone' ? target.phoneCipher : target.idCardCipher);
  if (!value) throw badRequest(userMessages.nothingToReveal);
  return { target, value };
};
