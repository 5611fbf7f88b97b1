import { emitEvent } from '../../platform/notify/index.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type workSubmitBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionStages,
  enrollMembers,
  enrollTeams,
  files,
  workFiles,
  workVersions,
  works,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { assertTeamMeetsRules } from '../enrollment/index.ts';
import { assertNotEliminated } from '../review/index.ts';
import { isWorkJudged } from './work-judged.ts';
import { submissionOpen, typeAllowed, typeNameOf } from './work-rules.ts';
import { worksMessages } from './works.messages.ts';

type Body = z.output<typeof workSubmitBody>;
type Stage = typeof competitionStages.$inferSelect;

/** Upload purposes a work may use: small and large work files, and the platform's video purpose. */
export const WORK_FILE_PURPOSES = ['workFile', 'video'] as const;

/** The sign-up with its stage, refused unless the caller is a (non-advisor) member of it. */
export const loadTeamForMember = async (db: Db, auth: AuthContext, teamPublicId: string) => {
  const [row] = await db
    .select({ team: enrollTeams, stage: competitionStages, role: enrollMembers.role })
    .from(enrollTeams)
    .innerJoin(competitionStages, eq(competitionStages.id, enrollTeams.stageId))
    .leftJoin(
      enrollMembers,
      and(eq(enrollMembers.teamId, enrollTeams.id), eq(enrollMembers.userId, auth.userId)),
    )
    .where(eq(enrollTeams.publicId, teamPublicId))
    .limit(1);
  if (!row) throw notFound(worksMessages.signUpNotFound);
  if (!row.role || row.role === 'advisor')
    throw new AppError(ErrorCode.NO_PERMISSION, worksMessages.notMember);
  return row;
};

/** Checks the listed files against the stage: the caller's own uploads (or files already in this work). */
const checkFiles = async (db: Db, auth: AuthContext, stage: Stage, fileIds: string[], workId?: number) => {
  if (new Set(fileIds).size !== fileIds.length) throw badRequest(worksMessages.duplicateFile);
  if (fileIds.length > stage.workMaxCount)
    throw badRequest(worksMessages.tooManyFiles, { max: stage.workMaxCount });
  const rows = await db.select().from(files).where(inArray(files.publicId, fileIds));
  const inWork = workId
    ? new Set(
        (
          await db.select({ fileId: workFiles.fileId }).from(workFiles).where(eq(workFiles.workId, workId))
        ).map((r) => r.fileId),
      )
    : new Set<number>();
  return fileIds.map((publicId) => {
    const file = rows.find((r) => r.publicId === publicId);
    if (!file) throw badRequest(worksMessages.fileNotFound);
    // A teammate's file that is already part of this work may stay in the next version.
    if (!inWork.has(file.id)) {
      if (file.ownerId !== auth.userId) throw badRequest(worksMessages.fileNotYours);
      if (!(WORK_FILE_PURPOSES as readonly string[]).includes(file.purpose))
        throw badRequest(worksMessages.fileWrongPurpose);
    }
    if (!typeAllowed(file.mime, stage.workTypes))
      throw badRequest(worksMessages.fileTypeNotAllowed, {
        name: file.originalName,
        detected: typeNameOf(file.mime),
        allowed: stage.workTypes.join(', '),
      });
    if (file.size > stage.workMaxSizeMb * 1024 * 1024)
      throw badRequest(worksMessages.fileTooLarge, { name: file.originalName, mb: stage.workMaxSizeMb });
    return file;
  });
};

/** Keeps only the stage's fields, refuses unknown ones and requires the required ones. */
const checkFields = (stage: Stage, fields: Record<string, string>) => {
  for (const key of Object.keys(fields))
    if (!stage.workFields.some((f) => f.key === key)) throw badRequest(worksMessages.fieldUnknown, { key });
  for (const field of stage.workFields)
    if (field.required && !fields[field.key]?.trim())
      throw badRequest(worksMessages.fieldRequired, { label: field.label });
  return Object.fromEntries(stage.workFields.map((f) => [f.key, fields[f.key]?.trim() ?? '']));
};

/**
 * Submits a work (version 1) or a new version of it. Every rule is checked here, on the server: member of
 * the team, approved sign-up, the stage's window, file ownership, type by content, size and count, required
 * fields; replacing needs the stage to allow it. The version number comes from a conditional UPDATE of
 * the work row, so two teammates racing cannot both write version n, nor replace a non-replaceable work.
 */
export const submitWork = async (db: Db, auth: AuthContext, body: Body, now = new Date()) => {
  const { team, stage } = await loadTeamForMember(db, auth, body.teamId);
  if (team.status !== 'approved') throw badRequest(worksMessages.notApproved);
  if (!submissionOpen(stage, now)) throw badRequest(worksMessages.windowNotOpen);
  // A member may have left since approval: the team must still meet the competition's rules.
  await assertTeamMeetsRules(db, team.id);
  // A team a stage's cut-off left out submits nothing more (its user centre no longer offers it).
  await assertNotEliminated(db, team.id);
  const [existing] = await db.select().from(works).where(eq(works.teamId, team.id)).limit(1);
  if (existing && existing.versionCount > 0 && !stage.workReplaceable)
    throw badRequest(worksMessages.replaceNotAllowed);
  if (existing && existing.versionCount > 0 && (await isWorkJudged(db, team.id, stage.id)))
    throw conflict(worksMessages.judged);
  const checkedFiles = await checkFiles(db, auth, stage, body.fileIds, existing?.id);
  const fields = checkFields(stage, body.fields);

  return db.transaction(async (tx) => {
    await tx
      .insert(works)
      .values({
        publicId: newPublicId(),
        teamId: team.id,
        competitionId: team.competitionId,
        stageId: team.stageId,
        schoolGroupId: team.schoolGroupId,
        title: body.title,
        shareId: newPublicId(),
      })
      .onConflictDoNothing({ target: works.teamId });
    const [work] = await tx
      .update(works)
      // A new version answers a return: the work is submitted again and the note goes.
      .set({
        versionCount: sql`${works.versionCount} + 1`,
        title: body.title,
        status: 'submitted',
        returnNote: '',
        updatedAt: now,
      })
      .where(and(eq(works.teamId, team.id), stage.workReplaceable ? undefined : eq(works.versionCount, 0)))
      .returning({ id: works.id, publicId: works.publicId, versionCount: works.versionCount });
    if (!work) throw badRequest(worksMessages.replaceNotAllowed);
    const [version] = await tx
      .insert(workVersions)
      .values({
        publicId: newPublicId(),
        workId: work.id,
        versionNo: work.versionCount,
        title: body.title,
        fields,
        submittedBy: auth.userId,
        createdAt: now,
      })
      .returning({ id: workVersions.id });
    await tx.insert(workFiles).values(
      checkedFiles.map((file, orderNum) => ({
        versionId: version!.id,
        fileId: file.id,
        workId: work.id,
        orderNum,
      })),
    );
    await tx.update(works).set({ currentVersionId: version!.id }).where(eq(works.id, work.id));
    await emitEvent(tx, {
      type: 'work.submitted',
      data: { workId: work.id, versionId: version!.id },
      actorId: auth.userId,
    });
    return { workId: work.publicId, versionNo: work.versionCount };
  });
};
