import { expect, test, type Page } from '../support/test.ts';
import { button } from '../support/antd.ts';
import { actFor } from '../support/auth.ts';
import { trackCalls } from '../support/page-calls.ts';
import { keepScreenshot } from '../support/paths.ts';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test.describe('finance refunds', () => {
  test('@organizer refunds part of one line of a paid order from the order list, and finds it among the refunds', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
    const calls = trackCalls(page);
    await page.goto('/finance/order?state=paid');
    const first = rows(page).first();
    await expect(first).toBeVisible({ timeout: 90_000 });
    const orderNo = (await first.locator('td').first().innerText()).trim();
    expect(orderNo).toMatch(/^PD\d{20}$/);

    await first.getByRole('button', { name: '退款' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(orderNo);
    // The line and what is left of it are offered; refund 12.50 yuan of it, with a reason.
    await expect(dialog).toContainText('可退 ¥');
    await dialog.getByLabel('退款金额（元）').fill('12.50');
    await dialog.getByLabel('退款原因').fill('选手一人缺席，退还部分报名费');
    await button(dialog, '提交退款').click();
    await expect(page.locator('.ant-message')).toContainText('退款成功', { timeout: 30_000 });
    await expect(dialog).toHaveCount(0);

    // The order follows its rows: partly refunded, 12.50 back.
    await page.goto(`/finance/order?keyword=${orderNo}`);
    await expect(rows(page)).toHaveCount(1, { timeout: 30_000 });
    await expect(rows(page).first().locator('.ant-tag')).toHaveText('部分退款');
    await expect(rows(page).first()).toContainText('¥12.50');
    await calls.quiet();
    await keepScreenshot(page, 'finance-refund-order-1440-zh', { fullPage: true });

    // The refund is a row of its own on finance/action, done, with who asked and why.
    await page.goto(`/finance/action?tab=refunds&orderNo=${orderNo}`);
    const refund = rows(page).filter({ hasText: orderNo });
    await expect(refund).toHaveCount(1, { timeout: 30_000 });
    await expect(refund).toContainText('选手一人缺席，退还部分报名费');
    await expect(refund.locator('.ant-tag')).toHaveText('已退款');
    await keepScreenshot(page, 'finance-refund-action-1440-zh', { fullPage: true });
  });
});
