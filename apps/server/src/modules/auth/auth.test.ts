import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { UserInfo } from '@podium/contracts';
import { loginLogs, sessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/login/pwd', () => {
  it('returns a token that opens /auth/user/info', async () => {
    const token = await t.login('organizer');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const info = await t.get<UserInfo>('/auth/user/info', { token });
    expect(info.body.code).toBe(0);
    expect(info.body.data.username).toBe('organizer');
    expect(info.body.data.roleKeys).toEqual(['organizer']);
    expect(info.body.data.roleNames).toEqual(['竞赛组织者']);
    expect(info.body.data.permissions).toContain('system:user:list');
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('expert');
    const stored = await t.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.hash === token)).toBe(false);
  });

  it('refuses a wrong password with a clear message and no token', async () => {
    const res = await t.post('/auth/login/pwd', { username: 'student2', password: 'wrong-pass1' });
    expect(res.body).toEqual({ code: 400, msg: '用户名或密码错误', data: null });
  });

  it('names the failing field in the caller’s language', async () => {
    const zh = await t.post('/auth/login/pwd', { username: '', password: 'x' });
    expect(zh.body.code).toBe(400);
    expect(zh.body.msg).toMatch(/^用户名：/);
    const en = await t.post('/auth/login/pwd', { username: '', password: 'x' }, { lang: 'en' });
    expect(en.body.msg).toMatch(/^username: /);
  });

  it('refuses unknown body fields instead of ignoring them', async () => {
    const res = await t.post('/auth/login/pwd', { username: 'admin', password: 'Demo@12345', isAdmin: true });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('isAdmin');
  });

  it('limits failed attempts per account with 429 and Retry-After, leaving other accounts alone', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.post('/auth/login/pwd', { username: 'school', password: `bad-guess-${i}` });
      expect(res.body.code).toBe(400);
    }
    const blocked = await t.post('/auth/login/pwd', { username: 'school', password: 'Demo@12345' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.post('/auth/login/pwd', { username: 'student', password: 'Demo@12345' })).body.code).toBe(
      0,
    );
  });
});

