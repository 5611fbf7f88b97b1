// The public news list and search are cached (news-public-cache.ts). Kept answers must never hide a write
// nor show a scheduled article early or late. Run in this process and through Redis, each with answers kept
// a minute, so a missed clear or an expiry that ignores the next scheduled article fails here.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicNewsPage } from '@podium/contracts';
import { newsArticles } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const KEEP_MS = 60_000;

describe.each([
  ['in this process', undefined],
  ['through Redis', redisUrl],
] as const)('the public news list cache, %s', (_name, redis) => {
  let t: TestApp;
  let organizer: string;

  beforeAll(async () => {
    t = await createTestApp({
      // A key prefix of its own: test runs sharing this Redis never read each other's answers.
      config: { newsCacheMs: KEEP_MS, redisUrl: redis, cacheKeyPrefix: `podium-test:${randomUUID()}:` },
      // No job workers: with REDIS_URL they would serve the shared Redis's queues; news runs no job.
      startJobs: false,
    });
    organizer = await t.login('organizer');
  });
  afterAll(() => t.close());

  const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
  const search = async (keyword: string) =>
    (await t.get<PublicNewsPage>('/home/competition/news/page', { query: { keyword, pageSize: '50' } })).body
      .data;
  /** Ids a search finds (a keyword is segmented and any word matches, so totals would count others). */
  const found = async (keyword: string) => (await search(keyword)).rows.map((r) => r.newsId);
  const write = async (title: string, publishAt?: string) => {
    const saved = await t.post<{ newsId: string }>(
      '/newsManagement/news/save',
      { title, newsType: '1', summary: '', content: `<p>${title}的正文。</p>`, publishAt },
      org(),
    );
    expect(saved.body.code).toBe(0);
    return saved.body.data.newsId;
  };

  it('keeps answers: a row written behind the product’s back stays unseen', async () => {
    const publicId = newPublicId();
    expect(await found('缓存旁路')).not.toContain(publicId);
    await t.db.insert(newsArticles).values({
      publicId,
      groupId: t.fixture.groups.organizer.id,
      title: '缓存旁路写入的新闻',
      newsType: '1',
      status: 'published',
      publishAt: new Date(Date.now() - 1000),
    });
    // Proves the answer is kept, so the checks below could fail if a write did not clear it.
    expect(await found('缓存旁路')).not.toContain(publicId);
  });

  it('shows a publication, an unpublication and a deletion at once', async () => {
    const newsId = await write('即时发布的缓存新闻');
    expect(await found('即时发布')).not.toContain(newsId);
    expect((await t.post('/newsManagement/news/publish', { newsId }, org())).body.code).toBe(0);
    expect(await found('即时发布')).toContain(newsId);
    await t.post('/newsManagement/news/unpublish', { newsId }, org());
    expect(await found('即时发布')).not.toContain(newsId);
    await t.post('/newsManagement/news/publish', { newsId }, org());
    expect(await found('即时发布')).toContain(newsId);
    await t.post('/newsManagement/news/delete', { newsId }, org());
    expect(await found('即时发布')).not.toContain(newsId);
  });

  it('shows an edit of a published article at once', async () => {
    const newsId = await write('甲乙丙丁戊改名之前');
    await t.post('/newsManagement/news/publish', { newsId }, org());
    expect((await search('甲乙丙丁戊')).rows.find((r) => r.newsId === newsId)?.title).toBe(
      '甲乙丙丁戊改名之前',
    );
    await t.post(
      '/newsManagement/news/save',
      { newsId, title: '甲乙丙丁戊改名之后', newsType: '1', summary: '', content: '<p>正文</p>' },
      org(),
    );
    expect((await search('甲乙丙丁戊')).rows.find((r) => r.newsId === newsId)?.title).toBe(
      '甲乙丙丁戊改名之后',
    );
  });

  it('shows a scheduled article when its time comes, not before, with no write in between', async () => {
    const publishAt = Date.now() + 1500;
    const newsId = await write('子丑寅卯定时', new Date(publishAt).toISOString());
    await t.post('/newsManagement/news/publish', { newsId }, org());
    // Asked twice before its time: the second answer is the kept one (and must still not show it).
    expect(await found('子丑寅卯')).not.toContain(newsId);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt - Date.now() - 400)));
    expect(await found('子丑寅卯')).not.toContain(newsId);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt - Date.now() + 50)));
    expect(await found('子丑寅卯')).toContain(newsId);
  });
});
