import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { GroupMenuResult, MenuAdminNode, MenuNode } from '@podium/contracts';
import { groupMenus, groups, menus, roleMenus } from '../../db/schema/index.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let tree: MenuAdminNode[];
const flat = (nodes: MenuAdminNode[]): MenuAdminNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const byPath = (path: string) => flat(tree).find((n) => n.path === path)!;
const menuCount = async () => (await t.db.select({ n: count() }).from(menus))[0]!.n;
const userMenuText = async (token: string, groupId?: string) =>
  JSON.stringify((await t.get<MenuNode[]>('/system/menu/userMenu', { token, groupId })).body.data);
const page = (over: Record<string, unknown> = {}) => ({
  parentId: byPath('/system').menuId,
  menuType: 2,
  menuName: '公告管理',
  menuNameEn: 'Notices',
  path: '/system/notice',
  component: 'system/notice',
  icon: 'BellOutlined',
  permission: 'system:notice:list',
  orderNum: 20,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  tree = (await t.get<MenuAdminNode[]>('/system/menu/tree', { token: admin })).body.data;
});
afterAll(() => t.close());

describe('GET /system/menu/tree', () => {
  it('returns the whole tree with both names', () => {
    expect(byPath('/system/role')).toMatchObject({
      menuType: 2,
      menuName: '角色管理',
      menuNameEn: 'Roles',
      component: 'system/role',
      permission: 'system:role:list',
      parentId: byPath('/system').menuId,
    });
  });

  it('needs a session and system:menu:list', async () => {
    expect((await t.get('/system/menu/tree')).body.code).toBe(11000);
    expect((await t.get('/system/menu/tree', { token: await t.login('organizer') })).body.code).toBe(401);
  });
});

describe('POST /system/menu/add', () => {
  it('adds a page that shows at once wherever its directory is usable, and logs it', async () => {
    const mark = await operationLogMark(t);
    const res = await t.post<MenuAdminNode>('/system/menu/add', page({ permission: '' }), { token: admin });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      menuName: '公告管理',
      parentId: byPath('/system').menuId,
      children: [],
    });
    expect(await userMenuText(admin, t.fixture.groups.organizer.publicId)).toContain('/system/notice');
    // School groups do not have the system directory, so the new page is not theirs.
    const schoolRows = await t.db
      .select({ n: count() })
      .from(groupMenus)
      .where(eq(groupMenus.groupId, t.fixture.groups.schoolA.id));
    const [created] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.publicId, res.body.data.menuId));
    expect(
      (await t.db.select().from(groupMenus).where(eq(groupMenus.menuId, created!.id)))
        .map((r) => r.groupId)
        .sort(),
    ).toEqual([t.fixture.groups.platform.id, t.fixture.groups.organizer.id].sort());
    expect(schoolRows[0]!.n).toBeGreaterThan(0);
    const log = await waitForOperationLog(t, 'menu', 'add', mark);
    expect(log.after).toMatchObject({ menuName: '公告管理', path: '/system/notice' });
  });

  it('enforces the type rules and writes nothing on bad input', async () => {
    const before = await menuCount();
    const underPage = await t.post('/system/menu/add', page({ parentId: byPath('/system/role').menuId }), {
      token: admin,
    });
    expect(underPage.body).toEqual({ code: 400, msg: '上级菜单必须是目录（类型 1）', data: null });
    const noComponent = await t.post('/system/menu/add', page({ component: '' }), { token: admin });
    expect(noComponent.body.msg).toBe('页面菜单（类型 2、4）必须填写组件');
    const badType = await t.post('/system/menu/add', page({ menuType: 3 }), { token: admin });
    expect(badType.body.msg).toMatch(/^菜单类型：/);
    const badPath = await t.post('/system/menu/add', page({ path: 'no-slash' }), {
      token: admin,
      lang: 'en',
    });
    expect(badPath.body.msg).toMatch(/^path: /);
    const noParent = await t.post('/system/menu/add', page({ parentId: 'missing' }), { token: admin });
    expect(noParent.body.msg).toBe('上级菜单不存在');
    expect(await menuCount()).toBe(before);
  });

  it('needs system:menu:add', async () => {
    expect((await t.post('/system/menu/add', page())).body.code).toBe(11000);
    expect((await t.post('/system/menu/add', page(), { token: await t.login('organizer') })).body.code).toBe(
      401,
    );
  });
});

