// The failed-delivery desk page (系统管理 → 发送失败): the platform administrator reaches it from the menu,
// filters it by channel, in Chinese on a wide screen and in English on a 375-px phone without overflow.
import { expect, test, type Browser } from '../support/test.ts';
import { actFor } from '../support/auth.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { keepScreenshot } from '../support/paths.ts';

const ORGANISER = '全国大学生创新竞赛组委会';

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

test('@admin opens the failed deliveries from the menu and filters them, on a desk and on a phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const desk = await newPage(browser, 1440, 'zh-cn');
  await actFor(desk, 'admin', ORGANISER);
  await desk.goto('/dashboard');
  const sider = desk.getByRole('navigation', { name: /侧边菜单|Side menu/ });
  await expect(sider).toBeVisible({ timeout: 60_000 });
  await desk.getByRole('button', { name: '展开侧边栏' }).click();
  await sider.getByText('系统管理').click();
  await sider.getByText('发送失败').click();
  await expect(desk).toHaveURL(/\/system\/notifyFailed/);
  await expect(desk.getByRole('columnheader', { name: '最后错误' })).toBeVisible();
  await desk.locator('.ant-form-item').filter({ hasText: '渠道' }).locator('.ant-select').click();
  await desk.locator('.ant-select-dropdown').getByText('短信').click();
  await desk.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(desk).toHaveURL(/channel=sms/);
  await keepScreenshot(desk, 'notify-failed-desk-zh');

  const phone = await newPage(browser, 375, 'en');
  await actFor(phone, 'admin', ORGANISER);
  await phone.goto('/system/notifyFailed?channel=email');
  await expect(phone.getByRole('button', { name: /Send selected again/ })).toBeVisible({ timeout: 60_000 });
  await expect(phone.getByText('Channel').first()).toBeVisible();
  await expectNoHorizontalOverflow(phone, 'failed deliveries on a phone');
  await keepScreenshot(phone, 'notify-failed-phone-en');
});
