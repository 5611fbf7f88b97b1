/** Certificates (issue 11): make, check, send, settings, revoke; public verification and search. */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { MsgKey } from './validation-messages.ts';

/** The verification page's wording until an organiser sets their own (the web shows it in the UI's language). */
export const DEFAULT_VERIFY_WORDING = '本证书由竞赛组委会颁发，可扫描二维码或在证书查询页输入编号核验真伪。';

export const CertificateApi = {
  batchPage: '/certificate/batch/page',
  batchDetail: '/certificate/batch/detail',
  batchSave: '/certificate/batch/save',
  submitCheck: '/certificate/batch/submitCheck',
  check: '/certificate/batch/check',
  send: '/certificate/batch/send',
  issuedPage: '/certificate/issued/page',
  revoke: '/certificate/issued/revoke',
  reissue: '/certificate/issued/reissue',
  settings: '/certificate/setting',
  settingsSave: '/certificate/setting/save',
  /** Spec §7: public search by number, or name + number. */
  publicPage: '/home/certificate/page',
  trace: '/home/certificate/trace',
  publicKey: '/home/certificate/publicKey',
  my: '/web/certificate/my',
  /** The PDF (owner and the competition's organisers): `${pdf}/${certificateId}`. */
  pdf: '/web/certificate/pdf',
  /** A PNG thumbnail rasterised from the same PDF (same readers as the PDF): `${thumb}/${certificateId}`. */
  thumb: '/web/certificate/thumb',
  /** POST: the exact PDF of a design (or saved design) filled with an award line or a sample winner. */
  previewPdf: '/certificate/preview/pdf',
  /** GET: the exact PDF one real winner would get from a saved design (`designId`, `entryId`, `numberKind`). */
  previewWinner: '/certificate/preview/winner',
  /** GET: the same winner's record as the preview fills it (the designer's canvas shows these values). */
  previewWinnerRecord: '/certificate/preview/winner/record',
  /** GET: award lines in reach to preview with (the designer's "real winner" picker). */
  previewWinners: '/certificate/preview/winners',
  /** GET (`family`, `text`) → font/ttf: the PDF's own font for a design family, cut to the characters asked for. */
  fontSubset: '/certificate/font/subset',
  /** GET (`family`, `text`) → the same font's advance widths of those characters: the PDF's line breaks. */
  fontMetrics: '/certificate/font/metrics',
} as const;

/** A design's font family names; mirrors `FONT_FAMILIES` of @podium/certificate (the PDF's font table). */
export const CERT_FONT_FAMILIES = ['微软雅黑', 'SimSun', 'SimHei', 'KaiTi', 'FangSong'] as const;
/**
 * Distinct characters one font subset holds at most. The designer asks in pieces of 400: the URL carries
 * them (9 bytes each for CJK, percent-encoded), and Node's default 16 KB header limit is below 2,000.
 */
export const FONT_SUBSET_MAX_CHARS = 2000;
export const fontSubsetQuery = z.object({
  family: z.enum(CERT_FONT_FAMILIES),
  // Length bounds the work before the distinct count; astral characters take two UTF-16 units each.
  text: z
    .string()
    .min(1)
    .max(FONT_SUBSET_MAX_CHARS * 4)
    .refine((text) => new Set(Array.from(text)).size <= FONT_SUBSET_MAX_CHARS, {
      message: MsgKey.fontSubsetChars,
    }),
});

/**
 * Advance widths, in font units, of the characters asked for, as the PDF renderer measures them (a
 * character the font lacks has the advance of its .notdef): the designer lays text out with these, so its
 * lines break where the PDF's do.
 */
export const fontMetrics = z.object({
  unitsPerEm: z.number().int().positive(),
  /** Code point (decimal) → advance width. */
  advances: z.record(z.string(), z.number()),
});
export type FontMetricsAnswer = z.infer<typeof fontMetrics>;

/** How a certificate number's body is made (spec §3, §9); mirrors `NUMBER_KINDS` of @podium/certificate. */
export const CERT_NUMBER_KINDS = [
  'randomAlnum',
  'randomDigits',
  'allAutoincrementThree',
  'allAutoincrementFour',
  'autoincrementThree',
  'autoincrementFour',
] as const;
export const certNumberKind = z.enum(CERT_NUMBER_KINDS);
export type CertNumberKind = z.infer<typeof certNumberKind>;

