import fs from 'node:fs';
import path from 'node:path';
import { processStartTime } from './process-start-time.ts';

/**
 * PGlite does not lock its data directory, and two processes writing the same files corrupt it.
 * We hold `podium.lock` for the life of the process: our PID and our start time. A lock is stale when its
 * process is gone, or when its PID now names another process (PIDs are reused after a reboot or a
 * container restart): one that started at another time than the lock says, or after the lock was written.
 */
export class DataDirLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const CLOCK_SLACK_MS = 2000;

type LockHolder = { pid: number; startedAt?: number };

/** `{"pid":…,"startedAt":…}`; a lock written by an older version holds only the PID. */
const readHolder = (text: string): LockHolder => {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as Partial<LockHolder>;
    return { pid: Number(parsed.pid) || 0, startedAt: Number(parsed.startedAt) || undefined };
  } catch {
    return { pid: 0 };
  }
};

/** Is the lock's holder still the process that wrote it? */
const holdsLock = (holder: LockHolder, lockPath: string) => {
  if (!holder.pid || holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const startedAt = processStartTime(holder.pid);
  // Where the platform does not tell start times, a live PID is taken as the holder (the safe side).
  if (startedAt === undefined) return true;
  // Two readings of one process's start may differ a little (Linux derives the boot time anew each time).
  if (holder.startedAt !== undefined) return Math.abs(holder.startedAt - startedAt) <= CLOCK_SLACK_MS;
  // An old-format lock: its process must have started before the lock was written.
  return startedAt <= fs.statSync(lockPath).mtimeMs + CLOCK_SLACK_MS;
};

export const lockDataDir = (dir: string): (() => void) => {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'podium.lock');
  const content = JSON.stringify({ pid: process.pid, startedAt: processStartTime(process.pid) });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, content);
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(fs.readFileSync(lockPath, 'utf8'));
      if (holdsLock(holder, lockPath)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another Podium process (PID ${holder.pid}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone, or its PID names another now
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
};
