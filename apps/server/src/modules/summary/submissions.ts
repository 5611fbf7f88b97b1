import { chinaTime } from '../../platform/china-days.ts';
// A school's submission: draft (saved as it goes) → submitted → returned | accepted; nothing to report.
// Every change is one conditional UPDATE on the status it expects, with its event row in the same
// transaction, so two people acting at once cannot both win and the record never misses a step.
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  PageResult,
  SummaryAction,
  SummaryMyTask,
  SummaryMyTaskRow,
  SummarySubmission,
  SummarySubmissionRow,
  SummaryValues,
  summaryFillBody,
  summarySubmissionQuery,
} from '@podium/contracts';
import {
  files,
  groups,
  summarySubmissionEvents,
  summarySubmissions,
  summaryTaskSchools,
  summaryTasks,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { canReachGroup } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { summaryMessages } from './summary.messages.ts';
import {
  actingSchoolOf,
  findManagedTask,
  findSchoolTask,
  linkFiles,
  SUMMARY_FILE_PURPOSE,
  usableFiles,
  type TaskRow,
  type Tx,
} from './task-access.ts';
import { attachmentIdsOf, cleanValues, runChecks } from './task-form.ts';
import { stateOf, templateOf } from './tasks.ts';

type SubmissionRow = typeof summarySubmissions.$inferSelect;
const submitters = alias(users, 'submitters');
const reviewers = alias(users, 'reviewers');

const formatDeadline = (deadline: Date) => chinaTime(deadline);

/** Whether the school may still write: before the deadline, or when the organiser returned it. */
const writable = (task: TaskRow, submission: SubmissionRow | undefined, now = new Date()) =>
  submission?.status === 'returned' || task.deadline.getTime() > now.getTime();

const assertWritable = (task: TaskRow, submission: SubmissionRow | undefined) => {
  if (submission?.status === 'accepted') throw conflict(summaryMessages.acceptedLocked);
  if (submission?.status === 'submitted') throw conflict(summaryMessages.awaitingReview);
  if (!writable(task, submission))
    throw badRequest(summaryMessages.late, { deadline: formatDeadline(task.deadline) });
};

const present = async (
  db: Db,
  task: TaskRow,
  school: { publicId: string; name: string },
  row: SubmissionRow | undefined,
): Promise<SummarySubmission> => {
  const ids = row ? attachmentIdsOf(task.fields, row.values) : [];
  const [fileRows, people] = await Promise.all([
    ids.length
      ? db
          .select({ fileId: files.publicId, name: files.originalName, size: files.size })
          .from(files)
          .where(inArray(files.publicId, ids))
      : [],
    row
      ? db
          .select({ submitter: submitters.realName, reviewer: reviewers.realName })
          .from(summarySubmissions)
          .leftJoin(submitters, eq(submitters.id, summarySubmissions.submittedBy))
          .leftJoin(reviewers, eq(reviewers.id, summarySubmissions.reviewedBy))
          .where(eq(summarySubmissions.id, row.id))
      : [],
  ]);
  return {
    submissionId: row?.publicId ?? null,
    taskId: task.publicId,
    schoolId: school.publicId,
    schoolName: school.name,
    state: stateOf(row?.status, task.deadline),
    values: row?.values ?? {},
    explanations: row?.explanations ?? {},
    files: fileRows.map((f) => ({ ...f, size: Number(f.size) })),
    nothingReason: row?.nothingReason ?? '',
    returnNote: row?.returnNote ?? '',
    formVersion: row?.formVersion ?? task.version,
    version: row?.version ?? 0,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    submittedBy: people[0]?.submitter ?? '',
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
    reviewedBy: people[0]?.reviewer ?? '',
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
};

const submissionOf = async (db: Db | Tx, taskId: number, schoolId: number) => {
  const [row] = await db
    .select()
    .from(summarySubmissions)
    .where(and(eq(summarySubmissions.taskId, taskId), eq(summarySubmissions.schoolGroupId, schoolId)))
    .limit(1);
  return row;
};

const addEvent = (
  tx: Tx,
  submission: SubmissionRow,
  action: SummaryAction,
  from: string,
  actorId: number,
  extra: { note?: string; values?: SummaryValues | null } = {},
) =>
  tx.insert(summarySubmissionEvents).values({
    publicId: newPublicId(),
    submissionId: submission.id,
    action,
    fromState: from,
    toState: submission.status,
    note: extra.note ?? '',
    version: action === 'submit' || action === 'nothing' ? submission.version : 0,
    formVersion: submission.formVersion,
    values: extra.values ?? null,
    actorId,
  });

/** The published tasks that ask the acting school, with its state in each (open ones first). */
export const myTasks = async (db: Db, auth: AuthContext): Promise<SummaryMyTaskRow[]> => {
  const school = await actingSchoolOf(db, auth);
  const rows = await db
    .select({
      task: summaryTasks,
      organizerName: groups.name,
      status: summarySubmissions.status,
      returnNote: summarySubmissions.returnNote,
    })
    .from(summaryTaskSchools)
    .innerJoin(summaryTasks, eq(summaryTasks.id, summaryTaskSchools.taskId))
    .innerJoin(groups, eq(groups.id, summaryTasks.groupId))
    .leftJoin(
      summarySubmissions,
      and(
        eq(summarySubmissions.taskId, summaryTasks.id),
        eq(summarySubmissions.schoolGroupId, summaryTaskSchools.schoolGroupId),
      ),
    )
    .where(and(eq(summaryTaskSchools.schoolGroupId, school.id), eq(summaryTasks.status, 'published')))
    .orderBy(desc(summaryTasks.deadline), desc(summaryTasks.id));
  return rows.map((r) => ({
    taskId: r.task.publicId,
    title: r.task.title,
    deadline: r.task.deadline.toISOString(),
    organizerName: r.organizerName,
    state: stateOf(r.status, r.task.deadline),
    returnNote: r.returnNote ?? '',
  }));
};

export const myTask = async (db: Db, auth: AuthContext, taskId: string): Promise<SummaryMyTask> => {
  const { task, groupName, school } = await findSchoolTask(db, auth, taskId);
  const row = await submissionOf(db, task.id, school.id);
  const submission = await present(db, task, school, row);
  return {
    task: {
      taskId: task.publicId,
      title: task.title,
      description: task.description,
      deadline: task.deadline.toISOString(),
      status: task.status as 'published',
      version: task.version,
      organizerName: groupName,
      updatedAt: task.updatedAt.toISOString(),
      template: await templateOf(db, task),
      fields: task.fields,
      checks: task.checks,
      allSchools: task.allSchools,
    },
    submission,
    writable: writable(task, row) && row?.status !== 'accepted' && row?.status !== 'submitted',
  };
};

/** The attachments named by the values must be the school's: fresh uploads of its people, or its own. */
const assertAttachments = async (
  db: Db,
  auth: AuthContext,
  task: TaskRow,
  schoolId: number,
  values: SummaryValues,
) => {
  const ids = attachmentIdsOf(task.fields, values);
  const { rows, unusable } = await usableFiles(db, auth, ids, SUMMARY_FILE_PURPOSE, schoolId);
  if (unusable.length) {
    const field = task.fields.find(
      (f) => f.type === 'attachments' && (values[f.key] as string[]).some((id) => unusable.includes(id)),
    );
    throw badRequest(summaryMessages.attachmentUnusable, { label: field?.label ?? '' });
  }
  return rows.map((r) => r.id);
};

type Write = { kind: 'save' | 'submit' } | { kind: 'nothing'; reason: string };

/**
 * Saves the school's draft, submits it, or says there is nothing to report. Refused when late (unless
 * returned), while waiting for review, and once accepted; a submission must pass the form's required
 * fields and blocking checks, and explain its warnings.
 */
export const writeMine = async (
  db: Db,
  auth: AuthContext,
  body:
    | z.output<typeof summaryFillBody>
    | { taskId: string; values: SummaryValues; explanations: Record<string, string> },
  write: Write,
) => {
  const { task, school } = await findSchoolTask(db, auth, body.taskId);
  const before = await submissionOf(db, task.id, school.id);
  assertWritable(task, before);
  const submit = write.kind === 'submit';
  const values = write.kind === 'nothing' ? {} : cleanValues(task.fields, body.values, submit);
  const explanations = submit ? runChecks(task.checks, values, body.explanations) : body.explanations;
  const fileIds = await assertAttachments(db, auth, task, school.id, values);
  const status =
    write.kind === 'save' ? (before?.status ?? 'draft') : write.kind === 'submit' ? 'submitted' : 'nothing';
  const now = new Date();
  const version = (before?.version ?? 0) + (write.kind === 'save' ? 0 : 1);
  const set = {
    status,
    values,
    explanations,
    nothingReason: write.kind === 'nothing' ? write.reason : '',
    formVersion: task.version,
    version,
    updatedAt: now,
    ...(write.kind === 'save' ? {} : { submittedAt: now, submittedBy: auth.userId }),
  };
  return db.transaction(async (tx) => {
    let after: SubmissionRow | undefined;
    if (before) {
      [after] = await tx
        .update(summarySubmissions)
        .set(set)
        .where(and(eq(summarySubmissions.id, before.id), eq(summarySubmissions.status, before.status)))
        .returning();
      // Someone else moved it on meanwhile (the organiser accepted, a colleague submitted).
      if (!after) throw conflict(summaryMessages.awaitingReview);
    } else {
      [after] = await tx
        .insert(summarySubmissions)
        .values({ ...set, publicId: newPublicId(), taskId: task.id, schoolGroupId: school.id })
        .onConflictDoNothing()
        .returning();
      if (!after) throw conflict(summaryMessages.awaitingReview);
    }
    await linkFiles(tx, fileIds, SUMMARY_FILE_PURPOSE, school.id);
    // Autosaves change only the draft; the record keeps its first save and every real step.
    if (write.kind !== 'save' || !before)
      await addEvent(tx, after, write.kind, before?.status ?? 'notStarted', auth.userId, {
        note: write.kind === 'nothing' ? write.reason : '',
        values: write.kind === 'save' ? null : values,
      });
    if (write.kind !== 'save')
      await emitEvent(tx, {
        type: 'summary.submitted',
        data: { submissionId: after.id },
        actorId: auth.userId,
      });
    return { before: before ?? null, after };
  });
};

/** A submission of a task the acting organiser reaches; a school outside answers like a missing one. */
const findManagedSubmission = async (db: Db, auth: AuthContext, submissionId: string) => {
  const [row] = await db
    .select({
      submission: summarySubmissions,
      task: summaryTasks,
      taskGroupPath: sql<string>`(select path from groups g where g.id = ${summaryTasks.groupId})`,
      school: { publicId: groups.publicId, name: groups.name },
    })
    .from(summarySubmissions)
    .innerJoin(summaryTasks, eq(summaryTasks.id, summarySubmissions.taskId))
    .innerJoin(groups, eq(groups.id, summarySubmissions.schoolGroupId))
    .where(eq(summarySubmissions.publicId, submissionId))
    .limit(1);
  if (!row || !canReachGroup(auth, row.taskGroupPath)) throw notFound(summaryMessages.submissionNotFound);
  return row;
};

export const readSubmission = async (db: Db, auth: AuthContext, submissionId: string) => {
  const { submission, task, school } = await findManagedSubmission(db, auth, submissionId);
  return present(db, task, school, submission);
};

/** return (note to the school), accept (locks it), reopen (an accepted one back to the school, with why). */
export const reviewSubmission = async (
  db: Db,
  auth: AuthContext,
  submissionId: string,
  action: 'return' | 'accept' | 'reopen',
  note = '',
) => {
  const { submission: before } = await findManagedSubmission(db, auth, submissionId);
  const expected = action === 'reopen' ? 'accepted' : 'submitted';
  if (before.status !== expected)
    throw conflict(action === 'reopen' ? summaryMessages.notAccepted : summaryMessages.notSubmitted);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(summarySubmissions)
      .set({
        status: action === 'accept' ? 'accepted' : 'returned',
        returnNote: action === 'accept' ? '' : note,
        reviewedAt: now,
        reviewedBy: auth.userId,
        updatedAt: now,
      })
      .where(and(eq(summarySubmissions.id, before.id), eq(summarySubmissions.status, expected)))
      .returning();
    if (!after)
      throw conflict(action === 'reopen' ? summaryMessages.notAccepted : summaryMessages.notSubmitted);
    await addEvent(tx, after, action, before.status, auth.userId, { note });
    await emitEvent(tx, {
      type: 'summary.reviewed',
      data: { submissionId: after.id, action, note },
      actorId: auth.userId,
    });
    return { before, after };
  });
};

