import { eq } from 'drizzle-orm';
import { CommonFileApi, API_BASE } from '@podium/contracts';
import { files } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { storableText } from '../audit.ts';
import { newPublicId } from '../ids.ts';
import type { FileRecord } from './purposes.ts';

export type NewFile = {
  storageKey: string;
  /** Defaults to a new nanoid; resumable uploads reuse their upload id. */
  publicId?: string;
  ownerId: number | null;
  groupId: number | null;
  purpose: string;
  originalName: string;
  size: number;
  sha256: string;
  mime: string;
};

/** Records a stored object in `files`; returns the row. */
export const recordFile = async (db: Db, file: NewFile): Promise<FileRecord> => {
  const [row] = await db
    .insert(files)
    .values({
      ...file,
      publicId: file.publicId ?? newPublicId(),
      // A name comes from the client (multipart, tus metadata): text PostgreSQL cannot store becomes U+FFFD.
      originalName: storableText(file.originalName.slice(0, 255)),
    })
    .returning();
  return row!;
};

export const findFile = async (db: Db, publicId: string): Promise<FileRecord | undefined> => {
  const [row] = await db.select().from(files).where(eq(files.publicId, publicId)).limit(1);
  return row;
};

/** The URL that serves a file (GET, through the access check). */
export const fileUrl = (publicId: string) => `${API_BASE}${CommonFileApi.file}/${publicId}`;
