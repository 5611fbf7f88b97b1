import { expect, test, type Browser, type Page, type Response } from '../support/test.ts';
import { API_BASE, ApiPath, GROUP_HEADER, type Envelope, type MenuNode } from '@podium/contracts';
import { flattenMenu } from '../../apps/web/src/features/menu/menu-routes.ts';
import { StorageKey } from '../../apps/web/src/storage/keys.ts';
import { loginByApi } from '../support/auth.ts';
import { lastCodeFor } from '../support/codes.ts';
import { expectNoHorizontalOverflow, expectTableColumnsReachable } from '../support/layout-checks.ts';
import { trackCalls } from '../support/page-calls.ts';
import { keepScreenshot } from '../support/paths.ts';

/** A phone and a laptop; the sidebar stays open on the laptop, its narrowest desktop case. */
const VIEWPORTS = [
  { name: '375', width: 375, height: 812 },
  { name: '1440', width: 1440, height: 900 },
] as const;
const AUTH_PAGES = ['/neibu/login', '/neibu/register', '/neibu/retrieve'];
/** Desk pages reached from a list rather than the menu, opened with an example of their parameters. */
const LINKED_DESK_PAGES = ['/system/groud/college', '/system/groud/major'];

/**
 * Lets lazy pages, their queries and antd's layout settle before measuring: no spinner or skeleton left,
 * then two frames, in which antd's resize observers (tables, grids, overflowing menus) lay out again. A
 * fixed pause was 200 ms per page and width, ~30 s of the walk.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

type Viewport = { name: string; width: number; height: number };

async function newPage(browser: Browser, viewport: Viewport, language = 'zh-cn') {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addInitScript(
    ([languageKey, sidebarKey, lang]) => {
      // Only on the first page: a later choice in the app must survive reloads.
      if (localStorage.getItem(languageKey) === null) localStorage.setItem(languageKey, lang);
      if (localStorage.getItem(sidebarKey) === null) localStorage.setItem(sidebarKey, 'opened');
    },
    [StorageKey.language, StorageKey.sidebarStatus, language] as const,
  );
  return { context, page: await context.newPage() };
}

/** Signs admin in, picks the first organisation on /role, and returns the desk pages of its menu. */
async function enterDesk(page: Page): Promise<string[]> {
  const token = await loginByApi(page, 'admin');
  await page.goto('/role');
  await page.locator('.group-card').first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const groupId = await page.evaluate((key) => localStorage.getItem(key) ?? '', StorageKey.groupId);
  const res = await page.request.get(`${API_BASE}${ApiPath.userMenu}`, {
    headers: { authorization: token, [GROUP_HEADER]: groupId },
  });
  const menu = ((await res.json()) as Envelope<MenuNode[]>).data;
  const fromMenu = flattenMenu(menu).map((route) => `${route.path}${route.query ? `?${route.query}` : ''}`);
  expect(fromMenu.length, 'the admin menu lists desk pages').toBeGreaterThan(10);
  return [...new Set([...fromMenu, ...LINKED_DESK_PAGES])];
}

