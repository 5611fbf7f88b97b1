import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's directory (apps/server), found by walking up from this module. Why not a fixed
 * `../..`: the same code runs from src/ (tsx, tests) and bundled into dist/main.js (`npm run serve`),
 * at different depths; the package keeps its migrations (drizzle/) beside package.json either way.
 */
const findServerRoot = (from: string): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle')) && existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/server not found above ${from}`);
  }
};

export const serverRoot = findServerRoot(import.meta.dirname);
export const repoRoot = path.resolve(serverRoot, '../..');
