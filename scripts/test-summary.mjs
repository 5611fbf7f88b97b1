#!/usr/bin/env node
// Adds up the JSON reports that vitest and Playwright wrote into a folder (.ci/run sets
// PODIUM_REPORT_DIR) and prints one closing line: "tests: N passed, N failed, N skipped".
// Exits non-zero when nothing ran or something failed, so a run of no tests cannot pass.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? process.env.PODIUM_REPORT_DIR;
if (!dir) {
  console.error('usage: test-summary.mjs <report dir>');
  process.exit(2);
}

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
  } else if ('numPassedTests' in report) {
    // Vitest (jest-compatible JSON).
    const fileSkipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += fileSkipped;
    lines.push(
      `  ${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${fileSkipped} skipped`,
    );
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
