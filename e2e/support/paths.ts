import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Screenshots meant for people to look at (gitignored); failures also leave some in test-results/. */
export const screenshotDir = join(import.meta.dirname, '..', 'screenshots');

/** Path for a named screenshot, e.g. `await page.screenshot({ path: screenshotPath('visitor-home') })`. */
export const screenshotPath = (name: string): string => {
  mkdirSync(screenshotDir, { recursive: true });
  return join(screenshotDir, `${name}.png`);
};
