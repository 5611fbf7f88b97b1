import { z } from 'zod';
import { envelope, finalScoreRow, finalScoreSummary, ReviewApi, stageQuery } from '@podium/contracts';
import type { ApiModule } from '../../../platform/api-module.ts';
import { authOf } from '../../../platform/access.ts';
import { recordChange } from '../../../platform/audit.ts';
import { ok } from '../../../platform/reply.ts';
import { calculateFinalScores, listFinalScores } from './final-score-service.ts';

const tags = ['review'];
/** The organiser who distributes a stage also calculates and reads its results. */
const distribute = { permission: 'review:distribute' };

export const finalScoreRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    ReviewApi.finalScoreCalculation,
    {
      config: { access: distribute, audit: { module: 'review', action: 'finalScore' } },
      schema: {
        tags,
        summary: 'Calculate and store the final scores of a stage with its method',
        body: z.strictObject(stageQuery.shape),
        response: { 200: envelope(finalScoreSummary) },
      },
    },
    async (request) => {
      const { stage, summary } = await calculateFinalScores(db, authOf(request), request.body.stageId);
      recordChange(request, { target: stage.publicId, after: summary });
      return ok(summary);
    },
  );

  app.get(
    ReviewApi.resultList,
    {
      config: { access: distribute },
      schema: {
        tags,
        summary: 'Final scores of a stage, ranked within each item and group, with their breakdown',
        querystring: stageQuery,
        response: { 200: envelope(z.array(finalScoreRow)) },
      },
    },
    async (request) => ok(await listFinalScores(db, authOf(request), request.query.stageId)),
  );
};
