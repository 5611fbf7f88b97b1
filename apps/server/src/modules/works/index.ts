/**
 * Works (issue 8): submission with versions, the share page, the desk list/detail and the zip job.
 * Work files are uploaded through tus (purposes `workFile`, `video`) and attached here by file id.
 */
import type { ApiModule } from '../../platform/api-module.ts';
import type { Db } from '../../platform/db.ts';
import { eq } from 'drizzle-orm';
import { workFiles } from '../../db/schema/index.ts';
import { registerFileAccess, registerFileLinks } from '../../platform/storage/index.ts';
import { worksDeskRoutes } from './desk.routes.ts';
import { canReadWorkFile } from './portal-read.ts';
import { worksPortalRoutes } from './portal.routes.ts';
import { WORK_FILE_PURPOSES } from './submit-work.ts';
import { materializeDemoDocuments } from './demo-documents.ts';
import { defineWorksZipJob } from './zip-job.ts';
import './center-counter.ts';

// The file access checks are registered once per process and read the latest app's database.
let currentDb: Db | undefined;
for (const purpose of WORK_FILE_PURPOSES) {
  registerFileAccess(purpose, (auth, file) =>
    currentDb ? canReadWorkFile(currentDb, auth, file.id) : false,
  );
  // A work file nothing submitted within a day expires (platform/storage/unlinked-files.ts).
  registerFileLinks(purpose, async (db, file) => {
    const rows = await db
      .select({ fileId: workFiles.fileId })
      .from(workFiles)
      .where(eq(workFiles.fileId, file.id))
      .limit(1);
    return rows.length > 0;
  });
}

export const worksModule: ApiModule = async (app, options) => {
  currentDb = options.deps.db;
  defineWorksZipJob(options.deps.storage);
  // Demo papers recorded by the seed get their bytes once storage is up (a no-op when they exist).
  app.addHook('onReady', () => materializeDemoDocuments(options.deps.db, options.deps.storage));
  await app.register(worksPortalRoutes, options);
  await app.register(worksDeskRoutes, options);
};
import './works.notify.ts';