describe('POST /system/menu/update', () => {
  it('renames and moves a menu, logging before and after', async () => {
    const mark = await operationLogMark(t);
    const role = byPath('/system/role');
    const res = await t.post<MenuAdminNode>(
      '/system/menu/update',
      { ...role, menuName: '角色与权限', children: undefined },
      { token: admin },
    );
    expect(res.body.code).toBe(0);
    expect(await userMenuText(admin, t.fixture.groups.organizer.publicId)).toContain('角色与权限');
    const log = await waitForOperationLog(t, 'menu', 'update', mark);
    expect(log.before).toMatchObject({ menuName: '角色管理' });
    expect(log.after).toMatchObject({ menuName: '角色与权限' });
  });

  it('refuses moving a directory under its own descendant, and a directory with children becoming a page', async () => {
    const system = byPath('/system');
    const { children: _children, ...fields } = system;
    const cycle = await t.post(
      '/system/menu/update',
      { ...fields, parentId: system.menuId },
      { token: admin },
    );
    expect(cycle.body.msg).toBe('不能移动到自身或其下级菜单之下');
    const toPage = await t.post(
      '/system/menu/update',
      { ...fields, menuType: 2, component: 'system/index' },
      { token: admin },
    );
    expect(toPage.body.msg).toBe('该菜单下还有子菜单，只有目录（类型 1）可以有子菜单');
    expect(
      (await t.post('/system/menu/update', { ...fields, menuId: 'nope' }, { token: admin })).body.code,
    ).toBe(404);
  });

  it('needs system:menu:edit', async () => {
    const { children: _c, ...fields } = byPath('/system/log');
    expect(
      (await t.post('/system/menu/update', fields, { token: await t.login('organizer') })).body.code,
    ).toBe(401);
  });
});

describe('POST /system/menu/delete', () => {
  it('refuses a menu with children, deletes a leaf with its grants', async () => {
    const refused = await t.post(
      '/system/menu/delete',
      { ids: [byPath('/system').menuId] },
      { token: admin },
    );
    expect(refused.body).toEqual({
      code: 400,
      msg: '菜单「系统管理」下还有子菜单，请先删除子菜单',
      data: null,
    });
    const trial = byPath('/system/trial');
    const mark = await operationLogMark(t);
    expect((await t.post('/system/menu/delete', { ids: [trial.menuId] }, { token: admin })).body.code).toBe(
      0,
    );
    expect(await t.db.select().from(menus).where(eq(menus.publicId, trial.menuId))).toEqual([]);
    expect((await waitForOperationLog(t, 'menu', 'delete', mark)).before).toMatchObject([
      { path: '/system/trial' },
    ]);
    expect(
      (
        await t.post(
          '/system/menu/delete',
          { ids: [byPath('/system/log').menuId] },
          { token: await t.login('organizer') },
        )
      ).body.code,
    ).toBe(401);
  });
});

