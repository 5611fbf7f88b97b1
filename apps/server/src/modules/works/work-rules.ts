import type { SubmitBlock, WorkRules } from '@podium/contracts';
import type { competitionStages } from '../../db/schema/index.ts';

type Stage = typeof competitionStages.$inferSelect;

/**
 * Detected content type (magic bytes, stored in `files.mime` at upload) → the type names a stage's
 * `workTypes` uses. Old Office files (doc/xls/ppt) share one container type, so any of them admits it.
 */
const TYPE_NAMES: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
  'application/x-7z-compressed': ['7z'],
  'application/x-rar-compressed': ['rar'],
  'application/gzip': ['gz'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/x-cfb': ['doc', 'xls', 'ppt'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'video/mp4': ['mp4'],
  'video/x-m4v': ['mp4', 'm4v'],
  'video/quicktime': ['mov'],
  'video/webm': ['webm'],
  'video/x-matroska': ['mkv'],
  'video/x-msvideo': ['avi'],
  'audio/mpeg': ['mp3'],
  'audio/wav': ['wav'],
  'audio/x-wav': ['wav'],
};

/** The short name of a detected type, for messages ("pdf", "exe" → the mime itself when unknown). */
export const typeNameOf = (mime: string) => TYPE_NAMES[mime]?.[0] ?? mime;

/** Whether content of this detected type is one the stage allows (an empty list allows nothing). */
export const typeAllowed = (mime: string, allowed: readonly string[]) =>
  (TYPE_NAMES[mime] ?? []).some((name) => allowed.includes(name.toLowerCase()));

/** Is the stage's submission window open at `now`? Both ends must be set. */
export const submissionOpen = (stage: Stage, now = new Date()) =>
  stage.submitStart !== null &&
  stage.submitEnd !== null &&
  stage.submitStart.getTime() <= now.getTime() &&
  now.getTime() < stage.submitEnd.getTime();

export const rulesOf = (stage: Stage, stagePublicId: string): WorkRules => ({
  stageId: stagePublicId,
  stageName: stage.name,
  submitStart: stage.submitStart?.toISOString() ?? null,
  submitEnd: stage.submitEnd?.toISOString() ?? null,
  open: submissionOpen(stage),
  types: stage.workTypes.map((t) => t.toLowerCase()),
  maxSizeMb: stage.workMaxSizeMb,
  maxCount: stage.workMaxCount,
  replaceable: stage.workReplaceable,
  fields: stage.workFields,
});

/**
 * Why a sign-up cannot submit (or replace) its work now, or null when it can: the same rules submit-work.ts
 * enforces, read ahead so the user centre shows the reason instead of a button that leads nowhere.
 */
export const submitBlockOf = (sign: {
  teamStatus: string;
  stage: Stage;
  hasWork: boolean;
  judged: boolean;
}): SubmitBlock | null => {
  if (sign.teamStatus !== 'approved') return 'notApproved';
  if (!submissionOpen(sign.stage)) return 'windowClosed';
  if (sign.hasWork && !sign.stage.workReplaceable) return 'notReplaceable';
  if (sign.hasWork && sign.judged) return 'judged';
  return null;
};
