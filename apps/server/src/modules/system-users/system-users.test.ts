import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PageResult, SystemUserRow, UserOptions } from '@podium/contracts';
import { operationLogs, roles, users } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let organizer: string;
/** A school administrator of schoolA (role with system:user:* and online permissions, scope subtree). */
let schoolAdmin: string;
let schoolAdminRoleId: string;
let rootRoleId: string;
let organizerRoleId: string;
const PASSWORD = 'Passw0rd!x';

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const page = async (token: string, query: Record<string, string> = {}, groupId?: string) =>
  t.get<PageResult<SystemUserRow>>('/system/user/page', {
    token,
    query: { pageSize: '100', ...query },
    groupId,
  });
/** Every page of the list, as one answer: the demo's season holds hundreds of students. */
const allPages = async (token: string, query: Record<string, string> = {}, groupId?: string) => {
  const rows: SystemUserRow[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const res = await t.get<PageResult<SystemUserRow>>('/system/user/page', {
      token,
      query: { ...query, pageSize: '500', pageNum: String(pageNum) },
      groupId,
    });
    expect(res.body.code).toBe(0);
    rows.push(...res.body.data.rows);
    if (res.body.data.rows.length === 0 || rows.length >= res.body.data.total)
      return { body: { code: res.body.code, data: { rows, total: res.body.data.total } } };
  }
};
const usernames = (res: { body: { data: PageResult<SystemUserRow> } }) =>
  res.body.data.rows.map((r) => r.username);
/** The operation log is written after the response is sent: wait for the rows of `action`. */
const logsOf = async (action: string, atLeast = 1) => {
  for (let i = 0; i < 50; i += 1) {
    const rows = await t.db.select().from(operationLogs).where(eq(operationLogs.action, action));
    if (rows.length >= atLeast) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
};
const publicIdOfRole = async (id: number) =>
  (await t.db.select({ publicId: roles.publicId }).from(roles).where(eq(roles.id, id)))[0]!.publicId;

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: `u${newPublicId()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)}`,
  realName: '测试用户',
  password: PASSWORD,
  groupId: t.fixture.groups.schoolA.publicId,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  organizer = await t.login('organizer');
  rootRoleId = await publicIdOfRole(t.fixture.roles.root);
  organizerRoleId = await publicIdOfRole(t.fixture.roles.organizer);
  schoolAdminRoleId = newPublicId();
  await t.db.insert(roles).values({
    publicId: schoolAdminRoleId,
    groupId: t.fixture.groups.schoolA.id,
    roleKey: 'schoolUserAdmin',
    roleName: '学校用户管理员',
    permissions: [
      'system:user:list',
      'system:user:add',
      'system:user:edit',
      'system:user:remove',
      'system:user:role',
      'system:user:resetPwd',
      'system:user:import',
      'system:user:export',
      'system:online:list',
      'system:online:forceLogout',
    ],
  });
  const res = await t.post(
    '/system/user/add',
    newUser({ username: 'schooladmin', roleIds: [schoolAdminRoleId] }),
    { token: admin },
  );
  expect(res.body.code).toBe(0);
  schoolAdmin = await t.login('schooladmin', PASSWORD);
});
afterAll(() => t.close());