export const BATCH_STATUSES = ['draft', 'pending', 'approved', 'sending', 'sent'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
const id = z.string().trim().min(1).max(64);

/** A design given inline, or a saved design of the library (`certificate_designs`) by its id. */
const oneDesign = <T extends { design?: unknown; designId?: string }>(body: T) =>
  (body.design !== undefined) !== (body.designId !== undefined);
const oneDesignIssue = { message: 'design or designId (one of them)', path: ['design'] };

export const batchSaveBody = z
  .strictObject({
    batchId: id.optional(),
    listId: id,
    title: z.string().trim().min(1).max(100),
    /** The design document (validated by @podium/certificate's schema on the server). */
    design: z.unknown().optional(),
    /** Or a saved design of the library: its document is copied onto the batch when saved. */
    designId: id.optional(),
  })
  .refine(oneDesign, oneDesignIssue);
/** Preview: a design (or saved design id), filled with an award line (`entryId`) or a sample winner. */
export const previewPdfBody = z
  .strictObject({
    design: z.unknown().optional(),
    designId: id.optional(),
    entryId: id.optional(),
    /** The numbering kind the sample number shows (default: the design's, else the settings'). */
    numberKind: certNumberKind.optional(),
  })
  .refine(oneDesign, oneDesignIssue);
/** One real winner's preview of a saved design. */
export const previewWinnerQuery = z.object({
  designId: id,
  entryId: id,
  numberKind: certNumberKind.optional(),
});
/** Award lines to preview with: by winner, school, team or work name; optionally one list. */
export const previewWinnersQuery = pageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  listId: id.optional(),
});
export const previewWinnerRow = z.object({
  entryId: z.string(),
  winnerName: z.string(),
  awardName: z.string(),
  schoolName: z.string(),
  teamName: z.string(),
  workName: z.string(),
  listId: z.string(),
  listName: z.string(),
  competitionName: z.string(),
});
export type PreviewWinnerRow = z.infer<typeof previewWinnerRow>;
/** What the preview fills the design with: the winner record (a `WinnerRecord`), its sample number. */
export const previewWinnerRecord = z.object({
  record: z.record(z.string(), z.unknown()),
  numberKind: certNumberKind,
  certNo: z.string(),
  /** The URL the preview's QR holds: marked preview and unsigned, so it never verifies. */
  traceUrl: z.string(),
});
export type PreviewWinnerRecord = z.infer<typeof previewWinnerRecord>;
export const batchIdBody = z.strictObject({ batchId: id });
export const batchCheckBody = z.strictObject({
  batchId: id,
  approved: z.boolean(),
  note: z.string().trim().max(500).default(''),
});
export const batchQuery = pageQuery.extend({ status: z.enum(BATCH_STATUSES).optional() });
/**
 * A stage an award list was made from whose review is not over (still open, or with unscored work):
 * issuing its certificates asks for a confirmation that names it.
 */
export const openReview = z.object({
  stageId: z.string(),
  stageName: z.string(),
  /** The review window is open (not closed through /review/stage/close, not ended). */
  open: z.boolean(),
  /** Assignments not scored yet, of `total` (abstentions are neither). */
  unscored: z.number().int(),
  total: z.number().int(),
});
export type OpenReview = z.infer<typeof openReview>;

export const batchRow = z.object({
  batchId: z.string(),
  title: z.string(),
  listId: z.string(),
  listName: z.string(),
  competitionName: z.string(),
  status: z.enum(BATCH_STATUSES),
  checkNote: z.string(),
  jobId: z.string().nullable(),
  entryCount: z.number(),
  issuedCount: z.number(),
  createdAt: z.string(),
  /**
   * The caller made this batch, so cannot approve it (four eyes: a second person checks; ROOT excepted):
   * the approve action is not offered (the server refuses it anyway).
   */
  ownBatch: z.boolean(),
  /** The certificates would print Podium's demo seal 样章 (no seal of the organiser's own): warn first. */
  specimenSeal: z.boolean(),
  /** Stages of the award list whose review is not over: sending asks to confirm (`confirmOpenReview`). */
  openReviews: z.array(openReview),
});
export type BatchRow = z.infer<typeof batchRow>;
export const batchDetail = batchRow.extend({ design: z.unknown() });
export const sendResult = z.object({ batchId: z.string(), jobId: z.string() });
/** Send: refused while a stage of the list is still under review unless the caller confirms it. */
export const batchSendBody = z.strictObject({
  batchId: id,
  confirmOpenReview: z.boolean().default(false),
});

