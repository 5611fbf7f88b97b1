import { and, eq } from 'drizzle-orm';
import {
  envelope,
  pageResult,
  workDetail,
  workIdQuery,
  workListQuery,
  workReturnBody,
  workRow,
  WorksApi,
  workShareBody,
  workZipBody,
  workZipResult,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { works } from '../../db/schema/index.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { pageWorks, submittedWorkIds } from './desk-list.ts';
import { returnWork } from './return-work.ts';
import { deskReach, presentDetail, selectWorkSummaries } from './work-read.ts';
import { WORKS_ZIP_JOB, WORKS_ZIP_MAX } from './zip-job.ts';
import { worksMessages } from './works.messages.ts';

const tags = ['works'];

/** Desk: works list and detail (data scope: organiser's competitions, school's own teams), share settings, zip. */
export const worksDeskRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;
  labelModuleFields(app, { note: { zh: '退回说明', en: 'note to the team' } });

  const loadInReach = async (auth: ReturnType<typeof authOf>, workId: string) => {
    const [row] = await selectWorkSummaries(db).where(and(eq(works.publicId, workId), deskReach(auth)));
    // Out of reach reads as missing: a sibling learns nothing about another school's works.
    if (!row) throw notFound(worksMessages.workNotFound);
    return row;
  };

  app.get(
    WorksApi.deskList,
    {
      config: { access: { permission: 'works:list' } },
      schema: {
        tags,
        summary:
          'Approved sign-ups in reach with their works (filters: competition, stage, item, group, school, status, keyword)',
        querystring: workListQuery,
        response: { 200: envelope(pageResult(workRow)) },
      },
    },
    async (request) => ok(await pageWorks(db, authOf(request), request.query)),
  );

  app.get(
    WorksApi.deskDetail,
    {
      config: { access: { permission: 'works:list' } },
      schema: {
        tags,
        summary: 'A work in reach with every version',
        querystring: workIdQuery,
        response: { 200: envelope(workDetail) },
      },
    },
    async (request) => ok(await presentDetail(db, await loadInReach(authOf(request), request.query.workId))),
  );

  app.post(
    WorksApi.deskShare,
    {
      config: { access: { permission: 'works:edit' }, audit: { module: 'works', action: 'share' } },
      schema: {
        tags,
        summary: 'Choose which parts of a work its public share page shows (team, fields, files)',
        body: workShareBody,
        response: { 200: envelope(workDetail) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await loadInReach(auth, request.body.workId);
      const publicParts = [...new Set(request.body.publicParts)];
      await db.update(works).set({ publicParts }).where(eq(works.id, row.work.id));
      recordChange(request, {
        target: row.work.publicId,
        before: { publicParts: row.work.publicParts },
        after: { publicParts },
      });
      return ok(await presentDetail(db, await loadInReach(auth, request.body.workId)));
    },
  );

  app.post(
    WorksApi.deskReturn,
    {
      config: { access: { permission: 'works:edit' }, audit: { module: 'works', action: 'return' } },
      schema: {
        tags,
        summary:
          'Return a submitted work to its team for correction, with a note (only while the stage accepts a new version)',
        body: workReturnBody,
        response: { 200: envelope(workDetail) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await loadInReach(auth, request.body.workId);
      const after = await returnWork(db, auth.userId, row.work, request.body.note);
      recordChange(request, {
        target: row.work.publicId,
        before: { status: row.work.status },
        after: { status: after.status, returnNote: after.returnNote },
      });
      return ok(await presentDetail(db, await loadInReach(auth, request.body.workId)));
    },
  );

  app.post(
    WorksApi.deskZip,
    {
      config: { access: { permission: 'works:list' }, audit: { module: 'works', action: 'zip' } },
      schema: {
        tags,
        summary:
          'Start building one zip of the filtered submitted works (a background job; progress at /common/job/:jobId)',
        body: workZipBody,
        response: { 200: envelope(workZipResult) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const ids = await submittedWorkIds(db, auth, request.body, WORKS_ZIP_MAX);
      if (ids.length === 0) throw badRequest(worksMessages.nothingToZip);
      if (ids.length > WORKS_ZIP_MAX) throw badRequest(worksMessages.zipTooMany, { max: WORKS_ZIP_MAX });
      const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
      const jobId = await deps.jobs.enqueue(
        WORKS_ZIP_JOB,
        { name: `works-${stamp}` },
        { items: ids.map((workId) => ({ workId })), createdBy: auth.userId, groupId: auth.group?.id ?? null },
      );
      recordChange(request, { target: jobId, after: { ...request.body, works: ids.length } });
      return ok({ jobId, total: ids.length });
    },
  );
};
