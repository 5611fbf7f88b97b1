import { expect, test, type Page } from '../support/test.ts';
import { EXTENDED } from '../support/extended.ts';
import { keepScreenshot } from '../support/paths.ts';
import { visitorPage } from '../support/visitor.ts';

/** Boxes of what a visitor reads or presses (links, buttons, cards), the chat entry's own excepted. */
const contentBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#main-content a, #main-content button, #main-content .ant-card, footer a')]
      .filter((el) => !el.closest('.home-chat-dock'))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight)
      .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
  );

const overlaps = (
  a: { left: number; right: number; top: number; bottom: number },
  b: { left: number; right: number; top: number; bottom: number },
) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.describe('visitor', () => {
  test('@visitor lands on the homepage from /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home\/homepage$/);
    // The title comes from the tenant's website settings, loaded on start.
    await expect(page).toHaveTitle(/高校学生竞赛网/);
    await keepScreenshot(page, 'visitor-homepage', { fullPage: true });
  });

  test('@visitor protected path goes to login; the status pages show themselves', async ({ page }) => {
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/neibu\/login/);
    await keepScreenshot(page, 'visitor-login-redirect');
    for (const path of ['/404', '/401']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(
        page.getByRole('heading', { name: path === '/404' ? /404|找不到/ : /401|无权|权限/ }),
      ).toBeVisible();
    }
  });

  test('@visitor opens a header column by hover and click alike, and by the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home/homepage');
    const nav = page.getByRole('navigation', { name: /主导航|导航/ }).first();
    const column = nav.getByRole('button', { name: '竞赛中心' });
    // Hover opens the list; the click that follows keeps it open (it used to toggle it shut).
    await column.hover();
    await expect(column).toHaveAttribute('aria-expanded', 'true');
    await column.click();
    await expect(column).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: '省级竞赛' })).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(column).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: Enter opens, Escape closes and gives focus back.
    const news = nav.getByRole('button', { name: '新闻动态' });
    await news.focus();
    await page.keyboard.press('Enter');
    await expect(news).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(news).toHaveAttribute('aria-expanded', 'false');
    await expect(news).toBeFocused();

    // Every entry of the competition column opens a page titled as the entry, with its level only.
    await column.hover();
    await nav.getByRole('link', { name: '省级竞赛' }).click();
    await expect(page).toHaveURL(/\/home\/competition\?level=provincial$/);
    await expect(page.locator('#main-content h1')).toHaveText('省级竞赛');
    await expect(page).toHaveTitle(/^省级竞赛 - /);
    const cards = page.locator('.competition-grid > *');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('省级');
    await keepScreenshot(page, 'visitor-provincial-1440-zh', { fullPage: true });
  });

  test('@visitor reads the homepage at 1440 and 375 px with the assistant entry over no content', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const width of [1440, 375]) {
      const page = await visitorPage(browser, width, 'zh-cn');
      await page.goto('/home/homepage');
      const dock = page.locator('.home-chat-dock');
      await expect(dock).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const y of [0, height / 3, (2 * height) / 3, height]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(300);
        const entry = (await page.locator('.home-chat-entry').boundingBox())!;
        const box = width < 800 ? (await dock.boundingBox())! : entry;
        const hit = (await contentBoxes(page)).filter((r) =>
          overlaps(r, { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height }),
        );
        // On a phone the bar docks over the page while it scrolls, but the page reserves its height:
        // at the end nothing lies under it.
        if (width >= 800 || y === height) expect(hit, `${width}px at ${Math.round(y)}`).toEqual([]);
      }
      await keepScreenshot(page, `visitor-home-end-${width}-zh`);
      if (width < 800) {
        // Folded away, it leaves the page and becomes a line at its end, in the flow.
        await page.getByRole('button', { name: '收起问答栏' }).click();
        await expect(dock).toHaveCount(0);
        await expect(
          page.locator('.home-chat-inline').getByRole('link', { name: '竞赛智能问答' }),
        ).toBeVisible();
        await page.reload();
        await expect(page.locator('.home-chat-inline')).toBeVisible();
        await page.getByRole('button', { name: '固定到页面底部' }).click();
        await expect(dock).toBeVisible();
      }
      await page.context().close();
    }
  });

  test(
    '@visitor is told a certificate’s name does not match its number',
    { tag: EXTENDED },
    async ({ request, page }) => {
      // A real number: the demo winner's own certificate, read through the API as that winner.
      const login = await request.post('/prod-api/auth/login/pwd', {
        data: { username: 'student', password: 'Demo@12345' },
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const mine = await request.get('/prod-api/web/certificate/my', {
        headers: { authorization: `Bearer ${token}` },
      });
      const [certificate] = ((await mine.json()) as { data: { certNo: string }[] }).data;
      expect(certificate).toBeDefined();
      await page.goto(
        `/home/certificate/search?certNo=${certificate!.certNo}&name=${encodeURIComponent('王不对')}`,
      );
      await expect(page.getByText(/证书编号存在，但填写的姓名与该证书的获奖者不一致/)).toBeVisible();
      await page.goto('/home/certificate/search?certNo=NOPE-0001&name=王不对');
      await expect(page.getByText('未查询到证书，请核对证书编号。')).toBeVisible();
    },
  );
});
