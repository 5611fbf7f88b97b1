import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  FIRST_LOAD_MANIFEST_FILE,
  PAGE_META_MANIFEST_FILE,
  firstLoadManifest,
  pageMetaManifest,
  type FirstLoadManifest,
  type PageMetaManifest,
} from '@podium/contracts';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { prepareTemplate, type PageTemplate } from './page-head.ts';

export type PageSource = {
  template: PageTemplate;
  manifest: PageMetaManifest | null;
  /** Preload hints per page; null without a build's manifest (pages then load as before, only slower). */
  firstLoad: FirstLoadManifest | null;
};

const mtimeOf = async (file: string) => (await stat(file).catch(() => null))?.mtimeMs ?? 0;

/**
 * The built index.html and the build's page-meta and first-load manifests, read once and again only when a
 * rebuild changes them (a rebuilt web is served without a restart, and its index.html names new hashed files).
 */
export const createPageSource = (distDir: string, log: FastifyBaseLogger) => {
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, PAGE_META_MANIFEST_FILE);
  const firstLoadFile = path.join(distDir, FIRST_LOAD_MANIFEST_FILE);
  let loaded: { key: string; source: PageSource } | undefined;

  const readManifest = async <T>(file: string, schema: z.ZodType<T>, missing: string): Promise<T | null> => {
    const raw = await readFile(file, 'utf8').catch(() => null);
    let json: unknown = null;
    try {
      json = raw === null ? null : JSON.parse(raw);
    } catch {
      // A half-written file (a build in progress): reported below, read again when it changes.
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    log.warn({ file }, missing);
    return null;
  };

  return async (): Promise<PageSource> => {
    const key = `${await mtimeOf(indexFile)}:${await mtimeOf(manifestFile)}:${await mtimeOf(firstLoadFile)}`;
    if (loaded?.key !== key) {
      const [html, manifest, firstLoad] = await Promise.all([
        readFile(indexFile, 'utf8'),
        readManifest(
          manifestFile,
          pageMetaManifest,
          'page titles: no valid page-meta manifest (run `npm run build`); pages get the site title only',
        ),
        readManifest(
          firstLoadFile,
          firstLoadManifest,
          'preload hints: no valid first-load manifest (run `npm run build`); pages load without them',
        ),
      ]);
      loaded = { key, source: { template: prepareTemplate(html), manifest, firstLoad } };
    }
    return loaded.source;
  };
};
