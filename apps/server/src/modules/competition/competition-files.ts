import { and, eq, inArray } from 'drizzle-orm';
import { LISTED_STATUSES } from '@podium/contracts';
import { competitions, groups } from '../../db/schema/index.ts';
import { hasPermission, type AuthContext } from '../../platform/access.ts';
import { canReachGroup } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import {
  assertLinkableFiles,
  coverAndAttachmentLinks,
  fileLinkCondition,
  linkedFileAccess,
  registerFileLinks,
  type FileRecord,
} from '../../platform/storage/index.ts';
import { competitionScope } from './competition-lookup.ts';

/**
 * The cover and attachments of a competition are uploaded as `competitionCover` / `competitionAttachment`
 * (private purposes). Who may read one: everyone once a listed (published, closed, archived) competition
 * links it; before that, whoever may manage a competition that links it; and always its uploader.
 * A legacy public `cover` upload is still accepted as a cover.
 */
export const COMPETITION_FILE_PURPOSES = {
  cover: ['competitionCover', 'cover'],
  attachment: ['competitionAttachment'],
} as const;

const linking = (file: FileRecord) =>
  fileLinkCondition(file.publicId, { cover: competitions.coverUrl, attachments: competitions.attachments });

export const isListedCompetitionFile = async (db: Db, file: FileRecord) => {
  const rows = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(linking(file), inArray(competitions.status, [...LISTED_STATUSES])))
    .limit(1);
  return rows.length > 0;
};

export const canManageCompetitionFile = async (db: Db, auth: AuthContext, file: FileRecord) => {
  if (!hasPermission(auth, 'competition:info:list')) return false;
  const rows = await db
    .select({ path: groups.path })
    .from(competitions)
    .innerJoin(groups, eq(groups.id, competitions.groupId))
    .where(and(linking(file), competitionScope(auth)));
  return rows.some((row) => canReachGroup(auth, row.path));
};

/** Registers the competition purposes' checks (once per process; they read the newest app's database). */
export const registerCompetitionFileAccess = linkedFileAccess(['competitionCover', 'competitionAttachment'], {
  isPublic: isListedCompetitionFile,
  canRead: canManageCompetitionFile,
});

/** A competition cover or attachment no competition links (any status) expires after a day. */
const isLinkedCompetitionFile = async (db: Db, file: FileRecord) =>
  (await db.select({ id: competitions.id }).from(competitions).where(linking(file)).limit(1)).length > 0;
for (const purpose of ['competitionCover', 'competitionAttachment'])
  registerFileLinks(purpose, isLinkedCompetitionFile);

/** A write may link only uploads of the competition purposes that the writer may read. */
export const assertCompetitionFiles = (
  db: Db,
  auth: AuthContext,
  fields: { coverUrl: string; attachments: readonly { name: string; url: string }[] },
) =>
  assertLinkableFiles(
    db,
    auth,
    coverAndAttachmentLinks(fields.coverUrl, fields.attachments, COMPETITION_FILE_PURPOSES),
  );
