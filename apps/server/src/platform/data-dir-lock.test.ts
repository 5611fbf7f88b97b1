import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { processStartTime } from './process-start-time.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'podium-lock-'));

describe('lockDataDir', () => {
  it('refuses a directory held by another live process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    fs.writeFileSync(path.join(dir, 'podium.lock'), String(other.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Podium process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'podium.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'podium.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    unlock();
    expect(fs.existsSync(path.join(dir, 'podium.lock'))).toBe(false);
  });
});

describe('lockDataDir with a reused PID', () => {
  const withLiveProcess = async (run: (pid: number) => void) => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    await new Promise((resolve) => other.once('spawn', resolve));
    try {
      run(other.pid!);
    } finally {
      other.kill();
    }
  };

  it('takes over a lock whose PID now belongs to a process that started at another time', async () => {
    await withLiveProcess((pid) => {
      const dir = tempDir();
      const startedAt = processStartTime(pid)!;
      expect(startedAt).toBeGreaterThan(0);
      fs.writeFileSync(
        path.join(dir, 'podium.lock'),
        JSON.stringify({ pid, startedAt: startedAt - 3_600_000 }),
      );
      const unlock = lockDataDir(dir);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'podium.lock'), 'utf8'))).toMatchObject({
        pid: process.pid,
      });
      unlock();
    });
  });

  it('takes over an old-format lock (PID only) written before its PID’s process started', async () => {
    await withLiveProcess((pid) => {
      const dir = tempDir();
      const lockPath = path.join(dir, 'podium.lock');
      fs.writeFileSync(lockPath, String(pid));
      const anHourAgo = new Date(Date.now() - 3_600_000);
      fs.utimesSync(lockPath, anHourAgo, anHourAgo);
      lockDataDir(dir)();
    });
  });

  it('still refuses a lock held by the very process that wrote it', async () => {
    await withLiveProcess((pid) => {
      const dir = tempDir();
      fs.writeFileSync(
        path.join(dir, 'podium.lock'),
        JSON.stringify({ pid, startedAt: processStartTime(pid) }),
      );
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    });
  });
});
