// Screenshots for issue 10 (not a journey): node e2e/.shots-i10.mjs <port>
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
const port = process.argv[2] ?? '3221';
const base = `http://127.0.0.1:${port}`;
const out = '/work/shots/i10-score';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const login = async (request, username) => {
  const r = await request.post(`${base}/prod-api/auth/login/pwd`, { data: { username, password: 'Demo@12345' } });
  return `Bearer ${(await r.json()).data.token}`;
};
const shots = [
  { name: 'scene', user: 'organizer', path: '/review/scene' },
  { name: 'captain', user: 'expert', path: '/review/competition' },
  { name: 'statistics', user: 'organizer', path: '/review/statistics' },
  { name: 'expert-form', user: 'organizer', path: '/expert/library', open: /新增专家|Add expert/ },
  { name: 'recruitment-portal', user: null, path: '/home/expertRecruitment' },
];
for (const lang of ['zh-CN', 'en']) {
  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang });
    const page = await context.newPage();
    await page.goto(`${base}/prod-api/health`);
    for (const shot of shots) {
      if (shot.user) {
        const token = await login(page.request, shot.user);
        await page.evaluate(([t, l]) => { localStorage.setItem('accessToken', t); localStorage.setItem('language', l); }, [token, lang]);
        await context.addCookies([{ name: 'moo-token', value: encodeURIComponent(token), url: base }]);
      } else {
        await page.evaluate((l) => { localStorage.removeItem('accessToken'); localStorage.setItem('language', l); }, lang);
        await context.clearCookies();
      }
      await page.goto(`${base}${shot.path}`);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(1500);
      if (shot.open) {
        await page.getByRole('button', { name: shot.open }).first().click().catch((e) => console.log('no button', e.message));
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
