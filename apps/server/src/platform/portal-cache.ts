import type { FastifyInstance } from 'fastify';
import { createSharedCache, type SharedCacheOptions } from './shared-cache.ts';

/**
 * The portal's public answers about competitions (the homepage's `lastRound`, the competition list, a
 * competition's details), kept `PORTAL_CACHE_MS` (3 s) per host, language and query in the shared cache
 * (this process, or Redis with `REDIS_URL`, so every process serves and clears the same answers).
 *
 * Why: these are the portal's busiest calls and each ran 4–15 statements a visit (docs/benchmarks.md);
 * warm they run none, which `sql-budget.test.ts` holds them to. A write of a module whose data they show
 * (competitions and their settings, the site, dictionaries, groups) clears every answer before it answers
 * (`clearPortalOnWrite`); anything else (a stage window passing) shows within the TTL.
 */
export type PortalCache = {
  /** The kept answer for `key`, else `load()`'s; a load that throws (a 404) is not kept. */
  answer: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => Promise<void>;
  close: () => Promise<void>;
};

export const createPortalCache = (options: SharedCacheOptions): PortalCache => {
  const cache = createSharedCache<{ value: unknown }>('portal', options);
  return {
    answer: async <T>(key: string, load: () => Promise<T>) =>
      (
        await cache.get(key, async () => ({
          value: { value: await load() },
          expiresAt: Date.now() + options.ttlMs,
        }))
      ).value as T,
    clear: cache.clear,
    close: cache.close,
  };
};

/** The key of an answer for a host (port and case ignored, as the site lookup does). */
export const portalKey = (call: string, host: string, ...parts: unknown[]) =>
  JSON.stringify([call, host.replace(/:\d+$/, '').toLowerCase(), ...parts]);

/** Every write of the routes of `app` (a module's scope) clears the portal's answers before it answers. */
export const clearPortalOnWrite = (app: FastifyInstance, portal: PortalCache) => {
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') await portal.clear();
  });
};
