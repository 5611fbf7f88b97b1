// Reminders to schools that have not submitted: three days before the deadline, the day before, and once
// overdue. Each (task, school, kind) is claimed by inserting its `summary_reminders` row: the process whose
// insert wins emits the `summary.reminderDue` event in the same transaction (platform/notify tells the
// school's reporters, on the site and by e-mail as each chose); every other process (or a later run) finds
// the row and emits nothing, so each reminder goes out once.
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  summaryReminders,
  summarySubmissions,
  summaryTaskSchools,
  summaryTasks,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { scheduleTask } from '../../platform/schedule.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An overdue reminder is not sent for tasks closed longer ago than this (a new install, an old task). */
const OVERDUE_WINDOW = 7 * DAY;
/** How often each process looks for reminders due. */
export const REMINDER_EVERY_MS = 15 * 60_000;

export type ReminderKind = 'before3' | 'before1' | 'overdue';

/** Which reminder is due now for a deadline, if any. */
export const dueKind = (deadline: Date, now: Date): ReminderKind | null => {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return -left <= OVERDUE_WINDOW ? 'overdue' : null;
  if (left <= DAY) return 'before1';
  if (left <= 3 * DAY) return 'before3';
  return null;
};

/**
 * Emits the reminders due at `now`: for each published task whose deadline is within three days (or
 * passed within a week), each asked school that has not submitted (no row, a draft, or returned) gets the
 * kind due, once. Returns what was claimed, for logs and tests.
 */
export const sendDueReminders = async (db: Db, now: Date) => {
  const tasks = await db
    .select({ id: summaryTasks.id, title: summaryTasks.title, deadline: summaryTasks.deadline })
    .from(summaryTasks)
    .where(
      and(
        eq(summaryTasks.status, 'published'),
        lt(summaryTasks.deadline, new Date(now.getTime() + 3 * DAY)),
        gt(summaryTasks.deadline, new Date(now.getTime() - OVERDUE_WINDOW)),
      ),
    );
  const sent: { taskId: number; schoolId: number; kind: ReminderKind }[] = [];
  for (const task of tasks) {
    const kind = dueKind(task.deadline, now);
    if (!kind) continue;
    const pending = await db
      .select({ schoolId: summaryTaskSchools.schoolGroupId })
      .from(summaryTaskSchools)
      .leftJoin(
        summarySubmissions,
        and(
          eq(summarySubmissions.taskId, summaryTaskSchools.taskId),
          eq(summarySubmissions.schoolGroupId, summaryTaskSchools.schoolGroupId),
        ),
      )
      .where(
        and(
          eq(summaryTaskSchools.taskId, task.id),
          or(isNull(summarySubmissions.id), inArray(summarySubmissions.status, ['draft', 'returned'])),
        ),
      );
    for (const { schoolId } of pending) {
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(summaryReminders)
          .values({ taskId: task.id, schoolGroupId: schoolId, kind, sentAt: now })
          .onConflictDoNothing()
          .returning();
        if (row)
          await emitEvent(tx, {
            type: 'summary.reminderDue',
            data: { taskId: task.id, schoolGroupId: schoolId, kind },
          });
        return Boolean(row);
      });
      if (claimed) sent.push({ taskId: task.id, schoolId, kind });
    }
  }
  return sent;
};

/**
 * Looks for due reminders every REMINDER_EVERY_MS, each occurrence in one process only (claimed:
 * platform/schedule.ts; the per-school claim rows above stay the guarantee); returns the stop.
 */
export const scheduleReminders = (db: Db, onError: (error: unknown) => void) =>
  scheduleTask(
    db,
    {
      name: 'summary.reminders',
      everyMs: REMINDER_EVERY_MS,
      run: (now) => sendDueReminders(db, now),
    },
    { firstTickMs: 60_000, onError },
  ).stop;
