import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_META_MANIFEST_FILE, pageMetaManifest, type PageMetaManifest } from '@podium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { prepareTemplate, type PageTemplate } from './page-head.ts';

export type PageSource = { template: PageTemplate; manifest: PageMetaManifest | null };

const mtimeOf = async (file: string) => (await stat(file).catch(() => null))?.mtimeMs ?? 0;

/**
 * The built index.html and the build's page-meta manifest, read once and again only when a rebuild changes
 * them (a rebuilt web is served without a restart, and its index.html names new hashed files).
 */
export const createPageSource = (distDir: string, log: FastifyBaseLogger) => {
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, PAGE_META_MANIFEST_FILE);
  let loaded: { key: string; source: PageSource } | undefined;

  const readManifest = async (): Promise<PageMetaManifest | null> => {
    const raw = await readFile(manifestFile, 'utf8').catch(() => null);
    let json: unknown = null;
    try {
      json = raw === null ? null : JSON.parse(raw);
    } catch {
      // A half-written file (a build in progress): reported below, read again when it changes.
    }
    const parsed = pageMetaManifest.safeParse(json);
    if (parsed.success) return parsed.data;
    log.warn(
      { manifestFile },
      'page titles: no valid page-meta manifest (run `npm run build`); pages get the site title only',
    );
    return null;
  };

  return async (): Promise<PageSource> => {
    const key = `${await mtimeOf(indexFile)}:${await mtimeOf(manifestFile)}`;
    if (loaded?.key !== key) {
      const [html, manifest] = await Promise.all([readFile(indexFile, 'utf8'), readManifest()]);
      loaded = { key, source: { template: prepareTemplate(html), manifest } };
    }
    return loaded.source;
  };
};
