import type { ApiModule } from '../../platform/api-module.ts';
import { clearPortalOnWrite } from '../../platform/portal-cache.ts';
import { forgetSignUpContexts } from '../enrollment/sign-up-context.ts';
import { registerCompetitionFileAccess } from './competition-files.ts';
import { competitionRoutes } from './competition.routes.ts';
import { competitionPortalRoutes } from './portal.routes.ts';

export { findLatestCompetition, phaseOf } from './portal-read.ts';
export { runningCompetitionCondition } from './running.ts';
export { findManagedCompetition } from './competition-lookup.ts';
export { actingSchool, isOpenToSchool, openToSchoolCondition } from './open-to-school.ts';

/** Competition set-up (desk) and listings (portal), issue 8. */
export const competitionModule: ApiModule = async (app, { deps }) => {
  registerCompetitionFileAccess(deps.db);
  // Sign-ups reuse a competition's settings for a moment (enrollment/sign-up-context.ts): any write here
  // (settings, stages, items, groups, status) clears that before its answer leaves.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') forgetSignUpContexts(deps.db);
  });
  // The portal's lists and details show what these writes change.
  clearPortalOnWrite(app, deps.portal);
  await app.register(competitionRoutes, { deps });
  await app.register(competitionPortalRoutes, { deps });
};
import './deadline.notify.ts';
