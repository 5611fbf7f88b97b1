import type { ApiModule } from '../../platform/api-module.ts';
import { defineUnlinkedFileSweep } from '../../platform/storage/index.ts';
import { fileRoutes } from './file.routes.ts';
import { jobRoutes } from './job.routes.ts';
import { tusRoutes } from './tus.routes.ts';

/** Platform calls under /common: file upload and download, resumable uploads, job progress. */
export const commonRoutes: ApiModule = async (app, options) => {
  defineUnlinkedFileSweep(options.deps.storage);
  await app.register(fileRoutes, options);
  await app.register(tusRoutes, options);
  await app.register(jobRoutes, options);
};
