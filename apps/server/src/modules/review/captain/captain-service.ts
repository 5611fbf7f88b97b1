import { emitEvent } from '../../../platform/notify/index.ts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CaptainProgress } from '@podium/contracts';
import {
  competitionStages,
  enrollTeams,
  expertGroupMembers,
  expertGroups,
  experts,
  reviewAssignments,
  reviewEntries,
  reviewReturns,
} from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../platform/access.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../../platform/errors.ts';
import type { RateLimiter } from '../../../platform/rate-limit.ts';
import { ErrorCode } from '@podium/contracts';
import { activeExpertRecords, reviewWindowOpen } from '../review-lookup.ts';
import { loadSetting } from '../settings.ts';
import { captainMessages } from './captain.messages.ts';

/**
 * The group the caller captains. Anyone else — a member, another group's captain, an organiser — is
 * refused (401): the captain's tools are the captain's alone, checked here on every call.
 */
const captainedGroup = async (db: Db, auth: AuthContext, expertGroupId: string) => {
  const mine = await activeExpertRecords(db, auth);
  const [row] = await db
    .select({ group: expertGroups, stage: competitionStages })
    .from(expertGroups)
    .innerJoin(competitionStages, eq(competitionStages.id, expertGroups.stageId))
    .where(eq(expertGroups.publicId, expertGroupId))
    .limit(1);
  const captain = mine.find((e) => e.id === row?.group.captainExpertId);
  if (!row || !captain) throw new AppError(ErrorCode.NO_PERMISSION, captainMessages.notCaptain);
  return { ...row, captain };
};

/**
 * The group's work: its members, and the assignments of the works distributed to the group (each work's
 * experts all come from its group). A member's works of another group they also sit in are not counted.
 */
const groupWork = async (db: Db, groupId: number, stageId: number) => {
  const members = await db
    .select({ expert: experts })
    .from(expertGroupMembers)
    .innerJoin(experts, eq(experts.id, expertGroupMembers.expertId))
    .where(eq(expertGroupMembers.expertGroupId, groupId))
    .orderBy(asc(experts.name));
  const memberIds = members.map((m) => m.expert.id);
  const assignments = memberIds.length
    ? await db
        .select({
          assignment: reviewAssignments,
          entryPublicId: reviewEntries.publicId,
          entryKey: reviewEntries.id,
          teamName: enrollTeams.name,
        })
        .from(reviewAssignments)
        .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
        .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
        .where(
          and(
            eq(reviewEntries.expertGroupId, groupId),
            eq(reviewEntries.stageId, stageId),
            inArray(reviewAssignments.expertId, memberIds),
          ),
        )
        .orderBy(asc(reviewEntries.id), asc(reviewAssignments.id))
    : [];
  return { members, assignments };
};

const unfinished = (status: string) => status === 'assigned' || status === 'draft';

/** The latest return note of each assignment still waiting for its expert's revision. */
export const openReturnNotes = async (db: Db, assignments: { id: number; status: string }[]) => {
  const pending = assignments.filter((a) => unfinished(a.status)).map((a) => a.id);
  const notes = new Map<number, string>();
  if (pending.length === 0) return notes;
  const rows = await db
    .select({ assignmentId: reviewReturns.assignmentId, note: reviewReturns.note })
    .from(reviewReturns)
    .where(inArray(reviewReturns.assignmentId, pending))
    .orderBy(desc(reviewReturns.createdAt), desc(reviewReturns.id));
  for (const r of rows) if (!notes.has(r.assignmentId)) notes.set(r.assignmentId, r.note);
  return notes;
};

/** Per expert and per entry: who has done what (titles hidden when the stage is blind). */
export const captainProgress = async (
  db: Db,
  auth: AuthContext,
  expertGroupId: string,
): Promise<CaptainProgress> => {
  const { group, stage } = await captainedGroup(db, auth, expertGroupId);
  const { members, assignments } = await groupWork(db, group.id, stage.id);
  const { blind } = await loadSetting(db, stage.id);
  const entryOrder = [...new Map(assignments.map((a) => [a.entryKey, a])).values()];
  const notes = await openReturnNotes(
    db,
    assignments.map((a) => a.assignment),
  );
  const expertPublic = new Map(members.map((m) => [m.expert.id, m.expert.publicId]));
  return {
    expertGroupId: group.publicId,
    groupName: group.name,
    stageId: stage.publicId,
    open: reviewWindowOpen(stage),
    experts: members.map(({ expert }) => {
      const theirs = assignments.filter((a) => a.assignment.expertId === expert.id);
      return {
        expertId: expert.publicId,
        name: expert.name,
        assigned: theirs.length,
        done: theirs.filter((a) => !unfinished(a.assignment.status)).length,
        hasAccount: expert.userId !== null,
      };
    }),
    entries: entryOrder.map((a, index) => ({
      entryId: a.entryPublicId,
      title: blind ? `#${String(index + 1).padStart(3, '0')}` : a.teamName,
    })),
    cells: assignments.map((a) => ({
      assignmentId: a.assignment.publicId,
      entryId: a.entryPublicId,
      expertId: expertPublic.get(a.assignment.expertId)!,
      status: a.assignment.status as CaptainProgress['cells'][number]['status'],
      total: a.assignment.total,
      returnNote: notes.get(a.assignment.id) ?? null,
    })),
  };
};

