// The organiser's reporting tasks: list, detail, save (versioned once published), publish, delete.
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SUMMARY_STATES,
  type PageResult,
  type SummaryCounts,
  type SummarySchoolOption,
  type SummaryState,
  type SummaryTaskDetail,
  type SummaryTaskRow,
  type summaryTaskQuery,
  type summaryTaskSaveBody,
} from '@podium/contracts';
import {
  files,
  groups,
  summarySubmissions,
  summaryTaskSchools,
  summaryTasks,
  summaryTaskVersions,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { summaryMessages } from './summary.messages.ts';
import {
  findManagedTask,
  linkFiles,
  schoolsUnder,
  SUMMARY_TEMPLATE_PURPOSE,
  usableFiles,
  type TaskRow,
  type Tx,
} from './task-access.ts';
import { assertFormDefinition } from './task-form.ts';

/** What a school's state reads as: a stored status, or none; unfinished ones past the deadline are overdue. */
export const stateOf = (
  status: string | null | undefined,
  deadline: Date,
  now = new Date(),
): SummaryState => {
  const stored = (status ?? 'notStarted') as SummaryState;
  const unfinished = stored === 'notStarted' || stored === 'draft' || stored === 'returned';
  return unfinished && deadline.getTime() <= now.getTime() ? 'overdue' : stored;
};

const emptyCounts = (): SummaryCounts =>
  Object.fromEntries(SUMMARY_STATES.map((s) => [s, 0])) as SummaryCounts;

/** Per task: how many asked schools are in each state. */
const countsOf = async (db: Db, tasks: TaskRow[]) => {
  const ids = tasks.map((t) => t.id);
  const rows = ids.length
    ? await db
        .select({
          taskId: summaryTaskSchools.taskId,
          status: summarySubmissions.status,
          n: count(),
        })
        .from(summaryTaskSchools)
        .leftJoin(
          summarySubmissions,
          and(
            eq(summarySubmissions.taskId, summaryTaskSchools.taskId),
            eq(summarySubmissions.schoolGroupId, summaryTaskSchools.schoolGroupId),
          ),
        )
        .where(inArray(summaryTaskSchools.taskId, ids))
        .groupBy(summaryTaskSchools.taskId, summarySubmissions.status)
    : [];
  const result = new Map<number, { counts: SummaryCounts; schools: number }>();
  for (const task of tasks) result.set(task.id, { counts: emptyCounts(), schools: 0 });
  for (const row of rows) {
    const entry = result.get(row.taskId)!;
    const task = tasks.find((t) => t.id === row.taskId)!;
    entry.counts[stateOf(row.status, task.deadline)] += row.n;
    entry.schools += row.n;
  }
  return result;
};

const presentRow = (
  task: TaskRow,
  organizerName: string,
  tally: { counts: SummaryCounts; schools: number },
): SummaryTaskRow => ({
  taskId: task.publicId,
  title: task.title,
  deadline: task.deadline.toISOString(),
  status: task.status as SummaryTaskRow['status'],
  version: task.version,
  schoolCount: tally.schools,
  counts: tally.counts,
  organizerName,
  updatedAt: task.updatedAt.toISOString(),
});

/** Tasks owned by the acting organiser or its subordinates, newest first. */
export const pageTasks = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof summaryTaskQuery>,
): Promise<PageResult<SummaryTaskRow>> => {
  const conditions: (SQL | undefined)[] = [
    auth.isRoot ? undefined : sql`${groups.path} like ${`${auth.group?.path ?? '/-/'}%`}`,
    query.status ? eq(summaryTasks.status, query.status) : undefined,
    query.keyword ? ilike(summaryTasks.title, likePattern(query.keyword)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ task: summaryTasks, groupName: groups.name })
      .from(summaryTasks)
      .innerJoin(groups, eq(groups.id, summaryTasks.groupId))
      .where(where)
      .orderBy(desc(summaryTasks.deadline), desc(summaryTasks.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(summaryTasks)
      .innerJoin(groups, eq(groups.id, summaryTasks.groupId))
      .where(where),
  ]);
  const tallies = await countsOf(
    db,
    rows.map((r) => r.task),
  );
  return {
    rows: rows.map((r) => presentRow(r.task, r.groupName, tallies.get(r.task.id)!)),
    total: total?.n ?? 0,
  };
};

export const templateOf = async (db: Db, task: TaskRow) => {
  if (!task.templateFileId) return null;
  const [file] = await db
    .select({ fileId: files.publicId, name: files.originalName, size: files.size })
    .from(files)
    .where(eq(files.id, task.templateFileId));
  return file ? { ...file, size: Number(file.size) } : null;
};

export const readTask = async (db: Db, auth: AuthContext, taskId: string): Promise<SummaryTaskDetail> => {
  const { task, groupName } = await findManagedTask(db, auth, taskId);
  const [tallies, schools, template] = await Promise.all([
    countsOf(db, [task]),
    db
      .select({ schoolId: groups.publicId, name: groups.name })
      .from(summaryTaskSchools)
      .innerJoin(groups, eq(groups.id, summaryTaskSchools.schoolGroupId))
      .where(eq(summaryTaskSchools.taskId, task.id))
      .orderBy(groups.orderNum, groups.id),
    templateOf(db, task),
  ]);
  return {
    ...presentRow(task, groupName, tallies.get(task.id)!),
    description: task.description,
    template,
    fields: task.fields,
    checks: task.checks,
    allSchools: task.allSchools,
    schools,
  };
};

