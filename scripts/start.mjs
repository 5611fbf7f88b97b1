#!/usr/bin/env node
// `npm start`: builds what is missing or stale (scripts/build-plan.mjs), then runs the built server.
// `npm run serve` runs it without looking (for process managers).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildPlan } from './build-plan.mjs';

const root = join(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const plan = buildPlan(root);
if (plan.length === 0) process.stdout.write('web app and server are up to date: nothing to build\n');
for (const target of plan) {
  process.stdout.write(`building the ${target.name} (${target.why})\n`);
  const { status } = spawnSync(npm, ['run', target.script], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

// The server as `npm run serve` runs it; SIGTERM and SIGINT are passed on, so its graceful shutdown runs.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
  cwd: join(root, 'apps/server'),
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
