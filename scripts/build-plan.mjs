// What `npm start` must build before it serves: the web app and the server are each rebuilt only when
// their output is missing or older than the newest of their inputs (sources, workspace packages, build
// settings). A fresh clone builds both; a restart with nothing changed builds nothing and serves at once.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.turbo', 'coverage']);

/**
 * The newest modification time (ms) of a file or of every file under a directory; 0 when missing.
 * @param {string} path
 * @returns {number}
 */
export const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
};

/** Each target: the file its build writes last, and what it is built from. @param {string} root */
export const targets = (root) => [
  {
    name: 'web',
    script: 'build:web',
    output: join(root, 'apps/web/dist/index.html'),
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contracts/src',
      'packages/certificate/src',
    ].map((p) => join(root, p)),
  },
  {
    name: 'server',
    script: 'build:server',
    output: join(root, 'apps/server/dist/main.mjs'),
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/contracts/src',
      'packages/certificate/src',
    ].map((p) => join(root, p)),
  },
];

/** The targets to build, with why: output missing, or an input changed after it was built. @param {string} root */
export const buildPlan = (root) =>
  targets(root).flatMap((target) => {
    const built = newestMtime(target.output);
    if (built === 0) return [{ ...target, why: 'not built yet' }];
    const changed = Math.max(...target.inputs.map(newestMtime));
    return changed > built ? [{ ...target, why: 'sources changed since the last build' }] : [];
  });
