import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database (the server also does it on start). */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.close();
process.stdout.write(`migrations applied (${database.kind})\n`);
