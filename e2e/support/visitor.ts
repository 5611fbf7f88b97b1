import type { Browser, Page } from '@playwright/test';

/**
 * A visitor's page at `width` px (a phone below 800: touch layout) in `language`, stored where the app
 * reads it before its first render.
 */
export async function visitorPage(browser: Browser, width: number, language: 'zh-cn' | 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width < 800 });
  const page = await context.newPage();
  await page.goto('/prod-api/health');
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  return page;
}
