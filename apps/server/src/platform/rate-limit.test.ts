import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const made: RateLimiter[] = [];
afterAll(async () => {
  await Promise.all(made.map((l) => l.close()));
});

// The Redis variant runs where a Redis server is given (CI sets TEST_REDIS_URL); the memory one always.
const variants: [string, () => RateLimiter][] = [
  ['memory', createMemoryRateLimiter],
  ...(redisUrl ? [['redis', () => createRedisRateLimiter(redisUrl)] as [string, () => RateLimiter]] : []),
];

describe.each(variants)('%s rate limiter', (_name, create) => {
  const limiter = create();
  made.push(limiter);
  const key = () => `test:${randomBytes(4).toString('hex')}`;

  it('counts hits in a window and reports when it ends', async () => {
    const k = key();
    expect((await limiter.hit(k, 10_000)).count).toBe(1);
    const second = await limiter.hit(k, 10_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(10_000);
    expect((await limiter.peek(k)).count).toBe(2);
  });

  it('starts afresh after the window and after a reset', async () => {
    const k = key();
    await limiter.hit(k, 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await limiter.peek(k)).count).toBe(0);
    await limiter.hit(k, 10_000);
    await limiter.reset(k);
    expect((await limiter.peek(k)).count).toBe(0);
  });
});
