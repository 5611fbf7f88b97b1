import { FILE_PURPOSES, type FilePurposeName } from '@podium/contracts';
import type { AuthContext } from '../access.ts';
import type { FileKind } from './sniff.ts';

/** A stored file as access checks see it. */
export type FileRecord = {
  id: number;
  publicId: string;
  storageKey: string;
  ownerId: number | null;
  groupId: number | null;
  purpose: string;
  originalName: string;
  size: number;
  sha256: string;
  mime: string;
  createdAt: Date;
};

/**
 * May this signed-in caller read this file? Areas register one per purpose (e.g. works: the team, its
 * school and the organiser). The owner and ROOT may always read; public purposes need no caller.
 */
export type FileAccessCheck = (auth: AuthContext, file: FileRecord) => boolean | Promise<boolean>;

const KINDS: Record<FilePurposeName, readonly FileKind[]> = {
  cover: ['image'],
  avatar: ['image'],
  newsImage: ['image'],
  attachment: ['pdf', 'office', 'image', 'archive'],
  video: ['video'],
  transferVoucher: ['image', 'pdf'],
  workFile: ['pdf', 'office', 'image', 'archive', 'video', 'audio'],
  competitionCover: ['image'],
  competitionAttachment: ['pdf', 'office', 'image', 'archive'],
  newsCover: ['image'],
  newsAttachment: ['pdf', 'office', 'image', 'archive'],
  // OFD is a zip container; issuing checks it holds OFD.xml (invoice-issue.ts).
  invoice: ['pdf', 'archive'],
};

export type FilePurpose = {
  name: string;
  kinds: readonly FileKind[];
  maxBytes: number;
  isPublic: boolean;
  resumable: boolean;
};

const purposes = new Map<string, FilePurpose>(
  (Object.keys(FILE_PURPOSES) as FilePurposeName[]).map((name) => [
    name,
    { name, kinds: KINDS[name], ...FILE_PURPOSES[name] },
  ]),
);
const accessChecks = new Map<string, FileAccessCheck[]>();
const publicChecks = new Map<string, PublicFileCheck[]>();

/** Is this file public now (e.g. linked by a published competition)? Asked before any caller is known. */
export type PublicFileCheck = (file: FileRecord) => boolean | Promise<boolean>;

export const filePurpose = (name: string) => purposes.get(name);

/** Adds a purpose of an area (e.g. `workFile`), or replaces one; call at module load. */
export const defineFilePurpose = (purpose: FilePurpose) => void purposes.set(purpose.name, purpose);

/** Lets an area grant read access to files of a purpose beyond the owner (several checks: any may allow). */
export const registerFileAccess = (purpose: string, check: FileAccessCheck) => {
  accessChecks.set(purpose, [...(accessChecks.get(purpose) ?? []), check]);
};

/**
 * Makes files of a purpose readable by everyone while `check` holds (a published record links them);
 * several checks: any may allow.
 */
export const registerPublicFileAccess = (purpose: string, check: PublicFileCheck) => {
  publicChecks.set(purpose, [...(publicChecks.get(purpose) ?? []), check]);
};

/** Whether `auth` (null: not signed in) may read `file`. */
export const canReadFile = async (auth: AuthContext | null, file: FileRecord) => {
  if (purposes.get(file.purpose)?.isPublic) return true;
  for (const check of publicChecks.get(file.purpose) ?? []) if (await check(file)) return true;
  if (!auth) return false;
  if (auth.isRoot || (file.ownerId !== null && file.ownerId === auth.userId)) return true;
  for (const check of accessChecks.get(file.purpose) ?? []) if (await check(auth, file)) return true;
  return false;
};
