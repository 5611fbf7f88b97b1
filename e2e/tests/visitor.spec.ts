import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/paths.ts';

test.describe('visitor', () => {
  test('@visitor lands on the homepage from /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home\/homepage$/);
    // The title comes from the tenant's website settings, loaded on start.
    await expect(page).toHaveTitle(/高校学生竞赛网/);
    await keepScreenshot(page, 'visitor-homepage', { fullPage: true });
  });

  test('@visitor protected path goes to login', async ({ page }) => {
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/neibu\/login/);
    await keepScreenshot(page, 'visitor-login-redirect');
  });
});
