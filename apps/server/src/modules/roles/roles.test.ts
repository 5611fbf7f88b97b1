import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { MenuNode, PermissionTreeNode, RoleDetail, RoleOption, RoleRow } from '@podium/contracts';
import { roleMenus, roles, userRoles } from '../../db/schema/index.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
/** Role administrator of the organiser group: may manage roles, holds only these and the log permission. */
let roleAdmin: Awaited<ReturnType<typeof createActor>>;
/** Role administrator of school A: must never see or touch roles of the organiser or school B. */
let schoolAdmin: Awaited<ReturnType<typeof createActor>>;
const ROLE_PERMS = [
  'system:role:list',
  'system:role:add',
  'system:role:edit',
  'system:role:remove',
  'system:log:list',
];

const roleCount = async () => (await t.db.select({ n: count() }).from(roles))[0]!.n;
const menuId = async (key: string) => {
  const tree = await t.get<{ menuId: string; path: string; children: { menuId: string; path: string }[] }[]>(
    '/system/menu/tree',
    { token: admin },
  );
  const paths: Record<string, string> = {
    'system.log': '/system/log',
    'system.user': '/system/user',
    dashboard: '/dashboard',
  };
  const flat = tree.body.data.flatMap((n) => [n, ...n.children]);
  return flat.find((n) => n.path === paths[key])!.menuId;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  roleAdmin = await createActor(t, {
    username: 'roleadmin',
    group: t.fixture.groups.organizer,
    permissions: ROLE_PERMS,
  });
  schoolAdmin = await createActor(t, {
    username: 'schooladmin',
    group: t.fixture.groups.schoolA,
    permissions: ROLE_PERMS,
  });
});
afterAll(() => t.close());

const addBody = (over: Record<string, unknown> = {}) => ({
  roleKey: 'reviewer_lead',
  roleName: '评审组长',
  permissions: ['system:log:list'],
  dataScope: 'group',
  ...over,
});

describe('GET /system/role/page', () => {
  it('shows ROOT every role, the ROOT role read-only', async () => {
    const res = await t.get<{ rows: RoleRow[]; total: number }>('/system/role/page', {
      token: admin,
      query: { pageSize: '100' },
    });
    expect(res.body.code).toBe(0);
    const root = res.body.data.rows.find((r) => r.roleKey === 'ROOT')!;
    expect(root.editable).toBe(false);
    expect(root.groupId).toBeNull();
    expect(res.body.data.rows.find((r) => r.roleKey === 'organizer')).toMatchObject({
      editable: true,
      groupName: '全国大学生创新竞赛组委会',
      userCount: 2,
    });
  });

  it('shows a group’s role administrator the roles of its subtree only', async () => {
    const res = await t.get<{ rows: RoleRow[]; total: number }>('/system/role/page', {
      token: roleAdmin.token,
      query: { pageSize: '100' },
    });
    const keys = res.body.data.rows.map((r) => r.roleKey);
    expect(keys).toEqual(
      expect.arrayContaining(['organizer', 'school', 'auditor', 'r_roleadmin', 'r_schooladmin']),
    );
    expect(keys).not.toContain('ROOT');
    expect(keys).not.toContain('student');
    expect(res.body.data.total).toBe(keys.length);
  });

  it('never shows a sibling’s or superior’s roles', async () => {
    const res = await t.get<{ rows: RoleRow[] }>('/system/role/page', {
      token: schoolAdmin.token,
      query: { pageSize: '100' },
    });
    expect(res.body.data.rows.map((r) => r.roleKey)).toEqual(['r_schooladmin']);
    const other = await t.get('/system/role/page', {
      token: schoolAdmin.token,
      query: { groupId: t.fixture.groups.schoolB.publicId },
    });
    expect(other.body.code).toBe(401);
  });

  it('filters by keyword and status', async () => {
    const res = await t.get<{ rows: RoleRow[] }>('/system/role/page', {
      token: admin,
      query: { keyword: '审计', status: '1' },
    });
    expect(res.body.data.rows.map((r) => r.roleKey)).toEqual(['auditor']);
  });

  it('refuses bad paging, no session and no permission', async () => {
    const bad = await t.get('/system/role/page', { token: admin, query: { pageSize: '0' } });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^每页条数：/);
    expect((await t.get('/system/role/page')).body.code).toBe(11000);
    const organizer = await t.login('organizer');
    const denied = await t.get('/system/role/page', { token: organizer });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(401);
  });
});

