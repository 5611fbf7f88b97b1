// Browser journeys in Debian's Chromium against the built product, started fresh on an embedded
// PGlite directory with demo data. Run from the repo root with `npm run test:e2e` (builds the web first).
//
// Lanes, each with its own server, port and data directory (E2E_PORT, E2E_PORT + 1), can run side by side:
// a journey changes demo data (fees, windows, sign-ups) and restores it, so two journeys must never share
// a server at the same time; inside a lane they run one after another.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';

const e2eDir = import.meta.dirname;
const repoRoot = join(e2eDir, '..');
const firstPort = Number(process.env.E2E_PORT ?? 3100);
// One lane by default: on two cores a second lane (its own server and browser) made every journey twice
// as slow and the whole run slower than one lane (measured: 222 s against 180 s for the same six specs).
// E2E_LANES=2 runs two lanes on machines with more cores.
const laneCount = process.env.E2E_LANES === '2' ? 2 : 1;
/** Journeys tagged @extended (support/extended.ts) run only when asked for. */
const includeExtended = process.env.E2E_EXTENDED === '1';

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
const runDir = process.env.E2E_DATA_DIR;

/**
 * The second lane's journeys, chosen to balance the lanes' running times (from the JSON report's
 * durations); every other spec, new ones included, runs in the first lane.
 */
const SECOND_LANE = [
  'layout.spec.ts',
  'certificate-designer.spec.ts',
  'certificate.spec.ts',
  'certificate-issue.spec.ts',
  'review.spec.ts',
  'screen-call.spec.ts',
  'expert-recruitment.spec.ts',
  'session.spec.ts',
  'deepchat.spec.ts',
];

type Lane = { name: string; port: number; dataDir: string };
const lanes: Lane[] = Array.from({ length: laneCount }, (_, index) => ({
  name: `lane-${index + 1}`,
  port: firstPort + index,
  dataDir: join(runDir, `lane-${index + 1}`),
}));
for (const lane of lanes) mkdirSync(lane.dataDir, { recursive: true });

const reportDir = process.env.PODIUM_REPORT_DIR;
const reporter: ReporterDescription[] = [['list'], ['./support/failure-context-reporter.ts']];
if (reportDir) reporter.push(['json', { outputFile: join(reportDir, 'playwright.json') }]);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: laneCount,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  ...(includeExtended ? {} : { grepInvert: /@extended/ }),
  // A desk page's first load is CPU-bound (~200 scripts): generous, for a loaded machine.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter,
  use: {
    ...devices['Desktop Chrome'],
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // CI keeps only what a run prints (support/failure-context-reporter.ts prints the failed page), and
    // recording a trace of every journey to keep the failed ones cost CPU on a two-core machine.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
  projects: lanes.map((lane, index) => ({
    name: lane.name,
    // The project's own server; journeys find its code log through the metadata (support/codes.ts).
    use: { baseURL: `http://127.0.0.1:${lane.port}` },
    metadata: { dataDir: lane.dataDir },
    workers: 1,
    ...(laneCount === 1 ? {} : index === 0 ? { testIgnore: SECOND_LANE } : { testMatch: SECOND_LANE }),
  })),
  webServer: lanes.map((lane) => ({
    command: 'npm run start:server',
    cwd: repoRoot,
    url: `http://127.0.0.1:${lane.port}/prod-api/health`,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
    // First start migrates a fresh database and hashes the demo accounts' passwords.
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      PORT: String(lane.port),
      HOST: '127.0.0.1',
      DATA_DIR: lane.dataDir,
      // Embedded PGlite with demo data, whatever the calling shell has set.
      DATABASE_URL: '',
      DEMO: '1',
      // The console code provider also appends codes here; journeys read them as an operator reads the log.
      CODE_LOG_FILE: join(lane.dataDir, 'codes.jsonl'),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  })),
});
