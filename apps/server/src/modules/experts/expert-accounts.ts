import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { expertAccountQuery } from '@podium/contracts';
import { experts, roles, userRoles, users } from '../../db/schema/index.ts';
import { hasPermission, type AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, conflict, noPermission } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { generateInitialPassword } from '../system-users/import-write.ts';
import { userScope } from '../system-users/user-policy.ts';
import { expertScope, findExpert } from './expert-library.ts';
import { intakeMessages } from './expert-intake.messages.ts';
import { presentExperts } from './expert-view.ts';

/**
 * Expert sign-in accounts. An account made here is of user type `expert` and holds only the `expert` role in
 * the library's group, so its menu is the expert workspace and every desk call refuses it. Linking an existing
 * user (in the caller's reach) adds that role beside theirs. Only accounts made for experts follow the
 * expert's status (disabled → signed out and barred) or get a password reset here.
 */
const EXPERT_ROLE = 'expert';
const EXPERT_USER_TYPE = 'expert';

export const listExpertAccounts = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  auth: AuthContext,
  query: z.infer<typeof expertAccountQuery>,
) => {
  const conditions: (SQL | undefined)[] = [expertScope(auth)];
  if (query.name) conditions.push(ilike(experts.name, likePattern(query.name)));
  if (query.hasAccount === '1') conditions.push(isNotNull(experts.userId));
  if (query.hasAccount === '0') conditions.push(isNull(experts.userId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(experts)
      .where(where)
      .orderBy(desc(experts.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    deps.db.select({ value: count() }).from(experts).where(where),
  ]);
  return { rows: await presentExperts(deps.db, deps.personalData, rows), total: total?.value ?? 0 };
};

/** The expert role; refused when it carries a permission the caller lacks (no escalation by assignment). */
const expertRoleId = async (db: AppDeps['db'], auth: AuthContext) => {
  const [role] = await db
    .select({ id: roles.id, permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.roleKey, EXPERT_ROLE))
    .orderBy(roles.id)
    .limit(1);
  if (!role) throw badRequest(intakeMessages.expertRoleMissing);
  if (!role.permissions.every((p) => hasPermission(auth, p))) throw noPermission();
  return role.id;
};

const withoutAccount = async (db: AppDeps['db'], auth: AuthContext, expertId: string) => {
  const expert = await findExpert(db, auth, expertId);
  if (expert.userId) throw conflict(intakeMessages.accountExists);
  return expert;
};

/** A new `expert` user for the expert; the password typed, or a generated one returned once. */
export const createExpertAccount = async (
  deps: AppDeps,
  auth: AuthContext,
  input: { expertId: string; username: string; password: string },
) => {
  const { db } = deps;
  const expert = await withoutAccount(db, auth, input.expertId);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, input.username))
    .limit(1);
  if (taken) throw conflict(intakeMessages.usernameTaken);
  const roleId = await expertRoleId(db, auth);
  const password = input.password || generateInitialPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        publicId: newPublicId(),
        username: input.username,
        passwordHash,
        realName: expert.name,
        userType: EXPERT_USER_TYPE,
        groupId: expert.groupId,
        status: expert.status === 'active' ? 1 : 0,
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId, groupId: expert.groupId });
    await tx
      .update(experts)
      .set({ userId: user!.id, updatedAt: new Date() })
      .where(eq(experts.id, expert.id));
  });
  return { expert, username: input.username, initialPassword: input.password ? null : password };
};

/** Links an existing user in the caller's reach and gives them the expert role in the library's group. */
export const linkExpertAccount = async (
  deps: AppDeps,
  auth: AuthContext,
  input: { expertId: string; username: string },
) => {
  const { db } = deps;
  const expert = await withoutAccount(db, auth, input.expertId);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, input.username), userScope(auth)))
    .limit(1);
  if (!user) throw badRequest(intakeMessages.userUnknown);
  const [other] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(and(eq(experts.groupId, expert.groupId), eq(experts.userId, user.id), ne(experts.id, expert.id)))
    .limit(1);
  if (other) throw conflict(intakeMessages.userLinkedElsewhere);
  const roleId = await expertRoleId(db, auth);
  await db.transaction(async (tx) => {
    await tx
      .insert(userRoles)
      .values({ userId: user.id, roleId, groupId: expert.groupId })
      .onConflictDoNothing();
    await tx.update(experts).set({ userId: user.id, updatedAt: new Date() }).where(eq(experts.id, expert.id));
  });
  return { expert, username: input.username, initialPassword: null };
};

/** Ends the link: the expert role in the library's group goes, and the user's sessions end. */
export const unlinkExpertAccount = async (deps: AppDeps, auth: AuthContext, expertId: string) => {
  const { db } = deps;
  const expert = await findExpert(db, auth, expertId);
  if (!expert.userId) throw badRequest(intakeMessages.noAccount);
  const userId = expert.userId;
  const roleId = await expertRoleId(db, auth);
  await db.transaction(async (tx) => {
    await tx.update(experts).set({ userId: null, updatedAt: new Date() }).where(eq(experts.id, expert.id));
    await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.userId, userId),
          eq(userRoles.roleId, roleId),
          eq(userRoles.groupId, expert.groupId),
        ),
      );
  });
  await revokeUserSessions(db, userId);
  return expert;
};

/** A new generated password for an account made for an expert (never for a linked staff account). */
export const resetExpertPassword = async (deps: AppDeps, auth: AuthContext, expertId: string) => {
  const { db } = deps;
  const expert = await findExpert(db, auth, expertId);
  if (!expert.userId) throw badRequest(intakeMessages.noAccount);
  const [user] = await db
    .select({ id: users.id, username: users.username, userType: users.userType })
    .from(users)
    .where(eq(users.id, expert.userId));
  if (!user || user.userType !== EXPERT_USER_TYPE) throw badRequest(intakeMessages.notOwnAccount);
  const password = generateInitialPassword();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id);
  return { expert, username: user.username, initialPassword: password };
};

/**
 * Called after an expert's status changed: an account made for the expert is disabled (and signed out) or
 * enabled with them. A linked staff account keeps its own status; the review calls refuse a disabled expert.
 */
export const syncAccountStatus = async (deps: AppDeps, expertDbId: number) => {
  const { db } = deps;
  const [expert] = await db
    .select({ userId: experts.userId, status: experts.status })
    .from(experts)
    .where(eq(experts.id, expertDbId));
  if (!expert?.userId) return;
  const status = expert.status === 'active' ? 1 : 0;
  const [changed] = await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(users.id, expert.userId), eq(users.userType, EXPERT_USER_TYPE), ne(users.status, status)))
    .returning({ id: users.id });
  if (changed && status === 0) await revokeUserSessions(db, changed.id);
};

/** Sets the status of experts in reach (all listed or none) and lets their own accounts follow. */
export const setExpertStatus = async (
  deps: AppDeps,
  auth: AuthContext,
  expertIds: string[],
  status: 'active' | 'disabled',
) => {
  const rows = await deps.db
    .update(experts)
    .set({ status, updatedAt: new Date() })
    .where(and(inArray(experts.publicId, expertIds), expertScope(auth)))
    .returning({ id: experts.id });
  for (const row of rows) await syncAccountStatus(deps, row.id);
  return rows.length;
};