describe('GET /system/user/page', () => {
  it('lists the users in scope with roles, group names and masked personal data', async () => {
    await t.post(
      '/system/user/add',
      newUser({ username: 'maskme', phone: '13812345678', idCard: '11010519491231002X' }),
      { token: admin },
    );
    const res = await allPages(organizer, {}, t.fixture.groups.organizer.publicId);
    expect(res.body.code).toBe(0);
    expect(usernames(res)).toEqual(
      expect.arrayContaining(['school', 'student', 'student2', 'maskme', 'schooladmin']),
    );
    expect(usernames(res)).not.toContain('admin'); // the platform is above the organiser
    const row = res.body.data.rows.find((r) => r.username === 'maskme')!;
    expect(row).toMatchObject({
      phone: '138****5678',
      idCard: '1101************2X',
      groupName: '东海大学',
      gender: 2,
      birthday: '1949-12-31',
    });
    const school = res.body.data.rows.find((r) => r.username === 'school')!;
    expect(school.roleNames).toEqual(['学校管理员']);
  });

  it('filters by keyword (name, username, exact phone), group, role, status and creation date', async () => {
    expect(usernames(await page(admin, { keyword: '13812345678' }))).toEqual(['maskme']);
    expect(usernames(await page(admin, { keyword: '1381234' }))).toEqual([]); // phones match exactly only
    expect(usernames(await page(admin, { keyword: '周同' }))).toEqual(['student2']);
    const inB = (await allPages(admin, { groupId: t.fixture.groups.schoolB.publicId })).body.data.rows;
    expect(inB.map((r) => r.username)).toEqual(expect.arrayContaining(['student2', 'xishan01']));
    expect(inB.every((r) => r.groupName === '西山理工学院')).toBe(true);
    expect(usernames(await page(admin, { roleId: schoolAdminRoleId }))).toEqual(['schooladmin']);
    const disabled = (await page(admin, { status: '0' })).body.data.rows;
    expect(disabled.map((r) => r.username)).toEqual(expect.arrayContaining(['donghai10', 'xishan10']));
    expect(disabled.every((r) => r.status === 0)).toBe(true);
    expect((await page(admin, { createdFrom: '2999-01-01' })).body.data.total).toBe(0);
    expect((await page(admin, { createdTo: '2999-01-01' })).body.data.total).toBeGreaterThan(5);
  });

  it('never shows a sibling school’s users, and refuses its group as a filter', async () => {
    const res = await allPages(schoolAdmin);
    expect(usernames(res)).toEqual(expect.arrayContaining(['school', 'student', 'schooladmin']));
    expect(usernames(res)).not.toContain('student2');
    expect(usernames(res)).not.toContain('xishan01');
    expect(res.body.data.rows.every((r) => r.groupName === '东海大学')).toBe(true);
    expect((await page(schoolAdmin, { groupId: t.fixture.groups.schoolB.publicId })).body.code).toBe(401);
  });

  it('pages with total and rows', async () => {
    const res = await page(admin, { pageSize: '2', pageNum: '2' });
    expect(res.body.data.rows).toHaveLength(2);
    expect(res.body.data.total).toBeGreaterThan(4);
  });

  it('refuses bad input, no session and no permission', async () => {
    expect((await page(admin, { status: '7' })).body.code).toBe(400);
    expect((await page(admin, { createdFrom: 'yesterday' })).body.code).toBe(400);
    expect((await t.get('/system/user/page')).body.code).toBe(11000);
    expect((await page(await t.login('school'))).body.code).toBe(401);
  });
});

