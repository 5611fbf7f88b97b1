import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupSelection, MenuNode } from '@podium/contracts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const paths = (nodes: MenuNode[]) => flatten(nodes).map((n) => n.path);

describe('GET /competition/group/user/getSelect', () => {
  it('lists each group the user holds a role in, with direct subordinates', async () => {
    const token = await t.login('admin');
    const res = await t.get<GroupSelection[]>('/competition/group/user/getSelect', { token });
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((g) => g.groupCode)).toEqual(['PLATFORM', 'ORGANIZER']);
    const organizer = res.body.data[1]!;
    // The two demo schools come first; the seed adds a few more schools after them for the portal.
    expect(organizer.directGroupCodes.slice(0, 2)).toEqual(['SCH-DONGHAI', 'SCH-XISHAN']);
    expect(organizer.directGroupCodes).toContain('SCH-NANHU');
    expect(organizer.directGroups.slice(0, 2)).toEqual([
      t.fixture.groups.schoolA.publicId,
      t.fixture.groups.schoolB.publicId,
    ]);
    expect(organizer.roleIds).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await t.get('/competition/group/user/getSelect')).body.code).toBe(11000);
  });
});

describe('X-Group-Id', () => {
  it('refuses a group the user may not act for with 401', async () => {
    const token = await t.login('school');
    const res = await t.get('/auth/user/info', { token, groupId: t.fixture.groups.schoolB.publicId });
    expect(res.body).toMatchObject({ code: 401 });
  });

  it('refuses an unknown group with 401', async () => {
    const token = await t.login('school');
    expect((await t.get('/auth/user/info', { token, groupId: 'no-such-group' })).body.code).toBe(401);
  });

  it('lets a superior’s role act for a subordinate group', async () => {
    const token = await t.login('organizer');
    const res = await t.get<{ roleKeys: string[] }>('/auth/user/info', {
      token,
      groupId: t.fixture.groups.schoolA.publicId,
    });
    expect(res.body.data.roleKeys).toEqual(['organizer']);
  });

  it('lets ROOT act for any group', async () => {
    const token = await t.login('admin');
    const res = await t.get<{ roleKeys: string[] }>('/auth/user/info', {
      token,
      groupId: t.fixture.groups.schoolB.publicId,
    });
    expect(res.body.data.roleKeys).toContain('ROOT');
  });
});

describe('GET /system/menu/userMenu', () => {
  it('gives ROOT the whole tree with types 1, 2 and 4', async () => {
    const token = await t.login('admin');
    const res = await t.get<MenuNode[]>('/system/menu/userMenu', {
      token,
      groupId: t.fixture.groups.platform.publicId,
    });
    const all = flatten(res.body.data);
    expect(all.find((n) => n.path === '/dashboard')?.menuType).toBe(4);
    expect(all.find((n) => n.path === '/system')?.menuType).toBe(1);
    expect(all.find((n) => n.path === '/system/user')).toMatchObject({
      menuType: 2,
      component: 'system/user',
      visible: 1,
    });
  });

  it('depends on the selected group: the same user sees less in a school', async () => {
    const token = await t.login('organizer');
    const atOrganizer = paths(
      (
        await t.get<MenuNode[]>('/system/menu/userMenu', {
          token,
          groupId: t.fixture.groups.organizer.publicId,
        })
      ).body.data,
    );
    const atSchool = paths(
      (
        await t.get<MenuNode[]>('/system/menu/userMenu', {
          token,
          groupId: t.fixture.groups.schoolA.publicId,
        })
      ).body.data,
    );
    expect(atOrganizer).toContain('/system/user');
    expect(atOrganizer).not.toContain('/system/role'); // not granted to the organiser role
    expect(atSchool).toContain('/signUp/list');
    expect(atSchool).not.toContain('/system/user'); // the school may not use system menus
  });

  it('gives an expert only review pages, and a student none', async () => {
    const expert = await t.login('expert');
    const expertPaths = paths(
      (await t.get<MenuNode[]>('/system/menu/userMenu', { token: expert })).body.data,
    );
    expect(expertPaths).toEqual(expect.arrayContaining(['/dashboard', '/review', '/review/competition']));
    expect(expertPaths).not.toContain('/review/distribution');
    const student = await t.login('student');
    expect((await t.get<MenuNode[]>('/system/menu/userMenu', { token: student })).body.data).toEqual([]);
  });

  it('names menus in English on request', async () => {
    const token = await t.login('admin');
    const res = await t.get<MenuNode[]>('/system/menu/userMenu', { token, lang: 'en' });
    expect(res.body.data[0]?.menuName).toBe('Workbench');
  });
});
