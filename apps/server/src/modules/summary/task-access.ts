// Who reaches a reporting task: the organiser that owns it (and its superiors), and the schools it asks.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { files, groups, summaryTaskSchools, summaryTasks } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { canReachGroup } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { ErrorCode } from '@podium/contracts';
import { defineFilePurpose, type FileRecord } from '../../platform/storage/index.ts';
import { summaryMessages } from './summary.messages.ts';

export type TaskRow = typeof summaryTasks.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Attachments a school links are re-purposed to this (readable by the school and the desks above it). */
export const SUMMARY_FILE_PURPOSE = 'summaryFile';
/** A task's template (readable by its owner's desks and the schools the task asks). */
export const SUMMARY_TEMPLATE_PURPOSE = 'summaryTemplate';
// Both are uploaded as `attachment` first (the same kinds) and re-purposed when linked.
for (const name of [SUMMARY_FILE_PURPOSE, SUMMARY_TEMPLATE_PURPOSE])
  defineFilePurpose({
    name,
    kinds: ['pdf', 'office', 'image', 'archive'],
    maxBytes: 50 * 1024 * 1024,
    isPublic: false,
    resumable: false,
  });

/** A task the acting organiser owns or reaches (a subordinate's); any other answers like a missing one. */
export const findManagedTask = async (db: Db | Tx, auth: AuthContext, taskId: string) => {
  const [row] = await db
    .select({ task: summaryTasks, groupPath: groups.path, groupName: groups.name })
    .from(summaryTasks)
    .innerJoin(groups, eq(groups.id, summaryTasks.groupId))
    .where(eq(summaryTasks.publicId, taskId))
    .limit(1);
  if (!row || !canReachGroup(auth, row.groupPath)) throw notFound(summaryMessages.taskNotFound);
  return row;
};

/** The school the caller acts for; anyone acting for another kind of group is told to switch. */
export const actingSchoolOf = async (db: Db, auth: AuthContext) => {
  if (!auth.group) throw badRequest(summaryMessages.notSchool);
  const [group] = await db
    .select({ id: groups.id, type: groups.type, name: groups.name, publicId: groups.publicId })
    .from(groups)
    .where(eq(groups.id, auth.group.id));
  if (group?.type !== 'school') throw badRequest(summaryMessages.notSchool);
  return group;
};

/**
 * A published task that asks the acting school. A task that exists but does not ask this school is
 * refused by name ("not your school"), so a school following a wrong link learns why.
 */
export const findSchoolTask = async (db: Db, auth: AuthContext, taskId: string) => {
  const school = await actingSchoolOf(db, auth);
  const [row] = await db
    .select({ task: summaryTasks, groupName: groups.name, asked: summaryTaskSchools.schoolGroupId })
    .from(summaryTasks)
    .innerJoin(groups, eq(groups.id, summaryTasks.groupId))
    .leftJoin(
      summaryTaskSchools,
      and(eq(summaryTaskSchools.taskId, summaryTasks.id), eq(summaryTaskSchools.schoolGroupId, school.id)),
    )
    .where(eq(summaryTasks.publicId, taskId))
    .limit(1);
  if (!row || row.task.status !== 'published') throw notFound(summaryMessages.taskNotFound);
  if (row.asked === null) throw new AppError(ErrorCode.NO_PERMISSION, summaryMessages.notYourSchool);
  return { ...row, school };
};

/** Active schools under a group path (the organiser's subordinates). */
export const schoolsUnder = (db: Db | Tx, path: string) =>
  db
    .select({ id: groups.id, publicId: groups.publicId, name: groups.name, parentId: groups.parentId })
    .from(groups)
    .where(
      and(
        eq(groups.type, 'school'),
        eq(groups.status, 1),
        sql`${groups.path} like ${`${path}%`}`,
        sql`${groups.path} <> ${path}`,
      ),
    )
    .orderBy(groups.orderNum, groups.id);

/** summaryFile: the school that linked it, and every desk above it. */
export const canReadSummaryFile = async (db: Db, auth: AuthContext, file: FileRecord) => {
  if (file.groupId === null) return false;
  const [group] = await db.select({ path: groups.path }).from(groups).where(eq(groups.id, file.groupId));
  return group ? canReachGroup(auth, group.path) : false;
};

/** summaryTemplate: the owner's desks, and the schools a published task with this template asks. */
export const canReadSummaryTemplate = async (db: Db, auth: AuthContext, file: FileRecord) => {
  const rows = await db
    .select({ path: groups.path, status: summaryTasks.status, taskId: summaryTasks.id })
    .from(summaryTasks)
    .innerJoin(groups, eq(groups.id, summaryTasks.groupId))
    .where(eq(summaryTasks.templateFileId, file.id));
  if (rows.some((r) => canReachGroup(auth, r.path))) return true;
  const published = rows.filter((r) => r.status === 'published').map((r) => r.taskId);
  if (!auth.group || published.length === 0) return false;
  const [asked] = await db
    .select({ taskId: summaryTaskSchools.taskId })
    .from(summaryTaskSchools)
    .where(
      and(inArray(summaryTaskSchools.taskId, published), eq(summaryTaskSchools.schoolGroupId, auth.group.id)),
    )
    .limit(1);
  return asked !== undefined;
};

/**
 * Files a writer may link under `purpose` for `groupId`: its own fresh `attachment` uploads, or files
 * already linked under that purpose for the same group. Unusable ids are returned for the refusal.
 */
export const usableFiles = async (
  db: Db | Tx,
  auth: AuthContext,
  ids: string[],
  purpose: string,
  groupId: number,
) => {
  if (ids.length === 0) return { rows: [], unusable: [] as string[] };
  const rows = await db
    .select({ id: files.id, publicId: files.publicId, name: files.originalName, size: files.size })
    .from(files)
    .where(
      and(
        inArray(files.publicId, ids),
        or(
          and(eq(files.purpose, 'attachment'), eq(files.ownerId, auth.userId)),
          and(eq(files.purpose, purpose), eq(files.groupId, groupId)),
        ),
      ),
    );
  const found = new Set(rows.map((r) => r.publicId));
  return { rows, unusable: ids.filter((id) => !found.has(id)) };
};

/** Moves fresh uploads under the area's purpose and group, so the area's read check applies. */
export const linkFiles = async (tx: Tx, fileIds: number[], purpose: string, groupId: number) => {
  if (fileIds.length)
    await tx
      .update(files)
      .set({ purpose, groupId, linkedAt: new Date() })
      .where(and(inArray(files.id, fileIds), eq(files.purpose, 'attachment')));
};
