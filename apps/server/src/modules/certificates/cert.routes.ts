import { clearPortalOnWrite, portalKey } from '../../platform/portal-cache.ts';
import { z } from 'zod';
import {
  batchCheckBody,
  batchDetail as batchDetailSchema,
  batchIdBody,
  batchSendBody,
  batchQuery,
  batchRow,
  batchSaveBody,
  CertificateApi,
  certSettings,
  envelope,
  issuedQuery,
  issuedRow,
  myCertRow,
  pageResult,
  publicCertQuery,
  publicCertSearchResult,
  publicKeyResult,
  reissueBody,
  certificateRevokeBody,
  sendResult,
  traceQuery,
  traceResult,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { noPermission } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import {
  batchDetail,
  checkBatch,
  pageBatches,
  saveBatch,
  sendBatch,
  submitForCheck,
} from './cert-batches.ts';
import { originOf } from './cert-origin.ts';
import { certificateFontRoutes } from './cert-font.routes.ts';
import { certificatePreviewRoutes } from './cert-preview.routes.ts';
import { pageIssued, reissueCertificate, revokeCertificate } from './cert-issued.ts';
import { setCertificateStorage } from './cert-job.ts';
import {
  myCertificates,
  searchCertificates,
  sendCertificatePdf,
  sendCertificateThumb,
  traceCertificate,
} from './cert-public.ts';
import { readSettings, saveSettings } from './cert-settings.ts';
import { signingKeys } from './cert-signing.ts';

const tags = ['certificates'];
const audit = (action: string) => ({ module: 'certificate', action });
const batchIdOnly = { 200: envelope(z.object({ batchId: z.string() })) };

/** Certificate batches (make, check, send), issued certificates (revoke, reissue), settings, verification. */
export const certificateRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;
  setCertificateStorage(deps.storage);
  // Searches are kept with the portal's answers (a few seconds); a certificate write here clears them, and
  // a batch issued by a job shows within that time.
  clearPortalOnWrite(app, deps.portal);

  app.get(
    CertificateApi.batchPage,
    {
      config: { access: { permission: 'certificate:list' } },
      schema: {
        tags,
        summary: 'Certificate batches in reach',
        querystring: batchQuery,
        response: { 200: envelope(pageResult(batchRow)) },
      },
    },
    async (request) => ok(await pageBatches(db, authOf(request), request.query)),
  );
  app.get(
    CertificateApi.batchDetail,
    {
      config: { access: { permission: 'certificate:list' } },
      schema: {
        tags,
        summary: 'A batch with its design',
        querystring: z.object({ batchId: z.string().min(1).max(64) }),
        response: { 200: envelope(batchDetailSchema) },
      },
    },
    async (request) => ok(await batchDetail(db, authOf(request), request.query.batchId)),
  );
  app.post(
    CertificateApi.batchSave,
    {
      config: { access: { permission: 'certificate:make' }, audit: audit('save') },
      schema: {
        tags,
        summary: 'Make: bind a design (validated) to an award list',
        body: batchSaveBody,
        response: batchIdOnly,
      },
    },
    async (request) => {
      const { before, after } = await saveBatch(db, authOf(request), request.body);
      recordChange(request, {
        target: after.publicId,
        before: before && { title: before.title, status: before.status },
        after: { title: after.title, listId: request.body.listId },
      });
      return ok({ batchId: after.publicId });
    },
  );
  app.post(
    CertificateApi.submitCheck,
    {
      config: { access: { permission: 'certificate:make' }, audit: audit('submit-check') },
      schema: { tags, summary: 'Send a draft for check', body: batchIdBody, response: batchIdOnly },
    },
    async (request) => {
      const { before, after } = await submitForCheck(db, authOf(request), request.body.batchId);
      recordChange(request, {
        target: after.publicId,
        before: { status: before.status },
        after: { status: after.status },
      });
      return ok({ batchId: after.publicId });
    },
  );
  app.post(
    CertificateApi.check,
    {
      config: { access: { permission: 'certificate:check' }, audit: audit('check') },
      schema: {
        tags,
        summary: 'Approve or reject a batch before anything is issued',
        body: batchCheckBody,
        response: batchIdOnly,
      },
    },
    async (request) => {
      const { before, after } = await checkBatch(
        db,
        authOf(request),
        request.body.batchId,
        request.body.approved,
        request.body.note,
      );
      recordChange(request, {
        target: after.publicId,
        before: { status: before.status },
        after: { status: after.status, note: after.checkNote },
      });
      return ok({ batchId: after.publicId });
    },
  );
  app.post(
    CertificateApi.send,
    {
      config: { access: { permission: 'certificate:send' }, audit: audit('send') },
      schema: {
        tags,
        summary:
          'Send an approved batch: a durable job, one item per certificate (refused while a stage of its list is under review, unless confirmOpenReview)',
        body: batchSendBody,
        response: { 200: envelope(sendResult) },
      },
    },
    async (request) => {
      const { before, after, jobId } = await sendBatch(
        deps,
        authOf(request),
        request.body.batchId,
        originOf(request),
        request.body.confirmOpenReview,
      );
      recordChange(request, {
        target: after.publicId,
        before: { status: before.status },
        after: { status: after.status, jobId },
      });
      return ok({ batchId: after.publicId, jobId });
    },
  );

  await app.register(certificatePreviewRoutes, { deps });
  await app.register(certificateFontRoutes, { deps });

  app.get(
    CertificateApi.issuedPage,
    {
      config: { access: { permission: 'certificate:list' } },
      schema: {
        tags,
        summary: 'Issued certificates in reach (trace, revoke)',
        querystring: issuedQuery,
        response: { 200: envelope(pageResult(issuedRow)) },
      },
    },
    async (request) => ok(await pageIssued(db, authOf(request), request.query, originOf(request))),
  );
  app.post(
    CertificateApi.revoke,
    {
      config: { access: { permission: 'certificate:revoke' }, audit: audit('revoke') },
      schema: {
        tags,
        summary: 'Revoke a certificate with a reason',
        body: certificateRevokeBody,
        response: { 200: envelope(z.object({ certificateId: z.string() })) },
      },
    },
    async (request) => {
      const { before, after } = await revokeCertificate(
        db,
        authOf(request),
        request.body.certificateId,
        request.body.reason,
      );
      recordChange(request, {
        target: after.certNo,
        before: { status: before.status },
        after: { status: after.status, reason: after.revokeReason },
      });
      return ok({ certificateId: after.publicId });
    },
  );
  app.post(
    CertificateApi.reissue,
    {
      config: { access: { permission: 'certificate:revoke' }, audit: audit('reissue') },
      schema: {
        tags,
        summary: 'Issue a new certificate for a revoked one’s award line',
        body: reissueBody,
        response: { 200: envelope(z.object({ certificateId: z.string(), certNo: z.string() })) },
      },
    },
    async (request) => {
      const { before, after } = await reissueCertificate(deps, authOf(request), request.body.certificateId);
      recordChange(request, {
        target: after.certNo,
        before: { certNo: before.certNo },
        after: { certNo: after.certNo },
      });
      return ok({ certificateId: after.publicId, certNo: after.certNo });
    },
  );

  app.get(
    CertificateApi.settings,
    {
      config: { access: { permission: 'certificate:make' } },
      schema: {
        tags,
        summary: 'Numbering, seal, signer and verification wording of the acting organiser',
        response: { 200: envelope(certSettings) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!auth.group) throw noPermission();
      return ok(await readSettings(db, auth.group.id));
    },
  );
  app.post(
    CertificateApi.settingsSave,
    {
      config: { access: { permission: 'certificate:make' }, audit: audit('settings') },
      schema: {
        tags,
        summary: 'Save the certificate settings',
        body: certSettings,
        response: { 200: envelope(certSettings) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!auth.group) throw noPermission();
      const { before, after } = await saveSettings(db, auth.group.id, request.body);
      recordChange(request, { target: auth.group.publicId, before, after });
      return ok(after);
    },
  );

  app.get(
    CertificateApi.publicPage,
    {
      config: {
        sqlBudget: { statements: 0 },
        access: 'public',
        limits: { name: 'cert-search', perIp: { max: 30, windowMs: 60_000 } },
      },
      schema: {
        tags,
        summary: 'Spec §7: find a certificate by number, or name + number (a name alone finds nothing)',
        querystring: publicCertQuery,
        response: { 200: envelope(publicCertSearchResult) },
      },
    },
    async (request) => {
      const origin = originOf(request);
      return ok(
        await deps.portal.answer(portalKey('certificateSearch', request.host, origin, request.query), () =>
          searchCertificates(db, request.query, origin),
        ),
      );
    },
  );
  app.get(
    CertificateApi.trace,
    {
      config: { access: 'public', limits: { name: 'cert-trace', perIp: { max: 120, windowMs: 60_000 } } },
      schema: {
        tags,
        summary: 'Verify a QR code: signature, then the record (masked)',
        querystring: traceQuery,
        response: { 200: envelope(traceResult) },
      },
    },
    async (request) =>
      ok(await traceCertificate(db, request.query.code, request.query.sig, originOf(request))),
  );
  app.get(
    CertificateApi.publicKey,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The Ed25519 public key certificate codes are signed with',
        response: { 200: envelope(publicKeyResult) },
      },
    },
    async () => ok({ algorithm: 'Ed25519' as const, publicKey: (await signingKeys(db)).publicKeyText }),
  );
  app.get(
    CertificateApi.my,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The signed-in user’s certificates',
        response: { 200: envelope(z.array(myCertRow)) },
      },
    },
    async (request) => ok(await myCertificates(db, authOf(request).userId, originOf(request))),
  );
  app.get(
    `${CertificateApi.pdf}/:certificateId`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A certificate’s PDF: its owner and the competition’s organisers only',
        params: z.object({ certificateId: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => sendCertificatePdf(deps, authOf(request), request.params.certificateId, reply),
  );
  app.get(
    `${CertificateApi.thumb}/:certificateId`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A certificate’s PNG thumbnail (rasterised from its PDF): the PDF’s readers only',
        params: z.object({ certificateId: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) =>
      sendCertificateThumb(deps, authOf(request), request.params.certificateId, reply),
  );
};
