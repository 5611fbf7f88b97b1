import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A value and the moment (epoch ms) it stops being true. */
export type Expiring<T> = { value: T; expiresAt: number };

/**
 * Short-lived answers shared by every process: in this process alone by default, in Redis with
 * `REDIS_URL`. Each value carries its own expiry (a list with a scheduled article in sight expires when
 * that article is due). `clear()` drops every answer at once; an answer computed while a clear happened is
 * not kept (a generation number is checked before storing), so a write is never hidden by a read that
 * started before it.
 */
export type SharedCache<T> = {
  kind: 'memory' | 'redis' | 'off';
  /** The kept answer for `key`, else `load()`'s (one load per key at a time in this process). */
  get: (key: string, load: () => Promise<Expiring<T>>) => Promise<T>;
  clear: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Joins concurrent loads of one key (and one generation) in this process: a hundred visitors arriving
 * on an expired list run its queries once.
 */
const singleFlight = <T>() => {
  const flying = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const current = flying.get(key);
    if (current) return current;
    const started = run().finally(() => flying.delete(key));
    flying.set(key, started);
    return started;
  };
};

/** No caching (`ttlMs` 0): every call loads. The benchmarks measure the product without the cache so. */
export const createUncachedCache = <T>(): SharedCache<T> => ({
  kind: 'off',
  get: async (_key, load) => (await load()).value,
  clear: async () => {},
  close: async () => {},
});

export const createMemorySharedCache = <T extends object>(maxEntries = 1_000): SharedCache<T> => {
  let generation = 0;
  const entries = new LRUCache<string, Expiring<T>>({ max: maxEntries });
  const join = singleFlight<T>();
  return {
    kind: 'memory',
    get: async (key, load) => {
      const kept = entries.get(key);
      if (kept && kept.expiresAt > Date.now()) return kept.value;
      const started = generation;
      return join(`${started}:${key}`, async () => {
        const loaded = await load();
        const ttl = loaded.expiresAt - Date.now();
        if (started === generation && ttl > 0) entries.set(key, loaded);
        return loaded.value;
      });
    },
    clear: async () => {
      generation += 1;
      entries.clear();
    },
    close: async () => void entries.clear(),
  };
};

// The generation and the answers of each generation live in Redis. Answers of one generation share one hash
// that expires `maxTtlMs` after its first answer, so keys that are never asked again do not pile up; each
// answer also carries its own expiry, checked on reading.
const READ = `local gen = redis.call('GET', KEYS[1]) or '0'
return {gen, redis.call('HGET', KEYS[2] .. gen, ARGV[1])}`;
const WRITE = `local gen = redis.call('GET', KEYS[1]) or '0'
if gen ~= ARGV[1] then return 0 end
local hash = KEYS[2] .. gen
redis.call('HSET', hash, ARGV[2], ARGV[3])
if redis.call('PTTL', hash) < 0 then redis.call('PEXPIRE', hash, ARGV[4]) end
return 1`;

type CacheRedis = Redis & {
  cacheRead: (genKey: string, hashPrefix: string, field: string) => Promise<[string, string | null]>;
  cacheWrite: (
    genKey: string,
    hashPrefix: string,
    gen: string,
    field: string,
    value: string,
    ttlMs: number,
  ) => Promise<number>;
};

export const createRedisSharedCache = <T>(
  url: string,
  keyPrefix: string,
  maxTtlMs: number,
): SharedCache<T> => {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 }) as CacheRedis;
  redis.defineCommand('cacheRead', { numberOfKeys: 2, lua: READ });
  redis.defineCommand('cacheWrite', { numberOfKeys: 2, lua: WRITE });
  const genKey = `${keyPrefix}gen`;
  const hashPrefix = `${keyPrefix}answers:`;
  const join = singleFlight<T>();
  return {
    kind: 'redis',
    get: async (key, load) => {
      const [gen, raw] = await redis.cacheRead(genKey, hashPrefix, key);
      if (raw) {
        const kept = JSON.parse(raw) as Expiring<T>;
        if (kept.expiresAt > Date.now()) return kept.value;
      }
      return join(`${gen}:${key}`, async () => {
        const loaded = await load();
        const ttl = Math.min(loaded.expiresAt - Date.now(), maxTtlMs);
        if (ttl > 0)
          await redis.cacheWrite(genKey, hashPrefix, gen, key, JSON.stringify(loaded), Math.ceil(maxTtlMs));
        return loaded.value;
      });
    },
    clear: async () => void (await redis.incr(genKey)),
    close: async () => void (await redis.quit()),
  };
};

export type SharedCacheOptions = {
  redisUrl: string | undefined;
  /** Start of the Redis keys (`Config.cacheKeyPrefix`). */
  keyPrefix: string;
  /** The longest an answer is kept; 0 turns caching off. */
  ttlMs: number;
};

/** Redis when `redisUrl` is set, else this process; `name` keeps each cache's keys apart. */
export const createSharedCache = <T extends object>(
  name: string,
  options: SharedCacheOptions,
): SharedCache<T> => {
  if (options.ttlMs <= 0) return createUncachedCache<T>();
  return options.redisUrl
    ? createRedisSharedCache<T>(options.redisUrl, `${options.keyPrefix}${name}:`, options.ttlMs)
    : createMemorySharedCache<T>();
};