describe('POST /system/role/add', () => {
  it('creates a role with permissions and menus, and logs it', async () => {
    const mark = await operationLogMark(t);
    const logMenu = await menuId('system.log');
    const res = await t.post<RoleDetail>('/system/role/add', addBody({ menuIds: [logMenu] }), {
      token: roleAdmin.token,
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      roleKey: 'reviewer_lead',
      groupId: t.fixture.groups.organizer.publicId,
      permissions: ['system:log:list'],
      dataScope: 'group',
      menuIds: [logMenu],
      userCount: 0,
    });
    const log = await waitForOperationLog(t, 'role', 'add', mark);
    expect(log).toMatchObject({
      success: true,
      target: 'reviewer_lead',
      username: 'roleadmin',
      groupId: t.fixture.groups.organizer.id,
    });
    expect(log.after).toMatchObject({ roleKey: 'reviewer_lead', menuIds: [logMenu] });
  });

  it('names the bad field and writes nothing', async () => {
    const before = await roleCount();
    const res = await t.post('/system/role/add', addBody({ roleKey: '1bad' }), { token: roleAdmin.token });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/^角色标识：/);
    const en = await t.post('/system/role/add', addBody({ roleName: '' }), {
      token: roleAdmin.token,
      lang: 'en',
    });
    expect(en.body.msg).toMatch(/^role name: /);
    const extra = await t.post('/system/role/add', addBody({ isRoot: true }), { token: roleAdmin.token });
    expect(extra.body.msg).toBe('isRoot：不允许的字段');
    expect(await roleCount()).toBe(before);
  });

  it('accepts only known permission keys', async () => {
    const res = await t.post(
      '/system/role/add',
      addBody({ roleKey: 'x1', permissions: ['system:nuke:all'] }),
      { token: admin },
    );
    expect(res.body).toEqual({ code: 400, msg: '未知的权限标识：system:nuke:all', data: null });
  });

  it('refuses privilege escalation: permissions or a data scope the actor lacks', async () => {
    const before = await roleCount();
    const perm = await t.post(
      '/system/role/add',
      addBody({ roleKey: 'x2', permissions: ['system:user:remove'] }),
      { token: roleAdmin.token },
    );
    expect(perm.body).toEqual({ code: 400, msg: '不能授予自己没有的权限：system:user:remove', data: null });
    const scope = await t.post('/system/role/add', addBody({ roleKey: 'x3', dataScope: 'all' }), {
      token: roleAdmin.token,
    });
    expect(scope.body).toEqual({ code: 400, msg: '不能授予比自己更大的数据范围', data: null });
    expect(await roleCount()).toBe(before);
    // ROOT may grant anything.
    expect(
      (
        await t.post(
          '/system/role/add',
          addBody({ roleKey: 'x4', permissions: ['system:user:remove'], dataScope: 'all' }),
          { token: admin },
        )
      ).body.code,
    ).toBe(0);
  });

  it('keeps the ROOT key reserved and keys unique per group', async () => {
    expect((await t.post('/system/role/add', addBody({ roleKey: 'ROOT' }), { token: admin })).body.msg).toBe(
      '角色标识 ROOT 为系统保留',
    );
    const dup = await t.post(
      '/system/role/add',
      addBody({ roleKey: 'organizer', groupId: t.fixture.groups.organizer.publicId }),
      { token: admin },
    );
    expect(dup.body).toEqual({ code: 409, msg: '角色标识 organizer 在该机构中已存在', data: null });
  });

  it('cuts menus down to those the role’s group may use', async () => {
    const res = await t.post(
      '/system/role/add',
      addBody({
        roleKey: 'school_log',
        groupId: t.fixture.groups.schoolA.publicId,
        menuIds: [await menuId('system.log')],
      }),
      { token: admin },
    );
    expect(res.body).toEqual({ code: 400, msg: '机构不可使用菜单「日志管理」', data: null });
  });

  it('refuses roles in another group’s reach and platform roles for non-ROOT', async () => {
    const other = await t.post(
      '/system/role/add',
      addBody({ roleKey: 'x5', groupId: t.fixture.groups.schoolB.publicId }),
      { token: schoolAdmin.token },
    );
    expect(other.body.code).toBe(401);
    const platform = await t.post('/system/role/add', addBody({ roleKey: 'x6', groupId: null }), {
      token: roleAdmin.token,
    });
    expect(platform.body.msg).toBe('只有超级管理员可以管理平台角色');
  });

  it('needs a session and the permission', async () => {
    expect((await t.post('/system/role/add', addBody())).body.code).toBe(11000);
    expect((await t.post('/system/role/add', addBody(), { token: await t.login('school') })).body.code).toBe(
      401,
    );
  });
});

