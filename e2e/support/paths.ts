import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** Screenshots meant for people to look at (gitignored); failures also leave some in test-results/. */
export const screenshotDir = join(import.meta.dirname, '..', 'screenshots');

/** Path for a named screenshot, e.g. `await page.screenshot({ path: screenshotPath('visitor-home') })`. */
export const screenshotPath = (name: string): string => {
  mkdirSync(screenshotDir, { recursive: true });
  return join(screenshotDir, `${name}.png`);
};

/**
 * Whether journeys keep screenshots for people. CI checks behaviour only: each screenshot is a
 * software-rendered frame, and a hundred of them cost minutes of the CI budget while nobody looks.
 * Local runs keep them; `E2E_SCREENSHOTS=1` keeps them under CI too, `E2E_SCREENSHOTS=0` drops them.
 */
export const screenshotsKept =
  process.env.E2E_SCREENSHOTS === '1' || (process.env.E2E_SCREENSHOTS !== '0' && !process.env.CI);

/**
 * Saves a named screenshot to e2e/screenshots (and to SHOTS_DIR when set, where a reviewer collects
 * them), unless screenshots are off. Never part of what a journey checks.
 */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!screenshotsKept) return;
  const shotsDir = process.env.SHOTS_DIR;
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  await target.screenshot({
    ...options,
    path: shotsDir ? join(shotsDir, `${name}.png`) : screenshotPath(name),
  });
}
