import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';

test.describe('admin', () => {
  test('@admin signs in, chooses a group, sees the server-built menu, switches language and theme, signs out', async ({
    page,
  }) => {
    // The first journey of a run meets a cold server (first page builds, demo files written at start).
    test.setTimeout(90_000);
    await page.goto('/neibu/login');
    await expect(page.getByRole('heading', { name: '竞赛管理系统' })).toBeVisible();
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();

    // admin holds roles in two groups: the choice page lists both.
    await expect(page).toHaveURL(/\/role$/);
    await expect(page.getByText('全国大学生创新竞赛组委会')).toBeVisible();
    await keepScreenshot(page, 'admin-role-choice');
    await page.getByText('全国大学生创新竞赛组委会').click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const sider = page.getByRole('navigation', { name: /侧边菜单|Side menu/ });
    await expect(sider).toBeVisible();
    // Menu entries come from GET /system/menu/userMenu for the chosen group.
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect(sider.getByText('系统管理')).toBeVisible();
    await sider.getByText('系统管理').click();
    await sider.getByText('用户管理').click();
    await expect(page).toHaveURL(/\/system\/user/);
    await keepScreenshot(page, 'admin-desk-zh');

    // English: the menu is fetched again, localised by the server.
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(sider.getByText('System')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    // Dark theme from the settings drawer, remembered.
    await page.getByRole('button', { name: 'Layout settings' }).click();
    await page.getByRole('radiogroup', { name: 'Theme' }).getByText('Dark').click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.keyboard.press('Escape');
    await keepScreenshot(page, 'admin-desk-en-dark');

    // Sign out: the token is revoked on the server and cleared here.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    // Once in CI (1 of 4 runs) the confirmation did not open after the press, right after the theme
    // switch; a second press is what a person would do, and is bounded here to one.
    const confirm = page.getByRole('button', { name: 'OK' });
    for (let attempt = 0; attempt < 2 && !(await confirm.isVisible()); attempt += 1) {
      await page.getByRole('button', { name: /User menu/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await confirm.waitFor({ timeout: 10_000 }).catch(() => {});
    }
    await confirm.click();
    await expect(page).toHaveURL(/\/home\/homepage$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    const after = await page.request.get('/prod-api/auth/user/info', {
      headers: { authorization: token ?? '' },
    });
    expect((await after.json()).code).toBe(11000);
  });
});