/**
 * Sends a submitted score back to its expert as a draft, with a note. Only a submitted score on a work of
 * the captain's group in the group's stage, only while the window is open (else the expert could not
 * resubmit); the conditional UPDATE makes a concurrent resubmit or second return a clean refusal.
 */
export const returnScore = async (db: Db, auth: AuthContext, assignmentId: string, note: string) => {
  const [row] = await db
    .select({
      assignment: reviewAssignments,
      stageId: reviewEntries.stageId,
      expertGroupId: reviewEntries.expertGroupId,
    })
    .from(reviewAssignments)
    .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
    .where(eq(reviewAssignments.publicId, assignmentId))
    .limit(1);
  if (!row) throw notFound(captainMessages.assignmentNotFound);
  const mine = await activeExpertRecords(db, auth);
  const groups = await db
    .select({ group: expertGroups, stage: competitionStages })
    .from(expertGroups)
    .innerJoin(competitionStages, eq(competitionStages.id, expertGroups.stageId))
    .innerJoin(expertGroupMembers, eq(expertGroupMembers.expertGroupId, expertGroups.id))
    .where(
      and(
        eq(expertGroups.stageId, row.stageId),
        eq(expertGroups.id, row.expertGroupId ?? -1),
        eq(expertGroupMembers.expertId, row.assignment.expertId),
      ),
    );
  const captained = groups.find((g) => mine.some((e) => e.id === g.group.captainExpertId));
  if (!captained) throw new AppError(ErrorCode.NO_PERMISSION, captainMessages.notCaptain);
  if (!reviewWindowOpen(captained.stage)) throw badRequest(captainMessages.windowClosed);
  const captain = mine.find((e) => e.id === captained.group.captainExpertId)!;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviewAssignments)
      .set({ status: 'draft', submittedAt: null, updatedAt: new Date() })
      .where(and(eq(reviewAssignments.id, row.assignment.id), eq(reviewAssignments.status, 'submitted')))
      .returning({ id: reviewAssignments.id, entryId: reviewAssignments.entryId });
    if (!updated) throw conflict(captainMessages.notSubmitted);
    await tx.insert(reviewReturns).values({
      assignmentId: row.assignment.id,
      expertGroupId: captained.group.id,
      captainExpertId: captain.id,
      note,
    });
    const [expert] = await tx.select().from(experts).where(eq(experts.id, row.assignment.expertId));
    if (expert?.userId)
      await emitEvent(tx, {
        type: 'review.scoreReturned',
        data: {
          expertUserId: expert.userId,
          note,
          link: `/review/competition?stageId=${captained.stage.publicId}`,
        },
        actorId: auth.userId,
      });
    return { assignment: row.assignment, entryId: updated.entryId };
  });
};

/** A captain may send reminders to a group this often: a few rounds an hour, never a stream. */
export const REMIND_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 };

/**
 * Reminds members with unfinished work (all, or those named) through notifications (the site's message
 * box, and e-mail where they chose it). Limited per group (REMIND_LIMIT), counted before anything is sent.
 */
export const remindExperts = async (
  db: Db,
  limiter: RateLimiter,
  auth: AuthContext,
  expertGroupId: string,
  expertIds: string[] | undefined,
) => {
  const { group, stage } = await captainedGroup(db, auth, expertGroupId);
  const { members, assignments } = await groupWork(db, group.id, stage.id);
  const chosen = expertIds ? new Set(expertIds) : null;
  if (chosen && [...chosen].some((id) => !members.some((m) => m.expert.publicId === id)))
    throw notFound(captainMessages.notMember);
  const late = members.filter(
    ({ expert }) =>
      (!chosen || chosen.has(expert.publicId)) &&
      expert.userId !== null &&
      assignments.some((a) => a.assignment.expertId === expert.id && unfinished(a.assignment.status)),
  );
  if (late.length === 0) throw badRequest(captainMessages.nobodyLate);
  const hit = await limiter.hit(`review:remind:${group.id}`, REMIND_LIMIT.windowMs);
  if (hit.count > REMIND_LIMIT.max) throw tooManyRequests(Math.max(1, Math.ceil(hit.resetInMs / 1000)));
  // Through platform/notify (topic review): the expert's subscription decides e-mail, the bell goes live.
  const left: Record<string, number> = {};
  for (const { expert } of late)
    left[String(expert.userId)] = assignments.filter(
      (a) => a.assignment.expertId === expert.id && unfinished(a.assignment.status),
    ).length;
  await emitEvent(db, {
    type: 'review.expertsReminded',
    data: { groupName: group.name, link: `/review/competition?stageId=${stage.publicId}`, left },
    actorId: auth.userId,
  });
  return { group, reminded: late.map((l) => l.expert.publicId) };
};
