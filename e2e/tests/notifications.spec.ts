// Notifications: a student's pending sign-up is approved on the desk, and the student's bell (a 375-px
// phone, in English, already open) counts it within seconds without a reload; the drawer shows the message
// and opens the team page. 山岚智能 (西山理工学院, captain xishan05) is a pending demo sign-up no other
// journey decides.
import { expect, test, type Browser, type Page } from '../support/test.ts';
import { API_BASE, ApiPath, type Envelope, type GroupSelection } from '@podium/contracts';
import { button } from '../support/antd.ts';
import { loginByApi } from '../support/auth.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';

const TEAM = '山岚智能';

const newPage = async (browser: Browser, width: number, lang: 'zh-cn' | 'en') => {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 740 : 900 },
    isMobile: width < 800,
    hasTouch: width < 800,
  });
  const page = await context.newPage();
  await page.goto('/prod-api/health');
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  return page;
};

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

/** The unread count the bell announces (its accessible name), 0 when it names none. */
const bellCount = async (page: Page) => {
  const name = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};

test('@student hears of an approval on the desk within seconds, without a reload', async ({ browser }) => {
  test.setTimeout(300_000);
  const student = await newPage(browser, 375, 'en');
  await loginByApi(student, 'xishan05');
  await student.goto('/home/homepage');
  const bell = student.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible({ timeout: 60_000 });
  // Let the count load and the live stream open before the desk decides.
  await student.waitForTimeout(2_000);
  const before = await bellCount(student);
  await expectNoHorizontalOverflow(student, 'student page with the bell');

  const desk = await newPage(browser, 1440, 'zh-cn');
  await actFor(desk, 'organizer', '全国大学生创新竞赛组委会');
  // The workbench counts the sign-ups waiting and links to the filtered list.
  await desk.goto('/dashboard');
  const waiting = desk.getByTestId('need-signUpsToApprove');
  await expect(waiting).toBeVisible({ timeout: 90_000 });
  await waiting.click();
  await expect(desk).toHaveURL(/\/signUp\/list\?status=pending/);
  await desk.goto('/signUp/list?pageSize=50');
  const row = desk.locator('.ant-table-row').filter({ hasText: TEAM });
  await expect(row).toBeVisible({ timeout: 90_000 });
  await row.getByText(TEAM).click();
  const drawer = desk.getByRole('dialog', { name: TEAM });
  await button(drawer, '通过').click();
  await expect(desk.locator('.ant-message').getByText('已通过')).toBeVisible();

  // No reload: the open page's bell is told through its stream.
  await expect.poll(() => bellCount(student), { timeout: 15_000 }).toBe(before + 1);
  await bell.click();
  const list = student.getByRole('dialog', { name: 'Messages' });
  const item = list.getByTestId('notification-item').filter({ hasText: 'Sign-up approved' });
  await expect(item).toBeVisible();
  await expect(item).toContainText(TEAM);
  await expectNoHorizontalOverflow(student, 'student page with the bell');
  await item.getByRole('button', { name: 'Open' }).click();
  await expect(student).toHaveURL(/\/center\/team/);
  await expect.poll(() => bellCount(student), { timeout: 10_000 }).toBe(before);
});
