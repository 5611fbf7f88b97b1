import { Redis } from 'ioredis';

/** Counts events per key in a fixed window; shared through Redis when several processes serve. */
export type RateLimiter = {
  /**
   * Records one event atomically and returns the count including it: of N concurrent hits each sees a
   * different count, so "hit, then refuse above max" lets exactly max through (count before you check).
   */
  hit: (key: string, windowMs: number) => Promise<{ count: number; resetInMs: number }>;
  /** Reads without recording. */
  peek: (key: string) => Promise<{ count: number; resetInMs: number }>;
  /** Takes one event back (a successful sign-in is not a failure); never below zero. */
  undo: (key: string) => Promise<void>;
  reset: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

export const createMemoryRateLimiter = (): RateLimiter => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > Date.now()) return entry;
    windows.delete(key);
    return undefined;
  };
  // Forget finished windows now and then so the map does not grow without bound.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    // Synchronous from read to write: no other request can interleave on one event loop.
    hit: async (key, windowMs) => {
      const entry = current(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - Date.now() };
    },
    undo: async (key) => {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    peek: async (key) => {
      const entry = current(key);
      return { count: entry?.count ?? 0, resetInMs: entry ? entry.resetAt - Date.now() : 0 };
    },
    reset: async (key) => void windows.delete(key),
    close: async () => clearInterval(sweep),
  };
};

export const createRedisRateLimiter = (url: string, prefix = 'podium:rl:'): RateLimiter => {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    // One MULTI: create the window with its expiry if absent, then INCR — atomic across processes.
    hit: async (key, windowMs) => {
      const result = (await redis
        .multi()
        .set(prefix + key, '0', 'PX', windowMs, 'NX')
        .incr(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[null, unknown], [null, number], [null, number]];
      const count = result[1][1];
      const ttl = result[2][1];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    undo: async (key) => {
      // Only where the window still exists and is above zero (a Lua script keeps it one step).
      await redis.eval(
        "local v = tonumber(redis.call('GET', KEYS[1]) or '0') if v > 0 then redis.call('DECR', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
    peek: async (key) => {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    reset: async (key) => void (await redis.del(prefix + key)),
    close: async () => void (await redis.quit()),
  };
};
