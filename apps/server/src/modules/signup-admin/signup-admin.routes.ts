import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  approveBody,
  batchApproveBody,
  batchApproveResult,
  competitionOption,
  envelope,
  ErrorCode,
  rejectBody,
  reviewResult,
  SIGNUP_IMPORT_COLUMNS,
  SIGNUP_IMPORT_COLUMNS_EN,
  SIGNUP_IMPORT_MAX_BYTES,
  SIGNUP_IMPORT_MAX_ROWS,
  SignUpAdminApi,
  signUpAdminPage,
  signUpDetail as signUpDetailSchema,
  signUpFilterQuery,
  signUpIdQuery,
  signUpImportQuery,
  signUpImportResult,
  signUpOptions as signUpOptionsSchema,
  signUpOptionsQuery,
  signUpPageQuery,
  type ImportFailure,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { readableTitles, readSheet, sendWorkbook } from '../../platform/excel.ts';
import { langOf, translate } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { readUpload } from '../system-users/upload.ts';
import type { Db } from '../../platform/db.ts';
import { signUpAdminMessages } from './signup-admin.messages.ts';
import { listImportCompetitions, listSignUpCompetitions } from './signup-competitions.ts';
import { signUpDetail, signUpOptions } from './signup-detail.ts';
import { importSource, importTarget, planSignUpImport, writeSignUpImport } from './signup-import.ts';
import { listSignUps } from './signup-list.ts';
import { approveSignUp, approveSignUps, rejectSignUp } from './signup-review.ts';
import { buildSignUpErrorWorkbook, buildSignUpExport, buildSignUpTemplate } from './signup-sheets.ts';
import { signUpSheetMessages } from './signup-sheets.messages.ts';
import { exportDayStamp } from '../../platform/china-days.ts';

const tags = ['signup-admin'];
const audit = (action: string) => ({ module: 'enroll', action });

/** The upload read (the multipart reader of the user import), its competition, and every row checked. */
const checkUpload = async (db: Db, request: FastifyRequest) => {
  const upload = await readUpload(request);
  const competitionId =
    upload.fields.competitionId ?? (request.query as { competitionId?: string }).competitionId;
  if (!competitionId) throw badRequest(signUpAdminMessages.competitionRequired);
  const auth = authOf(request);
  const target = await importTarget(db, auth, competitionId);
  const sheet = await readSheet(upload.file, {
    maxBytes: SIGNUP_IMPORT_MAX_BYTES,
    maxRows: SIGNUP_IMPORT_MAX_ROWS,
    firstHeader: SIGNUP_IMPORT_COLUMNS[0],
    // A template downloaded in English imports as well as a Chinese one.
    titles: readableTitles(SIGNUP_IMPORT_COLUMNS_EN),
  });
  const lang = langOf(request.headers['accept-language']);
  return { target, sheet, lang, plan: await planSignUpImport(db, auth, target, sheet, lang) };
};

