// A page's HTML carries what its first paint needs: the scripts and styles to ask for at once (the build's
// first-load manifest), the website settings as data, and on the homepage a static header bar and first
// banner that paint before any script runs. The manifests are made here the way the build makes them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_MANIFEST_FILE,
  FIRST_PAINT_ELEMENT_ID,
  PAGE_META_MANIFEST_FILE,
  SITE_SETTINGS_ELEMENT_ID,
  type FirstLoadManifest,
  type WebsiteSetting,
} from '@podium/contracts';
import { eq } from 'drizzle-orm';
import { banners, websiteSettings } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Not a literal import: the server's type check stays out of the web's sources; vitest loads it like the build.
const manifestModule = new URL('../../../../web/src/app/routes/page-meta-manifest.ts', import.meta.url)
  .pathname;

const preloads = (language: string, page: string) => ({
  scripts: [`/assets/${page}-${language}.js`, `/assets/texts-${language}.js`],
  styles: [`/assets/${page}.css`],
});
const firstLoad: FirstLoadManifest = {
  all: { zh: preloads('zh', 'App'), en: preloads('en', 'App') },
  pages: {
    '/home/homepage': { zh: preloads('zh', 'Home'), en: preloads('en', 'Home'), firstPaint: 'homeBanner' },
  },
};

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-first-paint-'));
let t: TestApp;

beforeAll(async () => {
  const { buildPageMetaManifest } = (await import(/* @vite-ignore */ manifestModule)) as {
    buildPageMetaManifest: () => unknown;
  };
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, PAGE_META_MANIFEST_FILE), JSON.stringify(buildPageMetaManifest()));
  fs.writeFileSync(path.join(dist, FIRST_LOAD_MANIFEST_FILE), JSON.stringify(firstLoad));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>x</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url, headers })).body;

const linked = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]*)">`, 'g'))].map((m) => m[1]);

const embeddedSettings = (html: string) => {
  const json = new RegExp(
    `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as WebsiteSetting & { groupName?: string });
};

/** The static first paint's texts, in document order. */
const firstPaintOf = (html: string) => {
  const at = html.indexOf(`<div id="${FIRST_PAINT_ELEMENT_ID}"`);
  if (at < 0) return null;
  const markup = html.slice(at, html.indexOf('</body>'));
  return {
    afterRoot: html.lastIndexOf('<div id="root"></div>', at) >= 0,
    texts: [
      ...markup.matchAll(/<(?:span class="site-logo-title"|p class="[^"]*"|h2 class="[^"]*")>([^<]*)</g),
    ].map((m) => m[1]),
    markup,
  };
};

describe('first paint', () => {
  it('asks for the homepage’s styles, then its scripts, in the language the app starts in', async () => {
    const html = await page('/home/homepage', { 'accept-language': 'en-US' });
    // The app starts in Chinese unless it chose English before (its cookie): the browser's language is not it.
    expect(linked(html, 'stylesheet')).toEqual(['/assets/App.css', '/assets/Home.css']);
    expect(linked(html, 'modulepreload')).toEqual([
      '/assets/App-zh.js',
      '/assets/texts-zh.js',
      '/assets/Home-zh.js',
      '/assets/texts-zh.js',
    ]);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
    const english = await page('/home/homepage', { cookie: 'language=en' });
    expect(linked(english, 'modulepreload')).toEqual([
      '/assets/App-en.js',
      '/assets/texts-en.js',
      '/assets/Home-en.js',
      '/assets/texts-en.js',
    ]);
    // Another page gets what every page needs, and no static banner.
    const other = await page('/home/newsList');
    expect(linked(other, 'modulepreload')).toEqual(['/assets/App-zh.js', '/assets/texts-zh.js']);
    expect(firstPaintOf(other)).toBeNull();
  });

  it('carries the settings exactly as the settings call answers them, with the organising group', async () => {
    const html = await page('/home/newsList');
    const setting = (await t.get<WebsiteSetting>('/web/competitionWebsite/getWebsiteSetting')).body.data;
    const round = (await t.get<{ groupName: string }>('/home/competition/competition/lastRound')).body.data;
    expect(round.groupName).not.toBe('');
    expect(embeddedSettings(html)).toEqual({ ...setting, groupName: round.groupName });
  });

  it('paints the header bar and the first banner before any script, as the app will show them', async () => {
    const setting = (await t.get<WebsiteSetting>('/web/competitionWebsite/getWebsiteSetting')).body.data;
    const first = setting.banners[0]!;
    const chinese = firstPaintOf(await page('/home/homepage'))!;
    expect(chinese.afterRoot).toBe(true);
    expect(chinese.markup).toContain('aria-hidden="true"');
    expect(chinese.texts).toEqual([
      '高校学生竞赛网',
      '高校学生竞赛网',
      first.title,
      '以赛促学 · 以赛促教 · 以赛促创',
    ]);
    // In English the banner's title is the site's name (banner titles are the tenant's Chinese).
    const english = firstPaintOf(await page('/home/homepage', { cookie: 'language=en' }))!;
    expect(english.texts).toEqual([
      'University Student Competitions',
      'University Student Competitions',
      'University Student Competitions',
      'Learn, teach and create through competition',
    ]);
  });

  it('keeps a hostile banner title and picture address inert', async () => {
    const hostile = '</script><script>alert(1)</script><h2 class="x">&amp;';
    // Straight into the database: the admin form would refuse some of it, the page must not depend on that.
    const [site] = await t.db.select().from(websiteSettings).where(eq(websiteSettings.host, '*'));
    await t.db.insert(banners).values({
      publicId: newPublicId(),
      websiteId: site!.id,
      title: hostile,
      imageUrl: '/b.png);background:url(https://evil.example/x.png',
      link: '/home/competition',
      orderNum: -1,
    });
    // Another host name: the same ('*') site, not yet in the settings cache of the requests above.
    const html = await page('/home/homepage', { host: 'hostile.example' });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><script>');
    // The data block still parses to the very title, and the banner shows it as text.
    expect(embeddedSettings(html)!.banners[0]!.title).toBe(hostile);
    const painted = firstPaintOf(html)!;
    expect(painted.texts[2]).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;h2 class=&quot;x&quot;&gt;&amp;amp;',
    );
    // A picture address that could leave `url(…)` is not used.
    expect(painted.markup).not.toContain('background-image');
    expect(painted.markup).not.toContain('evil.example');
  });
});