describe('POST /system/role/update', () => {
  it('changes the role and its menus, logging before and after; the menu reaches its users at once', async () => {
    const auditor = await t.get<{ rows: RoleRow[] }>('/system/role/page', {
      token: roleAdmin.token,
      query: { keyword: 'auditor' },
    });
    const role = auditor.body.data.rows[0]!;
    const holder = await createActor(t, {
      username: 'auditor1',
      group: t.fixture.groups.organizer,
      permissions: [],
    });
    await t.db.insert(userRoles).values({
      userId: holder.userId,
      roleId: (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.publicId, role.roleId)))[0]!.id,
      groupId: t.fixture.groups.organizer.id,
    });
    const menus = async () =>
      JSON.stringify((await t.get<MenuNode[]>('/system/menu/userMenu', { token: holder.token })).body.data);
    expect(await menus()).toContain('/system/log');

    const mark = await operationLogMark(t);
    const res = await t.post<RoleDetail>(
      '/system/role/update',
      {
        roleId: role.roleId,
        roleKey: 'auditor',
        roleName: '审计员',
        permissions: ['system:log:list'],
        dataScope: 'subtree',
        menuIds: [],
      },
      { token: roleAdmin.token },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ roleName: '审计员', menuIds: [] });
    expect(await menus()).not.toContain('/system/log');
    const log = await waitForOperationLog(t, 'role', 'update', mark);
    expect(log.before).toMatchObject({ roleName: '日志审计员' });
    expect(log.after).toMatchObject({ roleName: '审计员' });
  });

  it('lets an actor keep permissions they lack but not add any', async () => {
    const created = await t.post<RoleDetail>(
      '/system/role/add',
      addBody({
        roleKey: 'by_root',
        permissions: ['system:user:remove'],
        groupId: t.fixture.groups.organizer.publicId,
      }),
      { token: admin },
    );
    const roleId = created.body.data.roleId;
    const keep = await t.post(
      '/system/role/update',
      {
        roleId,
        roleKey: 'by_root',
        roleName: '改名',
        permissions: ['system:user:remove', 'system:log:list'],
        dataScope: 'group',
      },
      { token: roleAdmin.token },
    );
    expect(keep.body.code).toBe(0);
    const add = await t.post(
      '/system/role/update',
      {
        roleId,
        roleKey: 'by_root',
        roleName: '改名',
        permissions: ['system:user:remove', 'system:user:add'],
        dataScope: 'group',
      },
      { token: roleAdmin.token },
    );
    expect(add.body.msg).toBe('不能授予自己没有的权限：system:user:add');
  });

  it('refuses the ROOT role and roles out of reach', async () => {
    const page = await t.get<{ rows: RoleRow[] }>('/system/role/page', {
      token: admin,
      query: { keyword: 'ROOT' },
    });
    const root = page.body.data.rows.find((r) => r.roleKey === 'ROOT')!;
    const res = await t.post(
      '/system/role/update',
      { roleId: root.roleId, roleKey: 'ROOT', roleName: 'x' },
      { token: admin },
    );
    expect(res.body).toEqual({ code: 400, msg: '超级管理员角色不能修改、停用或删除', data: null });
    const organizerRole = await t.get<{ rows: RoleRow[] }>('/system/role/page', {
      token: admin,
      query: { keyword: 'organizer' },
    });
    const out = await t.post(
      '/system/role/update',
      { roleId: organizerRole.body.data.rows[0]!.roleId, roleKey: 'organizer', roleName: 'x' },
      { token: schoolAdmin.token },
    );
    expect(out.body.code).toBe(401);
  });
});

