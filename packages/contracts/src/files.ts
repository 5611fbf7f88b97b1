/** Files, resumable uploads and background jobs: platform calls every area reuses (issue 8). */
import { z } from 'zod';
import { API_BASE } from './api-paths.ts';

export const CommonFileApi = {
  /** multipart, field `file`; `?purpose=` picks the type allow-list and size limit. */
  upload: '/common/file/upload',
  /** GET `/common/file/:fileId`: the file as an attachment. */
  file: '/common/file',
  /** tus 1.0 endpoint for large files (POST to create, HEAD/PATCH to resume). */
  tus: '/common/upload/tus',
  /** GET `/common/job/:jobId`: progress of a background job. */
  job: '/common/job',
} as const;

/**
 * Upload purposes: which content a purpose accepts (checked by magic bytes), how large, whether anyone
 * may read it (covers, avatars and news images appear on public pages) and whether it goes through tus.
 */
export const FILE_PURPOSES = {
  cover: { maxBytes: 5 * 1024 * 1024, isPublic: true, resumable: false },
  avatar: { maxBytes: 2 * 1024 * 1024, isPublic: true, resumable: false },
  newsImage: { maxBytes: 5 * 1024 * 1024, isPublic: true, resumable: false },
  attachment: { maxBytes: 20 * 1024 * 1024, isPublic: false, resumable: false },
  video: { maxBytes: 2 * 1024 * 1024 * 1024, isPublic: false, resumable: true },
  /** A bank-transfer voucher (image or PDF): the payer and the finance staff of the order read it. */
  transferVoucher: { maxBytes: 10 * 1024 * 1024, isPublic: false, resumable: false },
  /** A file of a competition work (any kind a stage may allow; the stage's own limits apply at submission). */
  workFile: { maxBytes: 2 * 1024 * 1024 * 1024, isPublic: false, resumable: true },
  /**
   * Attachments of a competition or a news article: readable by whoever may manage the record that links
   * them, and by everyone once that record is published (never before). Covers are decoration shown as
   * plain images wherever the record appears (desk lists, the organiser's preview of a draft), so they are
   * public by their unguessable address; a write still links only covers the writer may use.
   */
  competitionCover: { maxBytes: 5 * 1024 * 1024, isPublic: true, resumable: false },
  competitionAttachment: { maxBytes: 20 * 1024 * 1024, isPublic: false, resumable: false },
  newsCover: { maxBytes: 5 * 1024 * 1024, isPublic: true, resumable: false },
  newsAttachment: { maxBytes: 20 * 1024 * 1024, isPublic: false, resumable: false },
  /** An electronic invoice (发票, PDF or OFD): finance staff attach it, the order's payer reads it. */
  invoice: { maxBytes: 10 * 1024 * 1024, isPublic: false, resumable: false },
} as const;
export type FilePurposeName = keyof typeof FILE_PURPOSES;
export const filePurposeNames = Object.keys(FILE_PURPOSES) as [FilePurposeName, ...FilePurposeName[]];

export const fileUploadQuery = z.strictObject({ purpose: z.enum(filePurposeNames) });
export const fileUploadResult = z.object({ fileId: z.string(), url: z.string() });
export type FileUploadResult = z.infer<typeof fileUploadResult>;

/** The public id inside a Podium file URL (`/prod-api/common/file/:id`), or null for any other link. */
export const fileIdOfUrl = (url: string) =>
  new RegExp(`^${API_BASE}${CommonFileApi.file}/([A-Za-z0-9_-]{21})$`).exec(url)?.[1] ?? null;

export const fileIdParams = z.strictObject({ fileId: z.string().regex(/^[A-Za-z0-9_-]{21}$/) });

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const jobIdParams = z.strictObject({ jobId: z.string().regex(/^[A-Za-z0-9_-]{21}$/) });
export const jobProgress = z.object({
  jobId: z.string(),
  name: z.string(),
  status: z.enum(JOB_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string(),
  result: z.unknown(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobProgress = z.infer<typeof jobProgress>;
