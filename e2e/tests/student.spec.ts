import { expect, test } from '@playwright/test';
import { lastCodeFor } from '../support/codes.ts';
import { keepScreenshot } from '../support/paths.ts';

test.describe('student', () => {
  test('@student registers with a one-time code and an ID number, and is signed in on the portal', async ({
    page,
  }) => {
    await page.goto('/neibu/register');
    await page.getByPlaceholder('请输入用户名').fill('zhangsan2026');
    await page.getByPlaceholder('请输入真实姓名').fill('张三');
    await page.getByPlaceholder('请输入手机号或邮箱').fill('zhangsan@example.edu.cn');

    // A wrong ID number shows the spec's message before anything is sent.
    const idCard = page.getByPlaceholder('选填，18位身份证号');
    await idCard.fill('12345');
    await idCard.blur();
    await expect(page.getByText('无效的身份证号码：必须为18位字符串')).toBeVisible();
    await idCard.fill('110101200803154526');
    await expect(page.getByText(/出生日期 2008-03-15/)).toBeVisible();

    // Demo mode says so on every page; the code itself is only in the server's log, never on the page.
    await expect(page.getByText(/演示模式：/)).toBeVisible();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送')).toBeVisible();
    const code = await lastCodeFor('zhangsan@example.edu.cn');
    await expect(page.getByText(code)).toHaveCount(0);
    await page.getByPlaceholder('请输入6位验证码').fill(code);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('Zhang2026pass');
    await page.getByPlaceholder('请再次输入密码').fill('Zhang2026pass');
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await keepScreenshot(page, 'student-register');
    await page
      .getByRole('button', { name: /注\s*册/ })
      .last()
      .click();

    await expect(page).toHaveURL(/\/home\/homepage$/);
    await expect(page.getByRole('button', { name: /用户菜单 张三/ })).toBeVisible();
    const info = await page.request.get('/prod-api/auth/user/info', {
      headers: { authorization: (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '' },
    });
    expect((await info.json()).data).toMatchObject({
      username: 'zhangsan2026',
      realName: '张三',
      roleKeys: ['student'],
    });
  });
});
