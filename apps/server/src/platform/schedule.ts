import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { scheduledRuns } from '../db/schema/index.ts';
import type { Db } from './db.ts';

/**
 * A task that runs once per occurrence across all the processes that run jobs. Occurrences start every
 * `everyMs` from the Unix epoch (an hourly task's occurrence is the clock hour, UTC).
 */
export type ScheduledTask = {
  /** Unique: the claim's key (`scheduled_runs.name`). */
  name: string;
  everyMs: number;
  run: (now: Date) => Promise<unknown>;
};

/** How long claimed occurrences are kept: enough to see what ran lately, small enough never to matter. */
const KEEP_MS = 7 * 24 * 3_600_000;
const owner = `${process.pid}-${randomBytes(3).toString('hex')}`;

/** The start of the occurrence `now` falls in. */
export const occurrenceOf = (task: Pick<ScheduledTask, 'everyMs'>, now: Date) =>
  new Date(Math.floor(now.getTime() / task.everyMs) * task.everyMs);

/**
 * Claims one occurrence for this process: the insert of its primary key succeeds in exactly one process
 * however many try at once (PostgreSQL and PGlite alike; no Redis needed). Prunes the task's old claims.
 */
export const claimOccurrence = async (db: Db, name: string, slot: Date, claimedBy = owner) => {
  const [row] = await db
    .insert(scheduledRuns)
    .values({ name, slot, claimedBy })
    .onConflictDoNothing()
    .returning({ name: scheduledRuns.name });
  if (row)
    await db
      .delete(scheduledRuns)
      .where(and(eq(scheduledRuns.name, name), lt(scheduledRuns.slot, new Date(slot.getTime() - KEEP_MS))));
  return Boolean(row);
};

export type Schedule = {
  /** Claims and runs the occurrence `now` falls in, unless this process tried it already; true if it ran. */
  tick: (now?: Date) => Promise<boolean>;
  stop: () => void;
};

/**
 * Runs `task` in this process whenever it wins an occurrence's claim. Every process that runs jobs ticks
 * (every `tickMs`, default 30 s, first after `firstTickMs`): a process that starts late still runs an
 * occurrence nobody claimed, and a process that dies after claiming loses that occurrence only (the next
 * one is claimed afresh), which suits sweeps and reminders that catch up on their next run.
 */
export const scheduleTask = (
  db: Db,
  task: ScheduledTask,
  options: {
    tickMs?: number;
    firstTickMs?: number;
    onError?: (error: unknown) => void;
    claimedBy?: string;
  } = {},
): Schedule => {
  let tried: number | undefined;
  let running: Promise<boolean> | undefined;
  const tick = async (now = new Date()) => {
    const slot = occurrenceOf(task, now);
    if (tried === slot.getTime()) return false;
    tried = slot.getTime();
    if (!(await claimOccurrence(db, task.name, slot, options.claimedBy))) return false;
    await task.run(now);
    return true;
  };
  const safeTick = () => {
    // One tick at a time: a long run is not overlapped by the next timer.
    if (running) return;
    running = tick()
      .catch((error: unknown) => {
        options.onError?.(error);
        return false;
      })
      .finally(() => (running = undefined));
  };
  const first = setTimeout(safeTick, options.firstTickMs ?? 30_000);
  const timer = setInterval(safeTick, options.tickMs ?? 30_000);
  first.unref();
  timer.unref();
  return {
    tick,
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
};
