import { count } from 'drizzle-orm';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/db.ts';
import { createPersonalDataCipher, loadDataKey } from '../../platform/personal-data.ts';
import { groups } from '../schema/index.ts';
import { seedDemo } from './seed-demo.ts';

/** `npm run db:seed`: fills an empty database with the demo tenant; a database with data is left alone. */
const config = loadConfig();
const personalData = createPersonalDataCipher(loadDataKey(process.env, config.dataDir, !config.databaseUrl));
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  const [existing] = await database.db.select({ n: count() }).from(groups);
  if ((existing?.n ?? 0) > 0) {
    process.stdout.write('the database already has data: nothing seeded\n');
  } else {
    await seedDemo(database.db, personalData);
    process.stdout.write(
      'demo data seeded (accounts admin, organizer, school, expert, student, student2; password Demo@12345)\n',
    );
  }
} finally {
  await database.close();
}
