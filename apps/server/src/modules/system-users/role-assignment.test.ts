import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_BASE, USER_IMPORT_COLUMNS, type UserOptions } from '@podium/contracts';
import { multipartBody } from '../../test-support/multipart.ts';
import { minimalXlsx } from '../../test-support/zip-builder.ts';
import { roles, userRoles } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Assigning a role is held to the same rule as authoring one (user-policy.ts, grantableRolesCondition):
 * the actor must hold every permission it carries and reach its group; platform roles (no group) are
 * ROOT's to give; nobody changes their own roles. Every path that assigns roles is tried.
 */
let t: TestApp;
let admin: string;
let assigner: Awaited<ReturnType<typeof createActor>>;
/** In schoolA, carrying a permission the assigner lacks. */
let revealRole: { id: number; publicId: string };
/** In schoolA, carrying only what the assigner holds. */
let listRole: { id: number; publicId: string };
/** In schoolB (a sibling of schoolA). */
let siblingRole: { id: number; publicId: string };
let platformStudentRole: string;

const ASSIGNER_PERMISSIONS = [
  'system:user:list',
  'system:user:add',
  'system:user:edit',
  'system:user:role',
  'system:user:import',
];

const insertRole = async (groupId: number | null, roleKey: string, permissions: string[]) =>
  (
    await t.db
      .insert(roles)
      .values({ publicId: newPublicId(), groupId, roleKey, roleName: roleKey, permissions })
      .returning({ id: roles.id, publicId: roles.publicId })
  )[0]!;

const rolesOf = async (userId: number) =>
  (await t.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map(
    (r) => r.roleId,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  assigner = await createActor(t, {
    username: 'assigner1',
    group: t.fixture.groups.schoolA,
    permissions: ASSIGNER_PERMISSIONS,
  });
  revealRole = await insertRole(t.fixture.groups.schoolA.id, 'revealer', [
    'system:user:list',
    'system:user:reveal',
  ]);
  listRole = await insertRole(t.fixture.groups.schoolA.id, 'lister', ['system:user:list']);
  siblingRole = await insertRole(t.fixture.groups.schoolB.id, 'siblinglister', ['system:user:list']);
  platformStudentRole = (
    await t.db.select({ publicId: roles.publicId }).from(roles).where(eq(roles.id, t.fixture.roles.student))
  )[0]!.publicId;
});
afterAll(() => t.close());

describe('POST /system/user/roleSet', () => {
  const student = () => t.fixture.users.student;

  it('refuses a role carrying a permission the actor does not hold, and writes nothing', async () => {
    const before = await rolesOf(student().id);
    const res = await t.post(
      '/system/user/roleSet',
      { userId: student().publicId, roleIds: [revealRole.publicId] },
      { token: assigner.token },
    );
    expect(res.body).toMatchObject({ code: 400, msg: `角色不存在或无权分配：${revealRole.publicId}` });
    expect(await rolesOf(student().id)).toEqual(before);
  });

  it('refuses a platform role (no group) to anyone but ROOT', async () => {
    const res = await t.post(
      '/system/user/roleSet',
      { userId: student().publicId, roleIds: [platformStudentRole] },
      { token: assigner.token, lang: 'en' },
    );
    expect(res.body).toMatchObject({
      code: 400,
      msg: `Unknown role or not yours to assign: ${platformStudentRole}`,
    });
    expect(
      (
        await t.post(
          '/system/user/roleSet',
          { userId: student().publicId, roleIds: [platformStudentRole] },
          { token: admin },
        )
      ).body.code,
    ).toBe(0);
  });

  it('refuses a role of a group outside reach', async () => {
    const res = await t.post(
      '/system/user/roleSet',
      { userId: student().publicId, roleIds: [siblingRole.publicId] },
      { token: assigner.token },
    );
    expect(res.body.code).toBe(400);
  });

  it('lets the actor give a role within their own permissions', async () => {
    const res = await t.post(
      '/system/user/roleSet',
      { userId: student().publicId, roleIds: [listRole.publicId] },
      { token: assigner.token },
    );
    expect(res.body.code).toBe(0);
    expect(await rolesOf(student().id)).toContain(listRole.id);
  });

  it('refuses anyone changing their own roles, ROOT included', async () => {
    const before = await rolesOf(assigner.userId);
    const own = await t.post(
      '/system/user/roleSet',
      { userId: (await publicIdOfUser(assigner.userId))!, roleIds: [listRole.publicId] },
      { token: assigner.token },
    );
    expect(own.body).toMatchObject({ code: 400, msg: '不能修改自己的角色' });
    expect(await rolesOf(assigner.userId)).toEqual(before);
    const root = await t.post(
      '/system/user/roleSet',
      { userId: t.fixture.users.admin.publicId, roleIds: [] },
      { token: admin, lang: 'en' },
    );
    expect(root.body).toMatchObject({ code: 400, msg: 'You cannot change your own roles' });
  });

  it('does not offer what it would refuse', async () => {
    const options = await t.get<UserOptions>('/system/user/options', { token: assigner.token });
    const offered = options.body.data.roles.map((r) => r.roleId);
    expect(offered).toContain(listRole.publicId);
    expect(offered).not.toContain(revealRole.publicId);
    expect(offered).not.toContain(platformStudentRole);
    expect(offered).not.toContain(siblingRole.publicId);
  });
});

const publicIdOfUser = async (id: number) => {
  const { users } = await import('../../db/schema/index.ts');
  return (await t.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, id)))[0]?.publicId;
};

describe('the other paths that assign roles', () => {
  it('POST /system/user/add refuses a role beyond the actor', async () => {
    const res = await t.post(
      '/system/user/add',
      {
        username: 'escalate1',
        realName: '越权',
        password: 'Passw0rd1',
        groupId: t.fixture.groups.schoolA.publicId,
        roleIds: [revealRole.publicId],
      },
      { token: assigner.token },
    );
    expect(res.body.code).toBe(400);
  });

  it('POST /system/user/update refuses a role beyond the actor and one’s own role change', async () => {
    const other = await t.post(
      '/system/user/update',
      { userId: t.fixture.users.student.publicId, roleIds: [revealRole.publicId] },
      { token: assigner.token },
    );
    expect(other.body.code).toBe(400);
    const self = await t.post(
      '/system/user/update',
      {
        userId: (await publicIdOfUser(assigner.userId))!,
        roleIds: [listRole.publicId, assigner.rolePublicId],
      },
      { token: assigner.token },
    );
    expect(self.body).toMatchObject({ code: 400, msg: '不能修改自己的角色' });
    expect(
      await t.db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, assigner.userId), eq(userRoles.roleId, listRole.id))),
    ).toEqual([]);
  });
});

describe('import', () => {
  it('refuses, row by row, a role beyond the actor and a change of one’s own roles', async () => {
    const rows = [
      ['student', '学生甲', '', '', '', '', 'revealer', ''],
      ['assigner1', '分配者', '', '', '', '', 'lister', ''],
    ];
    const { payload, headers } = multipartBody({
      filename: 'users.xlsx',
      content: minimalXlsx([...USER_IMPORT_COLUMNS], rows.length, (n) => rows[n - 1]!),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/system/user/template/import`,
      query: { updateExisting: 'true' },
      headers: { ...headers, authorization: `Bearer ${assigner.token}` },
      payload,
    });
    const body = res.json() as { code: number; data: { problems: { row: number; reason: string }[] } };
    expect(body.code).toBe(13017);
    expect(body.data.problems.map((p) => p.reason)).toEqual(
      expect.arrayContaining(['角色不存在或无权分配：revealer', '不能修改自己的角色']),
    );
  });
});
