import { expect, test, type Page, type Response } from '../support/test.ts';
import {
  API_BASE,
  ApiPath,
  GROUP_HEADER,
  type Envelope,
  type GroupSelection,
  type MenuNode,
} from '@podium/contracts';
import { trackCalls } from '../support/page-calls.ts';
import { flattenMenu } from '../../apps/web/src/features/menu/menu-routes.ts';
import { StorageKey } from '../../apps/web/src/storage/keys.ts';
import { actFor, DemoUser, loginByApi } from '../support/auth.ts';

/**
 * Generated from the server's menus: for every demo person and every organisation they may act for, every
 * entry of that organisation's menu opens a real page (not the no-permission or not-found page) and none
 * of the page's calls is refused (HTTP 401/403). A page a role may not use does not belong in its menu.
 *
 * Admin is not walked here: admin is ROOT, whose permissions do not depend on the organisation, and the
 * layout journey's desk walk (tests/layout.spec.ts) already opens every entry of admin's menu and makes the
 * same check there (a second walk of the same ~55 pages cost two minutes of every CI run).
 */
const PEOPLE = [DemoUser.organizer, DemoUser.school, DemoUser.expert, DemoUser.student] as const;

/** Opens a page as a click in the app does (no reload): the router follows history's popstate. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const refused = (response: Response) =>
  response.url().includes(`${API_BASE}/`) && (response.status() === 401 || response.status() === 403);

test.describe('every menu entry of every demo role opens a page that role may use', () => {
  for (const username of PEOPLE) {
    test(`${username}: each menu entry in each organisation opens without a refused call`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const calls = trackCalls(page);
      const token = await loginByApi(page, username);
      const groups = (
        (await (
          await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, { headers: { authorization: token } })
        ).json()) as Envelope<GroupSelection[]>
      ).data;
      const counts: string[] = [];
      const failures: string[] = [];
      for (const group of groups) {
        const menu = (
          (await (
            await page.request.get(`${API_BASE}${ApiPath.userMenu}`, {
              headers: { authorization: token, [GROUP_HEADER]: group.groupId },
            })
          ).json()) as Envelope<MenuNode[]>
        ).data;
        const routes = flattenMenu(menu);
        const entries = routes.map((r) => `${r.path}${r.query ? `?${r.query}` : ''}`);
        const titles = new Map(entries.map((path, index) => [path, routes[index]!.title]));
        counts.push(`${group.groupName}: ${entries.length}`);
        if (entries.length === 0) continue;
        await page.evaluate(([key, id]) => localStorage.setItem(key, id), [
          StorageKey.groupId,
          group.groupId,
        ] as const);
        // One listener for the whole walk, each refusal put down to the page on screen: a query a later
        // page shares answers from the cache there, so its refusal is seen where it was first asked.
        let current = entries[0]!;
        const denied = new Map<string, string[]>();
        const listen = (response: Response) => {
          if (refused(response))
            denied.set(current, [
              ...(denied.get(current) ?? []),
              `${response.status()} ${new URL(response.url()).pathname}`,
            ]);
        };
        page.on('response', listen);
        await page.goto(current);
        await expect(page.locator('#desk-content')).toBeVisible();
        for (const path of entries) {
          current = path;
          if (path !== entries[0]) await visit(page, path);
          await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
          // The tab takes the entry's title once the page's code has loaded and it has mounted (its first
          // queries started): a short pause for them is then enough.
          await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(titles.get(path)!)} - `));
          await calls.quiet(250);
          await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
          const errorPage = await page.locator('.ant-result-403, .ant-result-404').count();
          if (errorPage) denied.set(path, [...(denied.get(path) ?? []), 'error page']);
        }
        page.off('response', listen);
        for (const [path, reasons] of denied)
          failures.push(`${group.groupName} ${path}: ${reasons.join(', ')}`);
      }
      test.info().annotations.push({ type: 'menu entries', description: counts.join('; ') });
      console.log(`menu entries of ${username} — ${counts.join('; ')}`);
      expect(failures, `${username}'s menu entries that refuse them`).toEqual([]);
    });
  }
});

test('a student without desk menus is offered neither the back office nor an organisation switch; one organisation, no switch', async ({
  page,
}) => {
  await actFor(page, DemoUser.student, '东海大学');
  await page.goto('/home/homepage');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await expect(page.getByRole('menuitem', { name: '个人中心' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '管理后台' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '切换组织' })).toHaveCount(0);
  // The organiser, with a menu, has the back office; of one organisation only, no switch that leads nowhere.
  await actFor(page, DemoUser.organizer, '全国大学生创新竞赛组委会');
  await page.goto('/home/homepage');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await expect(page.getByRole('menuitem', { name: '管理后台' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '切换组织' })).toHaveCount(0);
  // admin acts for the platform and for the organiser: offered the switch.
  await actFor(page, 'admin', '高校学生竞赛网');
  await page.goto('/home/homepage');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await expect(page.getByRole('menuitem', { name: '切换组织' })).toBeVisible();
});
