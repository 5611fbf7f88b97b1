import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { MyCertRow, PublicCertSearchResult, publicCertQuery, TraceResult } from '@podium/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { certBatches, certificateDownloads, certificates } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { hasPermission } from '../../platform/access.ts';
import { canReachGroup } from '../../platform/data-scope.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { groups } from '../../db/schema/index.ts';
import { pdfRenderer, renderAndStore } from './cert-render.ts';
import { readSettings } from './cert-settings.ts';
import { signingKeys, verifyCode } from './cert-signing.ts';
import { namedOn, namedOnRecord, pdfUrlOf, publicRowOf, thumbUrlOf } from './cert-view.ts';
import { certMessages } from './cert.messages.ts';
import { creditedTeamLines } from '../awards/award-credit.ts';

/** The columns a public search row shows (publicRowOf), read by number. */
const publicColumns = {
  certNo: certificates.certNo,
  holderName: certificates.holderName,
  awardName: certificates.awardName,
  competitionName: certificates.competitionName,
  issuedAt: certificates.issuedAt,
  code: certificates.code,
  signature: certificates.signature,
  // The people and the team printed on it (not the whole record: it carries the seal image).
  members: sql<unknown>`${certificates.record}->'members'`,
  teamName: sql<unknown>`${certificates.record}->'teamName'`,
};

/**
 * The search's one statement, prepared once per database: built SQL and a plan kept by the server, since
 * drizzle's query building and PostgreSQL's planning were most of a search's cost (docs/benchmarks.md).
 */
const preparedByNumber = new WeakMap<Db, ReturnType<typeof prepareByNumber>>();
const prepareByNumber = (db: Db) =>
  db
    .select(publicColumns)
    .from(certificates)
    // As typed, or in capitals (numbers are printed in capitals; people type them in lower case on phones).
    .where(sql`${certificates.certNo} in (${sql.placeholder('certNo')}, upper(${sql.placeholder('certNo')}))`)
    .limit(2)
    .prepare('public_certificate_by_number');
const byNumberStatement = (db: Db) => {
  let statement = preparedByNumber.get(db);
  if (!statement) preparedByNumber.set(db, (statement = prepareByNumber(db)));
  return statement;
};

/**
 * Spec §7 search: a number alone, or a name with a number; a name alone finds nothing (so nobody can
 * list the winners of a name). Exact matches only: no prefix search to walk the number space.
 *
 * One statement: numbers are unique platform-wide (unique index on cert_no), so the number finds at most
 * one certificate, and the name is compared here — which also tells "the name does not match" from "no
 * such number" without a second read. The portal cache keeps the answer a few seconds (cert.routes.ts).
 */
export const searchCertificates = async (
  db: Db,
  query: z.output<typeof publicCertQuery>,
  origin: string,
): Promise<PublicCertSearchResult> => {
  if (!query.certNo) return { total: 0, rows: [], mismatch: 'number' };
  const found = await byNumberStatement(db).execute({ certNo: query.certNo });
  const byNumber = found.find((c) => c.certNo === query.certNo) ?? found[0];
  if (!byNumber) return { total: 0, rows: [], mismatch: 'number' };
  const named = namedOn(byNumber);
  // The holder (a person, or a team by its name) or any student printed on it: "学生：李新人、周同学".
  if (query.name && byNumber.holderName !== query.name && !named.members.includes(query.name))
    return { total: 0, rows: [], mismatch: 'name' };
  // Past the first page there is nothing more to show of the one match.
  return {
    total: 1,
    rows: query.pageNum === 1 ? [publicRowOf(byNumber, named, origin)] : [],
    mismatch: null,
  };
};

/** The trace page's verdict: the signature first (an altered code fails without a lookup), then the record. */
export const traceCertificate = async (
  db: Db,
  code: string,
  signature: string,
  origin: string,
): Promise<TraceResult> => {
  const keys = await signingKeys(db);
  const invalid: TraceResult = { verdict: 'invalid', certificate: null, publicKey: keys.publicKeyText };
  if (!verifyCode(keys, code, signature)) return invalid;
  const [certificate] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!certificate || certificate.signature !== signature) return invalid;
  const settings = await readSettings(db, certificate.groupId);
  return {
    verdict: certificate.status === 'revoked' ? 'revoked' : 'valid',
    certificate: {
      ...publicRowOf(certificate, namedOnRecord(certificate.record), origin),
      revokeReason: certificate.revokeReason,
      revokedAt: certificate.revokedAt?.toISOString() ?? null,
      verifyWording: settings.verifyWording,
      signerName: settings.signerName,
    },
    publicKey: keys.publicKeyText,
  };
};

/**
 * Certificates that concern a user: issued to them, or to a team line they are credited with (in the team
 * when the award line, whose names the certificate prints, was made).
 */
export const mineCondition = (db: Db, userId: number) =>
  or(eq(certificates.userId, userId), inArray(certificates.entryId, creditedTeamLines(db, userId)));

