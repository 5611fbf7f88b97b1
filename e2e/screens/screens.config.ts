// `npm run screens`: screenshots of every portal page, the news pages and the content pages for people to
// look at — not a test suite, not in CI. Same server set-up as the journeys (the built product on a fresh demo database, E2E_PORT), its own
// test directory, and one long test per language and width.
import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config.ts';

// Pictures are what this run is for, under CI too (support/paths.ts); workers inherit the setting.
process.env.E2E_SCREENSHOTS ??= '1';

export default defineConfig({
  ...journeys,
  testDir: '.',
  testMatch: '*.screens.ts',
  outputDir: '../test-results/screens',
  timeout: 15 * 60_000,
  reporter: [['list']],
  // Pictures are the product here: no traces or failure screenshots (several runs may share the folder).
  use: { ...journeys.use, trace: 'off', screenshot: 'off' },
});
