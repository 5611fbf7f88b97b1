import { z } from 'zod';
import {
  abstainBody,
  assignmentQuery,
  envelope,
  expertFileQuery,
  expertQueue,
  expertStage,
  expertWork,
  ReviewApi,
  scoreSaveBody,
  stageQuery,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { sendStoredFile } from '../../platform/storage/index.ts';
import { loadExpertWork, openExpertFile } from './expert-work.ts';
import { publishEntryProgress } from './scene/scene-publish.ts';
import { abstain, expertQueue as loadQueue, expertStages, saveScore } from './scoring.ts';

const tags = ['review'];
const audit = (action: string) => ({ module: 'review', action });

/** The expert's workspace: stages with work, the queue of one stage, score and abstain. */
export const reviewExpertRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    ReviewApi.expertStages,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Stages with the caller's review work",
        response: { 200: envelope(z.array(expertStage)) },
      },
    },
    async (request) => ok(await expertStages(db, authOf(request))),
  );

  app.get(
    ReviewApi.expertQueue,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's assigned entries in a stage (identities hidden when blind)",
        querystring: stageQuery,
        response: { 200: envelope(expertQueue) },
      },
    },
    async (request) => ok(await loadQueue(db, authOf(request), request.query.stageId)),
  );

  app.get(
    ReviewApi.expertWork,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The work of one of the caller's assignments: title, description, files to view",
        querystring: assignmentQuery,
        response: { 200: envelope(expertWork) },
      },
    },
    async (request) => ok(await loadExpertWork(deps, authOf(request), request.query.assignmentId)),
  );

  app.get(
    ReviewApi.expertFile,
    {
      // The signed ticket is the credential (media elements send no Authorization header); see expert-work.ts.
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A file of an assigned work through its short-lived ticket (inline view or download, ranges)',
        querystring: expertFileQuery,
      },
    },
    async (request, reply) => {
      const { file, disposition } = await openExpertFile(deps, request.query.ticket);
      return sendStoredFile(request, reply, deps.storage, file, disposition);
    },
  );

  app.post(
    ReviewApi.scoreSave,
    {
      config: { access: 'user', audit: audit('score') },
      schema: {
        tags,
        summary: 'Save a draft score or submit it (inside the review window)',
        body: scoreSaveBody,
        response: { 200: envelope(z.object({ status: z.string(), total: z.number() })) },
      },
    },
    async (request) => {
      const { assignment, status, total } = await saveScore(db, authOf(request), request.body);
      recordChange(request, { target: assignment.publicId, after: { status, total } });
      // A team on stage in an on-site session: the desk's "scored n of m" moves at once.
      if (status === 'submitted') await publishEntryProgress(db, deps.events, assignment.entryId);
      return ok({ status, total });
    },
  );

  app.post(
    ReviewApi.abstain,
    {
      config: { access: 'user', audit: audit('abstain') },
      schema: {
        tags,
        summary: 'Abstain from an entry with a reason',
        body: abstainBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const assignment = await abstain(db, authOf(request), request.body.assignmentId, request.body.reason);
      recordChange(request, { target: assignment.publicId });
      await publishEntryProgress(db, deps.events, assignment.entryId);
      return ok(null);
    },
  );
};
