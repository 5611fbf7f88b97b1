import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// .ci/run sets PODIUM_REPORT_DIR to collect machine-readable results for its closing summary line.
const reportDir = process.env.PODIUM_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });

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
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          // Each file opens its own database (in-memory PGlite, or its own database on the server of
          // TEST_DATABASE_URL), so files run side by side; API_TEST_WORKERS caps them (default: 2).
          fileParallelism: true,
          // The demo tenant is migrated and seeded once per run; each file copies it (seeded-template.ts).
          globalSetup: ['apps/server/src/test-support/seeded-template.global-setup.ts'],
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
          testTimeout: 30_000,
          // Opening a database (a copy of the seeded template) happens in hooks.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
