/**
 * Works (issue 8): submission with versions, the share page, the desk list/detail and the zip job.
 * Work files are uploaded through tus (purposes `workFile`, `video`) and attached here by file id.
 */
import type { ApiModule } from '../../app.ts';
import type { Db } from '../../platform/db.ts';
import { registerFileAccess } from '../../platform/storage/index.ts';
import { worksDeskRoutes } from './desk.routes.ts';
import { canReadWorkFile } from './portal-read.ts';
import { worksPortalRoutes } from './portal.routes.ts';
import { WORK_FILE_PURPOSES } from './submit-work.ts';
import { materializeDemoDocuments } from './demo-documents.ts';
import { defineWorksZipJob } from './zip-job.ts';
import './center-counter.ts';

// The file access checks are registered once per process and read the latest app's database.
let currentDb: Db | undefined;
for (const purpose of WORK_FILE_PURPOSES)
  registerFileAccess(purpose, (auth, file) =>
    currentDb ? canReadWorkFile(currentDb, auth, file.id) : false,
  );

export const worksModule: ApiModule = async (app, options) => {
  currentDb = options.deps.db;
  defineWorksZipJob(options.deps.storage);
  // Demo papers recorded by the seed get their bytes once storage is up (a no-op when they exist).
  app.addHook('onReady', () => materializeDemoDocuments(options.deps.db, options.deps.storage));
  await app.register(worksPortalRoutes, options);
  await app.register(worksDeskRoutes, options);
};
