// Review from the organiser to an expert's phone: the organiser sees the expert library (cards masked) and
// tops the stage in review up to k experts per entry; the demo expert opens the scoring workspace on a
// 375-px phone, sees a blind queue, is stopped by a score above the column's maximum, and submits a score.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_BASE, ApiPath, ReviewApi, type Envelope, type GroupSelection } from '@podium/contracts';
import { loginByApi } from '../support/auth.ts';
import { screenshotPath } from '../support/paths.ts';

async function actFor(page: Page, username: string, groupName: string): Promise<string> {
  const token = await loginByApi(page, username);
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === groupName);
  expect(group, `${username} acts for ${groupName}`).toBeDefined();
  await page.evaluate((groupId) => localStorage.setItem('groupId', groupId), group!.groupId);
  return token;
}

const newPage = async (browser: Browser, phone = false) =>
  (
    await browser.newContext(
      phone ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' } : {},
    )
  ).newPage();

test.describe.serial('review from the organiser to an expert on a phone', () => {
  test.describe.configure({ timeout: 120_000 });

  test('@organizer sees the library and distributes the stage in review', async ({ browser }) => {
    const page = await newPage(browser);
    const token = await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
    await page.goto('/expert/library');
    const row = page.locator('.ant-table-row').filter({ hasText: '孙专家' });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText(/^\*{4} \*{4} \*{4} \d{4}$/)).toBeVisible();
    await expect(row.getByText('expert', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: screenshotPath('review-expert-library-1440-zh'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Bank card' })).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: screenshotPath('review-expert-library-1440-en'), fullPage: true });

    const groupId = await page.evaluate(() => localStorage.getItem('groupId'));
    const headers = { authorization: token, 'x-group-id': groupId! };
    // The stage in review: the one the demo expert works in (read through the expert's own call below).
    const expertPage = await newPage(browser);
    const expertToken = await loginByApi(expertPage, 'expert');
    const mine = await expertPage.request.get(`${API_BASE}${ReviewApi.expertStages}`, {
      headers: { authorization: expertToken },
    });
    const stageId = ((await mine.json()) as Envelope<{ stageId: string }[]>).data[0]!.stageId;
    const run = await page.request.post(`${API_BASE}${ReviewApi.distributionRun}`, {
      headers,
      data: { stageId },
    });
    const summary = (await run.json()) as Envelope<{ shortEntries: number; entries: number }>;
    expect(summary.code).toBe(0);
    expect(summary.data).toMatchObject({ shortEntries: 0, entries: 6 });
  });

  test('@expert scores on a phone: blind queue, maximum enforced, submit', async ({ browser }) => {
    const page = await newPage(browser, true);
    await actFor(page, 'expert', '全国大学生创新竞赛组委会');
    await page.goto('/review/competition');
    await expect(page.getByText('匿名评审：参赛者身份已隐藏')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/已完成 \d+ \/ \d+/)).toBeVisible();
    // The demo expert has one score submitted and one draft: carry on with the draft (or any unstarted one).
    const card = page
      .locator('.score-card')
      .filter({ has: page.getByText(/^(草稿|待评审)$/) })
      .first();
    await expect(card).toBeVisible();
    await expect(card.getByText(/^#\d{3}$/)).toBeVisible();
    await page.screenshot({ path: screenshotPath('review-expert-phone-queue'), fullPage: true });

    // The input clamps to the maximum; the server refuses anything above it too.
    const innovation = card.getByLabel(/创新性/);
    await innovation.fill('45');
    await innovation.blur();
    await expect(innovation).toHaveValue(/^40(\.0)?$/);
    await innovation.fill('36');
    await card.getByLabel(/可行性/).fill('25');
    await card
      .getByLabel(/完成度与表达/)
      .first()
      .fill('27');
    await card.getByLabel('必填评语').fill('作品完成度高，表达清晰。');
    await expect(card.getByText('合计 88 分')).toBeVisible();
    await card.getByRole('button', { name: '提交评分' }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(page.locator('.ant-message').getByText('评分已提交')).toBeVisible();
    await page.screenshot({ path: screenshotPath('review-expert-phone-submitted'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByText('Blind review: entrants are hidden')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: screenshotPath('review-expert-phone-en'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: screenshotPath('review-expert-1440-en'), fullPage: true });
  });
});
