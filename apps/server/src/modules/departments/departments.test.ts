import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { DeptNode } from '@podium/contracts';
import { departments, users } from '../../db/schema/index.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let schoolDeptAdmin: Awaited<ReturnType<typeof createActor>>;
const deptCount = async () => (await t.db.select({ n: count() }).from(departments))[0]!.n;
const add = (body: Record<string, unknown>, token = organizer) =>
  t.post<DeptNode>('/system/dept/add', body, { token });

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  schoolDeptAdmin = await createActor(t, {
    username: 'deptadmin',
    group: t.fixture.groups.schoolA,
    permissions: ['system:dept:list', 'system:dept:add', 'system:dept:edit', 'system:dept:remove'],
  });
});
afterAll(() => t.close());

describe('departments of a group', () => {
  let office: DeptNode;
  let teaching: DeptNode;

  it('adds departments to the acting group and to a subordinate group, and logs it', async () => {
    const mark = await operationLogMark(t);
    const res = await add({ name: '竞赛办公室', leader: '赵组委' });
    expect(res.body.code).toBe(0);
    office = res.body.data;
    expect(office).toMatchObject({
      name: '竞赛办公室',
      parentId: null,
      groupId: t.fixture.groups.organizer.publicId,
      userCount: 0,
    });
    expect((await waitForOperationLog(t, 'dept', 'add', mark)).after).toMatchObject({ name: '竞赛办公室' });
    const child = await add({ name: '赛务组', parentId: office.deptId });
    expect(child.body.data.parentId).toBe(office.deptId);
    teaching = (await add({ groupId: t.fixture.groups.schoolA.publicId, name: '教务处' })).body.data;
    expect(teaching.groupId).toBe(t.fixture.groups.schoolA.publicId);
  });

  it('lists the tree of a group in reach', async () => {
    const res = await t.get<DeptNode[]>('/system/dept/tree', { token: organizer });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]!.children.map((c) => c.name)).toEqual(['赛务组']);
    const school = await t.get<DeptNode[]>('/system/dept/tree', { token: schoolDeptAdmin.token });
    expect(school.body.data.map((d) => d.name)).toEqual(['教务处']);
  });

  it('never shows or changes another group’s departments', async () => {
    expect(
      (
        await t.get('/system/dept/tree', {
          token: schoolDeptAdmin.token,
          query: { groupId: t.fixture.groups.schoolB.publicId },
        })
      ).body.code,
    ).toBe(401);
    expect(
      (
        await t.get('/system/dept/tree', {
          token: schoolDeptAdmin.token,
          query: { groupId: t.fixture.groups.organizer.publicId },
        })
      ).body.code,
    ).toBe(401);
    expect(
      (await add({ groupId: t.fixture.groups.schoolB.publicId, name: 'x' }, schoolDeptAdmin.token)).body.code,
    ).toBe(401);
    expect(
      (
        await t.post(
          '/system/dept/update',
          { deptId: office.deptId, name: 'x' },
          { token: schoolDeptAdmin.token },
        )
      ).body.code,
    ).toBe(401);
    expect(
      (await t.post('/system/dept/delete', { ids: [office.deptId] }, { token: schoolDeptAdmin.token })).body
        .code,
    ).toBe(401);
    // A parent from another group is not a parent here.
    expect((await add({ name: 'x', parentId: office.deptId }, schoolDeptAdmin.token)).body.msg).toBe(
      '上级部门不存在或不属于同一机构',
    );
  });

  it('refuses bad input and duplicate names, writing nothing', async () => {
    const before = await deptCount();
    const empty = await add({ name: '' });
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toMatch(/^名称：/);
    expect((await add({ name: '竞赛办公室' })).body).toEqual({
      code: 409,
      msg: '同一上级下已有名为「竞赛办公室」的部门',
      data: null,
    });
    expect((await add({ name: 'y', status: 3 })).body.code).toBe(400);
    expect(await deptCount()).toBe(before);
  });

  it('updates and moves inside the group, never under itself', async () => {
    const mark = await operationLogMark(t);
    const res = await t.post<DeptNode>(
      '/system/dept/update',
      { deptId: office.deptId, name: '竞赛办', leader: '钱主任', orderNum: 1 },
      { token: organizer },
    );
    expect(res.body.data).toMatchObject({ name: '竞赛办', leader: '钱主任' });
    const log = await waitForOperationLog(t, 'dept', 'update', mark);
    expect(log.before).toMatchObject({ name: '竞赛办公室' });
    expect(log.after).toMatchObject({ name: '竞赛办' });
    const tree = (await t.get<DeptNode[]>('/system/dept/tree', { token: organizer })).body.data;
    const child = tree[0]!.children[0]!;
    const cycle = await t.post(
      '/system/dept/update',
      { deptId: office.deptId, name: '竞赛办', parentId: child.deptId },
      { token: organizer },
    );
    expect(cycle.body.msg).toBe('不能移动到自身或其下级部门之下');
    expect(
      (await t.post('/system/dept/update', { deptId: 'nope', name: 'x' }, { token: organizer })).body.code,
    ).toBe(404);
  });

  it('refuses deleting a department with sub-departments or users', async () => {
    expect(
      (await t.post('/system/dept/delete', { ids: [office.deptId] }, { token: organizer })).body.msg,
    ).toBe('部门「竞赛办」下还有子部门，请先删除子部门');
    const [dept] = await t.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.publicId, teaching.deptId));
    await t.db.update(users).set({ deptId: dept!.id }).where(eq(users.id, t.fixture.users.student.id));
    expect(
      (await t.get<DeptNode[]>('/system/dept/tree', { token: schoolDeptAdmin.token })).body.data[0]!
        .userCount,
    ).toBe(1);
    expect(
      (await t.post('/system/dept/delete', { ids: [teaching.deptId] }, { token: schoolDeptAdmin.token })).body
        .msg,
    ).toBe('部门「教务处」下还有 1 名用户，请先调走这些用户');
    const en = await t.post(
      '/system/dept/delete',
      { ids: [teaching.deptId] },
      { token: schoolDeptAdmin.token, lang: 'en' },
    );
    expect(en.body.msg).toBe('The department “教务处” still has 1 users; move them first');
  });

  it('deletes a department together with its sub-departments in one call', async () => {
    const tree = (await t.get<DeptNode[]>('/system/dept/tree', { token: organizer })).body.data;
    const mark = await operationLogMark(t);
    const res = await t.post(
      '/system/dept/delete',
      { ids: [office.deptId, tree[0]!.children[0]!.deptId] },
      { token: organizer },
    );
    expect(res.body.code).toBe(0);
    expect((await t.get<DeptNode[]>('/system/dept/tree', { token: organizer })).body.data).toEqual([]);
    expect((await waitForOperationLog(t, 'dept', 'delete', mark)).before).toHaveLength(2);
  });

  it('needs a session and the permission', async () => {
    expect((await t.get('/system/dept/tree')).body.code).toBe(11000);
    const school = await t.login('school');
    expect((await t.get('/system/dept/tree', { token: school })).body.code).toBe(401);
    expect((await add({ name: 'x' }, school)).body.code).toBe(401);
    expect(
      (await t.post('/system/dept/update', { deptId: 'x', name: 'x' }, { token: school })).body.code,
    ).toBe(401);
    expect((await t.post('/system/dept/delete', { ids: ['x'] }, { token: school })).body.code).toBe(401);
  });
});
