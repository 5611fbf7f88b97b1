// Writes `dist/.vite/first-load.json` (`FIRST_LOAD_MANIFEST_FILE`): for every page, the scripts and styles its
// first paint will ask for beyond what index.html already names. The server writes them into the page's HTML
// as preload hints (modules/page-html), so the browser asks for all of them at once instead of one import
// level at a time: index.js → App → its texts, and the homepage's chunk → its imports.
import type { FirstLoadManifest, Preloads } from '@podium/contracts';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { HOME_NAMESPACES, HOME_PAGE_MODULE, HOME_PATHS, SHELL_NAMESPACES } from '../src/app/first-load.ts';
import { namespaceFile } from '../src/i18n/namespace-names.ts';

/** Modules every page imports right after index.js (main.tsx): the app's shell and the website settings. */
const SHELL_MODULES = ['src/app/App.tsx', 'src/features/website/website-api.ts'];

const LANGUAGES = { zh: 'zh-CN', en: 'en' } as const;

/** A namespace's module id in one language, e.g. `src/i18n/en/content.ts`. */
const namespaceModule = (language: string, namespace: string) =>
  `src/i18n/${namespaceFile(language, namespace).slice(2)}`;

type ViteChunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export const firstLoadManifest = (): Plugin => {
  let root = '';
  return {
    name: 'podium-first-load-manifest',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((o): o is ViteChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(
        chunks.flatMap((c) =>
          c.facadeModuleId ? [[c.facadeModuleId.slice(root.length + 1), c] as const] : [],
        ),
      );
      // A chunk and everything it imports statically: what the browser fetches before running it.
      const closure = (start: ViteChunk[], into = new Set<ViteChunk>()) => {
        for (const chunk of start) {
          if (into.has(chunk)) continue;
          into.add(chunk);
          closure(
            chunk.imports.map((f) => byFile.get(f)!),
            into,
          );
        }
        return into;
      };
      const chunkOf = (module: string) => {
        const chunk = byModule.get(module);
        if (!chunk) this.error(`first-load manifest: no chunk for ${module}`);
        return chunk;
      };
      // index.html already names the entry and its static imports.
      const inHtml = closure(chunks.filter((c) => c.isEntry));
      const preloadsOf = (modules: string[], exclude: Set<ViteChunk>): Preloads => {
        const needed = [...closure(modules.map(chunkOf))].filter((c) => !inHtml.has(c) && !exclude.has(c));
        return {
          scripts: needed.map((c) => `/${c.fileName}`),
          styles: [...new Set(needed.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].map(
            (f) => `/${f}`,
          ),
        };
      };
      const perLanguage = (code: string[], namespaces: string[], exclude = new Set<ViteChunk>()) => {
        const entry = (language: string) =>
          preloadsOf([...code, ...namespaces.map((ns) => namespaceModule(language, ns))], exclude);
        return { zh: entry(LANGUAGES.zh), en: entry(LANGUAGES.en) };
      };
      const shared = closure(SHELL_MODULES.map(chunkOf));
      const home = {
        ...perLanguage([HOME_PAGE_MODULE], HOME_NAMESPACES, shared),
        firstPaint: 'homeBanner' as const,
      };
      const manifest: FirstLoadManifest = {
        all: perLanguage(SHELL_MODULES, SHELL_NAMESPACES),
        pages: Object.fromEntries(HOME_PATHS.map((path) => [path, home])),
      };
      this.emitFile({ type: 'asset', fileName: '.vite/first-load.json', source: JSON.stringify(manifest) });
    },
  };
};
