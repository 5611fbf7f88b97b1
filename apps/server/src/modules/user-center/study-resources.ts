import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { StudyResource, StudySaveBody } from '@podium/contracts';
import { competitions, files, groups, studyResourceFiles, studyResources } from '../../db/schema/index.ts';
import { canReachGroup } from '../../platform/data-scope.ts';
import { hasPermission, type AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { defineFilePurpose, type FileRecord } from '../../platform/storage/index.ts';
import { findEditableCompetition, findManagedCompetition } from '../competition/competition-lookup.ts';
import { centerMessages } from './center.messages.ts';
import { enteredCompetitionIds, findEntry } from './entrants.ts';

/** Files attached to study resources: uploaded as `attachment`, re-purposed when attached (see save). */
export const STUDY_FILE_PURPOSE = 'studyResource';
defineFilePurpose({
  name: STUDY_FILE_PURPOSE,
  kinds: ['pdf', 'office', 'image', 'archive'],
  maxBytes: 20 * 1024 * 1024,
  isPublic: false,
  resumable: false,
});

/** Who manages a competition's extras (study resources, information forms). */
export const MANAGE_PERMISSION = 'competition:info:edit';

type ResourceRow = typeof studyResources.$inferSelect & {
  competitionPublicId: string;
  competitionName: string;
};

const withFiles = async (db: Db, rows: ResourceRow[]): Promise<StudyResource[]> => {
  const ids = rows.map((r) => r.id);
  const attached = ids.length
    ? await db
        .select({
          resourceId: studyResourceFiles.resourceId,
          fileId: files.publicId,
          name: files.originalName,
          size: files.size,
        })
        .from(studyResourceFiles)
        .innerJoin(files, eq(files.id, studyResourceFiles.fileId))
        .where(inArray(studyResourceFiles.resourceId, ids))
        .orderBy(asc(studyResourceFiles.orderNum))
    : [];
  return rows.map((r) => ({
    resourceId: r.publicId,
    competitionId: r.competitionPublicId,
    competitionName: r.competitionName,
    title: r.title,
    description: r.description,
    visibility: r.visibility as StudyResource['visibility'],
    links: r.links,
    files: attached
      .filter((f) => f.resourceId === r.id)
      .map((f) => ({ fileId: f.fileId, name: f.name, size: Number(f.size) })),
    updatedAt: r.updatedAt.toISOString(),
  }));
};

const selectResources = (db: Db) =>
  db
    .select({
      resource: studyResources,
      competitionPublicId: competitions.publicId,
      competitionName: competitions.name,
    })
    .from(studyResources)
    .innerJoin(competitions, eq(competitions.id, studyResources.competitionId));

const flatten = (rows: Awaited<ReturnType<ReturnType<typeof selectResources>['where']>>): ResourceRow[] =>
  rows.map((r) => ({
    ...r.resource,
    competitionPublicId: r.competitionPublicId,
    competitionName: r.competitionName,
  }));

/** What a resource's reader may see: public ones of published competitions, entrant-only ones of theirs. */
const visibleTo = (userId: number) =>
  and(
    ne(competitions.status, 'draft'),
    or(eq(studyResources.visibility, 'public'), inArray(competitions.id, enteredCompetitionIds(userId))),
  );

export const listStudyForUser = async (
  db: Db,
  userId: number,
  query: { competitionId?: string; keyword?: string },
) => {
  const filters: (SQL | undefined)[] = [visibleTo(userId)];
  if (query.competitionId) filters.push(eq(competitions.publicId, query.competitionId));
  if (query.keyword)
    filters.push(
      or(
        ilike(studyResources.title, likePattern(query.keyword)),
        ilike(studyResources.description, likePattern(query.keyword)),
      ),
    );
  const rows = await selectResources(db)
    .where(and(...filters))
    .orderBy(desc(studyResources.updatedAt))
    .limit(200);
  return withFiles(db, flatten(rows));
};

export const listStudyForDesk = async (db: Db, auth: AuthContext, competitionId: string) => {
  const competition = await findManagedCompetition(db, auth, competitionId);
  const rows = await selectResources(db)
    .where(eq(studyResources.competitionId, competition.id))
    .orderBy(asc(studyResources.orderNum), asc(studyResources.id));
  return withFiles(db, flatten(rows));
};

type SaveInput = Required<Omit<StudySaveBody, 'resourceId'>> & { resourceId?: string };

/** The files a save may attach: the caller's own `attachment` uploads, or files the resource already has. */
const usableFiles = async (db: Db, auth: AuthContext, fileIds: string[], resourceId: number | null) => {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select({
      id: files.id,
      publicId: files.publicId,
      ownerId: files.ownerId,
      purpose: files.purpose,
      linked: sql<number>`(select count(*)::int from ${studyResourceFiles}
        where ${studyResourceFiles.fileId} = ${files.id} and ${studyResourceFiles.resourceId} = ${resourceId ?? -1})`,
    })
    .from(files)
    .where(inArray(files.publicId, fileIds));
  const byId = new Map(rows.map((r) => [r.publicId, r]));
  return [...new Set(fileIds)].map((fileId) => {
    const row = byId.get(fileId);
    const ownUpload = row?.purpose === 'attachment' && row.ownerId === auth.userId;
    if (!row || !(ownUpload || Number(row.linked) > 0)) throw badRequest(centerMessages.fileNotUsable);
    return row;
  });
};

export const saveStudyResource = async (db: Db, auth: AuthContext, body: SaveInput) => {
  const competition = await findEditableCompetition(db, auth, body.competitionId);
  let existing: typeof studyResources.$inferSelect | undefined;
  if (body.resourceId) {
    [existing] = await db
      .select()
      .from(studyResources)
      .where(
        and(eq(studyResources.publicId, body.resourceId), eq(studyResources.competitionId, competition.id)),
      )
      .limit(1);
    if (!existing) throw notFound(centerMessages.resourceNotFound);
  }
  const attach = await usableFiles(db, auth, body.fileIds, existing?.id ?? null);
  const values = {
    title: body.title,
    description: body.description,
    visibility: body.visibility,
    links: body.links,
    updatedAt: new Date(),
  };
  const resourceId = await db.transaction(async (tx) => {
    let id = existing?.id;
    if (id) await tx.update(studyResources).set(values).where(eq(studyResources.id, id));
    else {
      const [created] = await tx
        .insert(studyResources)
        .values({ publicId: newPublicId(), competitionId: competition.id, createdBy: auth.userId, ...values })
        .returning({ id: studyResources.id });
      id = created!.id;
    }
    await tx.delete(studyResourceFiles).where(eq(studyResourceFiles.resourceId, id));
    if (attach.length) {
      await tx
        .insert(studyResourceFiles)
        .values(attach.map((file, orderNum) => ({ resourceId: id, fileId: file.id, orderNum })));
      // From now on the files are read under the resource's rules, not only by their uploader.
      await tx
        .update(files)
        .set({ purpose: STUDY_FILE_PURPOSE, groupId: competition.groupId })
        .where(
          inArray(
            files.id,
            attach.map((file) => file.id),
          ),
        );
    }
    return id;
  });
  const [saved] = await listStudyById(db, resourceId);
  return { before: existing ?? null, after: saved! };
};

const listStudyById = async (db: Db, id: number) =>
  withFiles(db, flatten(await selectResources(db).where(eq(studyResources.id, id))));

export const removeStudyResource = async (db: Db, auth: AuthContext, resourceId: string) => {
  const [row] = await db
    .select({ id: studyResources.id, competitionPublicId: competitions.publicId })
    .from(studyResources)
    .innerJoin(competitions, eq(competitions.id, studyResources.competitionId))
    .where(eq(studyResources.publicId, resourceId))
    .limit(1);
  if (!row) throw notFound(centerMessages.resourceNotFound);
  // Another organiser's resource answers "competition not found", like its competition.
  await findEditableCompetition(db, auth, row.competitionPublicId);
  const [before] = await listStudyById(db, row.id);
  await db.delete(studyResources).where(eq(studyResources.id, row.id));
  return before!;
};

/**
 * May `auth` read a study file? When it belongs to a resource they may see (public resource of a
 * published competition, or one of a competition they entered), or to a competition they manage.
 */
export const canReadStudyFile = async (db: Db, auth: AuthContext, file: FileRecord) => {
  const rows = await db
    .select({
      visibility: studyResources.visibility,
      competitionId: competitions.id,
      status: competitions.status,
      groupPath: groups.path,
    })
    .from(studyResourceFiles)
    .innerJoin(studyResources, eq(studyResources.id, studyResourceFiles.resourceId))
    .innerJoin(competitions, eq(competitions.id, studyResources.competitionId))
    .innerJoin(groups, eq(groups.id, competitions.groupId))
    .where(eq(studyResourceFiles.fileId, file.id));
  for (const row of rows) {
    if (hasPermission(auth, MANAGE_PERMISSION) && canReachGroup(auth, row.groupPath)) return true;
    if (row.status === 'draft') continue;
    if (row.visibility === 'public') return true;
    if (await findEntry(db, auth.userId, row.competitionId)) return true;
  }
  return false;
};
