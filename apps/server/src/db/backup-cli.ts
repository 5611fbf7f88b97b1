import path from 'node:path';
import { backup, restore } from '../platform/backup.ts';
import { loadConfig } from '../platform/config.ts';

/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir>` (the built server: dist/backup-cli.mjs), with
 * the server's own environment (DATABASE_URL or DATA_DIR, FILES_DIR, S3_*). See platform/backup.ts and
 * docs/deploy.md.
 */
const [command, dirArg] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !dirArg) {
  process.stderr.write('usage: backup-cli (backup|restore) <directory>\n');
  process.exit(2);
}
const dir = path.resolve(dirArg);
try {
  const done = command === 'backup' ? await backup(loadConfig(), dir) : await restore(loadConfig(), dir);
  process.stdout.write(`${command} done (${done.database}): ${dir}\n`);
} catch (error) {
  process.stderr.write(`${command} failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
