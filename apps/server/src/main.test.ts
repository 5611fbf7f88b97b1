import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point as an operator runs it: embedded database in a data directory of its own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-main-'));
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}/prod-api`;
const running: ChildProcess[] = [];

const start = () => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  running.push(child);
  return { child, exited, output: () => output };
};

const waitForHealth = async () => {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('server did not become healthy');
};

const post = async (url: string, body: unknown) =>
  (
    await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<{ code: number; data: Record<string, unknown> }>;

/** The code the console provider wrote to the server log: where an operator reads it, the only place it is. */
const codeFromLog = async (output: () => string, account: string) => {
  for (let i = 0; i < 50; i++) {
    const line = output()
      .split('\n')
      .find((l) => l.includes('one-time code') && l.includes(account));
    if (line) return (JSON.parse(line) as { code: string }).code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code in the log');
};

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process on its embedded database', () => {
  it('refuses a second process on the same data directory, shuts down gracefully, and keeps data across restarts', async () => {
    const first = start();
    await waitForHealth();

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Podium process/);

    // Something written before the restart …
    // The start-up log says where codes go and that this is demo mode.
    expect(first.output()).toMatch(/one-time codes are written to this server log only/);
    expect(first.output()).toMatch(/DEMO MODE/);
    const sent = await post('/auth/code/send', { account: 'keeper@example.edu.cn', purpose: 'register' });
    expect(sent.data).toEqual({ resendAfter: 60 }); // never the code, demo mode or not
    const registered = await post('/auth/register', {
      username: 'keeper',
      realName: '保管员',
      account: 'keeper@example.edu.cn',
      code: await codeFromLog(first.output, 'keeper@example.edu.cn'),
      password: 'Keeper2026',
      agreed: true,
    });
    expect(registered.code).toBe(0);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'podium.lock'))).toBe(false);

    // … is there after it.
    const again = start();
    await waitForHealth();
    expect((await post('/auth/login/pwd', { username: 'keeper', password: 'Keeper2026' })).code).toBe(0);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);
});
