// Screenshots for issue 10 (not a journey): node e2e/.shots-i10.mjs <port>
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
const port = process.argv[2] ?? '3221';
const base = `http://127.0.0.1:${port}`;
const out = '/work/shots/i10-score';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const login = async (request, username) => {
  const r = await request.post(`${base}/prod-api/auth/login/pwd`, {
    data: { username, password: 'Demo@12345' },
  });
  return `Bearer ${(await r.json()).data.token}`;
};
const only = process.argv[3];
const shots = [
  { name: 'scene', user: 'organizer', path: '/review/scene', pick: true },
  { name: 'captain', user: 'expert', path: '/review/competition' },
  { name: 'statistics', user: 'organizer', path: '/review/statistics', pick: true },
  { name: 'expert-form', user: 'organizer', path: '/expert/library', open: /新增专家|Add expert/ },
  { name: 'recruitment-portal', user: null, path: '/home/expertRecruitment' },
];
for (const lang of ['zh-CN', 'en']) {
  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang });
    const page = await context.newPage();
    await page.goto(`${base}/prod-api/health`);
    for (const shot of shots.filter((x) => !only || x.name === only)) {
      if (shot.user) {
        const token = await login(page.request, shot.user);
        const groups = await (
          await page.request.get(`${base}/prod-api/competition/group/user/getSelect`, {
            headers: { authorization: token },
          })
        ).json();
        const group = groups.data.find((g) => g.groupName === '全国大学生创新竞赛组委会') ?? groups.data[0];
        await page.evaluate(
          ([t, l, g]) => {
            localStorage.setItem('accessToken', t);
            localStorage.setItem('language', l);
            localStorage.setItem('groupId', g);
          },
          [token, lang, group.groupId],
        );
        await context.addCookies([{ name: 'moo-token', value: encodeURIComponent(token), url: base }]);
      } else {
        await page.evaluate((l) => {
          localStorage.removeItem('accessToken');
          localStorage.setItem('language', l);
        }, lang);
        await context.clearCookies();
      }
      await page.goto(`${base}${shot.path}`);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page
        .waitForFunction(
          () =>
            !globalThis.document.querySelector('.ant-spin-spinning, .ant-skeleton-active') &&
            globalThis.document.body.innerText.length > 80,
          null,
          { timeout: 40000 },
        )
        .catch(() => console.log('still loading', shot.name));
      await page.waitForTimeout(2500);
      if (shot.pick) {
        // Competition 创意设计赛 (the demo's stage in review), then its first stage.
        const selects = page.locator('.ant-select');
        await selects.nth(0).click();
        await page
          .locator('.ant-select-item-option')
          .filter({ hasText: /创意设计|Creative design|design/i })
          .first()
          .click()
          .catch(() => page.locator('.ant-select-item-option').first().click());
        await page.waitForTimeout(800);
        await selects.nth(1).click();
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option')
          .first()
          .click()
          .catch((e) => console.log('no stage', e.message));
        await page.waitForTimeout(3000);
      }
      if (shot.open) {
        await page
          .getByRole('button', { name: shot.open })
          .first()
          .click()
          .catch((e) => console.log('no button', e.message));
        await page.waitForTimeout(1000);
      }
      const file = `${out}/${shot.name}-${lang}-${width}.png`;
      await page.screenshot({ path: file, fullPage: !shot.open });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
