import { describe, expect, it } from 'vitest';
import { common as en } from '../../i18n/en/common.ts';
import { portal as enPortal } from '../../i18n/en/portal.ts';
import { common as zh } from '../../i18n/zh-CN/common.ts';
import { routeDescription as enDescription } from '../../i18n/en/route-description.ts';
import { routeDescription as zhDescription } from '../../i18n/zh-CN/route-description.ts';
import { buildPageMetaManifest } from './page-meta-manifest.ts';
import { portalPages } from './portal-pages.ts';
import { readMeta } from './route-meta.ts';

describe('portal page titles and descriptions', () => {
  const all = portalPages();

  it('walks the whole portal (home, user centre, standalone pages)', () => {
    expect(all.length).toBeGreaterThan(45);
    expect(all.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/home/homepage',
        '/center/study',
        '/works/detail',
        '/preview/detail',
        '/deepChat',
      ]),
    );
  });

  for (const [language, common, routeDescription] of [
    ['zh-CN', zh, zhDescription],
    ['en', en, enDescription],
  ] as const) {
    it(`gives every portal route its own title and description in ${language}`, () => {
      const descriptions = new Map<string, string>();
      for (const { path, handle } of all) {
        const meta = readMeta(handle);
        expect(meta, `${path} has route meta`).toBeDefined();
        expect(meta!.description, `${path} declares a description`).toBeDefined();
        const title = 'key' in meta!.title ? common.route[meta!.title.key] : meta!.title.text;
        const description = routeDescription[meta!.description!];
        expect(title.trim(), `${path} title`).not.toBe('');
        // Not the site's name or its slogan: the page's own words.
        expect([common.siteName, common.appName, common.slogan], `${path} title`).not.toContain(title);
        expect(description.trim().length, `${path} description`).toBeGreaterThan(title.length);
        expect([common.slogan, title], `${path} description`).not.toContain(description);
        const other = descriptions.get(description);
        if (other && other !== meta!.description) expect.fail(`${path} shares its description with ${other}`);
        descriptions.set(description, meta!.description!);
      }
    });
  }

  it('hands the build the same texts, redirects resolved, article pages marked', () => {
    const { pages, site } = buildPageMetaManifest();
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(all.map((p) => p.path)));
    expect(pages['/home/research']).toEqual({
      zh: { title: zh.route.research, description: zhDescription.research },
      en: { title: en.route.research, description: enDescription.research },
    });
    expect(pages['/']).toEqual(pages['/home/homepage']);
    expect(pages['/home']).toEqual(pages['/home/homepage']);
    expect(pages['/home/newsDetails']?.subject).toBe('news');
    expect(pages['/home/consultDetails']?.subject).toBe('news');
    expect(site.en).toEqual({
      name: en.siteName,
      slogan: en.slogan,
      bannerSubtitle: enPortal.banner.fallbackSubtitle,
    });
  });
});
