import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers that only mean something on a document (framing, referrer, opener, HSTS, CSP). A
 * page's scripts, styles and images do not need them, and over HTTP/1.1 (no header compression) they
 * cost ~600 bytes on every one of the dozens of hashed files a page loads. Workers keep their CSP.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Set by the static file sender for conditional and range requests; of no use on immutable files. */
const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges'];

/** Serves the built web app; any non-API path that is not a file gets index.html (the SPA routes it). */
export const registerWebApp = async (app: FastifyInstance, distDir: string | undefined) => {
  if (!distDir || !fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; serving the API only (run `npm run build`)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // `/` is a page like any other: its HTML is written per page (modules/page-html), not sent as stored.
    index: false,
    // Files are looked up per request (not listed once at start), so a rebuilt web is served without a restart.
    wildcard: true,
    // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts): sent as they are,
    // chosen by Accept-Encoding, with no compression work per request.
    preCompressed: true,
    // Hashed assets never change; index.html must always be fresh.
    setHeaders: (reply, filePath) => {
      const isAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Helmet wrote these on the raw response (onRequest); nosniff and CORP stay on every file.
      if (isAsset && !/worker/i.test(path.basename(filePath)))
        for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      // A hashed file is never revalidated (immutable) nor fetched in ranges (scripts, styles, images of
      // a few KB): validators and range support would only add ~100 bytes to each of dozens of responses.
      if (isAsset) for (const name of REVALIDATION_HEADERS) void reply.removeHeader(name);
    },
  });
  return true;
};
