import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginLogRow, OperationLogRow } from '@podium/contracts';
import { readAllRows } from '../../platform/excel.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let organizer: string;
let schoolAReader: string;
let schoolBReader: string;
const LOG_PERMS = ['system:log:list', 'system:log:export'];
type Page<T> = { rows: T[]; total: number };
const operations = (token: string, query: Record<string, string> = {}) =>
  t.get<Page<OperationLogRow>>('/system/log/operation/page', { token, query: { pageSize: '100', ...query } });
const logins = (token: string, query: Record<string, string> = {}) =>
  t.get<Page<LoginLogRow>>('/system/log/login/page', { token, query: { pageSize: '100', ...query } });
const download = (path: string, token: string, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/prod-api${path}`,
    headers: { authorization: `Bearer ${token}` },
    query,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  organizer = await t.login('organizer');
  const deptWriter = await createActor(t, {
    username: 'deptwriter',
    group: t.fixture.groups.schoolA,
    permissions: ['system:dept:add'],
  });
  schoolAReader = (
    await createActor(t, { username: 'readera', group: t.fixture.groups.schoolA, permissions: LOG_PERMS })
  ).token;
  schoolBReader = (
    await createActor(t, { username: 'readerb', group: t.fixture.groups.schoolB, permissions: LOG_PERMS })
  ).token;
  // One write for each level: the platform (admin), the organiser, school A; and a failed one.
  const mark = await operationLogMark(t);
  await t.post('/system/dict/type/add', { dictType: 'log_probe', dictName: '日志探针' }, { token: admin });
  await t.post(
    '/system/dept/add',
    { name: '组委会办公室' },
    { token: organizer, headers: { 'x-forwarded-for': '198.51.100.9' } },
  );
  await t.post('/system/dept/add', { name: '东海教务处' }, { token: deptWriter.token });
  await t.post('/system/dept/add', { name: '东海教务处' }, { token: deptWriter.token });
  await waitForOperationLog(t, 'dict', 'typeAdd', mark);
  for (let i = 0; i < 50 && (await operations(admin, { module: 'dept' })).body.data.total < 3; i++)
    await new Promise((r) => setTimeout(r, 40));
  // Sign-in attempts: an unknown username (with formula-like text) and a wrong password of a school user.
  await t.post('/auth/login/pwd', { username: '=HYPERLINK("x")', password: 'wrong-pass1' });
  await t.post('/auth/login/pwd', { username: 'student', password: 'wrong-pass1' });
});
afterAll(() => t.close());

describe('GET /system/log/operation/page', () => {
  it('shows ROOT every write with before/after, newest first', async () => {
    const res = await operations(admin);
    expect(res.body.code).toBe(0);
    const dict = res.body.data.rows.find((r) => r.module === 'dict')!;
    expect(dict).toMatchObject({
      username: 'admin',
      action: 'typeAdd',
      target: 'log_probe',
      success: true,
      method: 'POST',
      path: '/prod-api/system/dict/type/add',
      groupName: '高校学生竞赛网',
    });
    expect(dict.after).toMatchObject({ dictType: 'log_probe' });
    const times = res.body.data.rows.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows a group the writes of its subtree only, never a sibling’s or superior’s', async () => {
    const org = (await operations(organizer)).body.data.rows.map((r) => r.target);
    expect(org).toEqual(expect.arrayContaining(['组委会办公室', '东海教务处']));
    expect(org).not.toContain('log_probe');
    const a = (await operations(schoolAReader)).body.data.rows;
    expect(a.map((r) => r.target)).not.toContain('组委会办公室');
    expect(a.filter((r) => r.module === 'dept')).toHaveLength(2);
    expect((await operations(schoolBReader)).body.data.rows.filter((r) => r.module === 'dept')).toEqual([]);
  });

  it('filters by user, module, action, result, IP and time', async () => {
    const failed = await operations(organizer, { success: '0' });
    expect(failed.body.data.rows.map((r) => [r.target, r.errorMsg])).toEqual([
      ['', '同一上级下已有名为「东海教务处」的部门'],
    ]);
    expect(
      (await operations(organizer, { username: 'deptwri', action: 'add', module: 'dept' })).body.data.total,
    ).toBe(2);
    expect((await operations(organizer, { ip: '198.51.100.9' })).body.data.rows.map((r) => r.target)).toEqual(
      ['组委会办公室'],
    );
    expect(
      (await operations(organizer, { beginTime: new Date(Date.now() + 60_000).toISOString() })).body.data
        .total,
    ).toBe(0);
    expect(
      (
        await operations(organizer, {
          endTime: new Date(Date.now() + 60_000).toISOString(),
          beginTime: '2020-01-01T00:00:00Z',
        })
      ).body.data.total,
    ).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad filters, no session and no permission', async () => {
    const bad = await operations(organizer, { beginTime: 'yesterday' });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^开始时间：/);
    expect((await operations(organizer, { success: 'yes' })).body.msg).toMatch(/^结果：/);
    expect((await t.get('/system/log/operation/page')).body.code).toBe(11000);
    expect((await operations(await t.login('school'))).body.code).toBe(401);
  });

  it('offers no way to change a log', async () => {
    for (const path of [
      '/system/log/operation/delete',
      '/system/log/operation/update',
      '/system/log/login/delete',
    ]) {
      expect((await t.post(path, { ids: ['x'] }, { token: admin })).status).toBe(404);
    }
  });
});

describe('GET /system/log/login/page', () => {
  it('shows ROOT every attempt, unknown usernames included', async () => {
    const rows = (await logins(admin)).body.data.rows;
    expect(rows.find((r) => r.username === '=HYPERLINK("x")')).toMatchObject({
      success: false,
      reason: 'bad credentials',
      groupName: '',
    });
    expect(rows.find((r) => r.username === 'organizer')).toMatchObject({
      success: true,
      method: 'pwd',
      realName: '赵组委',
    });
  });

  it('shows a group the sign-ins of its subtree’s users only', async () => {
    const org = (await logins(organizer)).body.data.rows.map((r) => r.username);
    expect(org).toEqual(expect.arrayContaining(['organizer', 'student', 'readera', 'readerb']));
    expect(org).not.toContain('admin');
    expect(org).not.toContain('=HYPERLINK("x")');
    const a = (await logins(schoolAReader)).body.data.rows.map((r) => r.username);
    expect(a).toEqual(expect.arrayContaining(['student', 'readera', 'deptwriter']));
    for (const outsider of ['organizer', 'readerb', 'admin', 'student2']) expect(a).not.toContain(outsider);
    expect((await logins(schoolAReader, { success: '0' })).body.data.rows.map((r) => r.username)).toEqual([
      'student',
    ]);
    expect((await logins(schoolBReader)).body.data.rows.map((r) => r.username)).toEqual(['readerb']);
  });

  it('refuses bad filters, no session and no permission', async () => {
    expect((await logins(organizer, { method: 'sms' })).body.code).toBe(400);
    expect((await t.get('/system/log/login/page')).body.code).toBe(11000);
    expect((await logins(await t.login('expert'))).body.code).toBe(401);
  });
});

describe('exports', () => {
  it('exports the filtered operation log as .xlsx in the caller’s scope', async () => {
    const res = await download('/system/log/operation/export', organizer, { module: 'dept' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const rows = await readAllRows(res.rawPayload);
    expect(rows[0]!.slice(0, 5)).toEqual(['时间', '用户名', '机构', '模块', '操作']);
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r[5])).not.toContain('log_probe');
  });

  it('exports the login log with formula-like text neutralised', async () => {
    const res = await download('/system/log/login/export', admin, { success: '0' });
    const rows = await readAllRows(res.rawPayload);
    const usernames = rows.slice(1).map((r) => r[1]);
    expect(usernames).toContain(`'=HYPERLINK("x")`);
    expect(usernames).not.toContain('=HYPERLINK("x")');
  });

  it('needs system:log:export', async () => {
    const auditor = await createActor(t, {
      username: 'onlylist',
      group: t.fixture.groups.organizer,
      permissions: ['system:log:list'],
    });
    const denied = await download('/system/log/login/export', auditor.token);
    expect(denied.json()).toMatchObject({ code: 401 });
    expect((await download('/system/log/operation/export', auditor.token)).json()).toMatchObject({
      code: 401,
    });
    expect((await t.get('/system/log/operation/export')).body.code).toBe(11000);
  });
});
