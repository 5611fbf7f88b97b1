import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { MySignUp, MyWork, SharedWork, WorkPublicPart } from '@podium/contracts';
import {
  competitionItems,
  competitions,
  competitionStages,
  enrollMembers,
  enrollTeams,
  files,
  users,
  workFiles,
  works,
} from '../../db/schema/index.ts';
import { hasPermission, type AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { maskTeamName } from '../../platform/masking.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { API_BASE, WorksApi } from '@podium/contracts';
import { loadTeamForMember } from './submit-work.ts';
import {
  deskReach,
  isTeamMember,
  loadVersions,
  presentDetail,
  presentSummary,
  selectWorkSummaries,
} from './work-read.ts';
import { isWorkJudged, workJudgedSql } from './work-judged.ts';
import { rulesOf, submitBlockOf } from './work-rules.ts';
import { worksMessages } from './works.messages.ts';

/** My work for one sign-up: the stage's rules and what was submitted so far (members only). */
export const myWorkForTeam = async (db: Db, auth: AuthContext, teamPublicId: string): Promise<MyWork> => {
  const { team, stage } = await loadTeamForMember(db, auth, teamPublicId);
  const [names] = await db
    .select({ competitionName: competitions.name, itemName: competitionItems.name })
    .from(competitions)
    .innerJoin(competitionItems, eq(competitionItems.id, team.itemId))
    .where(eq(competitions.id, team.competitionId));
  const [row] = await selectWorkSummaries(db).where(eq(works.teamId, team.id));
  return {
    teamId: team.publicId,
    teamName: team.name,
    teamStatus: team.status,
    competitionName: names?.competitionName ?? '',
    itemName: names?.itemName ?? '',
    rules: rulesOf(stage, stage.publicId),
    work: row ? await presentDetail(db, row) : null,
    judged: row ? await isWorkJudged(db, team.id, stage.id) : false,
  };
};

/** The caller's sign-ups as a student member (advisors do not submit), newest first, with their work. */
export const mySignUps = async (db: Db, auth: AuthContext): Promise<MySignUp[]> => {
  const rows = await db
    .select({
      team: enrollTeams,
      competitionName: competitions.name,
      stage: competitionStages,
      itemName: competitionItems.name,
      workId: works.publicId,
      versionCount: works.versionCount,
      workStatus: works.status,
      returnNote: works.returnNote,
      judged: workJudgedSql(enrollTeams.id, enrollTeams.stageId),
    })
    .from(enrollMembers)
    .innerJoin(enrollTeams, eq(enrollTeams.id, enrollMembers.teamId))
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(competitionStages, eq(competitionStages.id, enrollTeams.stageId))
    .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
    .leftJoin(works, eq(works.teamId, enrollTeams.id))
    .where(and(eq(enrollMembers.userId, auth.userId), ne(enrollMembers.role, 'advisor')))
    .orderBy(desc(enrollTeams.id));
  return rows.map((r) => ({
    teamId: r.team.publicId,
    teamName: r.team.name,
    teamStatus: r.team.status,
    competitionName: r.competitionName,
    stageName: r.stage.name,
    itemName: r.itemName,
    submitStart: r.stage.submitStart?.toISOString() ?? null,
    submitEnd: r.stage.submitEnd?.toISOString() ?? null,
    workId: r.workId,
    versionCount: r.versionCount ?? 0,
    returnNote: r.workStatus === 'returned' ? (r.returnNote ?? '') : null,
    submitBlock: submitBlockOf({
      teamStatus: r.team.status,
      stage: r.stage,
      hasWork: (r.versionCount ?? 0) > 0,
      judged: Boolean(r.judged),
    }),
  }));
};

/** Every work of the signed-in user's teams, newest first (user centre). */
export const myWorks = async (db: Db, auth: AuthContext) => {
  const teamIds = db
    .select({ id: enrollMembers.teamId })
    .from(enrollMembers)
    .where(eq(enrollMembers.userId, auth.userId));
  const rows = await selectWorkSummaries(db)
    .where(inArray(works.teamId, teamIds))
    .orderBy(desc(works.updatedAt));
  return rows.map(presentSummary);
};

/** A work the caller may read: a member of its team, or a desk reader whose reach covers it; else 404. */
export const loadReadableWork = async (db: Db, auth: AuthContext, workPublicId: string) => {
  const [row] = await selectWorkSummaries(db).where(eq(works.publicId, workPublicId));
  if (!row) throw notFound(worksMessages.workNotFound);
  if (await isTeamMember(db, auth.userId, row.work.teamId)) return row;
  if (hasPermission(auth, 'works:list')) {
    const [reached] = await selectWorkSummaries(db).where(and(eq(works.id, row.work.id), deskReach(auth)));
    if (reached) return reached;
  }
  // Someone else's work is "not found": ids are not a way to learn what others submitted.
  throw notFound(worksMessages.workNotFound);
};

export const sharePath = (shareId: string) => `/works/detail?shareId=${encodeURIComponent(shareId)}`;

const peopleOfTeam = async (db: Db, teamId: number) =>
  (
    await db
      .select({ name: users.realName })
      .from(enrollMembers)
      .innerJoin(users, eq(users.id, enrollMembers.userId))
      .where(eq(enrollMembers.teamId, teamId))
  ).map((m) => m.name);

/**
 * The first opening of a share page: stamped by a conditional UPDATE (two first views at once stamp it
 * once), and the team told in the same transaction. Later views change nothing.
 */
const markShareOpened = (db: Db, workId: number) =>
  db.transaction(async (tx) => {
    const stamped = await tx
      .update(works)
      .set({ shareOpenedAt: new Date() })
      .where(and(eq(works.id, workId), isNull(works.shareOpenedAt)))
      .returning({ id: works.id });
    if (stamped.length) await emitEvent(tx, { type: 'work.shareOpened', data: { workId } });
  });

/** The public share page: title, competition, stage and item always; team, fields, files if made public. */
export const sharedWork = async (db: Db, shareId: string): Promise<SharedWork> => {
  const [row] = await selectWorkSummaries(db).where(eq(works.shareId, shareId));
  // Works of a draft competition are nobody's to see yet.
  if (!row || !row.work.currentVersionId) throw notFound(worksMessages.workNotFound);
  const [competition] = await db
    .select({ status: competitions.status })
    .from(competitions)
    .where(eq(competitions.id, row.work.competitionId));
  if (competition?.status === 'draft') throw notFound(worksMessages.workNotFound);
  if (!row.work.shareOpenedAt) await markShareOpened(db, row.work.id);
  const parts = row.work.publicParts as WorkPublicPart[];
  const current = (await loadVersions(db, row.work)).find((v) => v.current);
  const shows = (part: WorkPublicPart) => parts.includes(part);
  return {
    title: row.work.title,
    competitionName: row.competitionName,
    stageName: row.stageName,
    itemName: row.itemName,
    submittedAt: current?.submittedAt ?? row.work.updatedAt.toISOString(),
    publicParts: parts,
    // A public page: a team named after one of its people (every one-person entry) shows that name masked.
    teamName: shows('team') ? maskTeamName(row.teamName, await peopleOfTeam(db, row.work.teamId)) : null,
    schoolName: shows('team') ? (row.schoolName ?? '') : null,
    fields: shows('fields')
      ? row.stage.workFields.map((f) => ({ label: f.label, value: current?.fields[f.key] ?? '' }))
      : null,
    files: shows('files')
      ? (current?.files ?? []).map((f) => ({
          ...f,
          url: `${API_BASE}${WorksApi.shareFile}/${encodeURIComponent(shareId)}/${f.fileId}`,
        }))
      : null,
  };
};

/** A file of a shared work's current version, when the organiser made its files public; else undefined. */
export const sharedFile = async (db: Db, shareId: string, filePublicId: string) => {
  const [row] = await db
    .select({ file: files, parts: works.publicParts, status: competitions.status })
    .from(works)
    .innerJoin(competitions, eq(competitions.id, works.competitionId))
    .innerJoin(workFiles, eq(workFiles.versionId, works.currentVersionId))
    .innerJoin(files, eq(files.id, workFiles.fileId))
    .where(and(eq(works.shareId, shareId), eq(files.publicId, filePublicId)))
    .limit(1);
  if (!row || !row.parts.includes('files') || row.status === 'draft') return undefined;
  return row.file;
};

/** Whether a signed-in caller may read a stored work file: a member of a team whose work holds it, or a desk reader. */
export const canReadWorkFile = async (db: Db, auth: AuthContext, fileId: number) => {
  const holders = await db
    .selectDistinct({ workId: workFiles.workId, teamId: works.teamId })
    .from(workFiles)
    .innerJoin(works, eq(works.id, workFiles.workId))
    .where(eq(workFiles.fileId, fileId));
  for (const holder of holders) if (await isTeamMember(db, auth.userId, holder.teamId)) return true;
  if (holders.length === 0 || !hasPermission(auth, 'works:list')) return false;
  const reached = await db
    .select({ id: works.id })
    .from(works)
    .innerJoin(enrollTeams, eq(enrollTeams.id, works.teamId))
    .innerJoin(competitions, eq(competitions.id, works.competitionId))
    .where(
      and(
        inArray(
          works.id,
          holders.map((h) => h.workId),
        ),
        deskReach(auth),
      ),
    )
    .limit(1);
  return reached.length > 0;
};