/**
 * Opens a page the way a click in the app does (no reload): the router follows history's popstate.
 * Dozens of pages are visited per viewport, so this keeps the journey fast.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';

test.describe('layout on a phone and a laptop', () => {
  test('auth pages fit 320, 375 and 1440 px, the demo accounts included', async ({ browser }) => {
    test.setTimeout(120_000);
    for (const viewport of [{ name: '320', width: 320, height: 640 }, ...VIEWPORTS]) {
      const { context, page } = await newPage(browser, {
        width: viewport.width,
        height: viewport.height,
        name: viewport.name,
      });
      for (const path of AUTH_PAGES) {
        await page.goto(path);
        await settle(page);
        await expectNoHorizontalOverflow(page, `${path} at ${viewport.name}`);
      }
      await page.goto('/neibu/login');
      await settle(page);
      await keepScreenshot(page, `layout-login-${viewport.name}`, { fullPage: true });
      // /role: organisation names stay whole words on a phone.
      await loginByApi(page, 'admin');
      await page.goto('/role');
      await expect(page.locator('.group-card').first()).toBeVisible();
      await settle(page);
      await expectNoHorizontalOverflow(page, `/role at ${viewport.name}`);
      const nameHeight = await page
        .locator('.group-card-name')
        .first()
        .evaluate((el) => el.getBoundingClientRect().height);
      expect(nameHeight, 'an organisation name takes at most two lines').toBeLessThan(60);
      await keepScreenshot(page, `layout-role-${viewport.name}`, { fullPage: true });
      await context.close();
    }
  });

  test('every desk page, the portal homepage and the user centre fit 375 and 1440 px; every table shows its last column', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const { context, page } = await newPage(browser, VIEWPORTS[1]);
    const calls = trackCalls(page);
    const deskPages = await enterDesk(page);
    // The same walk is admin's menu-access check (tests/menu-access.spec.ts walks the other roles): every
    // entry of admin's menu opens its page, not the no-permission or not-found page, and no call of it is
    // refused (HTTP 401/403). Admin is ROOT, whose permissions are the same in every organisation and
    // whose organisations show the same menu, so one organisation's walk stands for all of them. A refusal
    // is put down to the page on screen when it arrives.
    let current = '/dashboard';
    const denied: string[] = [];
    const listen = (response: Response) => {
      if (response.url().includes(`${API_BASE}/`) && (response.status() === 401 || response.status() === 403))
        denied.push(`${current}: ${response.status()} ${new URL(response.url()).pathname}`);
    };
    page.on('response', listen);
    // Each page is opened once and measured at both widths: resizing re-lays the page out, as turning a
    // tablet or narrowing a window does, for a fraction of a second navigation's cost. The order of the
    // widths alternates so each page costs one resize.
    let widths: readonly Viewport[] = VIEWPORTS;
    const measure = async (path: string, check: (where: string) => Promise<void>) => {
      for (const viewport of widths) {
        if (page.viewportSize()?.width !== viewport.width) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await settle(page);
        }
        await check(`${path} at ${viewport.name}`);
        await keepScreenshot(page, `layout-${slug(path)}-${viewport.name}`);
      }
      widths = [...widths].reverse();
    };
    for (const path of ['/home/homepage', '/center/users']) {
      current = path;
      await page.goto(path);
      await settle(page);
      await measure(path, (where) => expectNoHorizontalOverflow(page, where));
    }
    for (const path of deskPages) {
      current = path;
      await visit(page, path);
      await expect(page.locator('#desk-content')).toBeVisible();
      await settle(page);
      if (await page.locator('.ant-result-403, .ant-result-404').count()) denied.push(`${path}: error page`);
      await measure(path, async (where) => {
        await expectNoHorizontalOverflow(page, where);
        await expectTableColumnsReachable(page, where);
      });
    }
    // The phone's menu is a drawer behind the header's menu button.
    await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(page.locator('.desk-drawer').getByText('系统管理')).toBeVisible();
    await keepScreenshot(page, `layout-desk-drawer-${VIEWPORTS[0].name}`);
    await calls.quiet();
    page.off('response', listen);
    expect(denied, 'admin’s menu entries that refuse them').toEqual([]);
    await context.close();
  });

  test('the tab title names the page and the site, in Chinese and in English', async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await newPage(browser, VIEWPORTS[1]);
    await page.goto('/neibu/login');
    await expect(page).toHaveTitle('登录 - 高校学生竞赛网');
    await page.goto('/neibu/register');
    await expect(page).toHaveTitle('注册 - 高校学生竞赛网');
    await enterDesk(page);
    await expect(page).toHaveTitle('工作台 - 高校学生竞赛网');
    await page.goto('/system/user');
    await expect(page).toHaveTitle('用户管理 - 高校学生竞赛网');
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveTitle('Users - University Student Competitions');
    await page.goto('/system/role');
    await expect(page).toHaveTitle('Roles - University Student Competitions');
    await page.goto('/home/homepage');
    await expect(page).toHaveTitle('Home - University Student Competitions');
    // The portal's navigation comes from the website settings' English names.
    await expect(page.getByRole('navigation').getByText('Competitions').first()).toBeVisible();
    await keepScreenshot(page, 'layout-home-en-1440');
    await context.close();
  });

  test('sign-up is refused without consent to the user agreement and privacy policy', async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await newPage(browser, VIEWPORTS[0]);
    await page.goto('/neibu/register');
    const consent = page.getByRole('checkbox', { name: /我已阅读并同意/ });
    await expect(consent).not.toBeChecked();
    await page.getByRole('link', { name: '《隐私政策》' }).click();
    await expect(page.getByRole('dialog').getByText(/个人信息保护法/)).toBeVisible();
    await keepScreenshot(page, 'layout-register-policy-375');
    // 我已阅读并同意 ticks the box; the visitor then takes the tick away again.
    await page.getByRole('button', { name: /我已阅读/ }).click();
    await expect(consent).toBeChecked();
    await consent.uncheck();
    await page.getByPlaceholder('请输入用户名').fill('noconsent01');
    await page.getByPlaceholder('请输入真实姓名').fill('李四');
    await page.getByPlaceholder('请输入手机号或邮箱').fill('noconsent01@example.edu.cn');
    await page.getByRole('button', { name: '获取验证码' }).click();
    // The code is only in the server's code log, never on the page.
    const code = await lastCodeFor('noconsent01@example.edu.cn');
    await page.getByPlaceholder('请输入6位验证码').fill(code);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('Lisi2026pass');
    await page.getByPlaceholder('请再次输入密码').fill('Lisi2026pass');
    await page
      .getByRole('button', { name: /注\s*册/ })
      .last()
      .click();
    await expect(page.getByText('请阅读并同意《用户协议》和《隐私政策》')).toBeVisible();
    await expect(page).toHaveURL(/\/neibu\/register$/);
    await keepScreenshot(page, 'layout-register-refused-375', { fullPage: true });
    // The server refuses too, whoever calls it, in the caller's language.
    const body = {
      username: 'noconsent01',
      realName: '李四',
      account: 'noconsent01@example.edu.cn',
      code,
      password: 'Lisi2026pass',
      userType: 'student',
    };
    const zh = await page.request.post(`${API_BASE}${ApiPath.register}`, { data: body });
    expect(await zh.json()).toMatchObject({ code: 400, msg: '请阅读并同意《用户协议》和《隐私政策》' });
    const en = await page.request.post(`${API_BASE}${ApiPath.register}`, {
      data: { ...body, agreed: false },
      headers: { 'accept-language': 'en' },
    });
    expect(await en.json()).toMatchObject({
      code: 400,
      msg: 'Please read and accept the user agreement and the privacy policy',
    });
    await context.close();
  });
});
