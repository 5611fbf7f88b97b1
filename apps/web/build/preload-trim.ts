// Trims the preload lists Vite writes beside every dynamic import (`__vite__mapDeps([...])`): a chunk that the
// importing chunk itself imports statically (directly or through its imports) is loaded and run before that
// chunk runs, so preloading it again when the dynamic import fires does nothing. The route tables (App,
// center-routes) carry such a list for every lazy page, each naming react, antd's core, i18n… — bytes of the
// homepage's first load that bought nothing. Lossless: what a lazy page needs beyond its host is still
// preloaded beside it.
import type { OutputBundle } from 'rolldown';
import type { Plugin, UserConfig } from 'vite';

type Bundle = OutputBundle | undefined;

/** Every chunk `host` imports statically, transitively (what has run before `host` runs). */
const staticClosure = (bundle: OutputBundle, host: string, cache: Map<string, Set<string>>) => {
  const known = cache.get(host);
  if (known) return known;
  const seen = new Set<string>();
  const stack = [host];
  while (stack.length) {
    const file = stack.pop()!;
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk') continue;
    for (const dep of chunk.imports)
      if (!seen.has(dep)) {
        seen.add(dep);
        stack.push(dep);
      }
  }
  cache.set(host, seen);
  return seen;
};

/** Pages that render inside a lazy shell: the back office's in DeskLayout, the user centre's in CenterLayout. */
const SHELLS = [
  { pages: '/src/pages/desk/', shell: '/src/layouts/desk/DeskLayout.tsx' },
  { pages: '/src/pages/portal/center/', shell: '/src/layouts/center/CenterLayout.tsx' },
];

/** The shell a page renders in: its chunk and everything it imports statically. */
const shellClosure = (
  bundle: OutputBundle,
  page: string | null | undefined,
  cache: Map<string, Set<string>>,
) => {
  const path = SHELLS.find((s) => page?.includes(s.pages))?.shell;
  const shell =
    path && Object.values(bundle).find((o) => o.type === 'chunk' && o.facadeModuleId?.endsWith(path));
  if (!shell) return undefined;
  return new Set([shell.fileName, ...staticClosure(bundle, shell.fileName, cache)]);
};

/**
 * The plugin and the `build.modulePreload` setting that go with it: the plugin keeps the bundle (its
 * `generateBundle` runs before Vite's, which writes the lists), the setting filters each list by it.
 */
export const preloadTrim = (): {
  plugin: Plugin;
  modulePreload: NonNullable<UserConfig['build']>['modulePreload'];
} => {
  let bundle: Bundle;
  const cache = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'podium-preload-trim',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          cache.clear();
        },
      },
    },
    modulePreload: {
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        if (!bundle || hostType !== 'js') return deps;
        const loaded = staticClosure(bundle, hostId, cache);
        // A desk or user-centre page renders inside its shell, whose lazy route loads beside it
        // (react-router resolves a route's and its parent's `lazy` together) and preloads the shell's own
        // imports: the page's list leaves those to it.
        const page = bundle[file];
        const shell = page?.type === 'chunk' ? shellClosure(bundle, page.facadeModuleId, cache) : undefined;
        return deps.filter((dep) => !loaded.has(dep) && !shell?.has(dep));
      },
    },
  };
};
