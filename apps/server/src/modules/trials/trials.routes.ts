import { z } from 'zod';
import {
  envelope,
  pageResult,
  TrialApi,
  trialPageQuery,
  trialRow,
  trialSaveBody,
  trialUpdateBody,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { assertPlatformActor, pageTrials, saveTrialRequest, updateTrial } from './trials.service.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { trialFieldLabels } from './trials.messages.ts';

const tags = ['trials'];

/** Product trial requests (POST /system/product/trial/save) and their desk follow-up. */
export const trialRoutes: ApiModule = async (app, { deps }) => {
  labelModuleFields(app, trialFieldLabels);
  app.post(
    TrialApi.save,
    {
      config: { access: 'public', audit: { module: 'trial', action: 'apply' } },
      schema: {
        tags,
        summary: 'A school asks for a trial (public, rate-limited per IP)',
        body: trialSaveBody,
        response: { 200: envelope(z.object({ trialId: z.string() })) },
      },
    },
    async (request) => {
      const created = await saveTrialRequest(deps, request.ip, request.body);
      recordChange(request, { target: created.publicId });
      return ok({ trialId: created.publicId });
    },
  );

  app.get(
    TrialApi.page,
    {
      config: { access: { permission: 'system:trial:list' } },
      schema: {
        tags,
        summary: 'Trial requests to follow up (platform only)',
        querystring: trialPageQuery,
        response: { 200: envelope(pageResult(trialRow)) },
      },
    },
    async (request) => {
      assertPlatformActor(authOf(request));
      return ok(await pageTrials(deps.db, request.query));
    },
  );

  app.post(
    TrialApi.update,
    {
      config: { access: { permission: 'system:trial:edit' }, audit: { module: 'trial', action: 'followUp' } },
      schema: {
        tags,
        summary: 'Record the follow-up of a trial request',
        body: trialUpdateBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      assertPlatformActor(authOf(request));
      const { before, after } = await updateTrial(deps.db, request.body);
      recordChange(request, { target: before.trialId, before, after });
      return ok(null);
    },
  );
};
