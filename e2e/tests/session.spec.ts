import { expect, test } from '../support/test.ts';
import { loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';

test.describe('session', () => {
  test('@session an expired session shows the 11000 dialog, then returns to the homepage', async ({
    page,
  }) => {
    const token = await loginByApi(page, 'organizer');
    await page.evaluate(() => localStorage.setItem('groupId', ''));
    // End the session on the server behind the page's back.
    const logout = await page.request.post('/prod-api/auth/logout', { headers: { authorization: token } });
    expect((await logout.json()).code).toBe(0);

    await page.goto('/center/users');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('当前登录已失效，请重新登录')).toBeVisible();
    await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('提示');
    await keepScreenshot(page, 'session-expired-dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/home\/homepage$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('@session a signed-in user visiting /neibu/login goes to /', async ({ page }) => {
    await loginByApi(page, 'student');
    await page.goto('/neibu/login');
    await expect(page).toHaveURL(/\/home\/homepage$/);
  });

  test('@session an unknown path goes to /noPage, a path with /undefined to the root', async ({ page }) => {
    await loginByApi(page, 'student');
    await page.goto('/center/undefined/x');
    await expect(page).toHaveURL(/\/home\/homepage$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/noPage$/);
  });
});
