// Sign-up management in the desk: the organiser filters the list, approves one sign-up and rejects another
// with a reason; the school account sees only its own school's sign-ups. Screenshots at 1440 and 375 px, in
// Chinese and English, go to e2e/screenshots (kept outside CI, see support/paths.ts).
import { expect, test, type Browser, type Page } from '../support/test.ts';
import { API_BASE, ApiPath, type Envelope, type GroupSelection } from '@podium/contracts';
import { button, choose, selectOf } from '../support/antd.ts';
import { loginByApi } from '../support/auth.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { EXTENDED } from '../support/extended.ts';
import { keepScreenshot } from '../support/paths.ts';

const COMPETITION = /全国大学生智能创新设计大赛$/;
const REASON = '参赛队员学籍信息与学校名单不符，请核实后重新报名';

async function actFor(page: Page, username: string, groupName: string): Promise<void> {
  const token = await loginByApi(page, username);
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === groupName);
  expect(group, `${username} acts for ${groupName}`).toBeDefined();
  await page.evaluate((groupId) => localStorage.setItem('groupId', groupId), group!.groupId);
}

const newPage = async (browser: Browser, width = 1440, lang: 'zh-cn' | 'en' = 'zh-cn') => {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    isMobile: width < 800,
    hasTouch: width < 800,
  });
  const page = await context.newPage();
  await page.goto('/prod-api/health');
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  return page;
};

const rows = (page: Page) => page.locator('.ant-table-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

test.describe.serial('sign-up management', () => {
  test.describe.configure({ timeout: 300_000 });

  test('@organizer filters, approves one sign-up and rejects another with a reason', async ({ browser }) => {
    const page = await newPage(browser);
    await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
    // Other areas' demo data adds sign-ups too: one page of 50 holds every demo team.
    await page.goto('/signUp/list?pageSize=50');
    // The first desk visit loads the page's chunks; on the shared machine that can take a while.
    await expect(rows(page).first()).toBeVisible({ timeout: 90_000 });
    await expect(row(page, '西山之光')).toBeVisible({ timeout: 30_000 });

    // Filter: the team competition (a shared list link carries it in the URL), then pending only.
    const options = (await page.request
      .get(`${API_BASE}/competition/info/option`, {
        headers: { authorization: (await page.evaluate(() => localStorage.getItem('accessToken')))! },
      })
      .then((r) => r.json())) as Envelope<{ competitionId: string; name: string }[]>;
    const competition = options.data.find((c) => COMPETITION.test(c.name))!;
    await page.goto(`/signUp/list?competitionId=${encodeURIComponent(competition.competitionId)}`);
    await expect(selectOf(page, '竞赛').locator('xpath=..')).toContainText(competition.name, {
      timeout: 90_000,
    });
    await choose(selectOf(page, '状态'), '待审核', { search: false });
    await button(page, '搜索').click();
    await expect(rows(page).first()).toBeVisible();
    await expect(row(page, '智巡先锋队')).toHaveCount(0);
    // The previous rows stay on screen while the filtered page loads (the table kit's placeholder).
    await expect
      .poll(async () => [...new Set(await rows(page).locator('.ant-tag').allInnerTexts())])
      .toEqual(['待审核']);
    await expect(row(page, '深蓝视觉')).toBeVisible();
    await keepScreenshot(page, 'signup-organizer-filtered', { fullPage: true });

    // Approve 深蓝视觉 from its detail drawer.
    await row(page, '深蓝视觉').getByText('深蓝视觉').click();
    const drawer = page.getByRole('dialog', { name: '深蓝视觉' });
    await expect(drawer.getByText('队长', { exact: true })).toBeVisible();
    await expect(drawer.getByText(/^137\*{4}\d{4}$/).first()).toBeVisible();
    await keepScreenshot(page, 'signup-organizer-detail', { fullPage: true });
    await button(drawer, '通过').click();
    await expect(page.locator('.ant-message').getByText('已通过')).toBeVisible();
    await expect(drawer.getByText('审核通过 · 赵组委')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(row(page, '深蓝视觉')).toHaveCount(0);

    // Reject 极光机器人 with a reason the student will read.
    await row(page, '极光机器人').getByRole('button', { name: '驳回' }).click();
    const modal = page.getByRole('dialog').filter({ hasText: '驳回“极光机器人”的报名' });
    await button(modal, '驳回').click();
    await expect(modal.getByText('请填写驳回原因')).toBeVisible();
    await modal.getByLabel('驳回原因').fill(REASON);
    await button(modal, '驳回').click();
    await expect(page.locator('.ant-message').getByText('已驳回，学生可看到驳回原因')).toBeVisible();
    await expect(row(page, '极光机器人')).toHaveCount(0);

    await choose(selectOf(page, '状态'), '已驳回', { search: false });
    await button(page, '搜索').click();
    await expect(row(page, '极光机器人').getByText(REASON)).toBeVisible();
    await keepScreenshot(page, 'signup-organizer-rejected', { fullPage: true });
  });

  test('@school sees only its own school’s sign-ups', async ({ browser }) => {
    const page = await newPage(browser);
    await actFor(page, 'school', '东海大学');
    // Other areas' demo data adds sign-ups too: one page of 50 holds every demo team.
    await page.goto('/signUp/list?pageSize=50');
    await expect(row(page, '智巡先锋队')).toBeVisible({ timeout: 90_000 });
    await expect(row(page, '极光机器人').getByText(REASON)).toBeVisible();
    await expect(page.getByText('西山之光')).toHaveCount(0);
    await expect(page.getByText('山岚智能')).toHaveCount(0);
    const schools = await rows(page)
      .locator('td')
      .filter({ hasText: /大学|学院/ })
      .allInnerTexts();
    expect(schools.filter((s) => s === '西山理工学院')).toHaveLength(0);
    await keepScreenshot(page, 'signup-school-list', { fullPage: true });
  });

  // The other tests here cover Chinese on a desktop; English on a phone is the narrowest case. A variant:
  // the layout journey's desk walk measures /signUp/list at 375 px, and the list's English texts are the
  // desk's translations (checked for completeness by the web's unit tests).
  test('@organizer list and detail at 375 px in English', { tag: EXTENDED }, async ({ browser }) => {
    const page = await newPage(browser, 375, 'en');
    await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
    // Other areas' demo data adds sign-ups too: one page of 50 holds every demo team.
    await page.goto('/signUp/list?pageSize=50');
    await expect(row(page, '西山之光')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('Approve selected')).toBeVisible();
    await expectNoHorizontalOverflow(page, '/signUp/list at 375 px in English');
    await keepScreenshot(page, 'signup-list-375-en', { fullPage: true });
    await row(page, '星火创客').getByText('星火创客').click();
    const drawer = page.getByRole('dialog', { name: '星火创客' });
    await expect(drawer.getByText('Team members')).toBeVisible();
    await keepScreenshot(page, 'signup-detail-375-en');
  });
});
