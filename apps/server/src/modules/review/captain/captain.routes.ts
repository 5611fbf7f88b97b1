import {
  CaptainApi,
  captainProgress as captainProgressSchema,
  captainProgressQuery,
  captainRemindBody,
  captainRemindResult,
  captainReturnBody,
  envelope,
} from '@podium/contracts';
import { z } from 'zod';
import type { ApiModule } from '../../../platform/api-module.ts';
import { authOf } from '../../../platform/access.ts';
import { recordChange } from '../../../platform/audit.ts';
import { ok } from '../../../platform/reply.ts';
import { publishEntryProgress } from '../scene/scene-publish.ts';
import { captainProgress, remindExperts, returnScore } from './captain-service.ts';

const tags = ['review'];
const audit = (action: string) => ({ module: 'review', action });

/** The captain's tools: the group's progress, returning a score for revision, reminders. */
export const captainRoutes: ApiModule = async (app, { deps }) => {
  const { db, limiter, events } = deps;

  app.get(
    CaptainApi.progress,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The captain's view of the group: per expert and per entry",
        querystring: captainProgressQuery,
        response: { 200: envelope(captainProgressSchema) },
      },
    },
    async (request) => ok(await captainProgress(db, authOf(request), request.query.expertGroupId)),
  );

  app.post(
    CaptainApi.returnScore,
    {
      config: { access: 'user', audit: audit('captainReturn') },
      schema: {
        tags,
        summary: 'Return a submitted score to its expert for revision, with a note',
        body: captainReturnBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { assignment, entryId } = await returnScore(
        db,
        authOf(request),
        request.body.assignmentId,
        request.body.note,
      );
      recordChange(request, {
        target: assignment.publicId,
        before: { status: assignment.status, total: assignment.total },
        after: { status: 'draft', note: request.body.note },
      });
      await publishEntryProgress(db, events, entryId);
      return ok(null);
    },
  );

  app.post(
    CaptainApi.remind,
    {
      config: { access: 'user', audit: audit('captainRemind') },
      schema: {
        tags,
        summary: 'Remind members with unfinished work (a few rounds an hour per group)',
        body: captainRemindBody,
        response: { 200: envelope(captainRemindResult) },
      },
    },
    async (request) => {
      const { group, reminded } = await remindExperts(
        db,
        limiter,
        authOf(request),
        request.body.expertGroupId,
        request.body.expertIds,
      );
      recordChange(request, { target: group.publicId, after: { reminded } });
      return ok({ reminded: reminded.length });
    },
  );
};
