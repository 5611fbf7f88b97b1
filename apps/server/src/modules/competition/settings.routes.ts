import { z } from 'zod';
import {
  CompetitionApi,
  competitionIdQuery,
  enrollSetting,
  enrollSettingSaveBody,
  envelope,
  scheduleSaveBody,
  stage,
  stageIdBody,
  stageIdQuery,
  stageOption,
  stageSaveBody,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { getEnrollSetting, saveEnrollSetting } from './enroll-settings.ts';
import { saveSchedule } from './schedule.ts';
import { getStageDetail, listStageOptions, listStages, removeStage, saveStage } from './stages.ts';

const tags = ['competition'];
const audit = (action: string) => ({ module: 'competition', action });
const perm = (action: string) => ({ permission: `competition:info:${action}` });

/** Desk: stages (with work-submission settings), schedule milestones and enrolment settings. */
export const settingsRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    CompetitionApi.stageList,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'Stages of a competition, in order',
        querystring: competitionIdQuery,
        response: { 200: envelope(z.array(stage)) },
      },
    },
    async (request) => ok(await listStages(db, authOf(request), request.query.competitionId)),
  );

  app.get(
    CompetitionApi.stageOption,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'Stages of a competition, as options',
        querystring: competitionIdQuery,
        response: { 200: envelope(z.array(stageOption)) },
      },
    },
    async (request) => ok(await listStageOptions(db, authOf(request), request.query.competitionId)),
  );

  app.get(
    CompetitionApi.stageDetail,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'One stage with its windows, participants and work settings',
        querystring: stageIdQuery,
        response: { 200: envelope(stage) },
      },
    },
    async (request) => ok(await getStageDetail(db, authOf(request), request.query.stageId)),
  );

  app.post(
    CompetitionApi.stageSave,
    {
      config: { access: perm('edit'), audit: audit('stage') },
      schema: {
        tags,
        summary: 'Add or update a stage',
        body: stageSaveBody,
        response: { 200: envelope(z.object({ stageId: z.string() })) },
      },
    },
    async (request) => {
      const { competition, before, after } = await saveStage(db, authOf(request), request.body);
      recordChange(request, { target: competition.publicId, before, after });
      return ok({ stageId: after.publicId });
    },
  );

  app.post(
    CompetitionApi.stageRemove,
    {
      config: { access: perm('edit'), audit: audit('stageDelete') },
      schema: {
        tags,
        summary: 'Delete a stage of a draft competition',
        body: stageIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await removeStage(db, authOf(request), request.body.stageId);
      recordChange(request, { target: removed.publicId, before: removed, after: null });
      return ok(null);
    },
  );

  app.post(
    CompetitionApi.scheduleSave,
    {
      config: { access: perm('edit'), audit: audit('schedule') },
      schema: {
        tags,
        summary: 'Replace the schedule milestones',
        body: scheduleSaveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { competition, before, after } = await saveSchedule(db, authOf(request), request.body);
      recordChange(request, { target: competition.publicId, before, after });
      return ok(null);
    },
  );

  app.get(
    CompetitionApi.enrollSetting,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'Enrolment settings of a competition',
        querystring: competitionIdQuery,
        response: { 200: envelope(enrollSetting) },
      },
    },
    async (request) => ok(await getEnrollSetting(db, authOf(request), request.query.competitionId)),
  );

  app.post(
    CompetitionApi.enrollSettingSave,
    {
      config: { access: perm('edit'), audit: audit('enrollSetting') },
      schema: {
        tags,
        summary: 'Save the enrolment settings of a competition',
        body: enrollSettingSaveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { competition, before, after } = await saveEnrollSetting(db, authOf(request), request.body);
      recordChange(request, { target: competition.publicId, before, after });
      return ok(null);
    },
  );
};
