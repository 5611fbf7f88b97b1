import { z } from 'zod';
import {
  CompetitionExtrasApi,
  deskCompetitionQuery,
  envelope,
  infoFormQuery,
  infoFormRemoveBody,
  infoFormRow,
  infoFormSaveBody,
  infoSubmission,
  studyRemoveBody,
  studyResource,
  studySaveBody,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { sendWorkbook } from '../../platform/excel.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { listFormsForDesk, removeForm, saveForm } from './info-forms.ts';
import { listSubmissions, submissionsWorkbook } from './info-submissions.ts';
import {
  listStudyForDesk,
  MANAGE_PERMISSION,
  removeStudyResource,
  saveStudyResource,
} from './study-resources.ts';

const tags = ['competition-extras'];
const manage = { access: { permission: MANAGE_PERMISSION } };
const audited = (action: string) => ({ ...manage, audit: { module: 'competition', action } });

/** The organiser's side: study resources and information forms of a competition it may edit. */
export const competitionExtrasRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    CompetitionExtrasApi.studyList,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Study resources of a competition',
        querystring: deskCompetitionQuery,
        response: { 200: envelope(z.array(studyResource)) },
      },
    },
    async (request) => ok(await listStudyForDesk(db, authOf(request), request.query.competitionId)),
  );

  app.post(
    CompetitionExtrasApi.studySave,
    {
      config: audited('studySave'),
      schema: {
        tags,
        summary: 'Add or edit a study resource (files: own attachment uploads)',
        body: studySaveBody,
        response: { 200: envelope(studyResource) },
      },
    },
    async (request) => {
      const { before, after } = await saveStudyResource(db, authOf(request), request.body);
      recordChange(request, { target: after.resourceId, before, after });
      return ok(after);
    },
  );

  app.post(
    CompetitionExtrasApi.studyRemove,
    {
      config: audited('studyRemove'),
      schema: {
        tags,
        summary: 'Remove a study resource',
        body: studyRemoveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const before = await removeStudyResource(db, authOf(request), request.body.resourceId);
      recordChange(request, { target: request.body.resourceId, before, after: null });
      return ok(null);
    },
  );

  app.get(
    CompetitionExtrasApi.formList,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Information forms of a competition',
        querystring: deskCompetitionQuery,
        response: { 200: envelope(z.array(infoFormRow)) },
      },
    },
    async (request) => ok(await listFormsForDesk(db, authOf(request), request.query.competitionId)),
  );

  app.post(
    CompetitionExtrasApi.formSave,
    {
      config: audited('infoFormSave'),
      schema: {
        tags,
        summary: 'Define or edit an information form',
        body: infoFormSaveBody,
        response: { 200: envelope(z.object({ formId: z.string() })) },
      },
    },
    async (request) => {
      const { formId, before } = await saveForm(db, authOf(request), request.body);
      recordChange(request, { target: formId, before, after: request.body });
      return ok({ formId });
    },
  );

  app.post(
    CompetitionExtrasApi.formRemove,
    {
      config: audited('infoFormRemove'),
      schema: {
        tags,
        summary: 'Remove a form and its submissions',
        body: infoFormRemoveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const before = await removeForm(db, authOf(request), request.body.formId);
      recordChange(request, { target: request.body.formId, before, after: null });
      return ok(null);
    },
  );

  app.get(
    CompetitionExtrasApi.submissions,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Submissions of a form',
        querystring: infoFormQuery,
        response: { 200: envelope(z.array(infoSubmission)) },
      },
    },
    async (request) => ok((await listSubmissions(db, authOf(request), request.query.formId)).submissions),
  );

  app.get(
    CompetitionExtrasApi.submissionsExport,
    {
      config: { ...manage, workbook: true },
      schema: { tags, summary: 'Submissions of a form as .xlsx', querystring: infoFormQuery },
    },
    async (request, reply) => {
      const { form, submissions } = await listSubmissions(db, authOf(request), request.query.formId);
      const content = await submissionsWorkbook(
        form.fields,
        submissions,
        langOf(request.headers['accept-language']),
      );
      return sendWorkbook(reply, `${form.title}.xlsx`, content);
    },
  );
};
