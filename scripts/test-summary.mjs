#!/usr/bin/env node
// Adds up the JSON reports that vitest and Playwright wrote into a folder (.ci/run sets
// PODIUM_REPORT_DIR) and prints one closing line: "tests: N passed, N failed, N skipped".
// Exits non-zero when nothing ran or something failed, so a run of no tests cannot pass.
// Before that line it names each report's slowest files: CI keeps only the end of a run's output,
// and that is where the time of a long run has to be read from.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? process.env.PODIUM_REPORT_DIR;
if (!dir) {
  console.error('usage: test-summary.mjs <report dir>');
  process.exit(2);
}

/** How many of each report's slowest files are named. */
const SLOWEST = 10;

/**
 * @typedef {{ duration?: number }} PwResult
 * @typedef {{ file?: string, specs?: { tests?: { results?: PwResult[] }[] }[], suites?: PwSuite[] }} PwSuite
 */

/**
 * Seconds per test file of a Playwright JSON report (its suites nest by file, then describe).
 * @param {{ suites?: PwSuite[] }} report
 */
function playwrightFileSeconds(report) {
  /** @type {Map<string, number>} */
  const seconds = new Map();
  /** @param {PwSuite} suite @param {string | undefined} file */
  const walk = (suite, file) => {
    const here = suite.file ?? file ?? '?';
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          seconds.set(here, (seconds.get(here) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return seconds;
}

/**
 * Seconds per test file of a vitest (jest-compatible) JSON report; files run side by side.
 * @param {{ testResults?: { name?: string, startTime?: number, endTime?: number }[] }} report
 */
function vitestFileSeconds(report) {
  /** @type {Map<string, number>} */
  const seconds = new Map();
  for (const file of report.testResults ?? []) {
    const name = String(file.name ?? '').replace(/^.*?\/(apps|packages|bench|scripts|e2e)\//, '$1/');
    if (file.startTime && file.endTime) seconds.set(name, (file.endTime - file.startTime) / 1000);
  }
  return seconds;
}

/** @param {Map<string, number>} seconds */
const slowest = (seconds) =>
  [...seconds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST)
    .map(([file, s]) => `${file} ${Math.round(s)}s`)
    .join(', ');

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky = passed on retry.
    const { expected = 0, unexpected = 0, flaky = 0, skipped: pwSkipped = 0 } = report.stats;
    passed += expected + flaky;
    failed += unexpected;
    skipped += pwSkipped;
    lines.push(`  ${file}: ${expected + flaky} passed, ${unexpected} failed, ${pwSkipped} skipped`);
    lines.push(`    slowest: ${slowest(playwrightFileSeconds(report))}`);
  } else if ('numPassedTests' in report) {
    // Vitest (jest-compatible JSON).
    const fileSkipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += fileSkipped;
    lines.push(
      `  ${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${fileSkipped} skipped`,
    );
    lines.push(`    slowest: ${slowest(vitestFileSeconds(report))}`);
  }
}

console.log('test reports:');
for (const line of lines) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed + failed === 0) {
  console.error('no test ran');
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
