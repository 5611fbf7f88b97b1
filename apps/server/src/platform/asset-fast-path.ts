import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Hashed scripts and styles answered from memory before the rest of the request lifecycle.
 *
 * A cold desk page asks for about 150 of them. Through @fastify/static (a stat per encoding, a file
 * stream, every global hook: helmet, the guard's pre-checks, compression, the request log) each cost
 * ~3 ms of server CPU, half a second per page view on the one core the server has; the browser waited
 * for them in turn. Here a file and its precompressed copies (.br, .gz, written by the build) are read
 * once, on first request, and sent with the headers a hashed asset needs. Everything else (the HTML,
 * images, workers with their own CSP, HEAD, files not built) takes the normal path in web-static.ts.
 */

type CachedAsset = { type: string; raw: Buffer; br: Buffer | null; gzip: Buffer | null };

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** `/assets/<name>.<js|mjs|css>`, one path segment, no query tricks; workers excluded (their CSP). */
const ASSET_PATH = /^\/assets\/([A-Za-z0-9_.-]+\.(?:m?js|css))(?:\?.*)?$/;

const readIfPresent = (file: string): Buffer | null => {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
};

const preferredEncoding = (request: FastifyRequest, asset: CachedAsset): 'br' | 'gzip' | null => {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (asset.br && /\bbr\b/.test(accepted)) return 'br';
  if (asset.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
};

export const registerAssetFastPath = (app: FastifyInstance, distDir: string | undefined): void => {
  if (!distDir) return;
  const assetsDir = path.join(distDir, 'assets');
  // Hashed names never change content; a rebuild adds new names, read when first asked for.
  const cache = new Map<string, CachedAsset>();

  const load = (name: string): CachedAsset | null => {
    const known = cache.get(name);
    if (known) return known;
    const file = path.join(assetsDir, name);
    const raw = readIfPresent(file);
    if (!raw) return null;
    const asset = {
      type: CONTENT_TYPES[path.extname(name)]!,
      raw,
      br: readIfPresent(`${file}.br`),
      gzip: readIfPresent(`${file}.gz`),
    };
    cache.set(name, asset);
    return asset;
  };

  app.addHook('onRequest', (request, reply, done) => {
    const name = request.method === 'GET' ? ASSET_PATH.exec(request.url)?.[1] : undefined;
    const asset = name && !/worker/i.test(name) ? load(name) : null;
    if (!asset) {
      done();
      return;
    }
    const encoding = preferredEncoding(request, asset);
    const body = encoding === 'br' ? asset.br! : encoding === 'gzip' ? asset.gzip! : asset.raw;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': asset.type,
      'content-length': body.length,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
      // The two of helmet's headers that matter on a script or style (web-static.ts drops the rest).
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    reply.raw.end(body);
  });
};
