// A person's school after the first choice: a request the new school (or the desk above it) approves.
// Eligibility by school reads `users.group_id`, which only this approval (or a desk edit) moves.
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  MySchoolChange,
  PageResult,
  SchoolChangeRow,
  SchoolChangeStatus,
  schoolChangeApplyBody,
  schoolChangeQuery,
} from '@podium/contracts';
import {
  groups,
  roles,
  schoolChangeRequests,
  userProfiles,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { canReachGroup } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { centerMessages } from './center.messages.ts';

type Request = typeof schoolChangeRequests.$inferSelect;
const fromGroups = alias(groups, 'from_groups');
const reviewers = alias(users, 'reviewers');

/** An active school by public id, or the "unknown school" refusal. */
export const findSchool = async (db: Db, schoolId: string) => {
  const [school] = await db
    .select({ id: groups.id, path: groups.path, name: groups.name })
    .from(groups)
    .where(and(eq(groups.publicId, schoolId), eq(groups.type, 'school'), eq(groups.status, 1)))
    .limit(1);
  if (!school) throw badRequest(centerMessages.schoolUnknown);
  return school;
};

/** The person's current school (their home group when it is a school), or null before the first choice. */
export const currentSchoolOf = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ id: groups.id, type: groups.type })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.id, userId));
  return row?.type === 'school' ? row.id : null;
};

const selectRequests = (db: Db) =>
  db
    .select({
      request: schoolChangeRequests,
      toPublicId: groups.publicId,
      toName: groups.name,
      toPath: groups.path,
      fromName: fromGroups.name,
      username: users.username,
      realName: users.realName,
      reviewer: reviewers.realName,
    })
    .from(schoolChangeRequests)
    .innerJoin(groups, eq(groups.id, schoolChangeRequests.toGroupId))
    .innerJoin(users, eq(users.id, schoolChangeRequests.userId))
    .leftJoin(fromGroups, eq(fromGroups.id, schoolChangeRequests.fromGroupId))
    .leftJoin(reviewers, eq(reviewers.id, schoolChangeRequests.reviewerId));

type Joined = Awaited<ReturnType<ReturnType<typeof selectRequests>['where']>>[number];

const presentMine = (r: Joined): MySchoolChange => ({
  requestId: r.request.publicId,
  fromSchoolName: r.fromName ?? '',
  toSchoolId: r.toPublicId,
  toSchoolName: r.toName,
  note: r.request.note,
  status: r.request.status as SchoolChangeStatus,
  reason: r.request.reason,
  createdAt: r.request.createdAt.toISOString(),
  reviewedAt: r.request.reviewedAt?.toISOString() ?? null,
});

const presentRow = (r: Joined): SchoolChangeRow => ({
  ...presentMine(r),
  username: r.username,
  realName: r.realName,
  reviewer: r.reviewer ?? '',
});

/** The caller's latest request, whatever its state (the centre shows a refusal's reason). */
export const readMySchoolChange = async (db: Db, userId: number): Promise<MySchoolChange | null> => {
  const [row] = await selectRequests(db)
    .where(eq(schoolChangeRequests.userId, userId))
    .orderBy(desc(schoolChangeRequests.id))
    .limit(1);
  return row ? presentMine(row) : null;
};

/** Asks to move to another school; one open request at a time. */
export const applySchoolChange = async (
  db: Db,
  userId: number,
  body: z.output<typeof schoolChangeApplyBody>,
): Promise<Request> => {
  const school = await findSchool(db, body.schoolId);
  const current = await currentSchoolOf(db, userId);
  if (current === school.id) throw badRequest(centerMessages.schoolSame);
  const [created] = await db
    .insert(schoolChangeRequests)
    .values({
      publicId: newPublicId(),
      userId,
      fromGroupId: current,
      toGroupId: school.id,
      note: body.note,
    })
    .onConflictDoNothing()
    .returning();
  // The partial unique index holds "one open request": a second one (even two at once) is refused.
  if (!created) throw conflict(centerMessages.schoolChangePending);
  return created;
};

