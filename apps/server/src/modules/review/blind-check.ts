import { asc, eq, inArray } from 'drizzle-orm';
import type { BlindCheck, BlindCheckRow } from '@podium/contracts';
import {
  enrollMembers,
  enrollTeams,
  files,
  groups,
  reviewEntries,
  users,
  workFiles,
  works,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { hasReadableAuthors, readDocumentAuthors } from '../../platform/storage/document-authors.ts';
import { findManagedStage } from '../competition/competition-lookup.ts';
import { loadSetting } from './settings.ts';

/** Names are compared without spaces and case ("Li  Ming" in a file matches the entrant "li ming"). */
const normalise = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** The names whose appearance in a file reveals the team: every member's and advisor's real name, and the school. */
const revealingNames = async (db: AppDeps['db'], teamIds: number[]) => {
  const rows = teamIds.length
    ? await db
        .select({ teamId: enrollMembers.teamId, name: users.realName })
        .from(enrollMembers)
        .innerJoin(users, eq(users.id, enrollMembers.userId))
        .where(inArray(enrollMembers.teamId, teamIds))
    : [];
  const names = new Map<number, string[]>();
  for (const r of rows) if (r.name) names.set(r.teamId, [...(names.get(r.teamId) ?? []), r.name]);
  return names;
};

/**
 * Blind review: the stage's work files whose own metadata (PDF Author/Creator/XMP creator, Office creator
 * and last editor) contains the name of one of the team's members or advisors, or of its school. The
 * organiser is told before experts see the files; nothing is changed (the team may re-submit a clean file).
 * A name of one character is never matched (it would match almost anything).
 */
export const checkBlindMetadata = async (
  deps: Pick<AppDeps, 'db' | 'storage'>,
  auth: AuthContext,
  stageId: string,
): Promise<BlindCheck> => {
  const { db, storage } = deps;
  const { stage } = await findManagedStage(db, auth, stageId);
  const { blind } = await loadSetting(db, stage.id);
  if (!blind) return { blind, checked: 0, skipped: 0, rows: [] };
  const stored = await db
    .select({
      entryId: reviewEntries.publicId,
      teamId: reviewEntries.teamId,
      teamName: enrollTeams.name,
      schoolName: groups.name,
      workTitle: works.title,
      file: files,
    })
    .from(reviewEntries)
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    .leftJoin(groups, eq(groups.id, enrollTeams.schoolGroupId))
    .innerJoin(works, eq(works.teamId, reviewEntries.teamId))
    .innerJoin(workFiles, eq(workFiles.versionId, works.currentVersionId))
    .innerJoin(files, eq(files.id, workFiles.fileId))
    .where(eq(reviewEntries.stageId, stage.id))
    .orderBy(asc(reviewEntries.id), asc(workFiles.orderNum));
  const names = await revealingNames(db, [...new Set(stored.map((s) => s.teamId))]);
  const rows: BlindCheckRow[] = [];
  let checked = 0;
  let skipped = 0;
  for (const s of stored) {
    if (!hasReadableAuthors(s.file)) {
      // Pictures, videos and archives carry no author field this check reads; only oversized documents count as skipped.
      if (s.file.mime === 'application/pdf' || s.file.mime.includes('officedocument')) skipped += 1;
      continue;
    }
    const authors = await readDocumentAuthors(storage, s.file);
    if (authors === null) {
      skipped += 1;
      continue;
    }
    checked += 1;
    const candidates = [...(names.get(s.teamId) ?? []), ...(s.schoolName ? [s.schoolName] : [])].filter(
      (n) => normalise(n).length >= 2,
    );
    for (const author of authors) {
      const match = candidates.find((n) => normalise(author.value).includes(normalise(n)));
      if (match)
        rows.push({
          entryId: s.entryId,
          teamName: s.teamName,
          workTitle: s.workTitle,
          fileName: s.file.originalName,
          field: author.field,
          value: author.value,
          matches: match,
        });
    }
  }
  return { blind, checked, skipped, rows };
};
