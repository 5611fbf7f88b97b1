import { expect, test, type Page } from '../support/test.ts';
import { API_BASE, FinanceApi, TeamApi, type Envelope } from '@podium/contracts';
import { loginByApi } from '../support/auth.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { keepScreenshot, screenshotsKept } from '../support/paths.ts';
import { freshIdCard } from '../support/id-cards.ts';
import { freshStudent } from '../support/students.ts';

// Paying is done on phones: the student's whole path runs at 375 px.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const slow = { timeout: 30_000 };

/** The paid demo competition (fee ¥100.00 per team) and its first item and group. */
const paidCompetition = async (page: Page) => {
  const list = await page.request.get(`${API_BASE}/home/competition/page`, { params: { pageSize: 50 } });
  const rows = (await list.json()).data.rows as { competitionId: string; shortName: string }[];
  const competitionId = rows.find((r) => r.shortName === '智创大赛')!.competitionId;
  const detail = await page.request.get(`${API_BASE}/home/competition/detail`, { params: { competitionId } });
  const data = (await detail.json()).data as {
    items: { itemId: string }[];
    participantGroups: { groupId: string }[];
  };
  return { competitionId, itemId: data.items[0]!.itemId, groupId: data.participantGroups[0]?.groupId };
};

/**
 * Screenshots of the same page in both languages and both widths, for people to look at. Nothing is
 * checked on the way, so with screenshots off (CI) the four reloads are skipped (~30 s of every run).
 */
const shootBoth = async (page: Page, name: string) => {
  if (!screenshotsKept) return;
  for (const [lang, label] of [
    ['zh-cn', 'zh'],
    ['en', 'en'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.reload();
      await page.waitForLoadState('networkidle');
      await keepScreenshot(page, `${name}-${width}-${label}`, { fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('language', 'zh-cn'));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
};

test.describe('payment', () => {
  test('@student signs up for a paid competition, is taken to the cashier, pays with the demo provider on a phone', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const student = await freshStudent(page.request, '付同学');
    const token = await loginByApi(page, student.username, student.password);
    const { competitionId } = await paidCompetition(page);
    // The competition's required member information is on file, so the form asks only for the entry.
    const info = await page.request.post(`${API_BASE}${TeamApi.saveInfo}`, {
      headers: { authorization: token },
      data: {
        idCard: freshIdCard(),
        phone: '13800138123',
        studentNo: 'P2026001',
        college: '信息学院',
        major: '软件工程',
      },
    });
    expect(((await info.json()) as Envelope<unknown>).code).toBe(0);

    // The sign-up form states the fee (per team) and the time to pay before anything is submitted.
    await page.goto(`/home/signUp?competitionId=${competitionId}`);
    const fee = page.getByTestId('signup-fee');
    await expect(fee).toContainText('¥100.00 / 队', slow);
    await expect(fee).toContainText('30 分钟');
    await shootBoth(page, 'payment-signup-fee');
    await page.getByRole('combobox', { name: '参赛组别' }).click();
    await page.getByTitle('本科组').click();
    await page.getByLabel('队伍名称').fill('付款测试队');
    await page.getByRole('button', { name: '提交报名' }).click();

    // Submitting says the fee is due and opens the cashier for the sign-up's order at once.
    await expect(page.getByText('报名已提交，请在 30 分钟内完成缴费')).toBeVisible(slow);
    await expect(page).toHaveURL(/\/home\/cashier\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await expect(page.getByTestId('amount-due')).toHaveText('¥100.00', slow);
    await expect(page.getByTestId('order-no')).toHaveText(orderNo);

    // Coming back later: My teams offers "pay", and the team page shows the amount, the deadline and
    // "pay" (not "submit work") until the fee is paid.
    await page.goto('/center/team');
    const card = page.getByTestId('my-teams').locator('.teams-team-card').filter({ hasText: '付款测试队' });
    await expect(card.locator('[data-action="pay"]')).toBeVisible(slow);
    await card.getByRole('link', { name: /查看队伍/ }).click();
    const notice = page.getByTestId('team-pay-notice');
    await expect(notice.getByTestId('team-pay-amount')).toHaveText('¥100.00', slow);
    await expect(notice).toContainText('前完成缴费');
    await expect(page.getByRole('button', { name: '提交作品' })).toHaveCount(0);
    await expectNoHorizontalOverflow(page, 'team awaiting payment');
    await shootBoth(page, 'payment-team-awaiting');
    // "Pay" opens the same cashier, for the same order.
    await expect(notice.getByTestId('team-pay-amount')).toHaveText('¥100.00', slow);
    await notice.locator('[data-action="pay"]').click();
    await expect(page).toHaveURL(/\/home\/cashier\?orderNo=/);
    await expect(page.getByTestId('order-no')).toHaveText(orderNo, slow);
    await expect(page.getByTestId('demo-banner')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'cashier');
    await shootBoth(page, 'finance-cashier');

    await page.getByTestId('pay-demo').click();
    await expect(page).toHaveURL(/\/home\/paySuccess\?orderNo=/);
    await expect(page.getByTestId('pay-result')).toHaveAttribute('data-state', 'paid', slow);
    await expect(page.getByText('支付成功')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'pay result');
    await shootBoth(page, 'finance-pay-success');

    // The team page now shows the sign-up paid and waiting for review, with no pay notice.
    await page.goto('/center/team');
    await page
      .getByTestId('my-teams')
      .locator('.teams-team-card')
      .filter({ hasText: '付款测试队' })
      .getByRole('link', { name: /查看队伍/ })
      .click();
    await expect(page.getByTestId('team-name')).toHaveText('付款测试队', slow);
    await expect(page.locator('.teams-hero').getByText('待审核')).toBeVisible();
    await expect(page.getByTestId('team-pay-notice')).toHaveCount(0);
    await keepScreenshot(page, 'payment-team-paid-375-zh', { fullPage: true });

    // The sign-up is confirmed (no longer awaiting payment), and my orders show the paid order.
    await page.goto('/center/competition');
    const paidEntry = page.getByTestId('my-competition').filter({ hasText: '付款测试队' }).first();
    await expect(paidEntry).toBeVisible(slow);
    await expect(paidEntry.getByText('待缴费')).toHaveCount(0);
    await expect(paidEntry.locator('[data-action="pay"]')).toHaveCount(0);
    await page.goto('/center/order');
    const order = page.getByTestId('my-order').filter({ hasText: orderNo });
    await expect(order.getByText('已支付')).toBeVisible(slow);
    await expectNoHorizontalOverflow(page, 'my orders');
    await shootBoth(page, 'finance-my-orders');

    // Paying twice is refused with a clear message.
    const again = await page.request.post(`${API_BASE}${FinanceApi.demoPay}`, {
      headers: { authorization: token },
      data: { orderNo: orderNo },
    });
    expect(((await again.json()) as Envelope<unknown>).msg).toBe('订单已支付，无需重复支付');
  });
});