describe('one-time codes', () => {
  it('signs in once with a sent code; the code cannot be reused', async () => {
    const sent = await t.post<Record<string, unknown>>('/auth/code/send', {
      account: 'student@podium.local',
      purpose: 'login',
    });
    // The answer holds no code, in demo mode or not: the code goes only to the account (here: the recorder).
    expect(sent.body).toEqual({ code: 0, msg: 'ok', data: { resendAfter: 60 } });
    const code = t.codes.lastCode('student@podium.local');
    expect(code).toMatch(/^\d{6}$/);
    const first = await t.post<{ token: string }>('/auth/login/code', {
      account: 'student@podium.local',
      code,
    });
    expect(first.body.code).toBe(0);
    const again = await t.post('/auth/login/code', { account: 'student@podium.local', code });
    expect(again.body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
  });

  it('throttles resending within 60 seconds', async () => {
    expect(
      (await t.post('/auth/code/send', { account: 'expert@podium.local', purpose: 'login' })).body.code,
    ).toBe(0);
    const again = await t.post(
      '/auth/code/send',
      { account: 'expert@podium.local', purpose: 'login' },
      { lang: 'en' },
    );
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/wait \d+ seconds/);
  });

  it('validates account and code format', async () => {
    const badAccount = await t.post('/auth/code/send', { account: 'not-an-account', purpose: 'login' });
    expect(badAccount.body).toMatchObject({ code: 400, msg: '手机号/邮箱：请输入正确的手机号或邮箱' });
    const badCode = await t.post('/auth/login/code', { account: 'student@podium.local', code: '12ab' });
    expect(badCode.body).toMatchObject({ code: 400, msg: '验证码：验证码为6位数字' });
  });

  it('keeps the phone or e-mail of a failed code sign-in masked in the login log', async () => {
    for (const account of ['13800001234', 'Nobody.Here@Example.org'])
      expect((await t.post('/auth/login/code', { account, code: '000000' })).body).toMatchObject({
        code: 400,
        msg: '验证码错误或已过期',
      });
    const failed = await t.db
      .select({ username: loginLogs.username })
      .from(loginLogs)
      .where(and(eq(loginLogs.method, 'code'), eq(loginLogs.success, false)));
    const names = failed.map((row) => row.username);
    expect(names).toEqual(expect.arrayContaining(['138****1234', 'n***@example.org']));
    expect(JSON.stringify(names)).not.toMatch(/13800001234|nobody\.here/i);
  });

  it('answers an unknown account exactly like a known one, and sends it nothing', async () => {
    const unknown = await t.post('/auth/code/send', { account: '13800000000', purpose: 'login' });
    const known = await t.post('/auth/code/send', { account: 'school@podium.local', purpose: 'login' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(t.codes.lastCode('13800000000')).toBeUndefined();
    expect(t.codes.lastCode('school@podium.local')).toMatch(/^\d{6}$/);
  });
});

describe('sessions end', () => {
  it('logout revokes the token: the next call gets 11000', async () => {
    const token = await t.login('student2');
    expect((await t.post('/auth/logout', {}, { token })).body.code).toBe(0);
    const after = await t.get('/auth/user/info', { token });
    expect(after.body).toEqual({ code: 11000, msg: '当前登录已失效，请重新登录', data: null });
  });

  it('a missing or malformed token gets 11000', async () => {
    expect((await t.get('/auth/user/info')).body.code).toBe(11000);
    expect((await t.get('/auth/user/info', { headers: { authorization: 'Token abc' } })).body.code).toBe(
      11000,
    );
    expect((await t.get('/auth/user/info', { token: 'forged-token' })).body.code).toBe(11000);
  });

  it('an absolutely expired or idle session gets 11000', async () => {
    const absolute = await t.login('expert');
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.get('/auth/user/info', { token: absolute })).body.code).toBe(11000);
    const idle = await t.login('expert');
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) });
    expect((await t.get('/auth/user/info', { token: idle })).body.code).toBe(11000);
  });

  it('disabling a user ends their sessions and blocks sign-in', async () => {
    const token = await t.login('student2');
    await t.db.update(users).set({ status: 0 }).where(eq(users.username, 'student2'));
    expect((await t.get('/auth/user/info', { token })).body.code).toBe(11000);
    const again = await t.post('/auth/login/pwd', { username: 'student2', password: 'Demo@12345' });
    expect(again.body).toMatchObject({ code: 400, msg: '账号已停用，请联系管理员' });
    await t.db.update(users).set({ status: 1 }).where(eq(users.username, 'student2'));
  });

  it('a password reset by code ends every session and the new password works', async () => {
    const old = await t.login('organizer');
    await t.post('/auth/code/send', { account: 'organizer@podium.local', purpose: 'retrieve' });
    const code = t.codes.lastCode('organizer@podium.local');
    const weak = await t.post('/auth/retrieve', {
      account: 'organizer@podium.local',
      code,
      password: 'onlyletters',
    });
    expect(weak.body).toMatchObject({ code: 400, msg: '密码：密码需包含字母和数字' });
    const reset = await t.post('/auth/retrieve', {
      account: 'organizer@podium.local',
      code,
      password: 'NewPass2026',
    });
    expect(reset.body.code).toBe(0);
    expect((await t.get('/auth/user/info', { token: old })).body.code).toBe(11000);
    expect(await t.login('organizer', 'NewPass2026')).toBeTruthy();
  });
});

