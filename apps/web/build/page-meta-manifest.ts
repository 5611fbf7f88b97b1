// Writes `dist/.vite/page-meta.json` (`PAGE_META_MANIFEST_FILE`): every portal route's title and description in
// both languages, taken from the app's own route tables and texts (src/app/routes/page-meta-manifest.ts), so
// the server writes them into each page's HTML without a second hand-kept list.
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { buildPageMetaManifest } from '../src/app/routes/page-meta-manifest.ts';

type ManifestModule = { buildPageMetaManifest: typeof buildPageMetaManifest };

export const pageMetaManifest = (): Plugin => {
  let root = '';
  return {
    name: 'podium-page-meta-manifest',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    async generateBundle() {
      // The route tables import the app's modules (and `import.meta.glob`), so they are loaded through
      // Vite's own module runner rather than plain Node.
      const { module } = await runnerImport<ManifestModule>(
        path.join(root, 'src/app/routes/page-meta-manifest.ts'),
        {
          root,
          configFile: false,
          logLevel: 'warn',
          // Workspace packages are TypeScript sources: transformed like the app's own, not left to Node.
          environments: { inline: { resolve: { noExternal: [/^@podium\//] } } },
        },
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-meta.json',
        source: JSON.stringify(module.buildPageMetaManifest()),
      });
    },
  };
};