/** The schools a task asks: every active school under the owner, or the picked ones (each under it). */
const resolveSchools = async (tx: Db | Tx, ownerPath: string, body: z.output<typeof summaryTaskSaveBody>) => {
  const under = await schoolsUnder(tx, ownerPath);
  if (body.allSchools) return under.map((s) => s.id);
  const byPublicId = new Map(under.map((s) => [s.publicId, s.id]));
  const picked = [...new Set(body.schoolIds)].map((id) => {
    const found = byPublicId.get(id);
    if (found === undefined) throw badRequest(summaryMessages.schoolOutOfReach);
    return found;
  });
  return picked;
};

const replaceSchools = async (tx: Tx, taskId: number, schoolIds: number[]) => {
  await tx.delete(summaryTaskSchools).where(eq(summaryTaskSchools.taskId, taskId));
  if (schoolIds.length)
    await tx.insert(summaryTaskSchools).values(schoolIds.map((schoolGroupId) => ({ taskId, schoolGroupId })));
};

/** JSON with object keys sorted: jsonb keeps keys in its own order, so plain JSON would always differ. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/**
 * Creates a draft task for the acting organiser, or edits one. Editing a published task keeps its former
 * form as a version and raises `version` when the form changed; schools keep their submissions (a
 * submission names the form version it was filled against).
 */
export const saveTask = async (db: Db, auth: AuthContext, body: z.output<typeof summaryTaskSaveBody>) => {
  assertFormDefinition(body.fields, body.checks);
  const existing = body.taskId ? await findManagedTask(db, auth, body.taskId) : undefined;
  const owner = existing
    ? { id: existing.task.groupId, path: existing.groupPath }
    : auth.group
      ? { id: auth.group.id, path: auth.group.path }
      : undefined;
  if (!owner) throw notFound(summaryMessages.taskNotFound);
  const schoolIds = await resolveSchools(db, owner.path, body);
  if (schoolIds.length === 0) throw badRequest(summaryMessages.noSchools);
  const template = body.templateFileId
    ? await usableFiles(db, auth, [body.templateFileId], SUMMARY_TEMPLATE_PURPOSE, owner.id)
    : undefined;
  if (template?.unusable.length) throw badRequest(summaryMessages.templateUnusable);
  const templateFileId = template?.rows[0]?.id ?? null;
  const now = new Date();
  return db.transaction(async (tx) => {
    const values = {
      title: body.title,
      description: body.description,
      deadline: new Date(body.deadline),
      templateFileId,
      fields: body.fields,
      checks: body.checks,
      allSchools: body.allSchools,
      updatedAt: now,
    };
    let task: TaskRow;
    if (existing) {
      const before = existing.task;
      const formChanged = canonical([before.fields, before.checks]) !== canonical([body.fields, body.checks]);
      const bump = before.status === 'published' && formChanged;
      if (bump)
        await tx.insert(summaryTaskVersions).values({
          taskId: before.id,
          version: before.version,
          fields: before.fields,
          checks: before.checks,
          editedBy: auth.userId,
        });
      [task] = (await tx
        .update(summaryTasks)
        .set({ ...values, version: bump ? before.version + 1 : before.version })
        .where(and(eq(summaryTasks.id, before.id), eq(summaryTasks.version, before.version)))
        .returning()) as [TaskRow];
      // Two organisers editing at once: the second finds the version moved on.
      if (!task) throw conflict(summaryMessages.taskNotFound);
    } else {
      [task] = (await tx
        .insert(summaryTasks)
        .values({ ...values, publicId: newPublicId(), groupId: owner.id, createdBy: auth.userId })
        .returning()) as [TaskRow];
    }
    await replaceSchools(tx, task.id, schoolIds);
    if (templateFileId) await linkFiles(tx, [templateFileId], SUMMARY_TEMPLATE_PURPOSE, owner.id);
    return { before: existing?.task ?? null, after: task };
  });
};

export const publishTask = async (db: Db, auth: AuthContext, taskId: string) => {
  const { task, groupPath } = await findManagedTask(db, auth, taskId);
  if (task.status === 'published') throw conflict(summaryMessages.alreadyPublished);
  return db.transaction(async (tx) => {
    // "All schools" means the schools under the owner at the time it goes out.
    if (task.allSchools)
      await replaceSchools(
        tx,
        task.id,
        (await schoolsUnder(tx, groupPath)).map((s) => s.id),
      );
    const [after] = await tx
      .update(summaryTasks)
      .set({ status: 'published', updatedAt: new Date() })
      .where(and(eq(summaryTasks.id, task.id), eq(summaryTasks.status, 'draft')))
      .returning();
    if (!after) throw conflict(summaryMessages.alreadyPublished);
    await emitEvent(tx, { type: 'summary.taskPublished', data: { taskId: task.id }, actorId: auth.userId });
    return { before: task, after };
  });
};

export const removeTask = async (db: Db, auth: AuthContext, taskId: string) => {
  const { task } = await findManagedTask(db, auth, taskId);
  if (task.status !== 'draft') throw conflict(summaryMessages.onlyDraftRemovable);
  const [removed] = await db
    .delete(summaryTasks)
    .where(and(eq(summaryTasks.id, task.id), eq(summaryTasks.status, 'draft')))
    .returning();
  if (!removed) throw conflict(summaryMessages.onlyDraftRemovable);
  return removed;
};

/** Schools under the acting organiser, with the group right above each, to pick from. */
export const schoolOptions = async (db: Db, auth: AuthContext): Promise<SummarySchoolOption[]> => {
  if (!auth.group) return [];
  const schools = await schoolsUnder(db, auth.group.path);
  const parentIds = [...new Set(schools.map((s) => s.parentId).filter((id): id is number => id !== null))];
  const parents = parentIds.length
    ? await db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, parentIds))
    : [];
  const nameOf = new Map(parents.map((p) => [p.id, p.name]));
  return schools.map((s) => ({
    schoolId: s.publicId,
    name: s.name,
    parentName: (s.parentId && nameOf.get(s.parentId)) || '',
  }));
};
