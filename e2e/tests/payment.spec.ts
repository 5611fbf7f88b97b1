import { expect, test, type Page } from '../support/test.ts';
import { API_BASE, EnrollApi, FinanceApi, type Envelope, type SignUpResult } from '@podium/contracts';
import { loginByApi } from '../support/auth.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { keepScreenshot } from '../support/paths.ts';
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

/** Screenshots of the same page in both languages and both widths, for people to look at. */
const shootBoth = async (page: Page, name: string) => {
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
  test('@student signs up for a paid competition, pays with the demo provider on a phone, sign-up confirmed', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const student = await freshStudent(page.request, '付同学');
    const token = await loginByApi(page, student.username, student.password);
    const { competitionId, itemId, groupId } = await paidCompetition(page);
    const signUp = await page.request.post(`${API_BASE}${EnrollApi.signUp}`, {
      headers: { authorization: token },
      data: { competitionId, itemId, participantGroupId: groupId, teamName: '付款测试队' },
    });
    const result = ((await signUp.json()) as Envelope<SignUpResult>).data;
    expect(result.status).toBe('awaitingPayment');
    expect(result.orderNo).toBeTruthy();

    // My competitions: the sign-up waits for its fee; "pay" is its first action and opens the cashier.
    await page.goto('/center/competition');
    const entry = page.getByTestId('my-competition').filter({ hasText: '付款测试队' }).first();
    await expect(entry.getByText('待缴费')).toBeVisible(slow);
    await entry.locator('[data-action="pay"]').click();
    await expect(page).toHaveURL(/\/home\/cashier\?teamId=/);
    await expect(page.getByTestId('amount-due')).toHaveText('¥100.00', slow);
    await expect(page.getByTestId('demo-banner')).toBeVisible();
    await expect(page.getByTestId('order-no')).toHaveText(result.orderNo!);
    await expectNoHorizontalOverflow(page, 'cashier');
    await shootBoth(page, 'finance-cashier');

    await page.getByTestId('pay-demo').click();
    await expect(page).toHaveURL(/\/home\/paySuccess\?orderNo=/);
    await expect(page.getByTestId('pay-result')).toHaveAttribute('data-state', 'paid', slow);
    await expect(page.getByText('支付成功')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'pay result');
    await shootBoth(page, 'finance-pay-success');

    // The sign-up is confirmed (no longer awaiting payment), and my orders show the paid order.
    await page.goto('/center/competition');
    const paidEntry = page.getByTestId('my-competition').filter({ hasText: '付款测试队' }).first();
    await expect(paidEntry).toBeVisible(slow);
    await expect(paidEntry.getByText('待缴费')).toHaveCount(0);
    await expect(paidEntry.locator('[data-action="pay"]')).toHaveCount(0);
    await page.goto('/center/order');
    const order = page.getByTestId('my-order').filter({ hasText: result.orderNo! });
    await expect(order.getByText('已支付')).toBeVisible(slow);
    await expectNoHorizontalOverflow(page, 'my orders');
    await shootBoth(page, 'finance-my-orders');

    // Paying twice is refused with a clear message.
    const again = await page.request.post(`${API_BASE}${FinanceApi.demoPay}`, {
      headers: { authorization: token },
      data: { orderNo: result.orderNo },
    });
    expect(((await again.json()) as Envelope<unknown>).msg).toBe('订单已支付，无需重复支付');
  });
});
