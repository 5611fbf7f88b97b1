import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GroupDetail, GroupNode, GroupOption, GroupRow } from '@podium/contracts';
import { groups, operationLogs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { grantRole } from './testing.ts';

let t: TestApp;
let admin: string;
let organizer: string;
let schoolAdmin: string;
let g: TestApp['fixture']['groups'];
const ALL = [
  'system:group:list',
  'system:group:add',
  'system:group:edit',
  'system:group:remove',
  'system:group:move',
];

beforeAll(async () => {
  t = await createTestApp();
  g = t.fixture.groups;
  admin = await t.login('admin');
  organizer = await t.login('organizer');
  await grantRole(t, 'organizer', 'ORGANIZER', ALL);
  await grantRole(t, 'school', 'SCH-DONGHAI', ALL);
  schoolAdmin = await t.login('school');
});
afterAll(() => t.close());

const flatten = (nodes: GroupNode[]): GroupNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const codes = (nodes: GroupNode[]) => flatten(nodes).map((n) => n.code);
const groupByCode = async (code: string) =>
  (await t.db.select().from(groups).where(eq(groups.code, code)))[0];
const add = (token: string, body: Record<string, unknown>, groupId = g.organizer.publicId) =>
  t.post<GroupRow>('/system/group/add', body, { token, groupId });

describe('GET /system/group/tree', () => {
  it('gives the organiser its subtree, rooted at itself', async () => {
    const res = await t.get<GroupNode[]>('/system/group/tree', {
      token: organizer,
      groupId: g.organizer.publicId,
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((n) => n.code)).toEqual(['ORGANIZER']);
    expect(res.body.data[0]!.parentId).toBe('');
    expect(res.body.data[0]!.children.map((n) => n.code).slice(0, 2)).toEqual(['SCH-DONGHAI', 'SCH-XISHAN']);
  });

  it('gives ROOT the whole tree', async () => {
    const res = await t.get<GroupNode[]>('/system/group/tree', {
      token: admin,
      groupId: g.platform.publicId,
    });
    expect(codes(res.body.data)).toEqual(
      expect.arrayContaining(['PLATFORM', 'ORGANIZER', 'SCH-DONGHAI', 'SCH-XISHAN']),
    );
  });

  it('shows a school only itself, never its sibling', async () => {
    const res = await t.get<GroupNode[]>('/system/group/tree', {
      token: schoolAdmin,
      groupId: g.schoolA.publicId,
    });
    expect(codes(res.body.data)).toEqual(['SCH-DONGHAI']);
  });

  it('keeps the superiors of keyword matches', async () => {
    const res = await t.get<GroupNode[]>('/system/group/tree', {
      token: organizer,
      groupId: g.organizer.publicId,
      query: { keyword: '西山' },
    });
    expect(codes(res.body.data)).toEqual(['ORGANIZER', 'SCH-XISHAN']);
  });

  it('needs a session (11000) and the permission (401)', async () => {
    expect((await t.get('/system/group/tree')).body.code).toBe(11000);
    const expert = await t.login('expert');
    expect((await t.get('/system/group/tree', { token: expert })).body.code).toBe(401);
  });
});

describe('GET /system/group/detail', () => {
  it('counts what hangs off a group and names superiors within reach only', async () => {
    const res = await t.get<GroupDetail>('/system/group/detail', {
      token: organizer,
      groupId: g.organizer.publicId,
      query: { groupId: g.schoolA.publicId },
    });
    expect(res.body.data).toMatchObject({
      code: 'SCH-DONGHAI',
      parentName: '全国大学生创新竞赛组委会',
      parentId: g.organizer.publicId,
    });
    expect(res.body.data.counts.users).toBeGreaterThanOrEqual(2);
    const own = await t.get<GroupDetail>('/system/group/detail', {
      token: organizer,
      groupId: g.organizer.publicId,
      query: { groupId: g.organizer.publicId },
    });
    expect(own.body.data).toMatchObject({ parentId: '', parentName: '', ancestors: [] });
  });

  it('refuses a sibling’s group (401) and an unknown id (404)', async () => {
    const res = await t.get('/system/group/detail', {
      token: schoolAdmin,
      groupId: g.schoolA.publicId,
      query: { groupId: g.schoolB.publicId },
    });
    expect(res.body.code).toBe(401);
    const missing = await t.get('/system/group/detail', {
      token: organizer,
      groupId: g.organizer.publicId,
      query: { groupId: 'nope' },
      lang: 'en',
    });
    expect(missing.body).toMatchObject({ code: 404, msg: 'The organisation does not exist' });
  });
});

describe('POST /system/group/add|update', () => {
  it('adds a child with its path under the parent, and logs it', async () => {
    const res = await add(organizer, {
      parentId: g.organizer.publicId,
      name: '华东赛区',
      code: 'EAST',
      type: 'province',
      contactName: '王',
      contactPhone: '021-5555 1234',
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ name: '华东赛区', parentId: g.organizer.publicId, status: 1 });
    expect((await groupByCode('EAST'))!.path).toMatch(new RegExp(`^${g.organizer.path}\\d+/$`));
    // The log row is written after the response is sent.
    await vi.waitFor(async () => {
      const [log] = await t.db
        .select()
        .from(operationLogs)
        .where(eq(operationLogs.target, res.body.data.groupId));
      expect(log).toMatchObject({ module: 'group', action: 'add', success: true });
    });
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const res = await add(organizer, {
      parentId: g.organizer.publicId,
      name: '',
      code: 'X1',
      type: 'organizer',
    });
    expect(res.body).toEqual({ code: 400, msg: '名称：数值过小：期望 string >=1 字符', data: null });
    const en = await add(
      organizer,
      { parentId: g.organizer.publicId, name: 'x', code: 'X1', type: 'club' },
      undefined,
    );
    expect(en.body.code).toBe(400);
    const extra = await t.post(
      '/system/group/add',
      { parentId: g.organizer.publicId, name: 'x', code: 'X1', type: 'school', owner: 1 },
      { token: organizer, lang: 'en' },
    );
    expect(extra.body.msg).toBe('owner: field is not allowed');
    expect(await groupByCode('X1')).toBeUndefined();
  });

  it('refuses a code in use (409)', async () => {
    const res = await add(
      organizer,
      { parentId: g.organizer.publicId, name: 'dup', code: 'SCH-XISHAN', type: 'school' },
      g.organizer.publicId,
    );
    expect(res.body).toMatchObject({ code: 409, msg: '机构编码 SCH-XISHAN 已被使用' });
  });

  it('refuses adding under a sibling school (401)', async () => {
    const res = await add(
      schoolAdmin,
      { parentId: g.schoolB.publicId, name: 'x', code: 'SIB1', type: 'company' },
      g.schoolA.publicId,
    );
    expect(res.body.code).toBe(401);
    expect(await groupByCode('SIB1')).toBeUndefined();
  });

  it('updates a reachable group and refuses a sibling’s', async () => {
    const base = {
      name: '东海大学',
      code: 'SCH-DONGHAI',
      type: 'school',
      contactName: '钱老师',
      contactPhone: '13800000000',
      orderNum: 3,
    };
    const res = await t.post(
      '/system/group/update',
      { groupId: g.schoolA.publicId, ...base },
      { token: schoolAdmin, groupId: g.schoolA.publicId },
    );
    expect(res.body.code).toBe(0);
    expect((await groupByCode('SCH-DONGHAI'))!.orderNum).toBe(3);
    const sibling = await t.post(
      '/system/group/update',
      { groupId: g.schoolB.publicId, ...base, name: 'hacked', code: 'SCH-XISHAN' },
      { token: schoolAdmin, groupId: g.schoolA.publicId },
    );
    expect(sibling.body.code).toBe(401);
    expect((await groupByCode('SCH-XISHAN'))!.name).toBe('西山理工学院');
  });

  it('needs the permission (401)', async () => {
    const expert = await t.login('expert');
    expect(
      (await add(expert, { parentId: g.organizer.publicId, name: 'x', code: 'EXP1', type: 'company' })).body
        .code,
    ).toBe(401);
    expect(
      (
        await t.post('/system/group/add', {
          parentId: g.organizer.publicId,
          name: 'x',
          code: 'EXP1',
          type: 'company',
        })
      ).body.code,
    ).toBe(11000);
    expect(await groupByCode('EXP1')).toBeUndefined();
  });
});

describe('POST /system/group/move', () => {
  it('rewrites the paths of the whole subtree in one go', async () => {
    const region = (
      await add(organizer, {
        parentId: g.organizer.publicId,
        name: '华北赛区',
        code: 'NORTH',
        type: 'province',
      })
    ).body.data;
    const city = (
      await add(organizer, { parentId: region.groupId, name: '北京分区', code: 'NORTH-BJ', type: 'province' })
    ).body.data;
    await add(organizer, { parentId: city.groupId, name: '海淀学校', code: 'NORTH-BJ-HD', type: 'school' });
    const east = await groupByCode('EAST');
    const res = await t.post(
      '/system/group/move',
      { groupId: region.groupId, parentId: east!.publicId },
      { token: organizer, groupId: g.organizer.publicId },
    );
    expect(res.body.code).toBe(0);
    const moved = await t.db
      .select()
      .from(groups)
      .where(like(groups.path, `${east!.path}%`));
    expect(moved.map((r) => r.code).sort()).toEqual(['EAST', 'NORTH', 'NORTH-BJ', 'NORTH-BJ-HD']);
    const leaf = (await groupByCode('NORTH-BJ-HD'))!;
    const regionRow = (await groupByCode('NORTH'))!;
    expect(leaf.path).toBe(`${east!.path}${regionRow.id}/${(await groupByCode('NORTH-BJ'))!.id}/${leaf.id}/`);
    expect(regionRow.parentId).toBe(east!.id);
  });

  it('refuses moving under itself or a descendant, writing nothing', async () => {
    const region = (await groupByCode('NORTH'))!;
    const leaf = (await groupByCode('NORTH-BJ-HD'))!;
    const res = await t.post(
      '/system/group/move',
      { groupId: region.publicId, parentId: leaf.publicId },
      { token: organizer, groupId: g.organizer.publicId },
    );
    expect(res.body).toMatchObject({ code: 400, msg: '不能移动到自身或其下级机构之下' });
    const self = await t.post(
      '/system/group/move',
      { groupId: region.publicId, parentId: region.publicId },
      { token: organizer, groupId: g.organizer.publicId },
    );
    expect(self.body.code).toBe(400);
    expect((await groupByCode('NORTH'))!.path).toBe(region.path);
  });

  it('refuses a source or target outside reach (401)', async () => {
    const res = await t.post(
      '/system/group/move',
      { groupId: g.schoolB.publicId, parentId: g.schoolA.publicId },
      { token: schoolAdmin, groupId: g.schoolA.publicId },
    );
    expect(res.body.code).toBe(401);
    const out = await t.post(
      '/system/group/move',
      { groupId: (await groupByCode('EAST'))!.publicId, parentId: g.platform.publicId },
      { token: organizer, groupId: g.organizer.publicId },
    );
    expect(out.body.code).toBe(401);
  });

  it('needs system:group:move (the organiser role alone lacks it)', async () => {
    const plain = await t.login('organizer');
    const expert = await t.login('expert');
    expect(
      (
        await t.post(
          '/system/group/move',
          { groupId: g.schoolA.publicId, parentId: g.schoolB.publicId },
          { token: expert },
        )
      ).body.code,
    ).toBe(401);
    expect(plain).toBeTruthy();
  });
});

describe('POST /system/group/delete', () => {
  it('refuses while subordinates or users remain, with a clear message', async () => {
    const region = (await groupByCode('EAST'))!;
    const res = await t.post(
      '/system/group/delete',
      { groupId: region.publicId },
      { token: organizer, groupId: g.organizer.publicId, lang: 'en' },
    );
    expect(res.body).toMatchObject({
      code: 400,
      msg: 'This organisation still has subordinate organisations; delete or move them first',
    });
    const withUsers = await t.post(
      '/system/group/delete',
      { groupId: g.schoolB.publicId },
      { token: organizer, groupId: g.organizer.publicId },
    );
    expect(withUsers.body.msg).toBe('该机构下还有用户，请先删除或调走这些用户');
    const acting = await t.post(
      '/system/group/delete',
      { groupId: g.schoolA.publicId },
      { token: schoolAdmin, groupId: g.schoolA.publicId },
    );
    expect(acting.body.msg).toBe('不能删除当前所在的机构');
  });

  it('deletes an empty group; a sibling cannot', async () => {
    const leaf = (await groupByCode('NORTH-BJ-HD'))!;
    const sibling = await t.post(
      '/system/group/delete',
      { groupId: leaf.publicId },
      { token: schoolAdmin, groupId: g.schoolA.publicId },
    );
    expect(sibling.body.code).toBe(401);
    const res = await t.post(
      '/system/group/delete',
      { groupId: leaf.publicId },
      { token: organizer, groupId: g.organizer.publicId },
    );
    expect(res.body.code).toBe(0);
    expect(await groupByCode('NORTH-BJ-HD')).toBeUndefined();
  });
});

describe('GET /web/competition/group/list', () => {
  it('lists the groups in reach as options, filtered by type', async () => {
    const res = await t.get<GroupOption[]>('/web/competition/group/list', {
      token: organizer,
      groupId: g.organizer.publicId,
      query: { type: 'school' },
    });
    expect(res.body.data.map((o) => o.code)).toEqual(expect.arrayContaining(['SCH-DONGHAI', 'SCH-XISHAN']));
    expect(res.body.data.every((o) => o.type === 'school')).toBe(true);
    const school = await t.get<GroupOption[]>('/web/competition/group/list', {
      token: schoolAdmin,
      groupId: g.schoolA.publicId,
    });
    expect(school.body.data.map((o) => o.code)).toEqual(['SCH-DONGHAI']);
    expect((await t.get('/web/competition/group/list')).body.code).toBe(11000);
  });
});
