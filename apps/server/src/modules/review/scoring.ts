import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ExpertQueue, ExpertStage, QueueItem, scoreSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitions,
  competitionStages,
  enrollTeams,
  groups,
  reviewAssignments,
  reviewEntries,
  works,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { conflictOf } from './distribution/conflicts.ts';
import {
  entryConflictFacts,
  expertConflictFacts,
  requireExpert,
  reviewWindowOpen,
  servesCompetition,
  type ExpertRecord,
} from './review-lookup.ts';
import { reviewMessages } from './review.messages.ts';
import { loadSetting } from './settings.ts';
import { openReturnNotes } from './captain/captain-service.ts';
import { calledEntries } from './scene/scene-state.ts';

/**
 * The expert's workspace. Every read and write starts from the caller's own expert records and their
 * assignments, drops any pair that is (now) conflicted, and writes only inside the stage's review window.
 */
export const myAssignments = async (db: Db, mine: ExpertRecord[], stageId?: string) => {
  const rows = await db
    .select({
      assignment: reviewAssignments,
      entryPublicId: reviewEntries.publicId,
      teamId: reviewEntries.teamId,
      // One work per sign-up (works_team_idx): the entry's work, if the team submitted one.
      work: { id: works.id, title: works.title, currentVersionId: works.currentVersionId },
      stage: competitionStages,
      competitionId: competitions.id,
      competitionName: competitions.name,
      teamName: enrollTeams.name,
      schoolName: groups.name,
    })
    .from(reviewAssignments)
    .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
    .innerJoin(competitionStages, eq(competitionStages.id, reviewEntries.stageId))
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    .leftJoin(groups, eq(groups.id, enrollTeams.schoolGroupId))
    .leftJoin(works, eq(works.teamId, reviewEntries.teamId))
    .where(
      and(
        inArray(
          reviewAssignments.expertId,
          mine.map((e) => e.id),
        ),
        stageId ? eq(competitionStages.publicId, stageId) : undefined,
      ),
    )
    .orderBy(asc(reviewEntries.id));
  const facts = await entryConflictFacts(
    db,
    rows.map((r) => r.assignment.entryId),
  );
  const byId = new Map(mine.map((e) => [e.id, e]));
  return rows.filter((r) => {
    const expert = byId.get(r.assignment.expertId)!;
    return (
      servesCompetition(expert, r.competitionId) &&
      conflictOf(facts.get(r.assignment.entryId)!, expertConflictFacts(expert)) === null
    );
  });
};

export type AssignmentRow = Awaited<ReturnType<typeof myAssignments>>[number];
type Row = AssignmentRow;

const stageSummary = (rows: Row[]): ExpertStage => {
  const { stage, competitionName } = rows[0]!;
  return {
    stageId: stage.publicId,
    stageName: stage.name,
    competitionName,
    reviewStart: stage.reviewStart?.toISOString() ?? null,
    reviewEnd: stage.reviewEnd?.toISOString() ?? null,
    open: reviewWindowOpen(stage),
    assigned: rows.length,
    done: rows.filter((r) => r.assignment.status === 'submitted' || r.assignment.status === 'abstained')
      .length,
  };
};

/** Stages in which these expert records have review work. */
export const stagesOfExpert = async (db: Db, mine: ExpertRecord[]): Promise<ExpertStage[]> => {
  const rows = await myAssignments(db, mine);
  const byStage = new Map<number, Row[]>();
  for (const r of rows) byStage.set(r.stage.id, [...(byStage.get(r.stage.id) ?? []), r]);
  return [...byStage.values()].map(stageSummary);
};

/** Stages in which the caller has review work. */
export const expertStages = async (db: Db, auth: AuthContext): Promise<ExpertStage[]> =>
  stagesOfExpert(db, await requireExpert(db, auth));

