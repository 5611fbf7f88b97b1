import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@podium/contracts';
import type { ApiModule } from './api-module.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { authOf } from './access.ts';
import { ok } from './reply.ts';

/** Probe routes declaring each kind of access, registered the way every module registers its routes. */
const probes: ApiModule = async (app) => {
  const schema = { response: { 200: envelope(z.string()) } };
  app.get('/probe/public', { config: { access: 'public' }, schema }, async () => ok('public'));
  app.get('/probe/default', { schema }, async () => ok('signed in'));
  app.get('/probe/users', { config: { access: { permission: 'system:user:list' } }, schema }, async () =>
    ok('users'),
  );
  app.get('/probe/roles', { config: { access: { permission: 'system:role:list' } }, schema }, async () =>
    ok('roles'),
  );
  app.get('/probe/whoami', { schema }, async (request) => {
    const auth = authOf(request);
    return ok(`${auth.username}|${auth.group?.publicId ?? '-'}|${auth.roleKeys.join(',')}|${auth.dataScope}`);
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraModules: [probes] });
});
afterAll(() => t.close());

describe('writes are audited by construction', () => {
  it('refuses to build an app with a permission-guarded POST that declares no audit', async () => {
    const unaudited: ApiModule = async (app) => {
      app.post('/probe/write', { config: { access: { permission: 'system:user:edit' } } }, async () =>
        ok('written'),
      );
    };
    await expect(createTestApp({ extraModules: [unaudited] })).rejects.toThrow(/must declare config.audit/);
  });
});

describe('access declared at the route', () => {
  it('lets anyone call a public route', async () => {
    expect((await t.get('/probe/public')).body.data).toBe('public');
  });

  it('requires a session by default', async () => {
    expect((await t.get('/probe/default')).body.code).toBe(11000);
    expect((await t.get('/probe/default', { token: await t.login('student') })).body.data).toBe('signed in');
  });

  it('requires the permission in the acting group, answering 401 otherwise', async () => {
    const organizer = await t.login('organizer');
    expect((await t.get('/probe/users', { token: organizer })).body.data).toBe('users');
    const denied = await t.get('/probe/roles', { token: organizer });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 401, msg: '该账号无权访问，请联系管理员授权', data: null });
    const school = await t.login('school');
    expect((await t.get('/probe/users', { token: school })).body.code).toBe(401);
  });

  it('lets ROOT pass every permission check', async () => {
    const admin = await t.login('admin');
    expect((await t.get('/probe/roles', { token: admin })).body.data).toBe('roles');
  });

  it('limits failed logins per IP to 20 a minute', async () => {
    const ip = { headers: { 'x-forwarded-for': '203.0.113.7' } };
    for (let i = 0; i < 20; i++) {
      await t.post('/auth/login/pwd', { username: `ghost${i}`, password: 'nope-1234' }, ip);
    }
    const blocked = await t.post('/auth/login/pwd', { username: 'admin', password: 'Demo@12345' }, ip);
    expect(blocked.body.code).toBe(429);
    expect((await t.post('/auth/login/pwd', { username: 'admin', password: 'Demo@12345' })).body.code).toBe(
      0,
    );
  });
});

describe('guards of concurrent calls', () => {
  it('gives each of many calls guarded at once its own caller, group and roles, as when called alone', async () => {
    const tokens = {
      admin: await t.login('admin'),
      organizer: await t.login('organizer'),
      school: await t.login('school'),
      student: await t.login('student'),
      unknown: 'not-a-session',
    };
    const groups = [undefined, t.fixture.groups.organizer.publicId, t.fixture.groups.schoolA.publicId];
    const calls = Object.values(tokens).flatMap((token) => groups.map((groupId) => ({ token, groupId })));
    const answer = async (call: (typeof calls)[number]) => {
      const response = await t.get<string>('/probe/whoami', call);
      return `${response.status} ${response.body.code} ${response.body.data ?? response.body.msg}`;
    };
    const alone: string[] = [];
    for (const call of calls) alone.push(await answer(call));
    // Refusals and acceptances both occur, so a mix-up between callers would show.
    expect(alone.filter((a) => a.startsWith('200 0 ')).length).toBeGreaterThan(3);
    expect(alone.filter((a) => !a.startsWith('200 0 ')).length).toBeGreaterThan(3);
    // The same calls, three times over and all at once: their guards share session reads.
    const together = await Promise.all([...calls, ...calls, ...calls].map(answer));
    expect(together).toEqual([...alone, ...alone, ...alone]);
  });
});
