import { CommonFileApi, envelope, jobIdParams, jobProgress } from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf, hasPermission } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import { findJob } from '../../platform/jobs/index.ts';
import { ok } from '../../platform/reply.ts';
import { commonMessages } from './common.messages.ts';

/** Progress of a background job: for its creator, or a holder of the job's permission. */
export const jobRoutes: ApiModule = async (app, { deps }) => {
  app.get(
    `${CommonFileApi.job}/:jobId`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['common'],
        summary: 'Progress of a background job (done/total, status, error, result)',
        params: jobIdParams,
        response: { 200: envelope(jobProgress) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const job = await findJob(deps.db, request.params.jobId);
      const allowed =
        job &&
        (job.createdBy === auth.userId || (job.permission !== null && hasPermission(auth, job.permission)));
      // Another user's job is "not found": ids are not a way to learn what others run.
      if (!job || !allowed) throw notFound(commonMessages.jobNotFound);
      return ok({
        jobId: job.publicId,
        name: job.name,
        status: job.status as 'queued' | 'running' | 'done' | 'failed',
        done: job.done,
        total: job.total,
        error: job.error,
        result: job.result ?? null,
        createdAt: job.createdAt.toISOString(),
        finishedAt: job.finishedAt?.toISOString() ?? null,
      });
    },
  );
};
