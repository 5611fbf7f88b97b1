import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built artefacts as `npm run serve` runs them (apps/server/dist, plain JavaScript, no loader), on an
// embedded database of their own: the smoke test of what an operator deploys. One build (~1 s) per run.
const serverDir = path.resolve(import.meta.dirname, '..');
const builtWeb = path.resolve(serverDir, '../web/dist');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-built-'));
const port = 3900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;
let output = '';
let exited: Promise<number | null>;

/** The web app the server hosts: the real build when there is one, else the smallest index.html. */
const webDist = () => {
  if (fs.existsSync(path.join(builtWeb, 'index.html'))) return builtWeb;
  const dir = path.join(dataDir, 'web');
  fs.mkdirSync(dir);
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>Podium</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
};

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'pipe' });
  child = spawn(process.execPath, ['--enable-source-maps', path.join(serverDir, 'dist/main.mjs')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist(),
      // No demo seed: a fresh installation with its first admin, which starts in a few seconds.
      DEMO: '0',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'Smoke@2026x',
      // Loaded by the test runner: the built server must not need it.
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => child!.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${origin}/prod-api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the built server did not become ready:\n${output}`);
}, 120_000);

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server (dist/main.mjs)', () => {
  it('answers readiness, the homepage, a valid OpenAPI document and a sign-in, and stops on SIGTERM', async () => {
    const ready = (await (await fetch(`${origin}/prod-api/ready`)).json()) as { data: unknown };
    expect(ready.data).toMatchObject({ database: 'up', storage: 'up', draining: false });

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(await home.text()).toContain('<div id="root">');

    const docs = await fetch(`${origin}/prod-api/docs/json`);
    expect(docs.status).toBe(200);
    await expect(SwaggerParser.validate((await docs.json()) as never)).resolves.toBeTruthy();

    const signIn = await fetch(`${origin}/prod-api/auth/login/pwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: 'Smoke@2026x' }),
    });
    expect(((await signIn.json()) as { code: number }).code).toBe(0);

    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