describe('POST /system/user/add', () => {
  it('adds a user with encrypted phone and ID number, birthday, gender and roles', async () => {
    const res = await t.post<SystemUserRow>(
      '/system/user/add',
      newUser({
        username: 'added1',
        phone: '13900000001',
        idCard: '110105200001010011',
        email: 'Added1@Example.com',
        roleIds: [schoolAdminRoleId],
      }),
      { token: schoolAdmin },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      username: 'added1',
      phone: '139****0001',
      email: 'added1@example.com',
      roleIds: [schoolAdminRoleId],
      gender: 1,
      birthday: '2000-01-01',
    });
    const [stored] = await t.db.select().from(users).where(eq(users.username, 'added1'));
    expect(stored!.phoneCipher).not.toContain('13900000001');
    expect(stored!.idCardCipher).not.toContain('110105');
    expect(stored!.phoneIndex).toBeTruthy();
  });

  it('validates the ID number with the spec’s messages and writes nothing', async () => {
    const before = await userCount();
    const short = await t.post('/system/user/add', newUser({ idCard: '1234' }), { token: admin });
    expect(short.body).toMatchObject({ code: 400, msg: '无效的身份证号码：必须为18位字符串' });
    const badDate = await t.post('/system/user/add', newUser({ idCard: '110105200002300011' }), {
      token: admin,
    });
    expect(badDate.body).toMatchObject({ code: 400, msg: '无效的出生日期' });
    const badName = await t.post('/system/user/add', newUser({ username: '1bad' }), { token: admin });
    expect(badName.body).toMatchObject({ code: 400, msg: '用户名：须以字母开头，4-32位字母、数字或下划线' });
    const badPhone = await t.post('/system/user/add', newUser({ phone: '123' }), {
      token: admin,
      lang: 'en',
    });
    expect(badPhone.body).toMatchObject({ code: 400, msg: 'phone: must be a mobile number' });
    const extra = await t.post('/system/user/add', { ...newUser(), isAdmin: true }, { token: admin });
    expect(extra.body.code).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('answers 409 for a username, phone, email or ID number in use', async () => {
    const before = await userCount();
    expect(
      (await t.post('/system/user/add', newUser({ username: 'student' }), { token: admin })).body,
    ).toMatchObject({ code: 409, msg: '用户名“student”已存在' });
    expect(
      (await t.post('/system/user/add', newUser({ phone: '13812345678' }), { token: admin })).body,
    ).toMatchObject({ code: 409, msg: '该手机号已被其他用户使用' });
    expect(
      (await t.post('/system/user/add', newUser({ email: 'STUDENT@podium.local' }), { token: admin })).body,
    ).toMatchObject({ code: 409, msg: '该邮箱已被其他用户使用' });
    expect(
      (await t.post('/system/user/add', newUser({ idCard: '11010519491231002x' }), { token: admin })).body,
    ).toMatchObject({ code: 409, msg: '该身份证号已被其他用户使用' });
    expect(await userCount()).toBe(before);
  });

  it('keeps a school inside its own group and grants only roles the actor may give', async () => {
    expect(
      (
        await t.post('/system/user/add', newUser({ groupId: t.fixture.groups.schoolB.publicId }), {
          token: schoolAdmin,
        })
      ).body.code,
    ).toBe(401);
    expect(
      (await t.post('/system/user/add', newUser({ roleIds: [rootRoleId] }), { token: organizer })).body.code,
    ).toBe(400);
    expect(
      (await t.post('/system/user/add', newUser({ roleIds: [organizerRoleId] }), { token: schoolAdmin })).body
        .code,
    ).toBe(400);
  });

  it('needs a session and the permission', async () => {
    expect((await t.post('/system/user/add', newUser())).body.code).toBe(11000);
    expect((await t.post('/system/user/add', newUser(), { token: await t.login('expert') })).body.code).toBe(
      401,
    );
  });
});

describe('POST /system/user/update, /changeStatus, /roleSet', () => {
  it('changes the fields given and keeps the others; the log masks the phone', async () => {
    const created = await t.post<SystemUserRow>(
      '/system/user/add',
      newUser({ username: 'editme', phone: '13900000002', email: 'editme@x.cn' }),
      { token: admin },
    );
    const userId = created.body.data.userId;
    const res = await t.post<SystemUserRow>(
      '/system/user/update',
      { userId, realName: '改名', email: '', phone: '13900000003' },
      { token: organizer },
    );
    expect(res.body.data).toMatchObject({
      realName: '改名',
      email: '',
      phone: '139****0003',
      groupName: '东海大学',
    });
    const [log] = await logsOf('update');
    expect(log!.target).toBe('editme');
    expect(JSON.stringify(log)).not.toContain('13900000003');
  });

  it('refuses another school’s user as if it did not exist, and a ROOT user to a non-ROOT', async () => {
    expect(
      (
        await t.post(
          '/system/user/update',
          { userId: t.fixture.users.student2.publicId, realName: 'x' },
          { token: schoolAdmin },
        )
      ).body.code,
    ).toBe(404);
    expect(
      (
        await t.post(
          '/system/user/update',
          { userId: t.fixture.users.admin.publicId, realName: 'x' },
          { token: organizer },
        )
      ).body.code,
    ).toBe(404);
    const [row] = await t.db
      .select({ realName: users.realName })
      .from(users)
      .where(eq(users.id, t.fixture.users.student2.id));
    expect(row!.realName).toBe('周同学');
  });

  it('disabling a user ends their sessions; one cannot disable oneself', async () => {
    await t.post('/system/user/add', newUser({ username: 'disableme' }), { token: admin });
    const token = await t.login('disableme', PASSWORD);
    const [row] = await t.db
      .select({ publicId: users.publicId })
      .from(users)
      .where(eq(users.username, 'disableme'));
    expect(
      (
        await t.post(
          '/system/user/changeStatus',
          { userId: row!.publicId, status: 0 },
          { token: schoolAdmin },
        )
      ).body.code,
    ).toBe(0);
    expect((await t.get('/auth/user/info', { token })).body.code).toBe(11000);
    const self = await t.post(
      '/system/user/changeStatus',
      { userId: t.fixture.users.organizer.publicId, status: 0 },
      { token: organizer },
    );
    expect(self.body).toMatchObject({ code: 400, msg: '不能停用当前登录的用户' });
    expect(
      (await t.post('/system/user/changeStatus', { userId: row!.publicId, status: 2 }, { token: admin })).body
        .code,
    ).toBe(400);
  });

  it('replaces roles with roleSet, within what the actor may grant', async () => {
    const userId = t.fixture.users.student.publicId;
    expect(
      (await t.post('/system/user/roleSet', { userId, roleIds: [schoolAdminRoleId] }, { token: schoolAdmin }))
        .body.code,
    ).toBe(0);
    const rows = (await page(admin, { keyword: 'student' })).body.data.rows;
    expect(rows.find((r) => r.username === 'student')!.roleNames).toEqual(
      expect.arrayContaining(['学校用户管理员']),
    );
    expect(
      (await t.post('/system/user/roleSet', { userId, roleIds: [rootRoleId] }, { token: organizer })).body,
    ).toMatchObject({ code: 400 });
    expect(
      (
        await t.post(
          '/system/user/roleSet',
          { userId: t.fixture.users.student2.publicId, roleIds: [] },
          { token: schoolAdmin },
        )
      ).body.code,
    ).toBe(404);
    expect(
      (await t.post('/system/user/roleSet', { userId, roleIds: [] }, { token: await t.login('school') })).body
        .code,
    ).toBe(401);
  });
});

describe('POST /system/user/update/pwd and /delete', () => {
  it('sets a new password and ends the user’s sessions', async () => {
    await t.post('/system/user/add', newUser({ username: 'pwdme' }), { token: admin });
    const token = await t.login('pwdme', PASSWORD);
    const [row] = await t.db
      .select({ publicId: users.publicId })
      .from(users)
      .where(eq(users.username, 'pwdme'));
    const weak = await t.post(
      '/system/user/update/pwd',
      { userId: row!.publicId, password: 'abcdefgh' },
      { token: organizer },
    );
    expect(weak.body).toMatchObject({ code: 400, msg: '密码：密码需包含字母和数字' });
    expect(
      (
        await t.post(
          '/system/user/update/pwd',
          { userId: row!.publicId, password: 'NewPassw0rd' },
          { token: organizer },
        )
      ).body.code,
    ).toBe(0);
    expect((await t.get('/auth/user/info', { token })).body.code).toBe(11000);
    await t.login('pwdme', 'NewPassw0rd');
    expect(
      (
        await t.post(
          '/system/user/update/pwd',
          { userId: t.fixture.users.student2.publicId, password: 'NewPassw0rd' },
          { token: schoolAdmin },
        )
      ).body.code,
    ).toBe(404);
  });

  it('deletes all listed users or none, never oneself', async () => {
    const a = (
      await t.post<SystemUserRow>('/system/user/add', newUser({ username: 'delme1' }), { token: admin })
    ).body.data.userId;
    const b = (
      await t.post<SystemUserRow>('/system/user/add', newUser({ username: 'delme2' }), { token: admin })
    ).body.data.userId;
    const mixed = await t.post(
      '/system/user/delete',
      { ids: [a, t.fixture.users.student2.publicId] },
      { token: schoolAdmin },
    );
    expect(mixed.body.code).toBe(404);
    expect(usernames(await page(admin, { keyword: 'delme' }))).toHaveLength(2);
    const self = await t.post(
      '/system/user/delete',
      { ids: [a, t.fixture.users.organizer.publicId] },
      { token: organizer },
    );
    expect(self.body).toMatchObject({ code: 400, msg: '不能删除当前登录的用户' });
    expect((await t.post('/system/user/delete', { ids: [] }, { token: admin })).body.code).toBe(400);
    expect((await t.post('/system/user/delete', { ids: [a, b] }, { token: schoolAdmin })).body.code).toBe(0);
    expect(usernames(await page(admin, { keyword: 'delme' }))).toHaveLength(0);
    expect(
      (await t.post('/system/user/delete', { ids: [a] }, { token: await t.login('school') })).body.code,
    ).toBe(401);
  });

  it('lets only ROOT delete a ROOT administrator', async () => {
    const root2 = (
      await t.post<SystemUserRow>(
        '/system/user/add',
        newUser({ username: 'root2', groupId: t.fixture.groups.platform.publicId, roleIds: [rootRoleId] }),
        { token: admin },
      )
    ).body.data.userId;
    expect(
      (
        await t.post(
          '/system/user/delete',
          { ids: [root2] },
          { token: organizer, groupId: t.fixture.groups.organizer.publicId },
        )
      ).body.code,
    ).toBe(404);
    expect((await t.post('/system/user/delete', { ids: [root2] }, { token: admin })).body.code).toBe(0);
  });
});

describe('POST /system/user/reveal and GET /system/user/options', () => {
  it('reveals the clear value to holders of system:user:reveal and audits it without the value', async () => {
    const [row] = await t.db
      .select({ publicId: users.publicId })
      .from(users)
      .where(eq(users.username, 'maskme'));
    const res = await t.post<{ value: string }>(
      '/system/user/reveal',
      { userId: row!.publicId, field: 'phone' },
      { token: admin },
    );
    expect(res.body.data.value).toBe('13812345678');
    const idCard = await t.post<{ value: string }>(
      '/system/user/reveal',
      { userId: row!.publicId, field: 'idCard' },
      { token: admin },
    );
    expect(idCard.body.data.value).toBe('11010519491231002X');
    const logs = await logsOf('reveal', 2);
    expect(logs.map((l) => l.target)).toEqual(expect.arrayContaining(['maskme:phone', 'maskme:idCard']));
    expect(JSON.stringify(logs)).not.toContain('13812345678');
    expect(
      (await t.post('/system/user/reveal', { userId: row!.publicId, field: 'phone' }, { token: organizer }))
        .body.code,
    ).toBe(401);
    expect(
      (await t.post('/system/user/reveal', { userId: row!.publicId, field: 'email' }, { token: admin })).body
        .code,
    ).toBe(400);
    expect((await t.post('/system/user/reveal', { userId: row!.publicId, field: 'phone' })).body.code).toBe(
      11000,
    );
  });

  it('offers the groups, departments and roles within reach', async () => {
    const res = await t.get<UserOptions>('/system/user/options', { token: schoolAdmin });
    expect(res.body.data.groups.map((g) => g.code)).toEqual(['SCH-DONGHAI']);
    expect(res.body.data.roles.map((r) => r.roleKey)).not.toContain('ROOT');
    expect(res.body.data.roles.map((r) => r.roleKey)).not.toContain('organizer');
  });
});
