import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of a failed journey's page snapshot printed; enough for the region around the failure. */
const MAX_LINES = 400;

/**
 * Prints the page snapshot Playwright writes for a failed journey (its `error-context` attachment)
 * into the run's output. CI keeps only what a run prints, not its files: without this a failure there
 * says which locator timed out but not what the page showed instead.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let text: string;
      try {
        text = readFileSync(attachment.path, 'utf8');
      } catch {
        continue;
      }
      // The error itself is already in the list reporter's output: from the snapshot on.
      const snapshotAt = text.indexOf('# Page snapshot');
      const lines = (snapshotAt >= 0 ? text.slice(snapshotAt) : text).split('\n');
      console.log(`\n--- page when "${test.title}" failed (${lines.length} lines) ---`);
      console.log(lines.slice(0, MAX_LINES).join('\n'));
      if (lines.length > MAX_LINES) console.log(`… ${lines.length - MAX_LINES} more lines`);
      console.log('--- end of page ---\n');
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
