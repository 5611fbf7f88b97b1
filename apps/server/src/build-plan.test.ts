import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPlan } from '../../../scripts/build-plan.mjs';

/** `npm start` builds only what is missing or stale (scripts/build-plan.mjs), on a repository laid out in a temporary directory. */
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, secondsAgo: number) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, at, at);
};
const planned = () => buildPlan(root).map((t) => `${t.name}: ${t.why}`);

describe('npm start’s build plan', () => {
  it('builds both when nothing is built, nothing when both are newer than their sources, and only what changed', () => {
    root = mkdtempSync(path.join(tmpdir(), 'podium-plan-'));
    write('apps/web/src/main.tsx', 100);
    write('apps/server/src/main.ts', 100);
    write('packages/contracts/src/index.ts', 100);
    expect(planned()).toEqual(['web: not built yet', 'server: not built yet']);

    write('apps/web/dist/index.html', 50);
    write('apps/server/dist/main.mjs', 50);
    expect(planned()).toEqual([]);

    write('apps/server/src/modules/x.ts', 10);
    expect(planned()).toEqual(['server: sources changed since the last build']);

    // A shared package feeds both.
    write('packages/contracts/src/index.ts', 5);
    expect(planned()).toEqual([
      'web: sources changed since the last build',
      'server: sources changed since the last build',
    ]);
    // Dependencies and earlier outputs are not sources.
    write('apps/server/dist/main.mjs', 1);
    write('apps/web/dist/index.html', 1);
    write('apps/web/node_modules/dep/index.js', 0);
    expect(planned()).toEqual([]);
  });
});
