// Browser journeys in Debian's Chromium against the built product, started fresh on an embedded
// PGlite directory with demo data. Run from the repo root with `npm run test:e2e` (builds the web first).
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';

const e2eDir = import.meta.dirname;
const repoRoot = join(e2eDir, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// One fresh data directory per run. The config is evaluated again in every worker, so the runner
// records its choice in the environment (inherited by workers) instead of choosing again.
// Older run directories are removed so at most the last run's data stays behind for inspection.
if (!process.env.E2E_DATA_DIR) {
  for (const entry of readdirSync(e2eDir)) {
    if (entry.startsWith('.data-')) rmSync(join(e2eDir, entry), { recursive: true, force: true });
  }
  process.env.E2E_DATA_DIR = join(e2eDir, `.data-${Date.now()}`);
  mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
}

const reportDir = process.env.PODIUM_REPORT_DIR;
const reporter: ReporterDescription[] = [['list']];
if (reportDir) reporter.push(['json', { outputFile: join(reportDir, 'playwright.json') }]);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download cannot reach its host here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Playwright hides scrollbars in headless mode; people see them, and the layout journey checks
      // that wide tables offer one.
      ignoreDefaultArgs: ['--hide-scrollbars'],
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run start:server',
    cwd: repoRoot,
    url: `${baseURL}/prod-api/health`,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
    // First start migrates a fresh database and hashes the demo accounts' passwords.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Embedded PGlite with demo data, whatever the calling shell has set.
      DATABASE_URL: '',
      DEMO: '1',
      // The console code provider also appends codes here; journeys read them as an operator reads the log.
      CODE_LOG_FILE: join(process.env.E2E_DATA_DIR, 'codes.jsonl'),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
});
