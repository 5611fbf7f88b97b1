#!/usr/bin/env node
// Fails when a package resolved in package-lock.json declares an engines.node range that excludes the
// lowest Node version the README promises (root package.json "engines.node", e.g. ">=20.19" → 20.19.0).
// Reading the lock file (not node_modules) checks what every fresh `npm ci` will install, on any OS.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const promised = semver.minVersion(root.engines.node);
if (!promised) throw new Error(`package.json engines.node is not a range: ${root.engines.node}`);

const offenders = Object.entries(lock.packages ?? {})
  .filter(([path, entry]) => path.includes('node_modules/') && typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(promised, entry.engines.node, { includePrerelease: true }))
  .map(
    ([path, entry]) =>
      `${path.replace(/^.*node_modules\//, '')}@${entry.version}: engines.node "${entry.engines.node}"`,
  );

if (offenders.length > 0) {
  console.error(
    `These dependencies do not support Node ${promised} (package.json promises ${root.engines.node}):`,
  );
  for (const line of offenders) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`engines: every locked dependency supports Node ${promised}`);