describe('group menus', () => {
  it('shows a group’s menus and those its parent allows', async () => {
    const res = await t.get<GroupMenuResult>('/system/menu/group', {
      token: admin,
      query: { groupId: t.fixture.groups.schoolA.publicId },
    });
    expect(res.body.data.menuIds).toContain(byPath('/competition/list').menuId);
    expect(res.body.data.availableIds).toContain(byPath('/system/log').menuId);
    expect(res.body.data.menuIds).not.toContain(byPath('/system/log').menuId);
  });

  it('lets a superior holding system:menu:edit give a subordinate menus, effective at once', async () => {
    const menuAdmin = await createActor(t, {
      username: 'menuadmin',
      group: t.fixture.groups.organizer,
      permissions: ['system:menu:list', 'system:menu:edit'],
    });
    const schoolUser = await t.login('school');
    const current = (
      await t.get<GroupMenuResult>('/system/menu/group', {
        token: menuAdmin.token,
        query: { groupId: t.fixture.groups.schoolA.publicId },
      })
    ).body.data;
    // Give the school the log page and grant it to the school role: the school user sees it once they hold the permission.
    const withLog = [...current.menuIds, byPath('/system/log').menuId];
    const mark = await operationLogMark(t);
    const res = await t.post(
      '/system/menu/group/save',
      { groupId: t.fixture.groups.schoolA.publicId, menuIds: withLog },
      { token: menuAdmin.token },
    );
    expect(res.body.code).toBe(0);
    const log = await waitForOperationLog(t, 'menu', 'groupMenus', mark);
    expect(log).toMatchObject({ target: '东海大学', success: true });
    expect((log.after as string[]).length).toBe(withLog.length);

    // Taking a menu away also removes it from the group's own roles.
    const localRole = await createActor(t, {
      username: 'schoollocal',
      group: t.fixture.groups.schoolA,
      permissions: [],
      menuKeys: ['competition.list'],
    });
    const competitionList = byPath('/competition/list').menuId;
    expect(await userMenuText(schoolUser)).toContain('/competition/list');
    const without = withLog.filter((id) => id !== competitionList);
    expect(
      (
        await t.post(
          '/system/menu/group/save',
          { groupId: t.fixture.groups.schoolA.publicId, menuIds: without },
          { token: menuAdmin.token },
        )
      ).body.code,
    ).toBe(0);
    expect(await userMenuText(schoolUser)).not.toContain('/competition/list');
    const [listMenu] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.publicId, competitionList));
    const grants = (await t.db.select().from(roleMenus).where(eq(roleMenus.menuId, listMenu!.id))).map(
      (g) => g.roleId,
    );
    expect(grants).not.toContain(localRole.roleId);
    // The school role belongs to the organiser (it serves both schools) and keeps its grant; school A's menus still cut it.
    expect(grants).toContain(t.fixture.roles.school);
  });

  it('refuses menus the parent lacks, a group setting its own menus, other groups, and no permission', async () => {
    const schoolMenuAdmin = await createActor(t, {
      username: 'schoolmenu',
      group: t.fixture.groups.schoolA,
      permissions: ['system:menu:list', 'system:menu:edit'],
    });
    const own = await t.post(
      '/system/menu/group/save',
      { groupId: t.fixture.groups.schoolA.publicId, menuIds: [] },
      { token: schoolMenuAdmin.token },
    );
    expect(own.body.msg).toBe('只有上级机构可以设置该机构可用的菜单');
    const sibling = await t.post(
      '/system/menu/group/save',
      { groupId: t.fixture.groups.schoolB.publicId, menuIds: [] },
      { token: schoolMenuAdmin.token },
    );
    expect(sibling.body.code).toBe(401);
    expect(
      (
        await t.get('/system/menu/group', {
          token: schoolMenuAdmin.token,
          query: { groupId: t.fixture.groups.schoolB.publicId },
        })
      ).body.code,
    ).toBe(401);

    // A group under school A may only get what school A has.
    const [college] = await t.db
      .insert(groups)
      .values({
        publicId: 'college-of-a',
        name: '东海大学计算机学院',
        code: 'COL-A',
        type: 'school',
        parentId: t.fixture.groups.schoolA.id,
        path: '',
      })
      .returning({ id: groups.id });
    await t.db
      .update(groups)
      .set({ path: `${t.fixture.groups.schoolA.path}${college!.id}/` })
      .where(eq(groups.id, college!.id));
    const notInParent = await t.post(
      '/system/menu/group/save',
      { groupId: 'college-of-a', menuIds: [byPath('/finance/action').menuId] },
      { token: admin },
    );
    expect(notInParent.body).toEqual({
      code: 400,
      msg: '上级机构不可使用菜单「财务操作」，不能分配给下级机构',
      data: null,
    });
    const unknown = await t.post(
      '/system/menu/group/save',
      { groupId: 'college-of-a', menuIds: ['nope'] },
      { token: admin },
    );
    expect(unknown.body.msg).toBe('菜单不存在：nope');
    expect(await t.db.select().from(groupMenus).where(eq(groupMenus.groupId, college!.id))).toEqual([]);
    const body = { groupId: t.fixture.groups.schoolB.publicId, menuIds: [] };
    expect((await t.post('/system/menu/group/save', body)).body.code).toBe(11000);
    expect(
      (await t.post('/system/menu/group/save', body, { token: await t.login('organizer') })).body.code,
    ).toBe(401);
  });
});
