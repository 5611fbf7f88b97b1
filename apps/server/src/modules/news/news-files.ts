import { and, eq, lte } from 'drizzle-orm';
import { groups, newsArticles, newsSubmissions } from '../../db/schema/index.ts';
import { hasPermission, type AuthContext } from '../../platform/access.ts';
import { canReachGroup, scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import {
  assertLinkableFiles,
  coverAndAttachmentLinks,
  fileLinkCondition,
  linkedFileAccess,
  registerFileLinks,
  type FileRecord,
} from '../../platform/storage/index.ts';

/**
 * An article's (or a school's submission's) cover and attachments are uploaded as `newsCover` /
 * `newsAttachment` (private purposes). Everyone may read one once an article linking it is public
 * (published and its time has come); before that the desk users who may see a linking article or
 * submission; and always the uploader. A legacy public `cover` upload is still accepted as a cover.
 */
export const NEWS_FILE_PURPOSES = {
  cover: ['newsCover', 'cover'],
  attachment: ['newsAttachment'],
} as const;

const linkingArticle = (file: FileRecord) =>
  fileLinkCondition(file.publicId, { cover: newsArticles.cover, attachments: newsArticles.attachments });
const linkingSubmission = (file: FileRecord) =>
  fileLinkCondition(file.publicId, {
    cover: newsSubmissions.cover,
    attachments: newsSubmissions.attachments,
  });

export const isPublicNewsFile = async (db: Db, file: FileRecord, now = new Date()) => {
  const rows = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(linkingArticle(file), eq(newsArticles.status, 'published'), lte(newsArticles.publishAt, now)))
    .limit(1);
  return rows.length > 0;
};

export const canSeeNewsFile = async (db: Db, auth: AuthContext, file: FileRecord) => {
  if (hasPermission(auth, 'news:list')) {
    const articles = await db
      .select({ path: groups.path })
      .from(newsArticles)
      .innerJoin(groups, eq(groups.id, newsArticles.groupId))
      .where(
        and(
          linkingArticle(file),
          scopeCondition(auth, { groupId: newsArticles.groupId, ownerId: newsArticles.authorId }),
        ),
      );
    if (articles.some((row) => canReachGroup(auth, row.path))) return true;
  }
  // A submission: its own school, and the reviewers above it (as the submission detail allows).
  const submissions = await db
    .select({ groupId: newsSubmissions.groupId, path: groups.path })
    .from(newsSubmissions)
    .innerJoin(groups, eq(groups.id, newsSubmissions.groupId))
    .where(linkingSubmission(file));
  return submissions.some(
    (row) =>
      auth.group?.id === row.groupId || (hasPermission(auth, 'news:check') && canReachGroup(auth, row.path)),
  );
};

/** Registers the news purposes' checks (once per process; they read the newest app's database). */
export const registerNewsFileAccess = linkedFileAccess(['newsCover', 'newsAttachment'], {
  isPublic: (db, file) => isPublicNewsFile(db, file),
  canRead: canSeeNewsFile,
});

/** A news cover or attachment no article or school submission links expires after a day. */
const isLinkedNewsFile = async (db: Db, file: FileRecord) => {
  const articles = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(linkingArticle(file))
    .limit(1);
  if (articles.length > 0) return true;
  const submissions = await db
    .select({ id: newsSubmissions.id })
    .from(newsSubmissions)
    .where(linkingSubmission(file))
    .limit(1);
  return submissions.length > 0;
};
for (const purpose of ['newsCover', 'newsAttachment']) registerFileLinks(purpose, isLinkedNewsFile);

/** A write may link only uploads of the news purposes that the writer may read. */
export const assertNewsFiles = (
  db: Db,
  auth: AuthContext,
  fields: { cover: string; attachments: readonly { name: string; url: string }[] },
) =>
  assertLinkableFiles(
    db,
    auth,
    coverAndAttachmentLinks(fields.cover, fields.attachments, NEWS_FILE_PURPOSES),
  );
