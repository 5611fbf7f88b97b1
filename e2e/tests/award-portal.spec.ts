// 获奖名单 on the portal: a visitor opens the finished design competition, follows its "award winners"
// link, and reads the published list grouped by award with people's names masked — at 1440 and 375 px,
// in Chinese and English. On a phone the winners are cards and nothing scrolls sideways; on a desktop
// every award's table has the same column widths. Read-only: the demo data stays as it was.
import { copyFileSync, mkdirSync } from 'node:fs';
import { expect, test } from '../support/test.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { keepScreenshot, screenshotPath } from '../support/paths.ts';
import { EXTENDED } from '../support/extended.ts';

const COMPETITION = `${new Date().getFullYear() - 1} 高校学生创意设计大赛`;
const SHOTS = process.env.SHOTS_DIR;

const VARIANTS = [
  { lang: 'zh-cn', width: 1440, link: '获奖名单', heading: '高校学生创意设计大赛获奖名单', award: '一等奖' },
  { lang: 'zh-cn', width: 375, link: '获奖名单', heading: '高校学生创意设计大赛获奖名单', award: '一等奖' },
  {
    lang: 'en',
    width: 1440,
    link: 'Award winners',
    heading: '高校学生创意设计大赛获奖名单',
    award: '一等奖',
  },
  { lang: 'en', width: 375, link: 'Award winners', heading: '高校学生创意设计大赛获奖名单', award: '一等奖' },
] as const;

for (const v of VARIANTS) {
  // One variant in CI (the narrowest, in English); the others with the extended journeys.
  const tag = v.width === 375 && v.lang === 'en' ? [] : [EXTENDED];
  test(
    `@visitor reads a competition's published award list at ${v.width} px in ${v.lang}`,
    { tag },
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: v.width, height: 900 });
      await page.goto('/home/competition');
      await page.evaluate((l) => localStorage.setItem('language', l), v.lang);
      await page.goto('/home/competition');
      await page.getByText(COMPETITION).first().click();
      await page.getByRole('link', { name: v.link }).click();
      await expect(page).toHaveURL(/\/home\/reward\?competitionId=/);
      await expect(page.getByRole('heading', { name: v.heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: v.award })).toBeVisible();
      // Names masked as on the trace page; the full names never reach the page.
      await expect(page.getByText('李*学').first()).toBeVisible();
      await expect(page.getByText('欧**娜、王*川')).toBeVisible();
      await expect(page.getByText('欧阳娜娜')).toHaveCount(0);
      // A team competition: a line's winner is its team (a team of one too), never its captain.
      await expect(page.getByText('山海新编工作室').first()).toBeVisible();
      if (v.width < 768) {
        // Phones: cards, no table, and nothing (page or award) wider than the screen.
        await expect(page.locator('.reward-cards > li').first()).toBeVisible();
        await expect(page.locator('.reward-award table')).toHaveCount(0);
        await expectNoHorizontalOverflow(page, `award list at ${v.width} px`);
        const wide = await page
          .locator('.reward-award')
          .evaluateAll((sections) => sections.filter((s) => s.scrollWidth > s.clientWidth + 1).length);
        expect(wide, 'award sections wider than the screen').toBe(0);
      } else {
        // Desktop: each award of a list is its own table, and their columns line up.
        const widths = await page
          .locator('.reward-list')
          .first()
          .locator('.reward-award table')
          .evaluateAll((tables) =>
            tables.map((table) =>
              [...table.querySelectorAll('thead th')].map((th) =>
                Math.round(th.getBoundingClientRect().width),
              ),
            ),
          );
        expect(widths.length, 'awards in the first list').toBeGreaterThan(1);
        for (const row of widths) expect(row).toEqual(widths[0]);
      }
      const name = `reward-list-${v.width}-${v.lang}`;
      await keepScreenshot(page, name, { fullPage: true });
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        copyFileSync(screenshotPath(name), `${SHOTS}/${name}.png`);
      }
    },
  );
}
