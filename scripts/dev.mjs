#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch) and the Vite dev server side by side, output prefixed,
// both stopped together (Ctrl-C, or when either exits).
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tasks = [
  { name: 'server', args: ['--workspace', '@podium/server', 'run', 'dev'] },
  { name: 'web', args: ['--workspace', '@podium/web', 'run', 'dev'] },
];

let stopping = false;
const children = tasks.map(({ name, args }) => {
  const child = spawn(npm, args, { stdio: ['inherit', 'pipe', 'pipe'] });
  const prefix = (/** @type {NodeJS.WriteStream} */ stream) => (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout.on('data', prefix(process.stdout));
  child.stderr.on('data', prefix(process.stderr));
  child.on('exit', (code) => {
    if (!stopping) console.error(`[${name}] exited with code ${code}; stopping the others`);
    stopAll(code ?? 1);
  });
  return child;
});

/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
