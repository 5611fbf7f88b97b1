// Screenshots of the portal pages of issue 9's remainder for people to look at: desktop (1440 px) and
// phone (375 px), Chinese and English. Each page shows its own title and its content or empty state.
import { expect, test } from '@playwright/test';
import { loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';
import { visitorPage } from '../support/visitor.ts';

const PAGES = [
  { name: 'home', path: '/home/homepage', ready: '.key-numbers' },
  { name: 'intro', path: '/home/introductionPlatform', ready: '.content-article, .news-empty' },
  { name: 'services', path: '/home/expendingServices', ready: '.content-article, .news-empty' },
  { name: 'research', path: '/home/research', ready: '.content-article, .news-empty' },
  { name: 'solve-could', path: '/home/solve/could', ready: '.content-article, .news-empty' },
  { name: 'solve-highschool', path: '/home/solve/highSchool', ready: '.content-article, .news-empty' },
  { name: 'solve-database', path: '/home/solve/dataBase', ready: '.content-article, .news-empty' },
  { name: 'experts', path: '/home/expertInfo', ready: '.expert-card, .news-empty' },
  { name: 'experience', path: '/experience', ready: 'form' },
  { name: 'pdf', path: '/pdf', ready: '.ant-alert' },
  { name: 'deepchat', path: '/deepChat', ready: '.chat-msg' },
];

// Each language at one width and each width in one language: both covered, in half the time of all four
// (CI stays under its 30 minutes; the phone layout of every page is also checked by portal-layout.spec.ts).
const VARIANTS = [
  { lang: 'zh-cn', width: 1440 },
  { lang: 'en', width: 375 },
] as const;

for (const { lang, width } of VARIANTS) {
  test(`@visitor content pages at ${width} px in ${lang}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const page = await visitorPage(browser, width, lang);
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(page.locator(p.ready).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(1200); // let the number scroll finish
      await keepScreenshot(page, `content-${p.name}-${width}-${lang}`, { fullPage: true });
    }
    // The manual needs a session (spec §2); preview shows a school's unpublished draft to the organiser.
    const token = await loginByApi(page, 'organizer');
    const drafts = (await (
      await page.request.get('/prod-api/content/page/page?kind=page&status=draft', {
        headers: { authorization: token },
      })
    ).json()) as { data: { rows: Array<{ pageId: string }> } };
    for (const p of [
      { name: 'manual', path: '/manual', ready: '.content-toc' },
      {
        name: 'preview',
        path: `/preview?pageId=${drafts.data.rows[0]!.pageId}`,
        ready: '.content-article',
      },
    ]) {
      await page.goto(p.path);
      await expect(page.locator(p.ready).first()).toBeVisible({ timeout: 30_000 });
      await keepScreenshot(page, `content-${p.name}-${width}-${lang}`, { fullPage: true });
    }
    await page.context().close();
  });
}
