import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { serverRoot } from '../../platform/paths.ts';
import type { Storage } from '../../platform/storage/index.ts';

/**
 * Small, valid one-page PDFs for the demo works, generated in code (nothing is downloaded). The seed
 * records them in `files`; the bytes are written to storage when the app starts (the seed has no storage).
 */
export const demoPdf = (lines: string[], author?: string) => {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${740 - i * 28} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    // The Info dictionary as a word processor writes it: the author in UTF-16BE with its byte-order mark.
    ...(author ? [`<< /Author <FEFF${Buffer.from(author, 'utf16le').swap16().toString('hex')}> >>`] : []),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const info = author ? ` /Info ${objects.length} 0 R` : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** The demo documents by name (ASCII text: the built-in PDF font has no Chinese glyphs). */
export const DEMO_DOCUMENTS = {
  studentV1: demoPdf([
    'Urban Traffic Flow Forecasting (draft)',
    'Donghai Cup Mathematical Modeling Challenge - Problem A',
    'Model: seasonal ARIMA with holiday effects.',
    'Version 1 - submitted for the online round.',
  ]),
  studentV2: demoPdf([
    'Urban Traffic Flow Forecasting',
    'Donghai Cup Mathematical Modeling Challenge - Problem A',
    'Model: seasonal ARIMA + gradient boosting residuals.',
    'Version 2 - final paper, replaces version 1.',
  ]),
  student2: demoPdf([
    'Siting New-Energy Power Stations',
    'Donghai Cup Mathematical Modeling Challenge - Problem B',
    'Model: multi-objective integer programming.',
  ]),
  designBrief: demoPdf([
    'Design statement',
    'Creative Design Competition - online review',
    'Concept, materials, user research and three iterations.',
  ]),
  // A board whose file still names its maker: the blind-review check warns the organiser about it.
  designBriefSigned: demoPdf(
    ['Design statement', 'Creative Design Competition - online review', 'Concept sketches and prototype.'],
    '刘子涵',
  ),
  // A bank-transfer receipt a payer uploaded as the voucher of a demo order (finance staff confirm it).
  transferVoucher: demoPdf([
    'Bank transfer receipt',
    'Payer: Donghai University team Chenxi - Amount: CNY 100.00',
    'Reference: sign-up fee, National Intelligent Innovation Design Contest',
  ]),
  // The voucher of a demo order paid by bank transfer, which finance staff have confirmed.
  transferVoucherConfirmed: demoPdf([
    'Bank transfer receipt',
    'Payer: sign-up fee of one team - Amount: CNY 100.00',
    'Reference: the order number, National Intelligent Innovation Design Contest',
  ]),
} as const;

// Found from the package root: the same file runs from src/ and bundled into dist/.
const media = (name: string) => readFileSync(path.join(serverRoot, 'src/modules/works/demo-media', name));

/** A board image and a short clip (8 s, VP8 WebM with cues, so it can be seeked) for the design works. */
export const DEMO_MEDIA = {
  designBoard: { buffer: media('design-board.jpg'), mime: 'image/jpeg' },
  designClip: { buffer: media('design-demo.webm'), mime: 'video/webm' },
} as const;

export const sha256Of = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/**
 * Writes the bytes of demo documents recorded by the seed whose stored object is missing (first start,
 * or a fresh files directory) and points their rows at the new objects.
 */
export const materializeDemoDocuments = async (db: Db, storage: Storage) => {
  const byHash = new Map<string, { buffer: Buffer; mime: string }>([
    ...Object.values(DEMO_DOCUMENTS).map(
      (buffer) => [sha256Of(buffer), { buffer, mime: 'application/pdf' }] as const,
    ),
    ...Object.values(DEMO_MEDIA).map((m) => [sha256Of(m.buffer), m] as const),
  ]);
  const rows = await db
    .select({ id: files.id, key: files.storageKey, sha256: files.sha256, name: files.originalName })
    .from(files)
    .where(inArray(files.sha256, [...byHash.keys()]));
  for (const row of rows) {
    if (await storage.exists(row.key).catch(() => false)) continue;
    const { buffer, mime } = byHash.get(row.sha256)!;
    const stored = await storage.put(buffer, { contentType: mime, name: row.name });
    await db
      .update(files)
      .set({ storageKey: stored.key })
      .where(inArray(files.id, [row.id]));
  }
};
