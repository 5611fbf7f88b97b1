import { LRUCache } from 'lru-cache';
import type { WebsiteSetting } from '@podium/contracts';
import type { Db } from '../../platform/db.ts';
import { presentWebsiteSetting } from './website.presenter.ts';
import { findSiteForHost, listActiveBanners } from './website.service.ts';

type CachedSite = { setting: WebsiteSetting; groupName: string };

/**
 * Every first page view asks for the site of its host, so the answer is kept per host for a moment.
 * Writes in this process clear it at once (`invalidate`); other processes see a change within `ttlMs`.
 */
export const createSiteCache = (db: Db, ttlMs = 2_000) => {
  const cache = new LRUCache<string, CachedSite>({
    max: 1_000,
    ttl: ttlMs,
    fetchMethod: async (host) => {
      const site = await findSiteForHost(db, host);
      const banners = site ? await listActiveBanners(db, site.setting.id) : [];
      return { setting: presentWebsiteSetting(site, banners), groupName: site?.groupName ?? '' };
    },
  });
  const normalise = (host: string) => host.replace(/:\d+$/, '').toLowerCase();
  return {
    get: async (host: string) => (await cache.fetch(normalise(host)))!,
    invalidate: () => cache.clear(),
  };
};

export type SiteCache = ReturnType<typeof createSiteCache>;
