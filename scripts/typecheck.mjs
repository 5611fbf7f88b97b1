#!/usr/bin/env node
// Typechecks every workspace with its own tsconfig.json (plus the root tooling config) and reports
// every failure, not just the first. A workspace without a tsconfig.json is an error: nothing is
// skipped silently. tsc is single-threaded, so workspaces run side by side, one per core
// (TYPECHECK_JOBS to change it); each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
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
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? availableParallelism()));

/**
 * Runs tsc for one project and prints its output when it ends.
 * @param {string} dir
 * @returns {Promise<string | null>} the project's name if it failed, else null
 */
function check(dir) {
  const name = relative(root, dir) || '(root tooling)';
  const config = join(dir, 'tsconfig.json');
  if (!existsSync(config)) {
    console.error(`✗ ${name}: no tsconfig.json`);
    return Promise.resolve(name);
  }
  // A solution-style config (only "references") needs build mode to check its referenced projects.
  const usesReferences = /"references"\s*:/.test(readFileSync(config, 'utf8'));
  const args = usesReferences ? ['-b', dir] : ['-p', dir];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (output) process.stdout.write(output);
      if (status === 0) {
        console.log(`✓ ${name} (${seconds}s)`);
        resolve(null);
      } else {
        console.error(`✗ ${name} (${seconds}s)`);
        resolve(name);
      }
    });
  });
}

// Slowest first (bench and web take longest), so the pool ends together.
const queue = [...projects].reverse();
/** @type {string[]} */
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      const failure = await check(dir);
      if (failure) failed.push(failure);
    }
  }),
);

if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck: ${projects.length} projects clean`);