export const myCertificates = async (db: Db, userId: number, origin: string): Promise<MyCertRow[]> => {
  const rows = await db
    .select()
    .from(certificates)
    .where(mineCondition(db, userId))
    .orderBy(desc(certificates.issuedAt))
    .limit(200);
  return rows.map((c) => ({
    ...publicRowOf(c, namedOnRecord(c.record), origin),
    name: c.holderName,
    certificateId: c.publicId,
    status: c.status as MyCertRow['status'],
    pdfUrl: pdfUrlOf(c),
    thumbUrl: thumbUrlOf(c),
  }));
};

/**
 * A certificate as its readers may have it: its owner (or a member of its team) and organisers who may
 * view the competition's certificates; anyone else gets "not found" (never "forbidden": the id says
 * nothing about whether it exists). A certificate issued without a stored PDF (the demo seed) is
 * rendered and stored here, on its first read.
 */
const readableCertificate = async (deps: AppDeps, auth: AuthContext, certificateId: string) => {
  const [row] = await deps.db
    .select({ c: certificates, groupPath: groups.path })
    .from(certificates)
    .innerJoin(groups, eq(groups.id, certificates.groupId))
    .where(eq(certificates.publicId, certificateId));
  if (!row) throw notFound(certMessages.certificateNotFound);
  const organiser = hasPermission(auth, 'certificate:list') && canReachGroup(auth, row.groupPath);
  const [mine] = organiser
    ? [true]
    : await deps.db
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.id, row.c.id), mineCondition(deps.db, auth.userId)));
  if (!mine) throw notFound(certMessages.certificateNotFound);
  if (row.c.fileKey) return { certificate: row.c, pdfKey: row.c.fileKey, organiser };
  const [batch] = await deps.db.select().from(certBatches).where(eq(certBatches.id, row.c.batchId));
  const pdfKey = await renderAndStore(deps.db, deps.storage, batch!, row.c);
  return { certificate: { ...row.c, fileKey: pdfKey, thumbKey: null }, pdfKey, organiser };
};

const dispositionOf = (kind: 'attachment' | 'inline', fallback: string, filename: string) =>
  `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * Counts a winner's download of a certificate's PDF for the statistics (`certificate_downloads`: once per
 * certificate and China's day) once the response has gone out: the download never waits for it, and a
 * write that fails is logged, never the download's error.
 */
const countDownload = (db: Db, certificateId: number, reply: FastifyReply) =>
  reply.raw.once('finish', () => {
    db.insert(certificateDownloads)
      .values({ certificateId, day: sql`(now() at time zone 'Asia/Shanghai')::date` })
      .onConflictDoNothing()
      .then(
        () => undefined,
        (error: unknown) => reply.log.warn({ err: error, certificateId }, 'certificate download not counted'),
      );
  });

/**
 * Serves a certificate's PDF to those who may read it (`readableCertificate`); its winner's downloads are
 * counted (`countDownload`), the organisers' reads are not.
 */
export const sendCertificatePdf = async (
  deps: AppDeps,
  auth: AuthContext,
  certificateId: string,
  reply: FastifyReply,
) => {
  const { certificate, pdfKey, organiser } = await readableCertificate(deps, auth, certificateId);
  const stored = await deps.storage.get(pdfKey);
  if (!organiser) countDownload(deps.db, certificate.id, reply);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', stored.size)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      dispositionOf('attachment', 'certificate.pdf', `${certificate.certNo}.pdf`),
    )
    .send(stored.stream);
};

const readAll = async (stream: AsyncIterable<unknown>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Serves a certificate's PNG thumbnail to the PDF's readers. It is rasterised from the stored PDF itself
 * (so it shows exactly what the PDF does) on the render workers the first time it is asked for, stored,
 * and its key kept on the certificate; issuing does not pay for thumbnails nobody looks at.
 */
export const sendCertificateThumb = async (
  deps: AppDeps,
  auth: AuthContext,
  certificateId: string,
  reply: FastifyReply,
) => {
  const { certificate, pdfKey } = await readableCertificate(deps, auth, certificateId);
  let key = certificate.thumbKey;
  if (!key) {
    const pdf = await readAll((await deps.storage.get(pdfKey)).stream);
    const png = await pdfRenderer().thumbnail(pdf);
    key = (await deps.storage.put(png, { contentType: 'image/png', name: `${certificate.certNo}.png` })).key;
    // Two first requests at once both store one; the certificate keeps whichever wrote last.
    await deps.db.update(certificates).set({ thumbKey: key }).where(eq(certificates.id, certificate.id));
  }
  const stored = await deps.storage.get(key);
  return (
    reply
      .header('content-type', 'image/png')
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      // The file of a certificate id never changes once made (a re-render gets a new thumbnail key, and
      // the browser asks again after a day at most); private: it shows a person's name.
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', dispositionOf('inline', 'certificate.png', `${certificate.certNo}.png`))
      .send(stored.stream)
  );
};
