import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * One-time codes as the server's console provider wrote them (CODE_LOG_FILE, set in playwright.config.ts):
 * no API ever returns a code, so a journey reads the server's code log, as the person running it would.
 * Each lane has its own server and log; the journey's project names its lane's data directory.
 */
export async function lastCodeFor(account: string): Promise<string> {
  const dataDir = test.info().project.metadata.dataDir as string;
  const file = join(dataDir, 'codes.jsonl');
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(file)) return undefined;
      const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
      const entries = lines.map((line) => JSON.parse(line) as { account: string; code: string });
      code = entries.filter((entry) => entry.account === account.toLowerCase()).at(-1)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
