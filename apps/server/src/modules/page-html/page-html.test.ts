// Each page route's HTML names that page for link previews (WeChat, QQ, search engines run no script).
// The texts come from the web app's own route tables: the manifest is built here from the web's source,
// exactly as the build writes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_META_MANIFEST_FILE } from '@podium/contracts';
import { eq } from 'drizzle-orm';
import { newsArticles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Not a literal import: the server's type check stays out of the web's sources; vitest loads it like the build.
const manifestModule = new URL('../../../../web/src/app/routes/page-meta-manifest.ts', import.meta.url)
  .pathname;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-pages-'));
let t: TestApp;
let organizer: string;

beforeAll(async () => {
  const { buildPageMetaManifest } = (await import(/* @vite-ignore */ manifestModule)) as {
    buildPageMetaManifest: () => unknown;
  };
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, PAGE_META_MANIFEST_FILE), JSON.stringify(buildPageMetaManifest()));
  // The built index.html's shape: the generic tags the server replaces.
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="高校学生竞赛网—竞赛质量提升，创新人才培养" />
    <title>高校学生竞赛网—竞赛质量提升，创新人才培养</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  t = await createTestApp({ webDist: dist });
  organizer = await t.login('organizer');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The head as a previewer reads it. */
const headOf = (html: string) => ({
  lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1],
  title: [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => m[1]),
  description: [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1]),
  ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
  ogDescription: /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1],
});

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });

describe('page HTML for link previews', () => {
  it('names the homepage with the site name from the settings, in Chinese by default', async () => {
    const res = await page('/home/homepage');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const head = headOf(res.body);
    expect(head).toEqual({
      lang: 'zh-CN',
      title: ['首页 - 高校学生竞赛网'],
      description: ['高校学生学科竞赛一站式平台：正在报名的竞赛、最新通知公告、赛程安排与获奖公示。'],
      ogTitle: '首页 - 高校学生竞赛网',
      ogDescription: '高校学生学科竞赛一站式平台：正在报名的竞赛、最新通知公告、赛程安排与获奖公示。',
    });
    // The app itself is untouched.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(res.body).toContain('<div id="root"></div>');
    // `/` lands on the homepage in the browser, and says so to a previewer.
    expect(headOf((await page('/')).body).title).toEqual(['首页 - 高校学生竞赛网']);
  });

  it('names a content page, trailing slash or not', async () => {
    for (const url of ['/home/introductionPlatform', '/home/introductionPlatform/?from=wechat']) {
      const head = headOf((await page(url)).body);
      expect(head.title).toEqual(['平台介绍 - 高校学生竞赛网']);
      expect(head.description).toEqual(['平台介绍：服务高校学生学科竞赛的组织、报名、评审与证书全流程。']);
    }
  });

  it('speaks English when the browser asks for it, unless the app’s language cookie says otherwise', async () => {
    const english = headOf(
      (await page('/home/introductionPlatform', { 'accept-language': 'en-US,en;q=0.9' })).body,
    );
    expect(english).toMatchObject({
      lang: 'en',
      title: ['About the platform - University Student Competitions'],
      description: [
        'About the platform: organising, sign-up, review and certificates for student competitions.',
      ],
    });
    const chosenChinese = headOf(
      (await page('/home/introductionPlatform', { 'accept-language': 'en', cookie: 'language=zh-cn' })).body,
    );
    expect(chosenChinese.title).toEqual(['平台介绍 - 高校学生竞赛网']);
    const chosenEnglish = headOf(
      (await page('/home/introductionPlatform', { 'accept-language': 'zh-CN', cookie: 'a=1; language=en' }))
        .body,
    );
    expect(chosenEnglish.title).toEqual(['About the platform - University Student Competitions']);
  });

  it('names a published article by its own title and summary, escaped', async () => {
    const title = '决赛通知 </title><script>alert(1)</script> & "评审" \'名单\'';
    const saved = await t.post<{ newsId: string }>(
      '/newsManagement/news/save',
      { title, newsType: '1', summary: '摘要 <b>加粗</b> "引号"', content: '<p>正文</p>' },
      org(),
    );
    const { newsId } = saved.body.data;
    await t.post('/newsManagement/news/publish', { newsId }, org());
    const res = await page(`/home/newsDetails?newsId=${newsId}`);
    const head = headOf(res.body);
    const escapedTitle =
      '决赛通知 &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;评审&quot; &#39;名单&#39; - 高校学生竞赛网';
    expect(head.title).toEqual([escapedTitle]);
    expect(head.ogTitle).toBe(escapedTitle);
    expect(head.description).toEqual(['摘要 &lt;b&gt;加粗&lt;/b&gt; &quot;引号&quot;']);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<b>');
  });

  it('never tells a draft’s or a scheduled article’s title: the page keeps its own', async () => {
    const saved = await t.post<{ newsId: string }>(
      '/newsManagement/news/save',
      { title: '尚未发布的草稿标题', newsType: '1', summary: '草稿摘要', content: '<p>草稿正文</p>' },
      org(),
    );
    const [scheduled] = await t.db
      .select({ publicId: newsArticles.publicId, title: newsArticles.title })
      .from(newsArticles)
      .where(eq(newsArticles.title, '全国总决赛观赛指南与直播安排'));
    for (const newsId of [saved.body.data.newsId, scheduled!.publicId]) {
      const res = await page(`/home/newsDetails?newsId=${newsId}`);
      expect(res.body).not.toContain('尚未发布');
      expect(res.body).not.toContain('草稿');
      expect(res.body).not.toContain(scheduled!.title);
      expect(headOf(res.body).title).toEqual(['新闻详情 - 高校学生竞赛网']);
    }
    // Nor does an id that is no id at all reach the database.
    expect((await page('/home/newsDetails?newsId=%00%27')).statusCode).toBe(200);
  });

  it('gives other pages the site’s own name and description, and revalidates with an ETag', async () => {
    const res = await page('/system/user');
    const head = headOf(res.body);
    expect(head.title).toEqual(['高校学生竞赛网']);
    expect(head.description[0]).not.toBe('');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const again = await page('/system/user', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
