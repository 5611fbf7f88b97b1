import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FilePurposeName } from '@podium/contracts';
import { files, uploadReservations, users } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { badRequest } from '../errors.ts';
import { defineMessages } from '../messages.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * How much one person may keep of each upload purpose (files and unfinished resumable uploads together),
 * and of all of them. Generous for real use — a few works of 2 GB, every cover a season needs — and a
 * bound on abuse; uploads nothing links are removed after a day (`unlinked-files.ts`), which frees quota.
 */
export const PURPOSE_QUOTA_BYTES: Record<FilePurposeName, number> = {
  cover: 200 * MB,
  avatar: 20 * MB,
  newsImage: 500 * MB,
  attachment: 1 * GB,
  video: 8 * GB,
  workFile: 8 * GB,
  competitionCover: 200 * MB,
  competitionAttachment: 2 * GB,
  newsCover: 200 * MB,
  newsAttachment: 2 * GB,
  transferVoucher: 200 * MB,
  invoice: 200 * MB,
};
export const PERSON_QUOTA_BYTES = 10 * GB;

/** Unfinished resumable uploads older than this are expired by tus and no longer held against the quota. */
export const RESERVATION_TTL_MS = 24 * 3_600_000;

export const quotaMessages = defineMessages({
  purposeFull: {
    zh: '此类文件的上传空间不足：已用 {usedMb} MB，上限 {limitMb} MB。未被使用的上传会在一天后自动清理',
    en: 'Not enough upload space for this kind of file: {usedMb} MB used of {limitMb} MB. Uploads nothing uses are removed after a day',
  },
  personFull: {
    zh: '你的上传空间不足：已用 {usedMb} MB，上限 {limitMb} MB。未被使用的上传会在一天后自动清理',
    en: 'Not enough upload space: {usedMb} MB used of {limitMb} MB. Uploads nothing uses are removed after a day',
  },
});

const uploadPurposes = Object.keys(PURPOSE_QUOTA_BYTES);
const isUploadPurpose = (purpose: string): purpose is FilePurposeName => purpose in PURPOSE_QUOTA_BYTES;

/** Bytes a person holds per upload purpose: stored files plus live reservations. */
const usedBytes = async (db: Db, ownerId: number) => {
  const since = new Date(Date.now() - RESERVATION_TTL_MS);
  const [stored, reserved] = await Promise.all([
    db
      .select({ purpose: files.purpose, bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
      .from(files)
      .where(and(eq(files.ownerId, ownerId), inArray(files.purpose, uploadPurposes)))
      .groupBy(files.purpose),
    db
      .select({
        purpose: uploadReservations.purpose,
        bytes: sql<string>`coalesce(sum(${uploadReservations.size}), 0)`,
      })
      .from(uploadReservations)
      .where(and(eq(uploadReservations.ownerId, ownerId), gt(uploadReservations.createdAt, since)))
      .groupBy(uploadReservations.purpose),
  ]);
  const byPurpose = new Map<string, number>();
  for (const row of [...stored, ...reserved])
    byPurpose.set(row.purpose, (byPurpose.get(row.purpose) ?? 0) + Number(row.bytes));
  return byPurpose;
};

const mb = (bytes: number) => Math.ceil(bytes / MB);

/**
 * Refuses (400, in the caller's language) an upload of `incoming` bytes that would take the person past
 * the purpose's quota or their own. Run it in the transaction that records the upload, after
 * `lockUploader`, so two concurrent uploads cannot both fit in the last free space.
 */
export const assertWithinQuota = async (db: Db, ownerId: number, purpose: string, incoming: number) => {
  if (!isUploadPurpose(purpose)) return;
  const used = await usedBytes(db, ownerId);
  const purposeUsed = used.get(purpose) ?? 0;
  const purposeLimit = PURPOSE_QUOTA_BYTES[purpose];
  if (purposeUsed + incoming > purposeLimit)
    throw badRequest(quotaMessages.purposeFull, { usedMb: mb(purposeUsed), limitMb: mb(purposeLimit) });
  const total = [...used.values()].reduce((sum, bytes) => sum + bytes, 0);
  if (total + incoming > PERSON_QUOTA_BYTES)
    throw badRequest(quotaMessages.personFull, { usedMb: mb(total), limitMb: mb(PERSON_QUOTA_BYTES) });
};

/** Serialises one person's quota checks (a row lock on the user, held until the transaction ends). */
export const lockUploader = async (tx: Db, ownerId: number) => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
};

/** Holds a resumable upload's announced size against the quota until it finishes or expires. */
export const reserveUpload = async (
  db: Db,
  reservation: { uploadId: string; ownerId: number; purpose: string; size: number },
) =>
  db.transaction(async (tx) => {
    await lockUploader(tx, reservation.ownerId);
    await assertWithinQuota(tx, reservation.ownerId, reservation.purpose, reservation.size);
    await tx.insert(uploadReservations).values(reservation);
  });

export const releaseUpload = async (db: Db, uploadId: string) =>
  db.delete(uploadReservations).where(eq(uploadReservations.uploadId, uploadId));
