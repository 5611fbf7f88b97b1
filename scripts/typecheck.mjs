#!/usr/bin/env node
// Typechecks every workspace with its own tsconfig.json (plus the root tooling config) and reports
// every failure, not just the first. A workspace without a tsconfig.json is an error: nothing is
// skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Workspace folders from the root package.json globs (`dir/*` or a plain folder). */
function listWorkspaces() {
  /** @type {{ workspaces: string[] }} */
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(parent, entry.name, 'package.json')))
      .map((entry) => join(parent, entry.name));
  });
}

const projects = [root, ...listWorkspaces()];
const failed = [];
for (const dir of projects) {
  const name = relative(root, dir) || '(root tooling)';
  const config = join(dir, 'tsconfig.json');
  if (!existsSync(config)) {
    console.error(`✗ ${name}: no tsconfig.json`);
    failed.push(name);
    continue;
  }
  // A solution-style config (only "references") needs build mode to check its referenced projects.
  const usesReferences = /"references"\s*:/.test(readFileSync(config, 'utf8'));
  const args = usesReferences ? ['-b', dir] : ['-p', dir];
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, ...args], { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    console.log(`✓ ${name} (${seconds}s)`);
  } else {
    console.error(`✗ ${name} (${seconds}s)`);
    failed.push(name);
  }
}

if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck: ${projects.length} projects clean`);
