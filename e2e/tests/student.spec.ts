import { expect, test } from '../support/test.ts';
import { lastCodeFor } from '../support/codes.ts';
import { mistyped } from '../support/id-cards.ts';
import { keepScreenshot } from '../support/paths.ts';

test.describe('student', () => {
  test('@student registers with a one-time code and an ID number, and is signed in on the portal', async ({
    page,
  }) => {
    // The student came from a competition: the login page carries where they were going, and
    // "register" keeps it.
    const list = await page.request.get('/prod-api/home/competition/page', { params: { pageSize: 1 } });
    const competitionId = ((await list.json()).data.rows as { competitionId: string }[])[0]!.competitionId;
    const target = `/home/competition/details?competitionId=${competitionId}`;
    await page.goto(`/neibu/login?redirect=${encodeURIComponent(target)}`);
    await page.getByRole('link', { name: /立即注册/ }).click();
    await expect(page).toHaveURL(/\/neibu\/register\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);
    // The login form (its user name field has the same placeholder) stays until the register page loads.
    await expect(page.getByRole('heading', { name: '注册账号' })).toBeVisible();
    await page.getByPlaceholder('请输入用户名').fill('zhangsan2026');
    await page.getByPlaceholder('请输入真实姓名').fill('张三');
    await page.getByPlaceholder('请输入手机号或邮箱').fill('zhangsan@example.edu.cn');

    // A wrong ID number shows the spec's message before anything is sent.
    const idCard = page.getByPlaceholder('选填，18位身份证号');
    await idCard.fill('12345');
    await idCard.blur();
    await expect(page.getByText('无效的身份证号码：必须为18位字符串')).toBeVisible();
    // A wrong check digit is flagged when the field is left, not at submit.
    await idCard.fill(mistyped('110101200803154526'));
    await idCard.blur();
    await expect(page.getByText('身份证号码校验位不正确，请核对后重新输入')).toBeVisible();
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

    // Registration leads on to the profile, saying what it still lacks, and from there on to the portal.
    await expect(page).toHaveURL(/\/center\/set\?welcome=1/);
    const welcome = page.getByTestId('welcome-alert');
    await expect(welcome).toContainText('请先完善个人资料');
    await expect(welcome).toContainText('手机号');
    await expect(welcome).toContainText('学校');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);
    await keepScreenshot(page, 'student-register-welcome');
    // On a phone the "later" action sits below the text instead of squeezing it into a narrow column.
    await page.setViewportSize({ width: 375, height: 812 });
    const titleBox = (await welcome.locator('.ant-alert-title').boundingBox())!;
    const laterBox = (await welcome.getByRole('link', { name: /稍后完善/ }).boundingBox())!;
    expect(laterBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
    expect((await welcome.locator('.ant-alert-section').boundingBox())!.width).toBeGreaterThan(150);
    await keepScreenshot(page, 'student-register-welcome-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await welcome.getByRole('link', { name: /稍后完善/ }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
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
