import { and, desc, eq, gt, max } from 'drizzle-orm';
import { operationLogs, roleMenus, roles, userRoles, users } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { newPublicId } from '../platform/ids.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { TestApp } from './test-app.ts';

type GroupRef = { id: number; publicId: string };

let passwordHash: Promise<string> | undefined;

/**
 * A signed-in user holding one made-to-measure role in `group`: the narrow actor that permission, escalation
 * and tenancy tests need (the demo personas hold broad roles).
 */
export const createActor = async (
  t: TestApp,
  options: {
    username: string;
    group: GroupRef;
    permissions: string[];
    dataScope?: string;
    menuKeys?: string[];
    deptId?: number;
  },
) => {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const [role] = await t.db
    .insert(roles)
    .values({
      publicId: newPublicId(),
      groupId: options.group.id,
      roleKey: `r_${options.username}`,
      roleName: `role of ${options.username}`,
      permissions: options.permissions,
      dataScope: options.dataScope ?? 'subtree',
    })
    .returning({ id: roles.id, publicId: roles.publicId });
  const [user] = await t.db
    .insert(users)
    .values({
      publicId: newPublicId(),
      username: options.username,
      passwordHash: await passwordHash,
      realName: options.username,
      groupId: options.group.id,
      deptId: options.deptId,
    })
    .returning({ id: users.id, publicId: users.publicId });
  await t.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id, groupId: options.group.id });
  const menuIds = (options.menuKeys ?? []).map((key) => t.fixture.menuIds.get(key)!);
  if (menuIds.length)
    await t.db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: role!.id, menuId })));
  return {
    token: await t.login(options.username),
    roleId: role!.id,
    rolePublicId: role!.publicId,
    userId: user!.id,
    groupId: options.group.publicId,
  };
};

/** A mark in the operation log: rows written later have a greater id. */
export const operationLogMark = async (t: TestApp) => {
  const [row] = await t.db.select({ id: max(operationLogs.id) }).from(operationLogs);
  return row?.id ?? 0;
};

/** The newest operation-log row of `module`/`action` after `mark`; the hook writes after the response, so poll briefly. */
export const waitForOperationLog = async (t: TestApp, module: string, action: string, mark: number) => {
  for (let i = 0; i < 50; i++) {
    const [row] = await t.db
      .select()
      .from(operationLogs)
      .where(
        and(eq(operationLogs.module, module), eq(operationLogs.action, action), gt(operationLogs.id, mark)),
      )
      .orderBy(desc(operationLogs.id))
      .limit(1);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`no operation log ${module}/${action}`);
};

/**
 * A student of the given demo school with no role, no sign-up and no profile, signed in: the outsider of
 * tests that must not lean on which demo accounts other areas' demo data has enrolled.
 */
export const signInNewStudent = async (
  t: TestApp,
  username: string,
  school: 'schoolA' | 'schoolB' = 'schoolA',
) => {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  await t.db.insert(users).values({
    publicId: newPublicId(),
    username,
    passwordHash: await passwordHash,
    realName: username,
    userType: 'student',
    groupId: t.fixture.groups[school].id,
    email: `${username}@example.edu.cn`,
  });
  return t.login(username);
};
