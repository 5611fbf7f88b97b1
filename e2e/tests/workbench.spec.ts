// The workbench per role (issue 20): the expert's "needs me now" links straight to the works to score; the
// organiser's workbench shows the season's key numbers, the current competition's stages with today and the
// group's activity; a student's home on a 375-px phone in English shows their next actions. Screenshots at
// 1440 and 375 px, zh and en, are kept under e2e/screenshots when not on CI.
import { expect, test, type Browser, type Page } from '../support/test.ts';
import { API_BASE, ApiPath, type Envelope, type GroupSelection } from '@podium/contracts';
import { loginByApi } from '../support/auth.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { keepScreenshot, screenshotPath } from '../support/paths.ts';
import { openDemoReview } from '../support/demo-review.ts';

type Lang = 'zh-cn' | 'en';

const newPage = async (browser: Browser, width: number, lang: Lang) => {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 740 : 900 },
    isMobile: width < 800,
    hasTouch: width < 800,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto('/prod-api/health');
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  return page;
};

/** Signs in and acts for the user's first group (the expert's and the organiser's only one). */
const signInToDesk = async (page: Page, username: string) => {
  const token = await loginByApi(page, username);
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  expect(groups.length, `${username} has a group`).toBeGreaterThan(0);
  await page.evaluate((groupId) => localStorage.setItem('groupId', groupId), groups[0]!.groupId);
};

const shoot = async (page: Page, name: string) => {
  if (!process.env.CI) await page.screenshot({ path: screenshotPath(name), fullPage: true });
};

test('@expert the workbench links to the works to score; the organiser sees the season', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  for (const [width, lang] of [
    [1440, 'zh-cn'],
    [375, 'en'],
  ] as const) {
    const page = await newPage(browser, width, lang);
    await signInToDesk(page, 'expert');
    await page.goto('/dashboard');
    const works = page.getByTestId('need-worksToScore');
    await expect(works).toBeVisible({ timeout: 90_000 });
    await expect(works).toContainText(lang === 'en' ? 'Works to score' : '待评审作品');
    await expectNoHorizontalOverflow(page, `expert workbench ${width}`);
    await shoot(page, `workbench-expert-${width}-${lang}`);
    await works.click();
    await expect(page).toHaveURL(/\/review\/competition/);
    await page.context().close();
  }

  for (const [width, lang] of [
    [1440, 'zh-cn'],
    [1440, 'en'],
    [375, 'zh-cn'],
  ] as const) {
    const page = await newPage(browser, width, lang);
    await signInToDesk(page, 'organizer');
    await page.goto('/dashboard');
    await expect(page.getByTestId('need-signUpsToApprove')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('kpi-signUps')).toBeVisible();
    await expect(page.getByTestId('timeline-today')).toBeVisible();
    if (width === 1440 && lang === 'zh-cn') {
      // The organiser unpins one quick link: saved on the server, and written to the group's activity.
      const card = page
        .locator('.workbench-card')
        .filter({ has: page.getByRole('heading', { name: '快捷入口' }) });
      await expect(card.locator('.quick-link')).toHaveCount(8);
      await card.getByRole('button', { name: /编\s*辑/ }).click();
      const modal = page.getByRole('dialog');
      await modal.locator('.ant-select-selection-item-remove').first().click();
      await modal.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.locator('.ant-message').getByText('快捷入口已保存')).toBeVisible();
      await expect(card.locator('.quick-link')).toHaveCount(7);
      await expect(async () => {
        await page.reload();
        const activity = page
          .locator('.workbench-card')
          .filter({ has: page.getByRole('heading', { name: '组织动态' }) });
        await expect(activity).toContainText('编辑快捷入口', { timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expect(card.locator('.quick-link')).toHaveCount(7);
    }
    await expectNoHorizontalOverflow(page, `organiser workbench ${width}`);
    await shoot(page, `workbench-organizer-${width}-${lang}`);
    await page.context().close();
  }
});

test('@student the home on a 375-px phone in English shows the next actions', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await newPage(browser, 375, 'en');
  await loginByApi(page, 'student');
  await page.goto('/center/users');
  const next = page.locator('.ant-card').filter({ hasText: 'To do' }).first();
  await expect(next.locator('[data-action]').first()).toBeVisible({ timeout: 90_000 });
  await expectNoHorizontalOverflow(page, 'student home');
  await shoot(page, 'center-home-student-375-en');
  await page.context().close();
});

test('@expert the workbench is the expert’s own: their reviews, and the shortcut opens an open one', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const VARIANTS = [
    [1440, 'zh-cn'],
    [375, 'en'],
  ] as const;
  // The demo's review is closed (its competition finished): nothing to score, and the workbench says so.
  for (const [width, lang] of VARIANTS) {
    const page = await newPage(browser, width, lang);
    await signInToDesk(page, 'expert');
    await page.goto('/dashboard');
    const mine = page.getByTestId('my-review');
    await expect(mine).toContainText(
      lang === 'en' ? 'No review is open at the moment' : '目前没有进行中的评审',
      {
        timeout: 90_000,
      },
    );
    // No organisation figures, and no one else's activity.
    await expect(page.locator('[data-testid^="kpi-"]')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: lang === 'en' ? 'My recent activity' : '我的动态' }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page, `expert workbench, none open ${width}`);
    await keepScreenshot(page, `workbench-expert-closed-${width}-${lang}`, { fullPage: true });
    await page.getByTestId('need-worksToScore').click();
    await expect(page).toHaveURL(/\/review\/competition/);
    await expect(page.getByTestId('no-open-review')).toBeVisible();
    await page.context().close();
  }
  // Opened again: the shortcut leads into that review, open for scoring.
  const reclose = await openDemoReview(browser);
  try {
    for (const [width, lang] of VARIANTS) {
      const page = await newPage(browser, width, lang);
      await signInToDesk(page, 'expert');
      await page.goto('/dashboard');
      const mine = page.getByTestId('my-review');
      await expect(mine.getByRole('button', { name: lang === 'en' ? 'Review' : /去\s*评\s*审/ })).toBeVisible(
        {
          timeout: 90_000,
        },
      );
      await keepScreenshot(page, `workbench-expert-open-${width}-${lang}`, { fullPage: true });
      await page.getByTestId('need-worksToScore').click();
      await expect(page).toHaveURL(/\/review\/competition\?stageId=/);
      await expect(page.getByText(lang === 'en' ? /Review open until/ : /评审进行中，截止/)).toBeVisible();
      await expect(page.getByTestId('no-open-review')).toHaveCount(0);
      await page.context().close();
    }
  } finally {
    await reclose();
  }
});
