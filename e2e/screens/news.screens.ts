// Screenshots of the news pages for people to look at: desktop (1440 px) and phone (375 px), Chinese
// and English. Each page must show its own title and content (or its empty state) in both languages.
import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/paths.ts';
import { visitorPage } from '../support/visitor.ts';

const PAGES: { name: string; path: string; title: RegExp; ready?: string }[] = [
  // The homepage's news list renders as it scrolls into view (portal-speed.spec.ts checks it there); here its
  // section heading is enough to know the page is up.
  { name: 'home', path: '/home/homepage', title: /高校学生竞赛网/, ready: '#news-title' },
  {
    name: 'column',
    path: '/home/news/newsList?newsType=1&parName=新闻动态&titleName=通知公告&titleTem=news',
    title: /通知公告/,
  },
  { name: 'guide', path: '/home/news/competitionGuide', title: /参赛指南/ },
  { name: 'empty', path: '/home/news/operatingManual', title: /./ },
  { name: 'search', path: '/home/searchNews?keyword=报名截止时间', title: /报名截止时间/ },
];

for (const lang of ['zh-cn', 'en'] as const) {
  for (const width of [1440, 375]) {
    test(`@visitor news pages at ${width} px in ${lang}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const page = await visitorPage(browser, width, lang);
      for (const p of PAGES) {
        await page.goto(p.path);
        await expect(page.locator(p.ready ?? '.news-card, .news-empty').first()).toBeVisible();
        if (lang === 'zh-cn') await expect(page).toHaveTitle(p.title);
        await keepScreenshot(page, `news-${p.name}-${width}-${lang}`, { fullPage: true });
      }
      await page.context().close();
    });
  }
}
