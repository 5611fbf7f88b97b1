import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../../platform/rate-limit.ts';
import { limitKeysOf } from '../../platform/attempt-limits.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { AUTH_LIMITS } from './auth-limits.ts';

/**
 * Limits of the public account calls, counted before the work is done: concurrency cannot get round
 * them. Run with the in-memory limiter and, where TEST_REDIS_URL is given, with the Redis one.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const variants: [string, () => RateLimiter][] = [
  ['memory', createMemoryRateLimiter],
  ...(redisUrl ? [['redis', () => createRedisRateLimiter(redisUrl)] as [string, () => RateLimiter]] : []),
];

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

/** A fresh client address per test (the test app trusts X-Forwarded-For), so counters never mix. */
const newIp = () => `10.${randomBytes(3).join('.')}`;

describe.each(variants)('with the %s limiter', (_name, createLimiter) => {
  let t: TestApp;
  let limiter: RateLimiter;
  beforeAll(async () => {
    limiter = createLimiter();
    t = await createTestApp({ limiter });
    apps.push(t);
  });
  const app = async () => t;

  /** A new account (a Redis server keeps counters between runs), with an email for code sign-in. */
  const newAccount = async (t: TestApp) => {
    const username = `acct${randomBytes(4).toString('hex')}`;
    const email = `${username}@x.cn`;
    const added = await t.post(
      '/system/user/add',
      {
        username,
        realName: '限流',
        password: DEMO_PASSWORD,
        email,
        groupId: t.fixture.groups.schoolA.publicId,
      },
      { token: await t.login('admin') },
    );
    expect(added.body.code).toBe(0);
    return { username, email };
  };
  const signIn = (t: TestApp, username: string, password: string, ip: string, lang?: 'en') =>
    t.post('/auth/login/pwd', { username, password }, { headers: { 'x-forwarded-for': ip }, lang });

  it('lets the owner in from their own address while a stranger’s wrong passwords slow only the stranger', async () => {
    const t = await app();
    const { username } = await newAccount(t);
    const stranger = newIp();
    // Fifty concurrent guesses: the address allows 20 a minute, of which 5 are heard, then a pause.
    const wrong = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(t, username, `wrong-${i}-pass`, stranger)),
    );
    expect(wrong.filter((r) => r.body.code === 400).length).toBe(5);
    expect(wrong.filter((r) => r.status === 429).length).toBe(45);
    // The stranger, even with the right password, waits out the pause.
    const strangerRight = await signIn(t, username, DEMO_PASSWORD, stranger);
    expect(strangerRight.status).toBe(429);
    expect(Number(strangerRight.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own address, gets in at once.
    const owner = await signIn(t, username, DEMO_PASSWORD, newIp());
    expect(owner.body.code).toBe(0);
  });

  it('makes the pauses between one address’s attempts on one account grow', async () => {
    const t = await app();
    const { username } = await newAccount(t);
    const ip = newIp();
    const { pause } = limitKeysOf(AUTH_LIMITS.login.name, ip, username);
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(t, username, 'wrong-pass-1', ip)).body.code).toBe(400);
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await signIn(t, username, 'wrong-pass-1', ip, 'en');
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toMatch(/try again in \d+ seconds/);
      waits.push(Number(refused.headers['retry-after']));
      // The pause has passed (the test stands in for the clock): the next attempt is heard, and fails.
      await limiter.reset(pause!);
      expect((await signIn(t, username, 'wrong-pass-1', ip)).body.code).toBe(400);
    }
    expect(waits).toEqual([30, 60, 120]);
    // A success clears the count: the owner's next mistakes start afresh.
    await limiter.reset(pause!);
    expect((await signIn(t, username, DEMO_PASSWORD, ip)).body.code).toBe(0);
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(t, username, 'wrong-pass-1', ip)).body.code).toBe(400);
  });

  it('pauses password sign-in above the account’s ceiling over all addresses, yet a code still signs in', async () => {
    const t = await app();
    const { username, email } = await newAccount(t);
    const ceiling = AUTH_LIMITS.login.perAccount.max;
    for (let i = 0; i < ceiling; i += 1)
      expect((await signIn(t, username, `wrong-${i}-pass`, newIp())).body.code).toBe(400);
    const paused = await signIn(t, username, DEMO_PASSWORD, newIp());
    expect(paused.status).toBe(429);
    expect(paused.body.msg).toContain('请使用手机或邮箱验证码登录');
    const sent = await t.post('/auth/code/send', { account: email, purpose: 'login' });
    expect(sent.body.code).toBe(0);
    const byCode = await t.post(
      '/auth/login/code',
      { account: email, code: t.codes.lastCode(email) },
      { headers: { 'x-forwarded-for': newIp() } },
    );
    expect(byCode.body.code).toBe(0);
  });

  it('limits one address across accounts, concurrently too', async () => {
    const t = await app();
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post(
          '/auth/login/pwd',
          { username: `ghost${i}x${randomBytes(2).toString('hex')}`, password: 'wrong-pass-1' },
          { headers: { 'x-forwarded-for': ip } },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 429).length).toBe(10); // 20 a minute per address
  });

  it('gives a successful sign-in its charge back, so good sign-ins from one address are not limited', async () => {
    const t = await app();
    const ip = newIp();
    for (let i = 0; i < 25; i += 1) {
      const res = await t.post(
        '/auth/login/pwd',
        { username: 'student', password: DEMO_PASSWORD },
        { headers: { 'x-forwarded-for': ip } },
      );
      expect(res.body.code).toBe(0);
    }
  });

  it.each([
    ['/auth/code/send', (account: string) => ({ account, purpose: 'login' })],
    ['/auth/login/code', (account: string) => ({ account, code: '123456' })],
    [
      '/auth/register',
      (account: string) => ({
        username: 'someone1',
        realName: '某人',
        account,
        code: '123456',
        password: 'Passw0rd1',
        userType: 'student',
      }),
    ],
    ['/auth/retrieve', (account: string) => ({ account, code: '123456', password: 'Passw0rd1' })],
  ] as const)('%s answers 429 + Retry-After per address', async (path, bodyFor) => {
    const t = await app();
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const account = `probe${i}${randomBytes(2).toString('hex')}@x.cn`;
      const res = await t.post(path, bodyFor(account), { headers: { 'x-forwarded-for': ip } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('limits code sign-in by account and address: another address is still heard', async () => {
    const t = await app();
    const account = `target${randomBytes(3).toString('hex')}@x.cn`;
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.post('/auth/login/code', { account, code: '123456' }, { headers: { 'x-forwarded-for': ip } }),
      ),
    );
    expect(results.filter((r) => r.status === 429).length).toBe(3);
    const elsewhere = await t.post(
      '/auth/login/code',
      { account, code: '123456' },
      { headers: { 'x-forwarded-for': newIp() } },
    );
    expect(elsewhere.body).toMatchObject({ code: 400 });
  });

  it.each([
    [
      '/auth/register',
      (account: string) => ({
        username: 'someone2',
        realName: '某人',
        account,
        code: '123456',
        password: 'Passw0rd1',
        userType: 'student',
      }),
      5,
    ],
    ['/auth/retrieve', (account: string) => ({ account, code: '123456', password: 'Passw0rd1' }), 5],
  ] as const)('%s answers 429 per account, from any address', async (path, bodyFor, max) => {
    const t = await app();
    const account = `target${randomBytes(3).toString('hex')}@x.cn`;
    const results = await Promise.all(
      Array.from({ length: max + 3 }, () =>
        t.post(path, bodyFor(account), { headers: { 'x-forwarded-for': newIp() } }),
      ),
    );
    expect(results.filter((r) => r.status === 429).length).toBe(3);
  });
});
