// Run by the build (apps/web/build/page-meta-manifest.ts), never by the app: the portal's route tables and
// texts → `dist/.vite/page-meta.json`, which the server reads to write each page's title and description
// into its HTML. Link previews (WeChat, QQ, search engines) read that HTML without running any script.
import type { PageMetaEntry, PageMetaManifest } from '@podium/contracts';
import { common as en } from '../../i18n/en/common.ts';
import { portal as enPortal } from '../../i18n/en/portal.ts';
import { routeDescription as enDescription } from '../../i18n/en/route-description.ts';
import { common as zh } from '../../i18n/zh-CN/common.ts';
import { portal as zhPortal } from '../../i18n/zh-CN/portal.ts';
import { routeDescription as zhDescription } from '../../i18n/zh-CN/route-description.ts';
import { portalPages } from './portal-pages.ts';
import { readMeta } from './route-meta.ts';
import { STATIC_REDIRECTS } from './route-rules.ts';

export const buildPageMetaManifest = (): PageMetaManifest => {
  const pages: Record<string, PageMetaEntry> = {};
  for (const { path, handle } of portalPages()) {
    const meta = readMeta(handle);
    // Every portal route has both (page-meta.test.ts); a menu-built title has no translation to write.
    if (!meta?.description || !('key' in meta.title)) continue;
    const { key } = meta.title;
    pages[path] = {
      zh: { title: zh.route[key], description: zhDescription[meta.description] },
      en: { title: en.route[key], description: enDescription[meta.description] },
      ...(meta.subject ? { subject: meta.subject } : {}),
    };
  }
  // `/` and `/home` land on the homepage in the browser; their HTML says what the visitor will see.
  for (const [from, to] of Object.entries(STATIC_REDIRECTS)) {
    const target = pages[to];
    if (target && !pages[from]) pages[from] = target;
  }
  return {
    site: {
      zh: { name: zh.siteName, slogan: zh.slogan, bannerSubtitle: zhPortal.banner.fallbackSubtitle },
      en: { name: en.siteName, slogan: en.slogan, bannerSubtitle: enPortal.banner.fallbackSubtitle },
    },
    pages,
  };
};
