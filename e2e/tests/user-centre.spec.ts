import { expect, test } from '../support/test.ts';
import { API_BASE, ApiPath, CenterApi } from '@podium/contracts';
import { DEMO_PASSWORD, loginByApi } from '../support/auth.ts';
import { button } from '../support/antd.ts';
import { lastCodeFor } from '../support/codes.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { keepScreenshot } from '../support/paths.ts';

// The user centre on a phone: the student's home for their competitions and account.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const NEW_PASSWORD = 'Centre2026pw';

test.describe('user centre', () => {
  // Later journeys sign in as the demo student with the demo password: give it back, even when this
  // journey failed after changing it (then the old password simply does not match and nothing changes).
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    const signIn = await page.request.post(`${API_BASE}${ApiPath.loginPwd}`, {
      data: { username: 'student', password: NEW_PASSWORD },
    });
    const token = ((await signIn.json()) as { data?: { token?: string } }).data?.token;
    if (token) {
      const restored = await page.request.post(`${API_BASE}${CenterApi.passwordChange}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { oldPassword: NEW_PASSWORD, password: DEMO_PASSWORD },
      });
      expect((await restored.json()).code, 'demo password restored').toBe(0);
    }
    await page.close();
  });

  test('@student opens the centre, sees my competitions, changes the password by code and adds a bank card', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginByApi(page, 'student');
    await page.goto('/center');
    await expect(page).toHaveURL(/\/center\/users$/);
    // Pages load lazily and the machine may be busy: the first look after each navigation waits longer.
    const slow = { timeout: 30_000 };
    await expect(page.getByText('你好，李同学')).toBeVisible(slow);
    await expect(page.locator('[data-count="competitions"] strong')).not.toHaveText('0');
    await expectNoHorizontalOverflow(page, 'centre overview');
    await keepScreenshot(page, 'center-overview-phone', { fullPage: true });

    // My competitions: student's demo team in the open team competition (seed/extras/teams.ts), fee still due.
    await page.locator('[data-count="competitions"]').click();
    await expect(page).toHaveURL(/\/center\/competition/);
    const entry = page
      .getByTestId('my-competition')
      .filter({ hasText: '全国大学生智能创新设计大赛' })
      .first();
    await expect(entry).toBeVisible(slow);
    await expect(entry.getByText('待缴费')).toBeVisible();
    await expect(entry.locator('[data-action="viewDetails"]')).toBeVisible();
    await keepScreenshot(page, 'center-competitions-phone', { fullPage: true });

    // Password by a one-time code sent to the student's phone on file.
    await page.goto('/center/set?tab=password');
    await page.getByText('用验证码修改').click(slow);
    await page.getByTestId('send-code').click();
    await expect(page.getByText(/验证码已发送至 139\*\*\*\*0001/)).toBeVisible();
    const code = await lastCodeFor('13912340001');
    await page.getByRole('textbox', { name: '验证码' }).fill(code);
    await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await button(page, '保存').click();
    await expect(page.getByText(/密码已修改/)).toBeVisible(slow);

    // A bank card: a mistyped number is refused by its check digit; the saved one shows masked.
    await page.goto('/center/set?tab=bankCard');
    await expect(page.getByTestId('bank-card')).toContainText('6222 **** **** 3446', slow);
    await button(page, '更换银行卡').click();
    await page.getByLabel('开户名').fill('李同学');
    await page.getByLabel('开户银行').fill('中国建设银行');
    const cardNo = page.getByLabel('银行卡号');
    await cardNo.fill('6217 0012 3456 7890 123');
    await cardNo.blur();
    await expect(page.getByText('银行卡号校验未通过，请核对是否输错')).toBeVisible();
    await cardNo.fill('6217 0012 3456 7890 122');
    await cardNo.blur();
    await page
      .locator('.center-form')
      .getByRole('button', { name: /更换银行卡/ })
      .click();
    await expect(page.getByText('银行卡已保存')).toBeVisible(slow);
    await expect(page.getByTestId('bank-card')).toContainText('6217 **** **** 0122');
    await expect(page.getByText('6217001234567890122')).toHaveCount(0);
    await keepScreenshot(page, 'center-bank-card-phone', { fullPage: true });

    // The new password works; the page never scrolls sideways on a phone.
    await expectNoHorizontalOverflow(page, 'bank card tab');
    const relogin = await page.request.post('/prod-api/auth/login/pwd', {
      data: { username: 'student', password: NEW_PASSWORD },
    });
    expect((await relogin.json()).code).toBe(0);
  });
});
