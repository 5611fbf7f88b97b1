import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  createLayoutTemplate,
  formatIssueDate,
  layoutDesign,
  parseDesign,
  resolveDesign,
  winnerRecordSchema,
  type Design,
  type DesignLayout,
  type WinnerRecord,
} from '@podium/certificate';
import { API_BASE, CommonFileApi } from '@podium/contracts';
import { type certBatches, certificates } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { repoRoot } from '../../platform/paths.ts';
import { findFile, type Storage } from '../../platform/storage/index.ts';
import type { PdfInfo, RenderImage, RenderJob } from './render/draw-pdf.mjs';
import { createInThreadRenderer, createWorkerRenderer, type PdfRenderer } from './render/render-pool.ts';
import { fontMeasure } from './render/text-measure.ts';
import { readSettings } from './cert-settings.ts';
import { traceUrl } from './cert-signing.ts';
import type { CertificateRecord } from './cert-issue.ts';

/** A4 landscape in PDF points: the page a design of ratio 0.7085 fills (842 × 596.6). */
export const PDF_WIDTH = 842;
const PUBLIC_DIR = path.join(repoRoot, 'apps/web/public') + path.sep;
const FILE_PREFIX = `${API_BASE}${CommonFileApi.file}/`;

let renderer: PdfRenderer | undefined;
/** Worker threads by default; `CERT_RENDER_WORKERS=0` renders on the calling thread. */
export const pdfRenderer = () =>
  (renderer ??=
    process.env.CERT_RENDER_WORKERS === '0'
      ? createInThreadRenderer()
      : createWorkerRenderer(Number(process.env.CERT_RENDER_WORKERS) || undefined));
export const closePdfRenderer = async () => {
  await renderer?.close();
  renderer = undefined;
};

const designCache = new Map<number, Design>();
/** A batch's design, parsed once per process (a batch's design no longer changes once approved). */
export const batchDesign = (batch: { id: number; design: unknown; status: string }) => {
  if (batch.status === 'draft' || batch.status === 'pending') return parseDesign(batch.design);
  let design = designCache.get(batch.id);
  if (!design) {
    design = parseDesign(batch.design);
    if (designCache.size > 100) designCache.clear();
    designCache.set(batch.id, design);
  }
  return design;
};

const staticImages = new Map<string, RenderImage>();
const decodeDataUrl = (src: string): RenderImage => {
  const [head, body = ''] = src.split(',', 2);
  const bytes = Buffer.from(body, 'base64');
  return head!.includes('svg+xml') ? { svg: bytes.toString('utf8') } : { data: bytes };
};

