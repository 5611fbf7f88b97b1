import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../../platform/rate-limit.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

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
  beforeAll(async () => {
    t = await createTestApp({ limiter: createLimiter() });
    apps.push(t);
  });
  const app = async () => t;

  it('refuses the right password after 50 concurrent wrong ones (attempts are counted before checking)', async () => {
    const t = await app();
    // Each run needs its own account: a Redis server keeps counters between runs.
    const username = `race${randomBytes(3).toString('hex')}`;
    await t.post(
      '/system/user/add',
      { username, realName: '并发', password: DEMO_PASSWORD, groupId: t.fixture.groups.schoolA.publicId },
      { token: await t.login('admin') },
    );
    const ips = Array.from({ length: 5 }, newIp);
    const wrong = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.post(
          '/auth/login/pwd',
          { username, password: `wrong-${i}-pass` },
          { headers: { 'x-forwarded-for': ips[i % ips.length]! } },
        ),
      ),
    );
    const checked = wrong.filter((r) => r.body.code === 400).length;
    const refused = wrong.filter((r) => r.status === 429).length;
    expect(checked).toBe(5); // exactly the account's allowance was checked at all
    expect(refused).toBe(45);
    const right = await t.post(
      '/auth/login/pwd',
      { username, password: DEMO_PASSWORD },
      { headers: { 'x-forwarded-for': newIp() } },
    );
    expect(right.status).toBe(429);
    expect(right.body.code).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
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

  it.each([
    ['/auth/login/code', (account: string) => ({ account, code: '123456' }), 5],
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
