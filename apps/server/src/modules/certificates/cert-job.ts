import { and, eq } from 'drizzle-orm';
import { certBatches, certificates } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { defineJob } from '../../platform/jobs/index.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { prepareCertificates } from './cert-issue.ts';
import { batchRenderer } from './cert-render.ts';
import { readSettings } from './cert-settings.ts';

export const ISSUE_JOB = 'certificates.issue';
export type IssuePayload = { batchId: number };
export type IssueItem = { entryId: number };

/** Award lines issued per transaction (`CERT_ISSUE_CHUNK`, default 100). */
const chunkSize = () => Math.max(1, Number(process.env.CERT_ISSUE_CHUNK) || 100);
/** Rows per INSERT statement (well under PostgreSQL's 65,535 parameters). */
const INSERT_ROWS = 500;

/** The storage the job writes PDFs to; set when the module registers (jobs get only a transaction). */
const runtime: { storage?: Storage } = {};
export const setCertificateStorage = (storage: Storage) => {
  runtime.storage = storage;
};

/**
 * Issues the certificates of a chunk of award lines in the caller's transaction: numbers for the whole
 * chunk in one counter step, every PDF rendered in parallel on the render workers and stored, then one
 * INSERT of the chunk with its file keys. A crash rolls the chunk back (its numbers too) and the next
 * runner redoes it; stored files of a rolled-back chunk are orphans at worst, never a second certificate.
 */
export const issueChunk = async (tx: Db, batchId: number, entryIds: number[]) => {
  const [batch] = await tx.select().from(certBatches).where(eq(certBatches.id, batchId));
  if (!batch) throw new Error(`certificate batch ${batchId} is gone`);
  const storage = runtime.storage;
  if (!storage) throw new Error('certificate storage is not set');
  const { existing, fresh } = await prepareCertificates(tx, batch, entryIds);
  const renderer = batchRenderer(batch);
  // The signer goes into each PDF's metadata (Author); read once per chunk.
  const { signerName } = await readSettings(tx, batch.groupId);
  const store = async (certificate: Parameters<typeof renderer.render>[0]) => {
    const pdf = await renderer.render(certificate, tx, storage, signerName);
    const stored = await storage.put(pdf, {
      contentType: 'application/pdf',
      name: `${certificate.certNo}.pdf`,
    });
    return stored.key;
  };
  const unrendered = existing.filter((c) => !c.fileKey);
  const [freshKeys, existingKeys] = await Promise.all([
    Promise.all(fresh.map(store)),
    Promise.all(unrendered.map(store)),
  ]);
  const issued: number[] = [];
  for (let start = 0; start < fresh.length; start += INSERT_ROWS) {
    const rows = await tx
      .insert(certificates)
      .values(
        fresh.slice(start, start + INSERT_ROWS).map((c, i) => ({ ...c, fileKey: freshKeys[start + i] })),
      )
      .returning({ id: certificates.id });
    issued.push(...rows.map((r) => r.id));
  }
  // The holders are told in the chunk's own transaction: a chunk rolled back tells nobody.
  if (issued.length) await emitEvent(tx, { type: 'certificate.issued', data: { certificateIds: issued } });
  for (const [i, certificate] of unrendered.entries()) {
    await tx
      .update(certificates)
      .set({ fileKey: existingKeys[i] })
      .where(eq(certificates.id, certificate.id));
  }
};

/**
 * Sending a batch: one job item per award line, claimed and issued in chunks (`issueChunk`), so a
 * crashed runner's successor continues with the lines not done and none is issued twice; `finish`
 * marks the batch sent.
 */
defineJob<IssuePayload, IssueItem>(ISSUE_JOB, {
  handle: ({ tx, job, item }) => issueChunk(tx, job.payload.batchId, [item.entryId]),
  chunkSize: chunkSize(),
  handleChunk: ({ tx, job, items }) =>
    issueChunk(
      tx,
      job.payload.batchId,
      items.map((i) => i.item.entryId),
    ),
  finish: async ({ tx, job }) => {
    await tx
      .update(certBatches)
      .set({ status: 'sent', updatedAt: new Date() })
      .where(and(eq(certBatches.id, job.payload.batchId), eq(certBatches.status, 'sending')));
    return { batchId: job.payload.batchId };
  },
  maxAttempts: 5,
  retryDelayMs: 2_000,
});