export const issuedQuery = pageQuery.extend({
  batchId: id.optional(),
  certNo: z.string().trim().max(64).optional(),
  status: z.enum(['issued', 'revoked']).optional(),
});
export const issuedRow = z.object({
  certificateId: z.string(),
  certNo: z.string(),
  holderName: z.string(),
  awardName: z.string(),
  competitionName: z.string(),
  status: z.enum(['issued', 'revoked']),
  revokeReason: z.string(),
  issuedAt: z.string(),
  traceUrl: z.string(),
  pdfUrl: z.string(),
  thumbUrl: z.string(),
});
export type IssuedRow = z.infer<typeof issuedRow>;
export const certificateRevokeBody = z.strictObject({
  certificateId: id,
  reason: z.string().trim().min(2).max(200),
});
export const reissueBody = z.strictObject({ certificateId: id });

export const certSettings = z.strictObject({
  numberKind: certNumberKind,
  prefix: z
    .string()
    .trim()
    .max(20)
    .regex(/^[\p{L}\p{N}_\-./]*$/u),
  suffix: z
    .string()
    .trim()
    .max(20)
    .regex(/^[\p{L}\p{N}_\-./]*$/u),
  /** A path Podium serves (an uploaded image), or empty for the template's sample seal. */
  sealUrl: z
    .string()
    .trim()
    .max(300)
    .regex(/^(\/[\w\-./]*)?$/),
  signerName: z.string().trim().max(50),
  verifyWording: z.string().trim().max(200),
});
export type CertSettings = z.infer<typeof certSettings>;

/** Spec §7: finds by number alone or by name + number; a name alone finds nothing. */
export const publicCertQuery = pageQuery.extend({
  name: z.string().trim().max(50).optional(),
  certNo: z.string().trim().max(64).optional(),
});
export const publicCertRow = z.object({
  certNo: z.string(),
  /** Masked as the trace page shows it (张*三). */
  name: z.string(),
  awardName: z.string(),
  competitionName: z.string(),
  issuedAt: z.string(),
  traceUrl: z.string(),
});
export type PublicCertRow = z.infer<typeof publicCertRow>;
/**
 * The public search's answer: the page, and when it is empty, what did not match: `number` (no such
 * certificate) or `name` (the number exists, the name given is not its holder's). Saying "the name does
 * not match" tells nothing the number alone would not (a number alone shows the masked name); the real
 * name is never in the answer.
 */
export const publicCertSearchResult = z.object({
  rows: z.array(publicCertRow),
  total: z.number().int(),
  mismatch: z.enum(['number', 'name']).nullable(),
});
export type PublicCertSearchResult = z.infer<typeof publicCertSearchResult>;
export const myCertRow = publicCertRow.extend({
  certificateId: z.string(),
  status: z.enum(['issued', 'revoked']),
  pdfUrl: z.string(),
  /** The PNG thumbnail of the same PDF, for the same readers. */
  thumbUrl: z.string(),
});
export type MyCertRow = z.infer<typeof myCertRow>;

export const traceQuery = z.object({
  code: z.string().trim().min(1).max(64),
  sig: z.string().trim().min(1).max(200),
});
/** valid: genuine and live; revoked: genuine but withdrawn; invalid: unknown code or a bad signature. */
export const traceResult = z.object({
  verdict: z.enum(['valid', 'revoked', 'invalid']),
  certificate: publicCertRow
    .extend({
      revokeReason: z.string(),
      revokedAt: z.string().nullable(),
      verifyWording: z.string(),
      /** The signing authority of the issuing organiser (settings "signer"); '' when none is set. */
      signerName: z.string(),
    })
    .nullable(),
  publicKey: z.string(),
});
export type TraceResult = z.infer<typeof traceResult>;
export const publicKeyResult = z.object({ algorithm: z.literal('Ed25519'), publicKey: z.string() });