describe('POST /system/role/status', () => {
  it('disables a role: its holders lose what it granted at once', async () => {
    const holder = await createActor(t, {
      username: 'logreader',
      group: t.fixture.groups.schoolA,
      permissions: ['system:log:list'],
    });
    expect((await t.get('/system/log/login/page', { token: holder.token })).body.code).toBe(0);
    const res = await t.post(
      '/system/role/status',
      { roleId: holder.rolePublicId, status: 0 },
      { token: schoolAdmin.token },
    );
    expect(res.body.code).toBe(0);
    expect((await t.get('/system/log/login/page', { token: holder.token })).body.code).toBe(401);
    expect(
      (
        await t.post(
          '/system/role/status',
          { roleId: holder.rolePublicId, status: 2 },
          { token: schoolAdmin.token },
        )
      ).body.msg,
    ).toMatch(/^状态：/);
    expect(
      (
        await t.post(
          '/system/role/status',
          { roleId: roleAdmin.rolePublicId, status: 0 },
          { token: schoolAdmin.token },
        )
      ).body.code,
    ).toBe(401);
  });
});

describe('POST /system/role/delete', () => {
  it('asks for confirmation while the role is assigned, then removes it with its assignments', async () => {
    const victim = await createActor(t, {
      username: 'victim',
      group: t.fixture.groups.organizer,
      permissions: [],
      menuKeys: ['dashboard'],
    });
    const refused = await t.post(
      '/system/role/delete',
      { ids: [victim.rolePublicId] },
      { token: roleAdmin.token },
    );
    expect(refused.body).toEqual({
      code: 409,
      msg: '角色「role of victim」已分配给 1 个用户，确认删除将同时解除这些分配',
      data: null,
    });
    expect(
      (await t.db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, victim.roleId)))[0]!.n,
    ).toBe(1);
    const mark = await operationLogMark(t);
    const res = await t.post(
      '/system/role/delete',
      { ids: [victim.rolePublicId], force: true },
      { token: roleAdmin.token },
    );
    expect(res.body.code).toBe(0);
    expect(
      (await t.db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, victim.roleId)))[0]!.n,
    ).toBe(0);
    expect(
      (await t.db.select({ n: count() }).from(roleMenus).where(eq(roleMenus.roleId, victim.roleId)))[0]!.n,
    ).toBe(0);
    const log = await waitForOperationLog(t, 'role', 'delete', mark);
    expect(log.before).toMatchObject([{ roleKey: 'r_victim', userCount: 1 }]);
  });

  it('refuses ROOT, out-of-reach roles, an empty list and no permission', async () => {
    const page = await t.get<{ rows: RoleRow[] }>('/system/role/page', {
      token: admin,
      query: { keyword: 'ROOT' },
    });
    const root = page.body.data.rows.find((r) => r.roleKey === 'ROOT')!;
    expect(
      (await t.post('/system/role/delete', { ids: [root.roleId], force: true }, { token: admin })).body.msg,
    ).toBe('超级管理员角色不能修改、停用或删除');
    expect(
      (
        await t.post(
          '/system/role/delete',
          { ids: [roleAdmin.rolePublicId], force: true },
          { token: schoolAdmin.token },
        )
      ).body.code,
    ).toBe(401);
    const empty = await t.post('/system/role/delete', { ids: [] }, { token: admin });
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toContain('>=1');
    expect(
      (await t.post('/system/role/delete', { ids: ['x'] }, { token: await t.login('organizer') })).body.code,
    ).toBe(401);
  });
});