/** The caller's queue in one stage; identities are hidden when the stage is blind. */
export const expertQueue = async (db: Db, auth: AuthContext, stageId: string): Promise<ExpertQueue> => {
  const rows = await myAssignments(db, await requireExpert(db, auth), stageId);
  if (rows.length === 0) throw notFound(reviewMessages.stageNotFound);
  const setting = await loadSetting(db, rows[0]!.stage.id);
  const [notes, called] = await Promise.all([
    openReturnNotes(
      db,
      rows.map((r) => r.assignment),
    ),
    calledEntries(db, rows[0]!.stage.id),
  ]);
  const items: QueueItem[] = rows.map((r, index) => ({
    assignmentId: r.assignment.publicId,
    entryId: r.entryPublicId,
    title: setting.blind ? `#${String(index + 1).padStart(3, '0')}` : r.teamName,
    workTitle: r.work?.title ?? null,
    schoolName: setting.blind ? '' : (r.schoolName ?? ''),
    status: r.assignment.status as QueueItem['status'],
    scores: r.assignment.scores,
    comments: r.assignment.comments,
    total: r.assignment.total,
    abstainReason: r.assignment.abstainReason,
    onStage: called.entryIds.has(r.assignment.entryId),
    returnNote: notes.get(r.assignment.id) ?? null,
  }));
  // The team on stage in an on-site session comes first (a stable sort keeps the rest in order).
  items.sort((a, b) => Number(b.onStage) - Number(a.onStage));
  return {
    stage: stageSummary(rows),
    blind: setting.blind,
    columns: setting.columns,
    items,
    live: called.running,
  };
};

/** One of the caller's own assignments that may still be written now. */
const writableAssignment = async (db: Db, auth: AuthContext, assignmentId: string) => {
  const rows = await myAssignments(db, await requireExpert(db, auth));
  const row = rows.find((r) => r.assignment.publicId === assignmentId);
  if (!row) throw notFound(reviewMessages.assignmentNotFound);
  if (!reviewWindowOpen(row.stage)) throw badRequest(reviewMessages.windowClosed);
  if (row.assignment.status === 'submitted' || row.assignment.status === 'abstained')
    throw conflict(reviewMessages.alreadySubmitted);
  return row;
};

/** Saves a draft or submits: each score within its column's maximum; on submit all scores and required comments. */
export const saveScore = async (db: Db, auth: AuthContext, input: z.infer<typeof scoreSaveBody>) => {
  const row = await writableAssignment(db, auth, input.assignmentId);
  const { columns } = await loadSetting(db, row.stage.id);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  for (const key of [...Object.keys(input.scores), ...Object.keys(input.comments)])
    if (!byKey.has(key)) throw badRequest(reviewMessages.columnUnknown, { key });
  for (const [key, value] of Object.entries(input.scores)) {
    const column = byKey.get(key)!;
    if (value > column.max)
      throw badRequest(reviewMessages.scoreOverMax, { name: column.name, max: column.max });
  }
  if (input.submit)
    for (const column of columns) {
      if (input.scores[column.key] === undefined)
        throw badRequest(reviewMessages.scoreMissing, { name: column.name });
      if (column.commentRequired && !input.comments[column.key])
        throw badRequest(reviewMessages.commentMissing, { name: column.name });
    }
  const total = columns.reduce((sum, c) => sum + (input.scores[c.key] ?? 0), 0);
  const status = input.submit ? 'submitted' : 'draft';
  // The status condition makes a second concurrent submit a no-op rather than a rewrite.
  const [saved] = await db
    .update(reviewAssignments)
    .set({
      scores: input.scores,
      comments: input.comments,
      total,
      status,
      submittedAt: input.submit ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(reviewAssignments.id, row.assignment.id),
        inArray(reviewAssignments.status, ['assigned', 'draft']),
      ),
    )
    .returning({ id: reviewAssignments.id });
  if (!saved) throw conflict(reviewMessages.alreadySubmitted);
  return { assignment: row.assignment, status, total };
};

/** Declines an assignment with a reason (e.g. an undeclared conflict). */
export const abstain = async (db: Db, auth: AuthContext, assignmentId: string, reason: string) => {
  const row = await writableAssignment(db, auth, assignmentId);
  const [saved] = await db
    .update(reviewAssignments)
    .set({ status: 'abstained', abstainReason: reason, submittedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(reviewAssignments.id, row.assignment.id),
        inArray(reviewAssignments.status, ['assigned', 'draft']),
      ),
    )
    .returning({ id: reviewAssignments.id });
  if (!saved) throw conflict(reviewMessages.alreadySubmitted);
  return row.assignment;
};
