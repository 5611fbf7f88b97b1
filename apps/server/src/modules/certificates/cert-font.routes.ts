import { CertificateApi, envelope, fontMetrics, fontSubsetQuery } from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { ok } from '../../platform/reply.ts';
import { advanceOf, unitsPerEmOf } from './render/text-measure.ts';
import { distinctChars, webFontSubset } from './render/web-font-subset.ts';

const tags = ['certificates'];
/** A subset holds nothing but glyphs of the fixed font table: the URL names the whole answer. */
const CACHE_CONTROL = 'private, max-age=2592000, immutable';

/**
 * The designer's fonts: the open font the PDF renderer draws a design family with, cut to the
 * characters the canvas shows, so the organiser sees the winner's glyphs. Under the designer's own
 * permission; the family is one of the fixed table's names (never a path) and the characters are bounded.
 */
export const certificateFontRoutes: ApiModule = async (app) => {
  app.get(
    CertificateApi.fontSubset,
    {
      config: { access: { permission: 'certificate:make' } },
      schema: {
        tags,
        summary: 'The PDF renderer’s font for a design family, cut to the given characters (font/ttf)',
        querystring: fontSubsetQuery,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'font/ttf')
        .header('cache-control', CACHE_CONTROL)
        .send(webFontSubset(request.query.family, request.query.text)),
  );

  app.get(
    CertificateApi.fontMetrics,
    {
      config: { access: { permission: 'certificate:make' } },
      schema: {
        tags,
        summary:
          'Advance widths of the characters in a design family’s font, as the PDF layout measures them',
        querystring: fontSubsetQuery,
        response: { 200: envelope(fontMetrics) },
      },
    },
    async (request, reply) => {
      const { family, text } = request.query;
      const advances = Object.fromEntries(
        distinctChars(text).map((char) => [String(char.codePointAt(0)), advanceOf(family, char)]),
      );
      void reply.header('cache-control', CACHE_CONTROL);
      return ok({ unitsPerEm: unitsPerEmOf(family), advances });
    },
  );
};
