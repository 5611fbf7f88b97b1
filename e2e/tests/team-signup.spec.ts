import { expect, test, type Browser, type Page } from '../support/test.ts';
import { loginByApi } from '../support/auth.ts';
import { EXTENDED } from '../support/extended.ts';
import { freshIdCard, mistyped, withCheck } from '../support/id-cards.ts';
import { keepScreenshot } from '../support/paths.ts';
import { chooseSchool, freshStudent } from '../support/students.ts';

const PHONE = { width: 375, height: 812 };

/** The unread count the bell announces (its accessible name, in Chinese), 0 when it names none. */
const bellCount = async (page: Page) => {
  const name = (await page.getByRole('button', { name: /^消息通知/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读/.exec(name)?.[1] ?? 0);
};

const teamCompetitionId = async (page: Page) => {
  const res = await page.request.get('/prod-api/home/competition/page', { params: { pageSize: 50 } });
  const rows = (await res.json()).data.rows as { competitionId: string; shortName: string }[];
  return rows.find((r) => r.shortName === '智创大赛')!.competitionId;
};

const phonePage = async (browser: Browser, language = 'zh-cn') => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await page.goto('/prod-api/health');
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  return page;
};

test.describe('team sign-up', () => {
  test.setTimeout(240_000);

  test('@student signs up a team and invites student2, who joins from the link on a phone', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginByApi(page, 'student');
    const competitionId = await teamCompetitionId(page);

    // The competition page knows the student already captains a team (demo data) in the first item.
    await page.goto(`/home/competition/details?competitionId=${competitionId}`);
    await expect(page.getByTestId('cta-view-team')).toBeVisible({ timeout: 30_000 });
    await keepScreenshot(page, 'team-cta-1440-zh');

    // The sign-up page shows that sign-up, its status and next step, not a blank form (issue 18).
    await page.goto(`/home/signUp?competitionId=${competitionId}`);
    const signedUp = page.getByTestId('signed-up');
    await expect(signedUp.getByText('你已报名该竞赛')).toBeVisible({ timeout: 30_000 });
    await expect(signedUp.getByRole('region', { name: '追光者队' })).toContainText('待缴费');
    await expect(page.getByRole('button', { name: '提交报名' })).toHaveCount(0);
    await keepScreenshot(page, 'team-signed-up-1440-zh');

    // A second event is a separate entry: sign up a new team there.
    await page.getByTestId('sign-up-another').click();
    await page.getByText('人工智能应用赛道').click();
    await page.getByRole('combobox', { name: '参赛组别' }).click();
    await page.getByTitle('本科组').click();
    await page.getByLabel('队伍名称').fill('星河计划');
    await keepScreenshot(page, 'team-signup-1440-zh', { fullPage: true });
    await page.getByRole('button', { name: '提交报名' }).click();

    // The competition has a fee: the sign-up goes on to the cashier; the team page is one step away.
    await expect(page).toHaveURL(/\/home\/cashier\?orderNo=/);
    await page.goto('/center/team');
    await page
      .getByTestId('my-teams')
      .locator('.teams-team-card')
      .filter({ hasText: '星河计划' })
      .getByRole('link', { name: /查看队伍/ })
      .click();
    await expect(page.getByTestId('team-name')).toHaveText('星河计划');
    const link = (await page.getByTestId('invite-link').textContent())!.trim();
    expect(link).toContain('/home/competition/team/details?invite=');
    await expect(page.getByTestId('invite-qr')).toBeVisible();
    await keepScreenshot(page, 'team-details-1440-zh', { fullPage: true });

    // student2 opens the link on a phone, signs in, completes their information and joins.
    const phone = await phonePage(browser);
    await loginByApi(phone, 'student2');
    await phone.goto(new URL(link).pathname + new URL(link).search);
    await expect(phone.getByTestId('invite-team')).toHaveText('星河计划', { timeout: 30_000 });
    await expect(phone.getByText(/邀请你以队员身份加入队伍/)).toBeVisible();
    const idCard = phone.getByLabel('身份证号');
    const good = withCheck('31010420050607112');
    await idCard.fill(mistyped(good));
    await idCard.blur();
    await expect(phone.getByText('身份证号码校验位不正确，请核对后重新输入')).toBeVisible();
    await idCard.fill(good);
    await expect(phone.getByText(/出生日期 2005-06-07/)).toBeVisible();
    await phone.getByLabel('学院').fill('数学科学学院');
    await phone.getByLabel('专业').fill('统计学');
    await keepScreenshot(phone, 'team-invite-375-zh', { fullPage: true });
    await phone.getByRole('button', { name: '确认加入' }).click();
    await expect(phone).toHaveURL(/\/home\/competition\/team\/details\?teamId=/);
    const members = phone.getByTestId('team-members');
    await expect(members.getByText('周同学')).toBeVisible();
    await expect(members.getByText('队员', { exact: true })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(phone, 'team-details-375-zh', { fullPage: true });

    // The captain sees both members; my teams lists the new team.
    await page.reload();
    await expect(page.getByTestId('team-members').getByText('周同学')).toBeVisible();

    // The captain invites one more person by their e-mail. The invited student (a new account, on a phone
    // with the page already open) sees the bell count it without a reload, finds "accept invitation" on
    // the user-centre home, and joins from there.
    const invitee = await freshStudent(page.request, '严同学');
    const phone2 = await phonePage(browser);
    // A student with no school cannot join a team signed up from a school: the new account chooses one.
    await chooseSchool(
      phone2.request,
      await loginByApi(phone2, invitee.username, invitee.password),
      '严同学',
    );
    await phone2.goto('/center/users');
    const bell = phone2.getByRole('button', { name: /^消息通知/ });
    await expect(bell).toBeVisible({ timeout: 60_000 });
    await phone2.waitForTimeout(2_000);
    const unread = await bellCount(phone2);
    const form = page.getByTestId('invite-person');
    await form.getByPlaceholder('账号 / 手机号 / 邮箱').fill(invitee.account);
    await form.getByRole('button', { name: '发送邀请' }).click();
    await expect(page.getByText('邀请已发送，等待对方答复')).toBeVisible();
    await expect(page.getByTestId('invite-waiting')).toContainText('严*学');
    await expect.poll(() => bellCount(phone2), { timeout: 15_000 }).toBe(unread + 1);
    await phone2.reload();
    const todo = phone2.locator('[data-todo="invitation"]');
    await expect(todo).toContainText('星河计划', { timeout: 30_000 });
    expect(await phone2.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await keepScreenshot(phone2, 'center-invitation-375-zh', { fullPage: true });
    await todo.locator('[data-action="acceptInvitation"]').click();
    await expect(phone2.getByTestId('invite-team')).toHaveText('星河计划', { timeout: 30_000 });
    await expect(phone2.getByText('这是队长发给你本人的邀请')).toBeVisible();
    await phone2.getByLabel('身份证号').fill(freshIdCard());
    await phone2.getByLabel('手机号').fill(`139${String(Date.now()).slice(-8)}`);
    await phone2.getByLabel('学号').fill('2026001');
    await phone2.getByLabel('学院').fill('物理学院');
    await phone2.getByLabel('专业').fill('应用物理');
    await phone2.getByRole('button', { name: '确认加入' }).click();
    await expect(phone2).toHaveURL(/\/home\/competition\/team\/details\?teamId=/);
    await expect(phone2.getByTestId('team-members').getByText('严同学')).toBeVisible();
    await phone2.goto('/center/users');
    await expect(phone2.locator('.center-page')).toBeVisible();
    await expect(phone2.locator('[data-todo="invitation"]')).toHaveCount(0);
    await phone2.context().close();
    await page.reload();
    await expect(page.getByTestId('team-members').getByText('严同学')).toBeVisible();
    await page.goto('/center/team');
    await expect(page.getByTestId('my-teams').getByText('星河计划')).toBeVisible();
    await keepScreenshot(page, 'center-team-1440-zh');
    await phone.context().close();
  });

  test('@student sees the sign-up pages in English on a phone', { tag: EXTENDED }, async ({ browser }) => {
    const phone = await phonePage(browser, 'en');
    await loginByApi(phone, 'student');
    const competitionId = await teamCompetitionId(phone);
    await phone.goto(`/home/signUp?competitionId=${competitionId}`);
    await expect(phone.getByRole('button', { name: 'Sign up' })).toBeVisible({ timeout: 30_000 });
    await keepScreenshot(phone, 'team-signup-375-en', { fullPage: true });
    await phone.goto('/home/zjCompetition');
    await expect(phone.getByTestId('open-competitions')).toBeVisible();
    await keepScreenshot(phone, 'team-entrance-375-en', { fullPage: true });
    await phone.goto('/center/team');
    await expect(phone.getByTestId('my-teams')).toBeVisible();
    await phone
      .getByRole('link', { name: /Open team/ })
      .first()
      .click();
    await expect(phone.getByTestId('team-members')).toBeVisible();
    // The team page's own content fits the phone (the shared portal header is the shell's business).
    const body = phone.locator('.teams-body');
    expect(await body.evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(phone, 'team-details-375-en', { fullPage: true });
    const teamUrl = phone.url();
    await phone.context().close();

    const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await desk.goto('/prod-api/health');
    await desk.evaluate(() => localStorage.setItem('language', 'en'));
    await loginByApi(desk, 'student');
    await desk.goto(teamUrl);
    await expect(desk.getByText('Invite members')).toBeVisible();
    await keepScreenshot(desk, 'team-details-1440-en', { fullPage: true });
    await desk.goto('/home/zjCompetition');
    await expect(desk.getByTestId('open-competitions')).toBeVisible();
    await keepScreenshot(desk, 'team-entrance-1440-en', { fullPage: true });
    await desk.close();
  });
});
