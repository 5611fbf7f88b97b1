#!/usr/bin/env node
// Prints the homepage's first-load JavaScript: every chunk of the initial graph with its size raw and as
// brotli (the bytes a browser that sends `Accept-Encoding: br` receives), then what fills those bytes,
// by package or app folder. Reads the build's own chunk data (`apps/web/dist/.vite/bundle-stats.json`,
// written by apps/web/build/bundle-stats.ts), so it needs `npm run build` first and no server.
//
//   node scripts/first-load.mjs                  # the homepage's graph (seeds below), zh-CN texts
//   node scripts/first-load.mjs --lang en        # … with the English texts
//   node scripts/first-load.mjs --from e2e/screenshots/portal-speed-desktop.json
//                                                # exactly the scripts a journey run saw the browser load
//   node scripts/first-load.mjs --top 40         # more lines in the breakdown (default 25)
//
// The graph: the entry chunk and its static imports, plus the dynamic imports the homepage starts at once
// (seeds), each with its static imports (Vite preloads those beside it). Wire bytes per file add ~0.3–0.5 KB
// of response headers; the journey `e2e/tests/portal-speed.spec.ts` measures those too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
/** @param {string} name @param {string | undefined} [fallback] */
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const language = option('lang', 'zh-CN');
const top = Number(option('top', '25'));
const from = option('from');

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const statsFile = join(dist, '.vite', 'bundle-stats.json');
if (!existsSync(statsFile)) {
  console.error(`No ${statsFile}: run \`npm run build\` first.`);
  process.exit(1);
}
/** @type {Array<{fileName: string, isEntry: boolean, facadeModuleId: string|null, imports: string[], dynamicImports: string[], modules: Record<string, number>}>} */
const chunks = JSON.parse(readFileSync(statsFile, 'utf8'));
const byFile = new Map(chunks.map((c) => [c.fileName, c]));

/** Modules the homepage imports dynamically as soon as it starts (main.tsx, router, lazyHome, i18n). */
const SEEDS = [
  'src/app/App.tsx',
  // lazy-pages.ts reaches i18n through import(): a facade chunk of a few bytes.
  'src/i18n/i18n.ts',
  'src/pages/portal/home/HomePage.tsx',
  ...['common', 'errors', 'portal', 'content'].map((ns) => `src/i18n/${language}/${ns}.ts`),
];

/** @type {Set<string>} */
const initial = new Set();
/** @param {string} fileName */
const addWithImports = (fileName) => {
  const chunk = byFile.get(fileName);
  if (initial.has(fileName) || !chunk) return;
  // Vite drops chunks that only carried CSS (their styles went to a .css file): nothing to download.
  if (!existsSync(join(dist, fileName))) return;
  initial.add(fileName);
  for (const dep of chunk.imports) addWithImports(dep);
};
if (from) {
  const seen = JSON.parse(readFileSync(from, 'utf8')).jsFiles;
  for (const path of seen) addWithImports(path.replace(/^\//, ''));
} else {
  for (const c of chunks) if (c.isEntry) addWithImports(c.fileName);
  for (const seed of SEEDS) {
    const chunk = chunks.find((c) => c.facadeModuleId === seed);
    if (!chunk)
      console.warn(`seed ${seed} is no chunk's entry module (renamed, or merged into another chunk)`);
    else addWithImports(chunk.fileName);
  }
}

/** @param {string} fileName */
const brotliSize = (fileName) => {
  const path = join(dist, fileName);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  // The build skips files under 1 KB (and those brotli does not shrink): they travel as they are.
  return readFileSync(path).length;
};

/** A module id → what a reader recognises: an npm package, a workspace package, or an app folder. */
/** @param {string} id */
const owner = (id) => {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [scopeOrName = '', name = ''] = id.slice(nm + 'node_modules/'.length).split('/');
    return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
  }
  const pkg = id.match(/packages\/([^/]+)\/src\/(.+)$/);
  if (pkg) return `@podium/${pkg[1]}/${(pkg[2] ?? '').split('/')[0]}`;
  const src = id.match(/src\/([^/]+)\/([^/]+)/);
  if (src) return `web: ${src[1]}/${(src[2] ?? '').replace(/\.[tj]sx?$/, '')}`;
  return id.replace(/^\0/, '');
};

const rows = [...initial].map((fileName) => {
  // Only files with a chunk entry reach `initial`.
  const chunk = /** @type {(typeof chunks)[number]} */ (byFile.get(fileName));
  const raw = readFileSync(join(dist, fileName)).length;
  return { fileName, chunk, raw, br: brotliSize(fileName) };
});
rows.sort((a, b) => b.br - a.br);

/** @param {number} n */
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(
  `Homepage first load (${from ? `files seen in ${from}` : `seeds, ${language}`}): ${rows.length} scripts\n`,
);
console.log('  brotli KB     raw KB  chunk (entry module)');
for (const r of rows)
  console.log(
    `  ${kb(r.br)}    ${kb(r.raw)}  ${r.fileName}${r.chunk.facadeModuleId ? `  (${r.chunk.facadeModuleId})` : ''}`,
  );
const total = rows.reduce((s, r) => ({ raw: s.raw + r.raw, br: s.br + r.br }), { raw: 0, br: 0 });
console.log(
  `  ${kb(total.br)}    ${kb(total.raw)}  total (bodies only; add ~0.4 KB of headers per file on the wire)\n`,
);

// Each chunk's brotli bytes shared among its modules by rendered size: an estimate (brotli compresses
// text and code unevenly), good enough to see where the weight is.
const groups = new Map();
for (const r of rows) {
  const rendered = Object.values(r.chunk.modules).reduce((s, n) => s + n, 0) || 1;
  for (const [id, length] of Object.entries(r.chunk.modules)) {
    const g = groups.get(owner(id)) ?? { raw: 0, br: 0 };
    g.raw += length;
    g.br += (r.br * length) / rendered;
    groups.set(owner(id), g);
  }
}
console.log('  ~brotli KB    raw KB  package or app folder');
for (const [name, g] of [...groups].sort((a, b) => b[1].br - a[1].br).slice(0, top))
  console.log(`  ${kb(g.br)}    ${kb(g.raw)}  ${name}`);