describe('POST /auth/register', () => {
  const base = {
    username: 'newstudent',
    realName: '王小明',
    account: 'new@school.edu.cn',
    password: 'Passw0rd!',
    userType: 'student',
    agreed: true,
  };

  it('refuses a sign-up without consent to the agreement and policy (zh and en), writing nothing', async () => {
    await t.post('/auth/code/send', { account: 'noconsent@school.edu.cn', purpose: 'register' });
    const body = { ...base, username: 'noconsent', account: 'noconsent@school.edu.cn' };
    const code = t.codes.lastCode('noconsent@school.edu.cn');
    const missing = await t.post('/auth/register', { ...body, agreed: undefined, code });
    expect(missing.body).toMatchObject({ code: 400, msg: '请阅读并同意《用户协议》和《隐私政策》' });
    const refused = await t.post('/auth/register', { ...body, agreed: false, code }, { lang: 'en' });
    expect(refused.body).toMatchObject({
      code: 400,
      msg: 'Please read and accept the user agreement and the privacy policy',
    });
    expect(await t.db.select().from(users).where(eq(users.username, 'noconsent'))).toHaveLength(0);
    // The code was not spent: with consent the same code signs the visitor up.
    const agreed = await t.post('/auth/register', { ...body, code });
    expect(agreed.body.code).toBe(0);
  });

  it('checks the ID number with the spec’s messages', async () => {
    await t.post('/auth/code/send', { account: base.account, purpose: 'register' });
    const code = t.codes.lastCode(base.account);
    const short = await t.post('/auth/register', { ...base, code, idCard: '1234' });
    expect(short.body).toMatchObject({ code: 400, msg: '无效的身份证号码：必须为18位字符串' });
    const badDate = await t.post('/auth/register', { ...base, code, idCard: '11010120230230123X' });
    expect(badDate.body).toMatchObject({ code: 400, msg: '无效的出生日期' });
    // A mistyped check digit (the right one is 6) is refused too, as the form says on blur.
    const badDigit = await t.post('/auth/register', { ...base, code, idCard: '110101200803154527' });
    expect(badDigit.body.code).toBe(400);
    expect(badDigit.body.msg).toMatch(/校验/);
    expect(
      (
        await t.post(
          '/auth/register',
          { ...base, code, idCard: '110101200803154527' },
          {
            headers: { 'accept-language': 'en' },
          },
        )
      ).body.msg,
    ).toMatch(/check/i);
  });

  it('creates a student of the tenant, signed in, with birthday and gender from the ID number', async () => {
    const code = t.codes.lastCode(base.account);
    const res = await t.post<{ token: string }>('/auth/register', {
      ...base,
      code,
      idCard: '110101200803154526',
    });
    expect(res.body.code).toBe(0);
    const info = await t.get<{ roleKeys: string[] }>('/auth/user/info', { token: res.body.data.token });
    expect(info.body.data.roleKeys).toEqual(['student']);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'newstudent'));
    expect(row).toMatchObject({ birthday: '2008-03-15', gender: 2, email: 'new@school.edu.cn' });
    // The moment of consent is kept with the account (PIPL).
    expect(row?.consentAt).toBeInstanceOf(Date);
    expect(Date.now() - row!.consentAt!.getTime()).toBeLessThan(60_000);
  });

  it('keeps a phone account encrypted at rest and signs in by it', async () => {
    const phone = '13912345678';
    await t.post('/auth/code/send', { account: phone, purpose: 'register' });
    const res = await t.post('/auth/register', {
      ...base,
      username: 'phoneuser',
      account: phone,
      code: t.codes.lastCode(phone),
    });
    expect(res.body.code).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'phoneuser'));
    expect(row?.phoneCipher).toBeTruthy();
    expect(row?.phoneCipher).not.toContain(phone);
    expect(row?.phoneIndex).not.toContain(phone);
    await t.post('/auth/code/send', { account: phone, purpose: 'login' });
    const login = await t.post('/auth/login/code', { account: phone, code: t.codes.lastCode(phone) });
    expect(login.body.code).toBe(0);
  });

  it('refuses an ID number that is already registered', async () => {
    await t.post('/auth/code/send', { account: 'twin@school.edu.cn', purpose: 'register' });
    const res = await t.post('/auth/register', {
      ...base,
      username: 'twinuser',
      account: 'twin@school.edu.cn',
      code: t.codes.lastCode('twin@school.edu.cn'),
      idCard: '110101200803154526',
    });
    expect(res.body).toMatchObject({ code: 409, msg: '该身份证号已注册' });
  });

  it('answers a taken account like a new one (no code goes out), and tells a taken username only after the code', async () => {
    const before = t.codes.lastCode('student@podium.local');
    const taken = await t.post('/auth/code/send', { account: 'student@podium.local', purpose: 'register' });
    expect(taken.body).toEqual({ code: 0, msg: 'ok', data: { resendAfter: 60 } });
    expect(t.codes.lastCode('student@podium.local')).toBe(before); // nothing new went out
    const noCode = await t.post('/auth/register', {
      ...base,
      username: 'student',
      account: 'fresh@school.edu.cn',
      code: '123456',
    });
    expect(noCode.body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    await t.post('/auth/code/send', { account: 'fresh@school.edu.cn', purpose: 'register' });
    const code = t.codes.lastCode('fresh@school.edu.cn');
    const withCode = await t.post('/auth/register', {
      ...base,
      username: 'student',
      account: 'fresh@school.edu.cn',
      code,
    });
    expect(withCode.body).toMatchObject({ code: 409, msg: '用户名已被占用' });
    // The code was only checked, not used up: the same code signs up with a free name.
    const again = await t.post('/auth/register', {
      ...base,
      username: 'freshuser',
      account: 'fresh@school.edu.cn',
      code,
    });
    expect(again.body.code).toBe(0);
  });
});

describe('demo mode', () => {
  it('lists demo account names without any password, and says it is demo mode', async () => {
    const accounts = await t.get<Record<string, unknown>[]>('/auth/demo/accounts');
    expect(accounts.body.data.map((a) => a.username)).toContain('admin');
    for (const account of accounts.body.data)
      expect(Object.keys(account).sort()).toEqual(['persona', 'username']);
    expect(JSON.stringify(accounts.body)).not.toContain('Demo@12345');
    expect((await t.get('/auth/demo/mode')).body).toEqual({ code: 0, msg: 'ok', data: { demo: true } });
  });
});
