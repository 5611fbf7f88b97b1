// The portal's news list and search are the busiest public calls (every news column, the homepage's news
// section, every search), and on PGlite their queries run on the event loop: at 100 connections calls
// timed out (docs/benchmarks.md). Answers are kept a few seconds per host and query, shared through Redis
// when several processes serve.
import type { PublicNewsPage, publicNewsQuery } from '@podium/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { createSharedCache, type SharedCacheOptions } from '../../platform/shared-cache.ts';
import { nextScheduledAt, pagePublicNews } from './news-public.ts';

type Query = z.output<typeof publicNewsQuery>;

const keyOf = (host: string, q: Query) =>
  JSON.stringify([
    host.replace(/:\d+$/, '').toLowerCase(),
    q.pageNum,
    q.pageSize,
    q.newsType ?? '',
    q.competitionId ?? '',
    q.keyword ?? '',
  ]);

/**
 * Every news write clears it (`clear`, awaited before the write answers, so the writer's next read shows
 * the change). An answer never outlives the moment the next scheduled article is due, so that article
 * appears on time without any write.
 */
export const createPublicNewsCache = (db: Db, options: SharedCacheOptions) => {
  const cache = createSharedCache<PublicNewsPage>('news-public', options);
  return {
    kind: cache.kind,
    page: (host: string, query: Query) =>
      cache.get(keyOf(host, query), async () => {
        const now = new Date();
        const [value, next] = await Promise.all([
          pagePublicNews(db, host, query, now),
          nextScheduledAt(db, now),
        ]);
        const expiresAt = Math.min(now.getTime() + options.ttlMs, next?.getTime() ?? Infinity);
        return { value, expiresAt };
      }),
    clear: cache.clear,
    close: cache.close,
  };
};
