import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';

const run = promisify(execFile);

/**
 * What a backup holds, in its own directory:
 * - `database.dump`: PostgreSQL, `pg_dump --format=custom` (a consistent snapshot taken while the
 *   product runs; restored with pg_restore);
 * - `database.tar`: the embedded database (PGlite), its data directory as PGlite dumps it
 *   (`dumpDataDir`). PGlite admits one process, so this is taken with the server stopped (the data
 *   directory's lock says so if it is not);
 * - `podium.key`: the embedded installation's personal-data key (DATA_DIR/podium.key): keep the backup
 *   as secret as the key (with PostgreSQL the key is DATA_KEY and is not in the backup);
 * - `files/`: the local files directory (FILES_DIR) when files are not in S3 (back S3 up with the
 *   bucket's own versioning or replication);
 * - `backup.json`: when and of what it was taken.
 */
export type BackupTarget = Pick<Config, 'databaseUrl' | 'dataDir' | 'filesDir' | 's3'>;

const copyFiles = (from: string, to: string) => {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
};

export const backup = async (target: BackupTarget, dir: string) => {
  fs.mkdirSync(dir, { recursive: true });
  if (fs.readdirSync(dir).length > 0) throw new Error(`backup directory ${dir} is not empty`);
  if (target.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(dir, 'database.dump'),
      target.databaseUrl,
    ]);
  } else {
    if (!fs.existsSync(path.join(target.dataDir, 'pg', 'PG_VERSION')))
      throw new Error(
        `no embedded database in ${target.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`,
      );
    // Refused while a server holds the directory: PGlite admits one process (stop the server first).
    const unlock = lockDataDir(target.dataDir);
    try {
      const client = new PGlite(path.join(target.dataDir, 'pg'));
      // Ready first: a dump asked of a PGlite still starting up never answers (seen with 0.5).
      await client.query('select 1');
      const tarball = await client.dumpDataDir('none');
      await client.close();
      fs.writeFileSync(path.join(dir, 'database.tar'), Buffer.from(await tarball.arrayBuffer()));
      // The embedded installation's personal-data key lives beside its database; without it the
      // restored personal data cannot be read (with DATABASE_URL the key is DATA_KEY, kept by the operator).
      const key = path.join(target.dataDir, 'podium.key');
      if (fs.existsSync(key)) fs.copyFileSync(key, path.join(dir, 'podium.key'));
    } finally {
      unlock();
    }
  }
  if (!target.s3) copyFiles(target.filesDir, path.join(dir, 'files'));
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  fs.writeFileSync(
    path.join(dir, 'backup.json'),
    `${JSON.stringify({ takenAt: new Date().toISOString(), database: kind, files: !target.s3 }, null, 2)}\n`,
  );
  return { dir, database: kind };
};

/**
 * Brings a backup back into an EMPTY target: a PostgreSQL database with no tables (create it first), or
 * a data directory with no database in it. Refuses otherwise: a restore never overwrites data.
 */
export const restore = async (target: BackupTarget, dir: string) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'backup.json'), 'utf8')) as {
    database: 'postgres' | 'pglite';
  };
  if (manifest.database !== (target.databaseUrl ? 'postgres' : 'pglite'))
    throw new Error(`this backup is of a ${manifest.database} database; set DATABASE_URL accordingly`);
  if (target.databaseUrl) {
    const { stdout } = await run('psql', [
      target.databaseUrl,
      '-tAc',
      "select count(*) from pg_tables where schemaname in ('public', 'drizzle')",
    ]);
    if (Number(stdout.trim()) > 0) throw new Error('the target database is not empty');
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--dbname',
      target.databaseUrl,
      path.join(dir, 'database.dump'),
    ]);
  } else {
    const pgDir = path.join(target.dataDir, 'pg');
    if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0)
      throw new Error(`${pgDir} already holds a database`);
    fs.mkdirSync(target.dataDir, { recursive: true });
    const unlock = lockDataDir(target.dataDir);
    try {
      const client = new PGlite(pgDir, {
        loadDataDir: new Blob([fs.readFileSync(path.join(dir, 'database.tar'))]),
      });
      await client.query('select 1');
      await client.close();
      const key = path.join(dir, 'podium.key');
      const keyTarget = path.join(target.dataDir, 'podium.key');
      if (fs.existsSync(key) && !fs.existsSync(keyTarget)) fs.copyFileSync(key, keyTarget);
    } finally {
      unlock();
    }
  }
  if (!target.s3 && fs.existsSync(path.join(dir, 'files'))) {
    if (fs.existsSync(target.filesDir) && fs.readdirSync(target.filesDir).length > 0)
      throw new Error(`${target.filesDir} is not empty`);
    copyFiles(path.join(dir, 'files'), target.filesDir);
  }
  return { database: manifest.database };
};
