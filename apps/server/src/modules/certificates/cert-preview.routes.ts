import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CertificateApi,
  envelope,
  pageResult,
  previewPdfBody,
  previewWinnerQuery,
  previewWinnerRecord,
  previewWinnerRow,
  previewWinnersQuery,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { originOf } from './cert-origin.ts';
import { pagePreviewWinners, previewPdf, previewRecord, type PreviewInput } from './cert-preview.ts';

const tags = ['certificates'];
/** Read-only calls under the maker's permission, scoped like the award lines (another tenant's is "not found"). */
const maker = { access: { permission: 'certificate:make' } } as const;

/**
 * The one preview handler: the design (posted, or a saved batch's) filled with an award line or a sample
 * winner, rendered by the issuing routine, sent inline and never cached. Changes nothing.
 */
const sendPreview = async (
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: PreviewInput,
) => {
  const pdf = await previewPdf(deps.db, deps.storage, authOf(request), input, originOf(request));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', 'inline; filename="preview.pdf"')
    .header('cache-control', 'no-store')
    .send(pdf);
};

/** The designer's previews: a posted design, and a saved design with a real winner's values or PDF. */
export const certificatePreviewRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    CertificateApi.previewPdf,
    {
      config: { ...maker, audit: { module: 'certificate', action: 'preview' } },
      schema: {
        tags,
        summary: 'The exact PDF of a design filled with an award line or a sample winner (changes nothing)',
        body: previewPdfBody,
      },
    },
    async (request, reply) => sendPreview(deps, request, reply, request.body),
  );
  app.get(
    CertificateApi.previewWinners,
    {
      config: maker,
      schema: {
        tags,
        summary: 'Award lines in reach to preview a design with',
        querystring: previewWinnersQuery,
        response: { 200: envelope(pageResult(previewWinnerRow)) },
      },
    },
    async (request) => ok(await pagePreviewWinners(db, authOf(request), request.query)),
  );
  app.get(
    CertificateApi.previewWinnerRecord,
    {
      config: maker,
      schema: {
        tags,
        summary: 'The values a real winner fills a saved design with (sample number; changes nothing)',
        querystring: previewWinnerQuery,
        response: { 200: envelope(previewWinnerRecord) },
      },
    },
    async (request) => ok(await previewRecord(db, authOf(request), request.query, originOf(request))),
  );
  app.get(
    CertificateApi.previewWinner,
    {
      config: maker,
      schema: {
        tags,
        summary: 'The exact PDF a real winner would get from a saved design (changes nothing)',
        querystring: previewWinnerQuery,
      },
    },
    async (request, reply) => sendPreview(deps, request, reply, request.query),
  );
};
