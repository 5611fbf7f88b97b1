import type { SeedContext } from './seed-context.ts';
import { seedDictionary } from './dictionary.ts';
import { seedProvinces } from './provinces.ts';
import { seedOrganization } from './organization.ts';
import { seedSystemUsers } from './system-users.ts';
import { seedAccess } from './access.ts';
import { seedWebsiteExtras } from './website.ts';
import { seedCompetitions } from './competition.ts';
import { seedNews } from './news.ts';

/** Runs every domain's demo seed in order (dictionary and provinces first: others refer to them). */
export const seedExtras = async (ctx: SeedContext) => {
  await seedDictionary(ctx);
  await seedProvinces(ctx);
  await seedOrganization(ctx);
  await seedSystemUsers(ctx);
  await seedAccess(ctx);
  await seedWebsiteExtras(ctx);
  await seedCompetitions(ctx);
  await seedNews(ctx);
};
