import type { ApiModule } from '../../platform/api-module.ts';
import type { Db } from '../../platform/db.ts';
import { registerFileAccess } from '../../platform/storage/index.ts';
import { centerRoutes } from './center.routes.ts';
import { competitionExtrasRoutes } from './competition-extras.routes.ts';
import { schoolChangeRoutes } from './school-change.routes.ts';
import { canReadStudyFile, STUDY_FILE_PURPOSE } from './study-resources.ts';

export { registerCenterCounter, type CenterCounter } from './center-counters.ts';

/** The database the study-file check reads; the newest app's (checks are registered once per process). */
let studyDb: Db | undefined;
let registered = false;

/** User centre (issue 8): the entrant's /web/center calls and the organiser's study resources and forms. */
export const userCenterModule: ApiModule = async (app, { deps }) => {
  studyDb = deps.db;
  if (!registered) {
    registered = true;
    registerFileAccess(STUDY_FILE_PURPOSE, (auth, file) =>
      studyDb ? canReadStudyFile(studyDb, auth, file) : false,
    );
  }
  await app.register(centerRoutes, { deps });
  await app.register(competitionExtrasRoutes, { deps });
  await app.register(schoolChangeRoutes, { deps });
};
import './account.notify.ts';
