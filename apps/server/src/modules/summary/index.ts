/**
 * School reporting (issue 21): reporting tasks of an organiser, each school's submission through draft,
 * submitted, returned, accepted (or nothing to report), the record of every step, exports and reminders.
 */
import type { ApiModule } from '../../platform/api-module.ts';
import type { Db } from '../../platform/db.ts';
import { registerFileAccess } from '../../platform/storage/index.ts';
import { defineSummaryZipJob } from './export.ts';
import { scheduleReminders } from './reminders.ts';
import './summary.notify.ts';
import { summaryRoutes } from './summary.routes.ts';
import {
  canReadSummaryFile,
  canReadSummaryTemplate,
  SUMMARY_FILE_PURPOSE,
  SUMMARY_TEMPLATE_PURPOSE,
} from './task-access.ts';

// File checks are registered once per process and read the latest app's database.
let currentDb: Db | undefined;
registerFileAccess(SUMMARY_FILE_PURPOSE, (auth, file) =>
  currentDb ? canReadSummaryFile(currentDb, auth, file) : false,
);
registerFileAccess(SUMMARY_TEMPLATE_PURPOSE, (auth, file) =>
  currentDb ? canReadSummaryTemplate(currentDb, auth, file) : false,
);

export const summaryModule: ApiModule = async (app, options) => {
  currentDb = options.deps.db;
  defineSummaryZipJob(options.deps.storage);
  // Every process that runs jobs looks for reminders due; the claim row makes each go out once (reminders.ts).
  const { config, db } = options.deps;
  let stop: (() => void) | undefined;
  if (config.role !== 'web')
    app.addHook('onReady', async () => {
      stop = scheduleReminders(db, (error) => app.log.error({ err: error }, 'summary reminders failed'));
    });
  app.addHook('onClose', async () => stop?.());
  await app.register(summaryRoutes, options);
};
