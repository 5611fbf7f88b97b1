import { expect, test, type Page } from '@playwright/test';
import { loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';

/** A one-minute hand-over code for `username`'s account, as a partner site signed in as them asks for one. */
const handoverCodeOf = async (page: Page, username: string) => {
  const login = await page.request.post('/prod-api/auth/login/pwd', {
    data: { username, password: 'Demo@12345' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await page.request.post('/prod-api/auth/handover/code', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  return { code: ((await res.json()) as { data: { code: string } }).data.code, token };
};

const signedInName = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/prod-api/auth/user/info', {
      headers: { authorization: localStorage.getItem('accessToken') ?? '' },
    });
    return ((await res.json()) as { data?: { username: string } }).data?.username ?? null;
  });

test.describe('identity', () => {
  test('@identity a link never puts another account into a signed-in browser without asking', async ({
    page,
  }) => {
    await loginByApi(page, 'student');
    const other = await handoverCodeOf(page, 'student2');

    // A bearer token in the address is dropped unread and removed from the address bar.
    await page.goto(`/center/set?token=${other.token}`);
    await expect(page).toHaveURL(/\/center\/set$/);
    expect(await signedInName(page)).toBe('student');

    // A hand-over code for another account: the page asks, naming it; keeping changes nothing.
    await page.goto(`/center/set?handover=${other.code}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('切换账号？')).toBeVisible();
    await expect(dialog.getByText(/周\*学（student2）/)).toBeVisible();
    await keepScreenshot(page, 'identity-handover-ask');
    await dialog.getByTestId('handover-keep').click();
    await expect(dialog).toBeHidden();
    expect(await signedInName(page)).toBe('student');

    // The person's own school is fixed after the first choice: moving is a request to the new school.
    await expect(page.getByTestId('school-change')).toBeVisible();
    await expect(page.getByTestId('school-change-open')).toBeVisible();
  });

  test('@identity a visitor signed in by a hand-over link is told whose account it is', async ({ page }) => {
    const { code } = await handoverCodeOf(page, 'student2');
    await page.goto(`/center/users?handover=${code}`);
    await expect(page).toHaveURL(/\/center\/users$/);
    const notice = page.getByTestId('handover-notice');
    await expect(notice).toContainText('周*学（student2）');
    await keepScreenshot(page, 'identity-handover-notice');
    expect(await signedInName(page)).toBe('student2');
    // Used once: the same link signs nobody in again.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/center/users?handover=${code}`);
    await expect(page).toHaveURL(/\/neibu\/login/);
  });
});