/** Every school a task asks, with its submission's state (not started ones included). */
export const pageSubmissions = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof summarySubmissionQuery>,
): Promise<PageResult<SummarySubmissionRow>> => {
  const { task } = await findManagedTask(db, auth, query.taskId);
  const rows = await db
    .select({ school: { publicId: groups.publicId, name: groups.name }, submission: summarySubmissions })
    .from(summaryTaskSchools)
    .innerJoin(groups, eq(groups.id, summaryTaskSchools.schoolGroupId))
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
        query.keyword ? ilike(groups.name, likePattern(query.keyword)) : undefined,
      ),
    )
    .orderBy(
      // Waiting for review first: what the organiser has to do.
      sql`${summarySubmissions.status} = 'submitted' desc nulls last`,
      asc(groups.orderNum),
      asc(groups.id),
    );
  const all = rows
    .map((r) => ({
      submissionId: r.submission?.publicId ?? null,
      schoolId: r.school.publicId,
      schoolName: r.school.name,
      state: stateOf(r.submission?.status, task.deadline),
      version: r.submission?.version ?? 0,
      submittedAt: r.submission?.submittedAt?.toISOString() ?? null,
      updatedAt: r.submission?.updatedAt.toISOString() ?? null,
    }))
    .filter((r) => !query.state || r.state === query.state);
  const start = (query.pageNum - 1) * query.pageSize;
  return { rows: all.slice(start, start + query.pageSize), total: all.length };
};
