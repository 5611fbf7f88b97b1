import { expect, test, type Page } from '@playwright/test';
import type { RouteObject } from 'react-router';
import { StorageKey } from '../../apps/web/src/storage/keys.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';

// Loaded by a computed specifier so the e2e typecheck does not follow the table's lazy page modules (.tsx,
// typed by the web's own project); Playwright's loader runs them fine.
const ROUTE_TABLE = '../../apps/web/src/app/routes/portal-routes.ts';
type RouteTable = { homeRoutes: RouteObject[]; portalStandaloneRoutes: RouteObject[] };

/** Every path of the portal's route table: /home children (nested ones joined) and the standalone pages. */
async function portalPaths(): Promise<string[]> {
  const { homeRoutes, portalStandaloneRoutes } = (await import(ROUTE_TABLE)) as RouteTable;
  const paths: string[] = [];
  const walk = (routes: RouteObject[], base: string) => {
    for (const route of routes) {
      const path = route.index ? base : route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
      if (route.lazy || route.Component || route.element) paths.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(homeRoutes, '/home');
  walk(portalStandaloneRoutes, '');
  return [...new Set(paths)];
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
  await expect(page).toHaveURL((url) => url.pathname === path);
}

for (const language of ['zh-cn', 'en'] as const) {
  test(`every portal route fits a 375-px phone in ${language}`, async ({ browser }) => {
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
    for (const path of paths) {
      await visit(page, path);
      await settle(page);
      await expectNoHorizontalOverflow(page, `${path} (${language})`);
    }
    await context.close();
  });
}