export const cancelSchoolChange = async (db: Db, userId: number) => {
  const [cancelled] = await db
    .update(schoolChangeRequests)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(schoolChangeRequests.userId, userId), eq(schoolChangeRequests.status, 'pending')))
    .returning();
  if (!cancelled) throw notFound(centerMessages.schoolChangeNotFound);
  return cancelled;
};

/** Requests to join a school the acting group reaches (the school itself, or the desk above it). */
export const pageSchoolChanges = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof schoolChangeQuery>,
): Promise<PageResult<SchoolChangeRow>> => {
  const reach: SQL | undefined = auth.isRoot
    ? undefined
    : sql`${groups.path} like ${`${auth.group?.path ?? '/-/'}%`}`;
  const where = and(reach, query.status ? eq(schoolChangeRequests.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(sql`${schoolChangeRequests.status} = 'pending' desc`, desc(schoolChangeRequests.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(schoolChangeRequests)
      .innerJoin(groups, eq(groups.id, schoolChangeRequests.toGroupId))
      .where(where),
  ]);
  return { rows: rows.map(presentRow), total: total?.total ?? 0 };
};

/** A pending request to a school in reach; another school's answers like a missing one. */
const findReviewable = async (db: Db, auth: AuthContext, requestId: string) => {
  const [row] = await selectRequests(db).where(eq(schoolChangeRequests.publicId, requestId)).limit(1);
  if (!row || !canReachGroup(auth, row.toPath)) throw notFound(centerMessages.schoolChangeNotFound);
  if (row.request.status !== 'pending') throw conflict(centerMessages.schoolChangeReviewed);
  return row.request;
};

/**
 * Approves: the person's home group becomes the school, their college and major (of the old school) are
 * cleared, and the platform roles they held in the old home group (student, teacher) move with them.
 */
export const approveSchoolChange = async (db: Db, auth: AuthContext, requestId: string) => {
  const before = await findReviewable(db, auth, requestId);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [after] = await tx
      .update(schoolChangeRequests)
      .set({ status: 'approved', reviewerId: auth.userId, reviewedAt: now, updatedAt: now })
      .where(and(eq(schoolChangeRequests.id, before.id), eq(schoolChangeRequests.status, 'pending')))
      .returning();
    // Two reviewers at once: the second finds it no longer pending.
    if (!after) throw conflict(centerMessages.schoolChangeReviewed);
    const [person] = await tx
      .select({ groupId: users.groupId })
      .from(users)
      .where(eq(users.id, before.userId));
    await tx
      .update(users)
      .set({ groupId: before.toGroupId, updatedAt: now })
      .where(eq(users.id, before.userId));
    await tx
      .update(userProfiles)
      .set({ collegeId: null, majorId: null, updatedAt: now })
      .where(eq(userProfiles.userId, before.userId));
    if (person?.groupId) {
      const platformRoles = tx.select({ id: roles.id }).from(roles).where(isNull(roles.groupId));
      await tx
        .update(userRoles)
        .set({ groupId: before.toGroupId })
        .where(
          and(
            eq(userRoles.userId, before.userId),
            eq(userRoles.groupId, person.groupId),
            inArray(userRoles.roleId, platformRoles),
          ),
        );
    }
    return { before, after };
  });
};

export const rejectSchoolChange = async (db: Db, auth: AuthContext, requestId: string, reason: string) => {
  const before = await findReviewable(db, auth, requestId);
  const now = new Date();
  const [after] = await db
    .update(schoolChangeRequests)
    .set({ status: 'rejected', reason, reviewerId: auth.userId, reviewedAt: now, updatedAt: now })
    .where(and(eq(schoolChangeRequests.id, before.id), eq(schoolChangeRequests.status, 'pending')))
    .returning();
  if (!after) throw conflict(centerMessages.schoolChangeReviewed);
  return { before, after };
};