/** An image of a design by its src: inline data, Podium's own artwork, or an uploaded file. */
const loadImage = async (src: string, storage: Storage, db: Db): Promise<RenderImage | undefined> => {
  if (src.startsWith('data:')) return decodeDataUrl(src);
  const cached = staticImages.get(src);
  if (cached) return cached;
  let image: RenderImage | undefined;
  if (src.startsWith(FILE_PREFIX)) {
    const file = await findFile(db, src.slice(FILE_PREFIX.length).split(/[?#]/)[0]!);
    if (!file) return undefined;
    const stored = await storage.get(file.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    image = file.mime === 'image/svg+xml' ? { svg: bytes.toString('utf8') } : { data: bytes };
  } else {
    const local = path.resolve(PUBLIC_DIR, `.${src.split(/[?#]/)[0]}`);
    if (!local.startsWith(PUBLIC_DIR)) return undefined;
    const bytes = await readFile(local).catch(() => undefined);
    if (!bytes) return undefined;
    image = local.endsWith('.svg') ? { svg: bytes.toString('utf8') } : { data: bytes };
  }
  if (staticImages.size > 200) staticImages.clear();
  staticImages.set(src, image);
  return image;
};

/**
 * The QR of a certificate travels as a pseudo-path (the record schema takes paths Podium serves) and is
 * drawn by the renderer as vector modules: no PNG is encoded per certificate, and it prints sharp.
 */
export const QR_SRC_PREFIX = '/certificate-qr/';
const qrSrc = (url: string) => `${QR_SRC_PREFIX}${encodeURIComponent(url)}`;
const qrImage = (src: string): RenderImage => {
  // One byte-mode segment: the URL is short, and qrcode's search for the best segment mix costs more
  // than the whole vector QR.
  const { modules } = QRCode.create(
    [{ data: Buffer.from(decodeURIComponent(src.slice(QR_SRC_PREFIX.length))), mode: 'byte' }],
    {
      errorCorrectionLevel: 'M',
    },
  );
  return { qr: { size: modules.size, modules: Uint8Array.from(modules.data) } };
};

/** A certificate's record with its QR (the verification URL, signed). */
/** What a certificate is rendered from: its record and code, and its issue moment (absent: a preview). */
type Renderable = Pick<CertificateRecord, 'record' | 'code' | 'signature'> & { issuedAt?: Date | null };

/**
 * The record a certificate is filled from: the stored one, its QR, and its issue date — the certificate's
 * own `issuedAt` through `formatIssueDate`, what the verification page shows (a preview: today).
 */
const recordWithQr = (certificate: Renderable, origin: string): WinnerRecord =>
  winnerRecordSchema.parse({
    ...(certificate.record as object),
    issueDate: formatIssueDate(certificate.issuedAt ?? new Date()),
    qrCodeSrc: qrSrc(traceUrl(origin, certificate.code, certificate.signature)),
  });

/** The layout of one certificate: its design filled with its record (and QR), in PDF points. */
export const certificateLayout = async (
  design: Design,
  certificate: Renderable,
  origin: string,
): Promise<{ layout: DesignLayout }> => ({
  layout: layoutDesign(resolveDesign(design, recordWithQr(certificate, origin)), {
    width: PDF_WIDTH,
    measure: fontMeasure,
  }),
});

/** The images a layout draws, by src: the QR made here, the others loaded (and cached) once. */
const imagesOf = async (db: Db, storage: Storage, layout: DesignLayout) => {
  const images: Record<string, RenderImage> = {};
  for (const page of layout.pages) {
    for (const p of page.primitives) {
      if (p.kind !== 'image' || images[p.src]) continue;
      const image = p.src.startsWith(QR_SRC_PREFIX) ? qrImage(p.src) : await loadImage(p.src, storage, db);
      if (image) images[p.src] = image;
    }
  }
  return images;
};

/** Draws a laid-out certificate to PDF bytes, loading its images (Podium's own or uploaded only). */
export const renderLayoutPdf = async (db: Db, storage: Storage, layout: DesignLayout, info: PdfInfo) => {
  const job: RenderJob = { layout, images: await imagesOf(db, storage, layout), info };
  return pdfRenderer().render(job);
};

type Rendered = Renderable & Pick<CertificateRecord, 'certNo' | 'competitionName' | 'awardName'>;

/**
 * An issued certificate's document information: what it is (Title), who signed it (Author: the
 * organiser's signer from the certificate settings, left out when none is set), and its number and
 * verification URL (Subject, Keywords), so a file found on a disk still says where to check it.
 */
export const certificatePdfInfo = (certificate: Rendered, url: string, signerName: string): PdfInfo => ({
  Title: `${certificate.competitionName} ${certificate.awardName} ${certificate.certNo}`,
  Author: signerName,
  Subject: `证书编号 ${certificate.certNo} · 核验 ${url}`,
  Keywords: `${certificate.certNo}, ${url}`,
  // The file's creation date is the certificate's issue moment, not when this copy was generated.
  ...(certificate.issuedAt ? { CreationDate: certificate.issuedAt } : {}),
});

type BatchRenderer = {
  /** `db` (maybe the caller's transaction) and `storage` load images not yet cached. */
  render: (certificate: Rendered, db: Db, storage: Storage, signerName: string) => Promise<Buffer>;
};
const batchRenderers = new Map<number, BatchRenderer>();

/**
 * The renderer of a sending batch: the design is parsed and its static parts laid out once
 * (`createLayoutTemplate`); per certificate only the bound texts and the QR are laid out, and images
 * go to each render worker once (the pool keeps them there by src).
 */
export const batchRenderer = (batch: typeof certBatches.$inferSelect) => {
  const cached = batchRenderers.get(batch.id);
  if (cached && batch.status !== 'draft' && batch.status !== 'pending') return cached;
  const template = createLayoutTemplate(batchDesign(batch), { width: PDF_WIDTH, measure: fontMeasure });
  const renderer: BatchRenderer = {
    render: async (certificate, db, storage, signerName) => {
      const layout = template(recordWithQr(certificate, batch.siteOrigin));
      const url = traceUrl(batch.siteOrigin, certificate.code, certificate.signature);
      const job: RenderJob = {
        layout,
        images: await imagesOf(db, storage, layout),
        info: certificatePdfInfo(certificate, url, signerName),
      };
      return pdfRenderer().render(job);
    },
  };
  if (batchRenderers.size > 20) batchRenderers.clear();
  batchRenderers.set(batch.id, renderer);
  return renderer;
};

/** Renders one issued certificate to PDF bytes (the signer as the organiser's settings say now). */
export const renderCertificatePdf = async (
  db: Db,
  storage: Storage,
  batch: typeof certBatches.$inferSelect,
  certificate: CertificateRecord,
) => {
  const { signerName } = await readSettings(db, batch.groupId);
  return batchRenderer(batch).render(certificate, db, storage, signerName);
};

/** Renders and stores a certificate's PDF, recording where (idempotent: a re-run stores a fresh copy). */
export const renderAndStore = async (
  db: Db,
  storage: Storage,
  batch: typeof certBatches.$inferSelect,
  certificate: CertificateRecord,
) => {
  const pdf = await renderCertificatePdf(db, storage, batch, certificate);
  const stored = await storage.put(pdf, {
    contentType: 'application/pdf',
    name: `${certificate.certNo}.pdf`,
  });
  // A fresh PDF makes the old thumbnail stale: the next request rasterises the new one.
  await db
    .update(certificates)
    .set({ fileKey: stored.key, thumbKey: null })
    .where(eq(certificates.id, certificate.id));
  return stored.key;
};
