import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// .ci/run sets PODIUM_REPORT_DIR to collect machine-readable results for its closing summary line.
const reportDir = process.env.PODIUM_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });

const serverSource = 'apps/server/src';

/**
 * Server test files that open a test database (through the test app, the test database or the seeded
 * template) run twice, on PGlite and on PostgreSQL; the others (pure functions, the sanitiser, the
 * entry point with its own embedded database) would only repeat themselves on the second pass, so they
 * run once. Read from the files themselves, so a new test lands in the right pass without a list (a test
 * beside them in test-support/ imports `./test-app.ts`).
 */
const usesTestDatabase =
  /(test-support\/|'\.\/)(test-app|test-database|seeded-template|payment-test-app)\.ts/;
const serverTestFiles = (readdirSync(serverSource, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join(serverSource, file));
const [databaseTests, databaseFreeTests] = serverTestFiles.reduce<[string[], string[]]>(
  ([withDb, without], file) =>
    usesTestDatabase.test(readFileSync(file, 'utf8'))
      ? [[...withDb, file], without]
      : [withDb, [...without, file]],
  [[], []],
);

export default defineConfig({
  test: {
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: join(reportDir, `vitest-${process.pid}.json`) } : undefined,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          // Vitest's 5 s default fails a scan of the source tree (well under 1 s on a quiet machine) when
          // the machine is shared; a real hang still fails.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: databaseFreeTests,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: databaseTests,
          // Each file opens its own database (in-memory PGlite, or its own database on the server of
          // TEST_DATABASE_URL), so files run side by side; API_TEST_WORKERS caps them (default: 2).
          fileParallelism: true,
          // A worker imports the server's modules once for all its files (each file still builds its own
          // app on its own database): importing them per file cost ~3.5 s of CPU a file, half the pass.
          isolate: false,
          // The demo tenant is migrated and seeded once per run; each file copies it (seeded-template.ts).
          globalSetup: ['apps/server/src/test-support/seeded-template.global-setup.ts'],
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
          // Several tests open a database of their own inside the test (a second process, a draining app):
          // ~2 s on a quiet machine, but past 30 s when the machine is shared (seen at a load average of
          // 20 on 2 cores). The budget matches the hooks', which open databases too.
          testTimeout: 120_000,
          // Opening a database (a copy of the seeded template) happens in hooks.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
