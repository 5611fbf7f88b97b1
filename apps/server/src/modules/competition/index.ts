import type { ApiModule } from '../../app.ts';
import { competitionRoutes } from './competition.routes.ts';
import { competitionPortalRoutes } from './portal.routes.ts';

export { findLatestCompetition } from './portal-read.ts';

/** Competition set-up (desk) and listings (portal), issue 8. */
export const competitionModule: ApiModule = async (app, { deps }) => {
  await app.register(competitionRoutes, { deps });
  await app.register(competitionPortalRoutes, { deps });
};