describe('lookups', () => {
  it('marks the permissions an actor cannot grant', async () => {
    const tree = await t.get<PermissionTreeNode[]>('/system/role/permissionTree', { token: roleAdmin.token });
    const leaves = (nodes: PermissionTreeNode[]): PermissionTreeNode[] =>
      nodes.flatMap((n) => (n.children ? leaves(n.children) : [n]));
    const all = leaves(tree.body.data);
    expect(
      all
        .filter((n) => !n.disabled)
        .map((n) => n.key)
        .sort(),
    ).toEqual([...ROLE_PERMS].sort());
    expect(all.map((n) => n.key)).toContain('competition:info:list');
    const rootTree = await t.get<PermissionTreeNode[]>('/system/role/permissionTree', { token: admin });
    expect(leaves(rootTree.body.data).every((n) => !n.disabled)).toBe(true);
    expect((await t.get('/system/role/permissionTree', { token: await t.login('school') })).body.code).toBe(
      401,
    );
  });

  it('offers assignable roles: the subtree’s and the platform’s, ROOT only to ROOT', async () => {
    const organizer = await t.get<RoleOption[]>('/system/role/options', {
      token: await t.login('organizer'),
    });
    const keys = organizer.body.data.map((r) => r.roleKey);
    expect(keys).toEqual(expect.arrayContaining(['organizer', 'school', 'expert', 'student']));
    expect(keys).not.toContain('ROOT');
    expect(keys).toContain('r_schooladmin');
    expect(
      (await t.get<RoleOption[]>('/system/role/options', { token: admin })).body.data.map((r) => r.roleKey),
    ).toContain('ROOT');
    expect((await t.get('/system/role/options', { token: await t.login('expert') })).body.code).toBe(401);
  });

  it('offers the menus a role of a group could open', async () => {
    const tree = await t.get<MenuNode[]>('/system/role/menuTree', {
      token: roleAdmin.token,
      query: { groupId: t.fixture.groups.schoolA.publicId },
    });
    const text = JSON.stringify(tree.body.data);
    expect(text).toContain('/competition/list');
    expect(text).not.toContain('/system/log');
    expect(
      (
        await t.get('/system/role/menuTree', {
          token: schoolAdmin.token,
          query: { groupId: t.fixture.groups.schoolB.publicId },
        })
      ).body.code,
    ).toBe(401);
    expect((await t.get('/system/role/menuTree', { token: roleAdmin.token })).body.msg).toBe(
      '只有超级管理员可以管理平台角色',
    );
  });

  it('shows one role with its menus, within reach only', async () => {
    const detail = await t.get<RoleDetail>('/system/role/detail', {
      token: roleAdmin.token,
      query: { roleId: roleAdmin.rolePublicId },
    });
    expect(detail.body.data.permissions).toEqual(ROLE_PERMS);
    expect(
      (
        await t.get('/system/role/detail', {
          token: schoolAdmin.token,
          query: { roleId: roleAdmin.rolePublicId },
        })
      ).body.code,
    ).toBe(401);
    expect((await t.get('/system/role/detail', { token: admin, query: { roleId: 'nope' } })).body.code).toBe(
      404,
    );
  });
});
