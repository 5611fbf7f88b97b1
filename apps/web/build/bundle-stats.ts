// Writes `dist/.vite/bundle-stats.json`: every chunk with its static and dynamic imports and the rendered
// size of each module inside it. `scripts/first-load.mjs` reads it to print the homepage's initial chunk
// graph with brotli sizes and what fills each chunk (Rolldown's own chunk data; no extra dependency).
import type { Plugin } from 'vite';

export type ChunkStats = {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module a dynamic import names (e.g. `src/app/App.tsx`), relative to the web app's root. */
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Module id (relative, `node_modules/…` kept) → bytes it occupies in the chunk before compression. */
  modules: Record<string, number>;
};

export const bundleStats = (): Plugin => {
  let root = '';
  const relative = (id: string) => (id.startsWith(root) ? id.slice(root.length + 1) : id);
  return {
    name: 'podium-bundle-stats',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkStats[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.fromEntries(
            Object.entries(output.modules).map(([id, info]) => [relative(id), info.renderedLength]),
          ),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/bundle-stats.json',
        source: JSON.stringify(chunks),
      });
    },
  };
};
