import { or, sql, type Column, type SQL } from 'drizzle-orm';
import { fileIdOfUrl } from '@podium/contracts';
import type { AuthContext } from '../access.ts';
import type { Db } from '../db.ts';
import { badRequest } from '../errors.ts';
import { defineMessages } from '../messages.ts';
import { fileUrl, findFile } from './file-records.ts';
import { canReadFile, registerFileAccess, registerPublicFileAccess, type FileRecord } from './purposes.ts';

export const linkedFileMessages = defineMessages({
  cover: {
    zh: '封面不是可用的上传图片，请重新上传',
    en: 'The cover is not a usable uploaded image; upload it again',
  },
  attachment: {
    zh: '附件“{name}”不是可用的上传文件，请重新上传',
    en: 'The attachment “{name}” is not a usable upload; upload it again',
  },
});

/** One link a record is about to store: its URL, which field, which purposes it may hold. */
export type FileLink = {
  url: string;
  field: 'cover' | 'attachment';
  name?: string;
  purposes: readonly string[];
};

/** The links of a record with a cover and `{name, url}[]` attachments. */
export const coverAndAttachmentLinks = (
  cover: string,
  attachments: readonly { name: string; url: string }[],
  purposes: { cover: readonly string[]; attachment: readonly string[] },
): FileLink[] => [
  { url: cover, field: 'cover', purposes: purposes.cover },
  ...attachments.map((a) => ({
    url: a.url,
    field: 'attachment' as const,
    name: a.name,
    purposes: purposes.attachment,
  })),
];

/**
 * Refuses a write that links a Podium file (`/prod-api/common/file/:id`) the writer could not use: one
 * that does not exist, is of another purpose (a work, an avatar…), or that the writer may not read.
 * Without this, linking someone else's file to a record that is then published would make it public.
 * Links elsewhere (an http(s) address, another site path) are left to the contract's URL rules.
 */
export const assertLinkableFiles = async (db: Db, auth: AuthContext, links: FileLink[]) => {
  for (const link of links) {
    const fileId = fileIdOfUrl(link.url);
    if (!fileId) continue;
    const file = await findFile(db, fileId);
    const usable = file && link.purposes.includes(file.purpose) && (await canReadFile(auth, file));
    if (!usable) throw badRequest(linkedFileMessages[link.field], { name: link.name ?? '' });
  }
};

/** Rows whose cover column is the file's URL or whose `{name, url}[]` attachments list holds it. */
export const fileLinkCondition = (
  publicId: string,
  columns: { cover?: Column; attachments?: Column },
): SQL | undefined => {
  const url = fileUrl(publicId);
  return or(
    columns.cover ? sql`${columns.cover} = ${url}` : undefined,
    columns.attachments ? sql`${columns.attachments} @> ${JSON.stringify([{ url }])}::jsonb` : undefined,
  );
};

/** How a record type (competitions, news…) decides who may read the files it links. */
export type LinkedFileChecks = {
  /** Everyone may read it (e.g. a published record links it). */
  isPublic: (db: Db, file: FileRecord) => Promise<boolean>;
  /** This signed-in user may read it (e.g. they may manage a record that links it). */
  canRead: (db: Db, auth: AuthContext, file: FileRecord) => Promise<boolean>;
};

/**
 * The registration of a record type's file checks for its purposes. Checks are registered once per
 * process (the registry is global) but must read the newest app's database (tests build several apps in
 * one process), so the returned function only swaps the database after the first call.
 */
export const linkedFileAccess = (purposes: readonly string[], checks: LinkedFileChecks) => {
  let current: Db | undefined;
  let registered = false;
  return (db: Db) => {
    current = db;
    if (registered) return;
    registered = true;
    for (const purpose of purposes) {
      registerPublicFileAccess(purpose, (file) => (current ? checks.isPublic(current, file) : false));
      registerFileAccess(purpose, (auth, file) => (current ? checks.canRead(current, auth, file) : false));
    }
  };
};
