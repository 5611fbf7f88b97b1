import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OnlineSessionRow, PageResult } from '@podium/contracts';
import { roles, sessions, userRoles, users } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
/** Holds system:online:* in schoolA only. */
let schoolA: string;

const list = (token: string, query: Record<string, string> = {}) =>
  t.get<PageResult<OnlineSessionRow>>('/system/online/page', { token, query: { pageSize: '100', ...query } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const [role] = await t.db
    .insert(roles)
    .values({
      publicId: newPublicId(),
      groupId: t.fixture.groups.schoolA.id,
      roleKey: 'onlineAdmin',
      roleName: '在线管理',
      permissions: ['system:online:list', 'system:online:forceLogout'],
    })
    .returning({ id: roles.id });
  await t.db
    .insert(userRoles)
    .values({ userId: t.fixture.users.school.id, roleId: role!.id, groupId: t.fixture.groups.schoolA.id });
  schoolA = await t.login('school');
});
afterAll(() => t.close());

describe('GET /system/online/page', () => {
  it('lists sessions in force with a public id that is not the token hash', async () => {
    await t.login('student2');
    const res = await list(admin);
    expect(res.body.code).toBe(0);
    const row = res.body.data.rows.find((r) => r.username === 'student2')!;
    expect(row).toMatchObject({ realName: '周同学', isCurrent: false });
    expect(row.sessionId).toHaveLength(16);
    const stored = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(row.sessionId);
    expect(res.body.data.rows.find((r) => r.username === 'admin')!.isCurrent).toBe(true);
  });

  it('filters by keyword and leaves out revoked sessions and disabled users', async () => {
    const token = await t.login('student');
    expect(
      (await list(admin, { keyword: '李同' })).body.data.rows.every((r) => r.username === 'student'),
    ).toBe(true);
    await t.post('/auth/logout', {}, { token });
    const after = (await list(admin, { keyword: 'student' })).body.data.rows.map((r) => r.username);
    expect(after).not.toContain('student');
  });

  it('shows a school only its own users’ sessions', async () => {
    const res = await list(schoolA);
    const names = res.body.data.rows.map((r) => r.username);
    expect(names).toContain('school');
    expect(names).not.toContain('student2');
    expect(names).not.toContain('admin');
  });

  it('needs a session and the permission', async () => {
    expect((await t.get('/system/online/page')).body.code).toBe(11000);
    expect((await list(await t.login('expert'))).body.code).toBe(401);
  });
});

describe('POST /system/online/forceLogout', () => {
  it('ends a session at once', async () => {
    const token = await t.login('expert');
    const row = (await list(admin, { keyword: 'expert' })).body.data.rows[0]!;
    const res = await t.post<{ ended: number }>(
      '/system/online/forceLogout',
      { sessionIds: [row.sessionId] },
      { token: admin },
    );
    expect(res.body.data.ended).toBe(1);
    expect((await t.get('/auth/user/info', { token })).body.code).toBe(11000);
  });

  it('cannot reach another school’s sessions', async () => {
    const token = await t.login('student2');
    const row = (await list(admin, { keyword: 'student2' })).body.data.rows[0]!;
    const res = await t.post(
      '/system/online/forceLogout',
      { sessionIds: [row.sessionId] },
      { token: schoolA },
    );
    expect(res.body.code).toBe(404);
    expect((await t.get('/auth/user/info', { token })).body.code).toBe(0);
  });

  it('refuses bad input, no session and no permission', async () => {
    expect((await t.post('/system/online/forceLogout', { sessionIds: [] }, { token: admin })).body.code).toBe(
      400,
    );
    expect((await t.post('/system/online/forceLogout', { sessionIds: ['x'] })).body.code).toBe(11000);
    expect(
      (await t.post('/system/online/forceLogout', { sessionIds: ['x'] }, { token: await t.login('expert') }))
        .body.code,
    ).toBe(401);
    const [student] = await t.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.username, 'student2'));
    expect(student!.status).toBe(1);
  });
});
