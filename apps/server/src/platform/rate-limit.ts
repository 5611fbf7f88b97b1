import { Redis } from 'ioredis';

/** Counts events per key in a fixed window; shared through Redis when several processes serve. */
export type RateLimiter = {
  /** Records one event; returns how many happened in the window so far and when the window ends. */
  hit: (key: string, windowMs: number) => Promise<{ count: number; resetInMs: number }>;
  /** Reads without recording. */
  peek: (key: string) => Promise<{ count: number; resetInMs: number }>;
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
    hit: async (key, windowMs) => {
      const entry = current(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - Date.now() };
    },
    peek: async (key) => {
      const entry = current(key);
      return { count: entry?.count ?? 0, resetInMs: entry ? entry.resetAt - Date.now() : 0 };
    },
    reset: async (key) => void windows.delete(key),
    close: async () => clearInterval(sweep),
  };
};

export const createRedisRateLimiter = (url: string): RateLimiter => {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const prefix = 'podium:rl:';
  return {
    hit: async (key, windowMs) => {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(prefix + key, windowMs);
      return { count, resetInMs: ttl < 0 ? windowMs : ttl };
    },
    peek: async (key) => {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    reset: async (key) => void (await redis.del(prefix + key)),
    close: async () => void (await redis.quit()),
  };
};
