import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { IssuedRow, issuedQuery } from '@podium/contracts';
import type { z } from 'zod';
import { certBatches, certificates } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { issueCertificate } from './cert-issue.ts';
import { renderAndStore } from './cert-render.ts';
import { traceUrl } from './cert-signing.ts';
import { pdfUrlOf, thumbUrlOf } from './cert-view.ts';
import { certMessages } from './cert.messages.ts';

const issuedScope = (auth: AuthContext) => scopeCondition(auth, { groupId: certificates.groupId });

export const findIssued = async (db: Db, auth: AuthContext, certificateId: string) => {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.publicId, certificateId), issuedScope(auth)));
  if (!row) throw notFound(certMessages.certificateNotFound);
  return row;
};

export const pageIssued = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof issuedQuery>,
  origin: string,
) => {
  const conditions: (SQL | undefined)[] = [issuedScope(auth)];
  if (query.batchId) conditions.push(eq(certBatches.publicId, query.batchId));
  if (query.certNo) conditions.push(eq(certificates.certNo, query.certNo));
  if (query.status) conditions.push(eq(certificates.status, query.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: certificates })
      .from(certificates)
      .innerJoin(certBatches, eq(certBatches.id, certificates.batchId))
      .where(where)
      .orderBy(desc(certificates.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(certificates)
      .innerJoin(certBatches, eq(certBatches.id, certificates.batchId))
      .where(where),
  ]);
  return {
    total: total?.total ?? 0,
    rows: rows.map(({ c }): IssuedRow => ({
      certificateId: c.publicId,
      certNo: c.certNo,
      holderName: c.holderName,
      awardName: c.awardName,
      competitionName: c.competitionName,
      status: c.status as IssuedRow['status'],
      revokeReason: c.revokeReason,
      issuedAt: c.issuedAt.toISOString(),
      traceUrl: traceUrl(origin, c.code, c.signature),
      pdfUrl: pdfUrlOf(c),
      thumbUrl: thumbUrlOf(c),
    })),
  };
};

/** Revokes with a reason (conditional: revoking twice is refused). The trace page then says "revoked". */
export const revokeCertificate = async (db: Db, auth: AuthContext, certificateId: string, reason: string) => {
  const before = await findIssued(db, auth, certificateId);
  const [after] = await db
    .update(certificates)
    .set({ status: 'revoked', revokeReason: reason, revokedAt: new Date() })
    .where(and(eq(certificates.id, before.id), eq(certificates.status, 'issued')))
    .returning();
  if (!after) throw conflict(certMessages.alreadyRevoked);
  return { before, after };
};

/** A new certificate (new number and code) for the award line of a revoked one. */
export const reissueCertificate = async (deps: AppDeps, auth: AuthContext, certificateId: string) => {
  const revoked = await findIssued(deps.db, auth, certificateId);
  if (revoked.status !== 'revoked') throw conflict(certMessages.notRevoked);
  const [batch] = await deps.db.select().from(certBatches).where(eq(certBatches.id, revoked.batchId));
  const issued = await deps.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          eq(certificates.batchId, revoked.batchId),
          eq(certificates.entryId, revoked.entryId),
          eq(certificates.status, 'issued'),
        ),
      );
    if (live) throw conflict(certMessages.alreadyReissued);
    return issueCertificate(tx, batch!, revoked.entryId, { replacesId: revoked.id });
  });
  await renderAndStore(deps.db, deps.storage, batch!, issued);
  return { before: revoked, after: issued };
};
