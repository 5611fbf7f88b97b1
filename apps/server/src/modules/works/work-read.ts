import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { WorkDetail, WorkPublicPart, WorkSummary, WorkVersion } from '@podium/contracts';
import {
  competitionItems,
  competitions,
  competitionStages,
  enrollMembers,
  enrollTeams,
  files,
  groups,
  users,
  workFiles,
  workVersions,
  works,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { fileUrl } from '../../platform/storage/index.ts';

/**
 * Desk reach over sign-ups and works: the competition's organiser group and its superiors see all of a
 * competition; a school (and its superiors) sees its own school's teams; a sibling sees neither.
 */
export const deskReach = (auth: AuthContext) => {
  const asOrganiser = scopeCondition(auth, { groupId: competitions.groupId });
  const asSchool = scopeCondition(auth, { groupId: enrollTeams.schoolGroupId });
  return asOrganiser === undefined || asSchool === undefined ? undefined : or(asOrganiser, asSchool);
};

/** The columns a work summary needs; join with `summaryJoins`. */
export const summaryColumns = {
  work: works,
  teamPublicId: enrollTeams.publicId,
  teamName: enrollTeams.name,
  competitionPublicId: competitions.publicId,
  competitionName: competitions.name,
  stageName: competitionStages.name,
  stage: competitionStages,
  itemName: competitionItems.name,
  schoolName: groups.name,
};

export const selectWorkSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(works)
    .innerJoin(enrollTeams, eq(enrollTeams.id, works.teamId))
    .innerJoin(competitions, eq(competitions.id, works.competitionId))
    .innerJoin(competitionStages, eq(competitionStages.id, works.stageId))
    .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
    .leftJoin(groups, eq(groups.id, enrollTeams.schoolGroupId));

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectWorkSummaries>['where']>>[number];

export const presentSummary = (row: SummaryRow): WorkSummary => ({
  workId: row.work.publicId,
  teamId: row.teamPublicId,
  teamName: row.teamName,
  competitionId: row.competitionPublicId,
  competitionName: row.competitionName,
  stageName: row.stageName,
  itemName: row.itemName,
  schoolName: row.schoolName ?? '',
  title: row.work.title,
  versionCount: row.work.versionCount,
  status: row.work.status,
  returnNote: row.work.returnNote,
  returnedAt: row.work.returnedAt?.toISOString() ?? null,
  shareId: row.work.shareId,
  publicParts: row.work.publicParts as WorkPublicPart[],
  submittedAt: row.work.updatedAt.toISOString(),
});

/** Files of versions, in order, keyed by version id. */
const filesOfVersions = async (db: Db, versionIds: number[]) => {
  if (versionIds.length === 0) return new Map<number, WorkVersion['files']>();
  const rows = await db
    .select({ versionId: workFiles.versionId, file: files })
    .from(workFiles)
    .innerJoin(files, eq(files.id, workFiles.fileId))
    .where(inArray(workFiles.versionId, versionIds))
    .orderBy(asc(workFiles.orderNum));
  const byVersion = new Map<number, WorkVersion['files']>();
  for (const { versionId, file } of rows)
    byVersion.set(versionId, [
      ...(byVersion.get(versionId) ?? []),
      {
        fileId: file.publicId,
        name: file.originalName,
        size: file.size,
        mime: file.mime,
        url: fileUrl(file.publicId),
      },
    ]);
  return byVersion;
};

/** Every version of a work, newest first, with files and who submitted it. */
export const loadVersions = async (db: Db, work: typeof works.$inferSelect): Promise<WorkVersion[]> => {
  const rows = await db
    .select({ version: workVersions, submittedBy: users.realName, username: users.username })
    .from(workVersions)
    .innerJoin(users, eq(users.id, workVersions.submittedBy))
    .where(eq(workVersions.workId, work.id))
    .orderBy(desc(workVersions.versionNo));
  const fileMap = await filesOfVersions(
    db,
    rows.map((r) => r.version.id),
  );
  return rows.map(({ version, submittedBy, username }) => ({
    versionId: version.publicId,
    versionNo: version.versionNo,
    title: version.title,
    fields: version.fields,
    files: fileMap.get(version.id) ?? [],
    submittedBy: submittedBy || username,
    submittedAt: version.createdAt.toISOString(),
    current: version.id === work.currentVersionId,
  }));
};

export const presentDetail = async (db: Db, row: SummaryRow): Promise<WorkDetail> => {
  const versions = await loadVersions(db, row.work);
  return {
    ...presentSummary(row),
    fieldLabels: Object.fromEntries(row.stage.workFields.map((f) => [f.key, f.label])),
    current: versions.find((v) => v.current) ?? null,
    versions,
  };
};

/** Is the user in the work's team (any role, advisors included: they may read, not submit)? */
export const isTeamMember = async (db: Db, userId: number, teamId: number) =>
  (
    await db
      .select({ userId: enrollMembers.userId })
      .from(enrollMembers)
      .where(and(eq(enrollMembers.teamId, teamId), eq(enrollMembers.userId, userId)))
      .limit(1)
  ).length > 0;
