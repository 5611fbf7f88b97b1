import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; any non-API path that is not a file gets index.html (the SPA routes it). */
export const registerWebApp = async (app: FastifyInstance, distDir: string | undefined) => {
  if (!distDir || !fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; serving the API only (run `npm run build`)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // Files are looked up per request (not listed once at start), so a rebuilt web is served without a restart.
    wildcard: true,
    // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts): sent as they are,
    // chosen by Accept-Encoding, with no compression work per request.
    preCompressed: true,
    // Hashed assets never change; index.html must always be fresh.
    setHeaders: (reply, filePath) => {
      const isAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
};
