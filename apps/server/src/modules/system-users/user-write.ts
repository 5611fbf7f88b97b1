import { and, eq } from 'drizzle-orm';
import type { addUserBody, updateUserBody } from '@podium/contracts';
import type { z } from 'zod';
import { userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from '../auth/index.ts';
import {
  idCardColumns,
  normaliseIdCard,
  parseIdCardOrThrow,
  phoneColumns,
} from '../../platform/personal-fields.ts';
import { userMessages } from './system-users.messages.ts';
import { findUserRow } from './user-list.ts';
import {
  loadUserForChange,
  replaceUserRoles,
  resolveDepartment,
  resolveGrantableRoles,
  resolveHomeGroup,
} from './user-policy.ts';
import { assertUnique } from './user-unique.ts';

type AddInput = z.output<typeof addUserBody>;
type UpdateInput = z.output<typeof updateUserBody>;

/** POST /system/user/add: a user in a group the actor reaches, with roles the actor may grant. */
export const addUser = async (deps: AppDeps, auth: AuthContext, body: AddInput) => {
  const { db, personalData } = deps;
  const group = await resolveHomeGroup(db, auth, body.groupId);
  const deptId = await resolveDepartment(db, body.deptId, group.id);
  const roleIds = await resolveGrantableRoles(db, auth, body.roleIds);
  const idCard = body.idCard ? normaliseIdCard(body.idCard) : null;
  const idInfo = idCard ? parseIdCardOrThrow(idCard) : undefined;
  const phone = body.phone || null;
  const email = body.email ? body.email.toLowerCase() : null;
  const personal = { ...phoneColumns(personalData, phone), ...idCardColumns(personalData, idCard, idInfo) };
  await assertUnique(db, {
    username: body.username,
    phoneIndex: personal.phoneIndex,
    email,
    idCardIndex: personal.idCardIndex,
  });
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        publicId: newPublicId(),
        username: body.username,
        passwordHash,
        realName: body.realName,
        email,
        ...personal,
        groupId: group.id,
        deptId,
        status: body.status,
        avatar: body.avatar,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('insert returned no row');
    if (roleIds.length > 0)
      await tx
        .insert(userRoles)
        .values(roleIds.map((roleId) => ({ userId: created.id, roleId, groupId: group.id })));
    return created.id;
  });
  return (await findUserRow(deps, userId))!;
};

/** The value to store for an optional personal field: undefined keeps, '' clears. */
const changed = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);

/** POST /system/user/update: fields left out stay; a new home group takes the roles along; disabling ends sessions. */
export const updateUser = async (deps: AppDeps, auth: AuthContext, body: UpdateInput) => {
  const { db, personalData } = deps;
  const target = await loadUserForChange(db, auth, body.userId);
  if (body.status === 0 && target.id === auth.userId) throw badRequest(userMessages.disableSelf);
  const before = await findUserRow(deps, target.id);

  const group = body.groupId ? await resolveHomeGroup(db, auth, body.groupId) : undefined;
  const homeGroupId = group?.id ?? target.groupId;
  const groupChanged = group !== undefined && group.id !== target.groupId;
  // A department belongs to one group: moving the user to another group without naming one clears it.
  const deptId =
    body.deptId !== undefined
      ? await resolveDepartment(db, body.deptId, homeGroupId ?? 0)
      : groupChanged
        ? null
        : undefined;
  const roleIds = body.roleIds ? await resolveGrantableRoles(db, auth, body.roleIds) : undefined;

  const phone = changed(body.phone);
  const givenEmail = changed(body.email);
  const email = givenEmail ? givenEmail.toLowerCase() : givenEmail;
  const givenIdCard = changed(body.idCard);
  const idCard = givenIdCard ? normaliseIdCard(givenIdCard) : givenIdCard;
  const idInfo = idCard ? parseIdCardOrThrow(idCard) : undefined;
  const phonePart = phone === undefined ? undefined : phoneColumns(personalData, phone);
  const idCardPart = idCard === undefined ? undefined : idCardColumns(personalData, idCard, idInfo);
  const personal = { ...phonePart, ...idCardPart };
  await assertUnique(
    db,
    {
      username: body.username,
      phoneIndex: phonePart?.phoneIndex,
      email,
      idCardIndex: idCardPart?.idCardIndex,
    },
    target.id,
  );

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        username: body.username,
        realName: body.realName,
        email,
        ...personal,
        groupId: homeGroupId ?? undefined,
        deptId,
        status: body.status,
        avatar: body.avatar,
        updatedAt: new Date(),
      })
      .where(eq(users.id, target.id));
    if (homeGroupId === null) return;
    if (roleIds) {
      await replaceUserRoles(tx, auth, target.id, homeGroupId, roleIds);
    } else if (groupChanged && target.groupId !== null) {
      // The roles held in the old home group follow the user to the new one.
      const held = await tx
        .select({ roleId: userRoles.roleId })
        .from(userRoles)
        .where(and(eq(userRoles.userId, target.id), eq(userRoles.groupId, target.groupId)));
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, target.id), eq(userRoles.groupId, target.groupId)));
      if (held.length > 0) {
        await tx
          .insert(userRoles)
          .values(held.map((h) => ({ userId: target.id, roleId: h.roleId, groupId: homeGroupId })))
          .onConflictDoNothing();
      }
    }
  });
  if (body.status === 0 && target.status !== 0) await revokeUserSessions(db, target.id);
  return { before, after: (await findUserRow(deps, target.id))! };
};

/** POST /system/user/changeStatus: enable or disable; disabling ends the user's sessions at once. */
export const changeUserStatus = async (deps: AppDeps, auth: AuthContext, userId: string, status: 0 | 1) => {
  const target = await loadUserForChange(deps.db, auth, userId);
  if (status === 0 && target.id === auth.userId) throw badRequest(userMessages.disableSelf);
  await deps.db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, target.id));
  if (status === 0) await revokeUserSessions(deps.db, target.id);
  return { target, before: { status: target.status }, after: { status } };
};

/** POST /system/user/roleSet: replaces the roles the actor controls. */
export const setUserRoles = async (
  deps: AppDeps,
  auth: AuthContext,
  userId: string,
  rolePublicIds: string[],
) => {
  const target = await loadUserForChange(deps.db, auth, userId);
  const roleIds = await resolveGrantableRoles(deps.db, auth, rolePublicIds);
  const before = await findUserRow(deps, target.id);
  if (target.groupId === null) throw badRequest(userMessages.groupNotFound);
  const homeGroupId = target.groupId;
  await deps.db.transaction((tx) => replaceUserRoles(tx, auth, target.id, homeGroupId, roleIds));
  const after = await findUserRow(deps, target.id);
  return { target, before: { roleIds: before?.roleIds }, after: { roleIds: after?.roleIds } };
};
