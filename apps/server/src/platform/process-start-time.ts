import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Linux's USER_HZ: /proc reports start times in these ticks on every mainstream architecture. */
const TICKS_PER_SECOND = 100;

const bootTimeMs = () => {
  const line = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('btime '));
  return line ? Number(line.slice(6)) * 1000 : undefined;
};

/** Start ticks since boot: field 22 of /proc/<pid>/stat, counted after the parenthesised command name. */
const linuxStartTicks = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[19]);
};

/**
 * When a process started (ms since the epoch), or undefined where the platform does not say (the process
 * is gone, or neither /proc nor `ps` is there). The same process always gets the same value on Linux, so
 * it can tell a process from a later one that reuses its PID.
 */
export const processStartTime = (pid: number): number | undefined => {
  try {
    if (process.platform === 'linux') {
      const boot = bootTimeMs();
      const ticks = linuxStartTicks(pid);
      if (boot === undefined || !Number.isFinite(ticks)) return undefined;
      return boot + Math.round((ticks * 1000) / TICKS_PER_SECOND);
    }
    if (process.platform === 'win32') return undefined;
    // macOS and the BSDs: the start time to the second, in the C locale's date format.
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const ms = Date.parse(started);
    return Number.isNaN(ms) ? undefined : ms;
  } catch {
    return undefined;
  }
};
