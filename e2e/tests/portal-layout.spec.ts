import { expect, test, type Page } from '../support/test.ts';
import type { RouteObject } from 'react-router';
import { API_BASE, ApiPath, type Envelope } from '@podium/contracts';
import { LOGIN_PATH, isPublicPath } from '../../apps/web/src/app/routes/route-rules.ts';
import { StorageKey } from '../../apps/web/src/storage/keys.ts';
import { EXTENDED } from '../support/extended.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { routePaths } from '../support/route-paths.ts';

// Loaded by a computed specifier so the e2e typecheck does not follow the table's lazy page modules (.tsx,
// typed by the web's own project); Playwright's loader runs them fine.
const ROUTE_TABLE = '../../apps/web/src/app/routes/portal-routes.ts';
type RouteTable = { homeRoutes: RouteObject[]; portalStandaloneRoutes: RouteObject[] };

/** Every path of the portal's route table: /home children (nested ones joined) and the standalone pages. */
async function portalPaths(): Promise<string[]> {
  const { homeRoutes, portalStandaloneRoutes } = (await import(ROUTE_TABLE)) as RouteTable;
  return [...new Set([...routePaths(homeRoutes, '/home'), ...routePaths(portalStandaloneRoutes, '')])];
}

/** Lets lazy pages and their queries settle before measuring. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(150);
}

/** Opens a page as a click in the app does (no reload), so the whole table is visited quickly. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A signed-in page may already have sent the visitor on to sign in (checked by the caller).
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === path || (url.pathname === LOGIN_PATH && url.searchParams.get('redirect') === path),
  );
}

/** The page band (PortalPageBand, or a page's own band with its class) shows the one heading, under the header. */
async function expectPageBand(page: Page, where: string): Promise<void> {
  const band = page.locator('#main-content .portal-band');
  await expect(band, `${where}: page band`).toHaveCount(1);
  await expect(band.locator('h1'), `${where}: heading in the band`).toBeVisible();
  // Under the sticky header; only the organisers' preview note may sit above it (its height not counted).
  const top = await band.evaluate(
    (el) =>
      el.getBoundingClientRect().top +
      window.scrollY -
      (document.querySelector('#main-content .preview-banner')?.getBoundingClientRect().height ?? 0),
  );
  expect(top, `${where}: band at the top`).toBeLessThan(160);
}

// English is the same walk in the second language: its titles and descriptions are checked for every
// portal route by apps/web/src/app/routes/page-meta.test.ts, so CI walks the pages in Chinese only.
for (const language of ['zh-cn', 'en'] as const) {
  test(
    `every portal route fits a 375-px phone, has its own title and description and its page band in ${language}`,
    {
      tag: language === 'en' ? [EXTENDED] : [],
    },
    async ({ browser }) => {
      test.setTimeout(150_000);
      const paths = await portalPaths();
      expect(paths.length, 'the portal route table lists pages').toBeGreaterThan(20);
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
      await context.addInitScript(
        ([key, value]) => {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
        },
        [StorageKey.language, language] as const,
      );
      const page = await context.newPage();
      await page.goto('/home/homepage');
      await settle(page);
      // The header itself: the site name gives way (ellipsis), sign-in moves into the menu drawer.
      await expect(page.locator('.portal-menu-toggle')).toBeVisible();
      const settings = (await (
        await page.request.get(`${API_BASE}${ApiPath.websiteSetting}`)
      ).json()) as Envelope<{
        description: string;
        descriptionEn: string;
      }>;
      const siteDescriptions = [settings.data.description, settings.data.descriptionEn].filter(Boolean);
      expect(siteDescriptions.length, 'the demo site has a description of its own').toBeGreaterThan(0);
      for (const path of paths) {
        await visit(page, path);
        // A visitor is sent from a signed-in page (the manual) to the sign-in page, which has no band. The
        // route rules say which pages those are; waiting for the sign-in page itself keeps the check from
        // racing the redirect while the sign-in page's code is still loading.
        const forVisitors = isPublicPath(path);
        if (!forVisitors)
          await expect(page, `${path} (${language}) sends a visitor to sign in`).toHaveURL(
            (url) => url.pathname === LOGIN_PATH,
          );
        await settle(page);
        await expectNoHorizontalOverflow(page, `${path} (${language})`);
        // `页面名 - 站点名` and the page's own description, not the site's.
        await expect(page, `${path} (${language}) title`).toHaveTitle(/\S - \S/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.trim(), `${path} (${language}) description`).toBeTruthy();
        expect(siteDescriptions, `${path} (${language}) description`).not.toContain(description);
        // The blue page band with the page's heading, at the top of the page (the homepage's banner is its band).
        if (forVisitors && path !== '/home/homepage') await expectPageBand(page, `${path} (${language})`);
      }
      await context.close();
    },
  );
}