/** Desk sign-up management: list, detail, decisions, export and import of recommended teams. */
export const signUpAdminRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;
  // Uploads only for this module's routes (encapsulated): one .xlsx of at most 5 MB.
  await app.register(multipart, {
    limits: { fileSize: SIGNUP_IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  app.get(
    SignUpAdminApi.page,
    {
      config: { access: { permission: 'enroll:list' } },
      schema: {
        tags,
        summary: 'Sign-ups in reach, filtered (competition, stage, item, group, school, status, keyword)',
        querystring: signUpPageQuery,
        response: { 200: envelope(signUpAdminPage) },
      },
    },
    async (request) => ok(await listSignUps(db, authOf(request), request.query)),
  );

  app.get(
    SignUpAdminApi.detail,
    {
      config: { access: { permission: 'enroll:list' } },
      schema: {
        tags,
        summary: 'One sign-up: team, members (personal numbers masked), history',
        querystring: signUpIdQuery,
        response: { 200: envelope(signUpDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await signUpDetail(
          db,
          deps.personalData,
          authOf(request),
          request.query.teamId,
          langOf(request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    SignUpAdminApi.competitions,
    {
      config: { access: { permission: 'enroll:list' } },
      schema: {
        tags,
        summary: 'Competitions whose sign-ups the acting group may manage, as options',
        response: { 200: envelope(z.array(competitionOption)) },
      },
    },
    async (request) => ok(await listSignUpCompetitions(db, authOf(request))),
  );

  app.get(
    SignUpAdminApi.importCompetitions,
    {
      config: { access: { permission: 'enroll:import' } },
      schema: {
        tags,
        summary:
          'Competitions the caller may import teams into: for a school those open to it now (published, sign-up open, not limited to other schools)',
        response: { 200: envelope(z.array(competitionOption)) },
      },
    },
    async (request) => ok(await listImportCompetitions(db, authOf(request))),
  );

  app.get(
    SignUpAdminApi.options,
    {
      config: { access: { permission: 'enroll:list' } },
      schema: {
        tags,
        summary: 'Filter options of a competition: stages, items, participant groups, schools in reach',
        querystring: signUpOptionsQuery,
        response: { 200: envelope(signUpOptionsSchema) },
      },
    },
    async (request) => ok(await signUpOptions(db, authOf(request), request.query.competitionId)),
  );

  app.post(
    SignUpAdminApi.approve,
    {
      config: { access: { permission: 'enroll:review' }, audit: audit('approve') },
      schema: {
        tags,
        summary: 'Approve one pending sign-up (409 when another reviewer decided it first)',
        body: approveBody,
        response: { 200: envelope(reviewResult) },
      },
    },
    async (request) => {
      const { teamId } = request.body;
      const change = await approveSignUp(db, authOf(request), teamId);
      recordChange(request, {
        target: teamId,
        before: { status: change.before },
        after: { status: change.after },
      });
      return ok({ teamId, status: change.after });
    },
  );

  app.post(
    SignUpAdminApi.batchApprove,
    {
      config: { access: { permission: 'enroll:review' }, audit: audit('batchApprove') },
      schema: {
        tags,
        summary:
          'Approve every pending sign-up of the selection that meets the team rules; the others are returned as refused (with the rule) or skipped',
        body: batchApproveBody,
        response: { 200: envelope(batchApproveResult) },
      },
    },
    async (request) => {
      const lang = langOf(request.headers['accept-language']);
      const result = await approveSignUps(db, authOf(request), request.body.teamIds, lang);
      recordChange(request, { target: request.body.teamIds.join(','), after: result });
      return ok(result);
    },
  );

  app.post(
    SignUpAdminApi.reject,
    {
      config: { access: { permission: 'enroll:review' }, audit: audit('reject') },
      schema: {
        tags,
        summary: 'Reject a pending or unpaid sign-up with a reason the student sees',
        body: rejectBody,
        response: { 200: envelope(reviewResult) },
      },
    },
    async (request) => {
      const { teamId, reason } = request.body;
      const change = await rejectSignUp(db, authOf(request), teamId, reason);
      recordChange(request, {
        target: teamId,
        before: { status: change.before },
        after: { status: change.after, reason },
      });
      return ok({ teamId, status: change.after });
    },
  );

  app.get(
    SignUpAdminApi.export,
    {
      config: { access: { permission: 'enroll:export' }, workbook: true },
      schema: { tags, summary: 'The filtered list as .xlsx', querystring: signUpFilterQuery },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      return sendWorkbook(
        reply,
        `${translate(signUpSheetMessages.exportFile, lang)}_${exportDayStamp()}.xlsx`,
        await buildSignUpExport(db, authOf(request), request.query, lang),
      );
    },
  );

  app.get(
    SignUpAdminApi.importTemplate,
    {
      config: { access: { permission: 'enroll:import' }, workbook: true },
      schema: {
        tags,
        summary: 'The .xlsx template of a competition (item and group drop-downs)',
        querystring: signUpImportQuery,
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const target = await importTarget(db, authOf(request), request.query.competitionId);
      return sendWorkbook(
        reply,
        `${translate(signUpSheetMessages.templateFile, lang)}.xlsx`,
        await buildSignUpTemplate(target, lang),
      );
    },
  );

  app.post(
    SignUpAdminApi.importErrors,
    {
      config: { access: { permission: 'enroll:import' }, audit: audit('importErrors'), workbook: true },
      schema: {
        tags,
        summary: 'The upload again as .xlsx, bad rows red with an error column (in the caller’s language)',
      },
    },
    async (request, reply) => {
      const { target, sheet, plan, lang } = await checkUpload(db, request);
      recordChange(request, { after: { total: plan.total, problems: plan.problems.length } });
      return sendWorkbook(
        reply,
        `${translate(signUpSheetMessages.errorsFile, lang)}_${exportDayStamp()}.xlsx`,
        await buildSignUpErrorWorkbook(target, sheet, plan.problems, lang),
      );
    },
  );

  app.post(
    SignUpAdminApi.import,
    {
      config: { access: { permission: 'enroll:import' }, audit: audit('import') },
      schema: {
        tags,
        summary:
          'Import recommended teams (multipart `file`, `competitionId`): all checked rows, or 13017 with the reasons',
        response: { 200: envelope(signUpImportResult) },
      },
    },
    async (request) => {
      const { plan, lang } = await checkUpload(db, request);
      if (plan.total === 0)
        throw new AppError(ErrorCode.IMPORT_FAILED, signUpAdminMessages.noRows, {}, { problems: [] });
      if (plan.problems.length > 0) {
        const data: ImportFailure = { problems: plan.problems };
        throw new AppError(
          ErrorCode.IMPORT_FAILED,
          signUpAdminMessages.importFailed,
          { count: plan.problems.length },
          data,
        );
      }
      const source = await importSource(db, authOf(request));
      const result = await writeSignUpImport(db, plan, source, lang);
      recordChange(request, {
        target: result.created.join(','),
        after: { source, created: result.created.length, refused: result.problems.length },
      });
      return ok({ created: result.created.length, problems: result.problems });
    },
  );
};
