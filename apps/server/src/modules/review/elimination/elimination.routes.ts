import {
  eliminationBody,
  eliminationCommitResult,
  eliminationPreview,
  eliminationState,
  eliminationUndoResult,
  envelope,
  ReviewOutcomeApi,
  stageQuery,
} from '@podium/contracts';
import type { ApiModule } from '../../../platform/api-module.ts';
import { authOf } from '../../../platform/access.ts';
import { recordChange } from '../../../platform/audit.ts';
import { ok } from '../../../platform/reply.ts';
import { z } from 'zod';
import { commitPromotion, eliminationState as loadState, previewPromotion } from './elimination-service.ts';
import { undoPromotion } from './promotion-undo.ts';

const tags = ['review'];
const eliminate = { permission: 'review:eliminate' };

/** /review/elimination: preview a promotion rule, then commit it once. */
export const eliminationRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    ReviewOutcomeApi.eliminationGet,
    {
      config: { access: eliminate },
      schema: {
        tags,
        summary: 'Next stage, whether final scores exist, and the promotion already committed (if any)',
        querystring: stageQuery,
        response: { 200: envelope(eliminationState) },
      },
    },
    async (request) => ok(await loadState(db, authOf(request), request.query.stageId)),
  );

  app.post(
    ReviewOutcomeApi.eliminationPreview,
    {
      // A POST (the rule is a body), so the platform logs it like every back-office write.
      config: { access: eliminate, audit: { module: 'review', action: 'promotionPreview' } },
      schema: {
        tags,
        summary: 'Who a promotion rule puts through and who it cuts, and why (nothing is written)',
        body: eliminationBody,
        response: { 200: envelope(eliminationPreview) },
      },
    },
    async (request) =>
      ok(await previewPromotion(db, authOf(request), request.body.stageId, request.body.rule)),
  );

  app.post(
    ReviewOutcomeApi.eliminationCommit,
    {
      config: { access: eliminate, audit: { module: 'review', action: 'promote' } },
      schema: {
        tags,
        summary: 'Enrol the promoted entries in the next stage, once (repeats answer with the first commit)',
        body: eliminationBody,
        response: { 200: envelope(eliminationCommitResult) },
      },
    },
    async (request) => {
      const { stage, ...result } = await commitPromotion(
        db,
        authOf(request),
        request.body.stageId,
        request.body.rule,
      );
      recordChange(request, {
        target: stage.publicId,
        after: { rule: request.body.rule, applied: result.applied, enrolled: result.enrolled },
      });
      return ok(result);
    },
  );

  app.post(
    ReviewOutcomeApi.eliminationUndo,
    {
      config: { access: eliminate, audit: { module: 'review', action: 'promotionUndo' } },
      schema: {
        tags,
        summary:
          'Undo the committed promotion: remove the entries it created in the next stage (refused once they have activity)',
        body: z.strictObject(stageQuery.shape),
        response: { 200: envelope(eliminationUndoResult) },
      },
    },
    async (request) => {
      const { stage, promotion, removed } = await undoPromotion(db, authOf(request), request.body.stageId);
      recordChange(request, {
        target: stage.publicId,
        before: { promotionId: promotion.publicId, rule: promotion.rule, promoted: promotion.promoted },
        after: { removed },
      });
      return ok({ removed });
    },
  );
};
