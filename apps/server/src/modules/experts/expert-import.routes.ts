import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  envelope,
  ErrorCode,
  EXPERT_IMPORT_COLUMNS,
  EXPERT_IMPORT_COLUMNS_EN,
  EXPERT_IMPORT_MAX_ROWS,
  EXPERT_STATUSES,
  ExpertIntakeApi,
  expertImportResult,
  importCheckResult,
  USER_IMPORT_MAX_BYTES,
  type ImportFailure,
} from '@podium/contracts';
import { z } from 'zod';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { readableTitles, readSheet, sendWorkbook } from '../../platform/excel.ts';
import { langOf, translate } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { readUpload } from '../system-users/upload.ts';
import { expertScope } from './expert-library.ts';
import { planExpertImport } from './expert-import-plan.ts';
import { writeExpertImport } from './expert-import-write.ts';
import { intakeMessages } from './expert-intake.messages.ts';
import {
  buildExpertErrorWorkbook,
  buildExpertExport,
  buildExpertTemplate,
  exportWhere,
} from './expert-sheets.ts';
import { expertSheetMessages } from './expert-sheets.messages.ts';
import { exportDayStamp } from '../../platform/china-days.ts';

const tags = ['expert'];
const importAccess = { permission: 'expert:import' };
const audit = (action: string) => ({ module: 'expert', action });

const readUploadedSheet = async (request: FastifyRequest) => {
  const upload = await readUpload(request);
  return readSheet(upload.file, {
    maxBytes: USER_IMPORT_MAX_BYTES,
    maxRows: EXPERT_IMPORT_MAX_ROWS,
    firstHeader: EXPERT_IMPORT_COLUMNS[0],
    // A template downloaded in English imports as well as a Chinese one.
    titles: readableTitles(EXPERT_IMPORT_COLUMNS_EN),
  });
};

/** As the user import: a file-level problem of the import call itself is 13017 with the reason in `msg`. */
const asImportFailure = (error: unknown) => {
  if (error instanceof AppError && error.code === ErrorCode.BAD_REQUEST) {
    const data: ImportFailure = { problems: [] };
    return new AppError(ErrorCode.IMPORT_FAILED, error.key, error.params, data);
  }
  return error;
};

const checkUpload = async (
  request: FastifyRequest,
  deps: Parameters<ApiModule>[1]['deps'],
  read: typeof readUploadedSheet = readUploadedSheet,
) => {
  const auth = authOf(request);
  // Imported experts join the acting group's library; without one there is nowhere to put them.
  if (!auth.group) throw badRequest(intakeMessages.noGroup);
  const sheet = await read(request);
  const plan = await planExpertImport(deps, auth, sheet, langOf(request.headers['accept-language']));
  return { sheet, plan };
};

/**
 * Expert import in the user import's three steps (template, check without writing, import in one
 * transaction or 13017 with every reason; the reasons also as a workbook), and the library export.
 */
export const expertImportRoutes: ApiModule = async (app, { deps }) => {
  // Multipart for this plugin's uploads only: one file within the user import's size limit.
  await app.register(multipart, {
    limits: { fileSize: USER_IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });
  app.get(
    ExpertIntakeApi.templateExport,
    {
      config: { access: importAccess, workbook: true },
      schema: { tags, summary: 'The .xlsx expert import template' },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      return sendWorkbook(
        reply,
        `${translate(expertSheetMessages.templateFile, lang)}.xlsx`,
        await buildExpertTemplate(deps, lang),
      );
    },
  );

  app.post(
    ExpertIntakeApi.templateCheck,
    {
      config: { access: importAccess, audit: audit('importCheck') },
      schema: {
        tags,
        summary: 'Check an upload (multipart field `file`) without writing',
        response: { 200: envelope(importCheckResult) },
      },
    },
    async (request) => {
      const { plan } = await checkUpload(request, deps);
      recordChange(request, { after: { total: plan.total, problems: plan.problems.length } });
      return ok({ total: plan.total, valid: plan.rows.length, existing: 0, problems: plan.problems });
    },
  );

  app.post(
    ExpertIntakeApi.templateErrors,
    {
      config: { access: importAccess, audit: audit('importErrors'), workbook: true },
      schema: {
        tags,
        summary: 'The upload again as .xlsx, bad rows red with an error column (in the caller’s language)',
      },
    },
    async (request, reply) => {
      const { sheet, plan } = await checkUpload(request, deps);
      const lang = langOf(request.headers['accept-language']);
      return sendWorkbook(
        reply,
        `${translate(expertSheetMessages.errorsFile, lang)}_${exportDayStamp()}.xlsx`,
        await buildExpertErrorWorkbook(deps, sheet, plan.problems, lang),
      );
    },
  );

  app.post(
    ExpertIntakeApi.templateImport,
    {
      config: { access: importAccess, audit: audit('import') },
      schema: {
        tags,
        summary: 'Import an upload: every row in one transaction, or 13017 with the reasons',
        response: { 200: envelope(expertImportResult) },
      },
    },
    async (request) => {
      const { plan } = await checkUpload(request, deps, (req) =>
        readUploadedSheet(req).catch((error: unknown) => {
          throw asImportFailure(error);
        }),
      );
      if (plan.total === 0) throw asImportFailure(badRequest(intakeMessages.noRows));
      if (plan.problems.length > 0) {
        const data: ImportFailure = { problems: plan.problems };
        throw new AppError(
          ErrorCode.IMPORT_FAILED,
          intakeMessages.importFailed,
          { count: plan.problems.length },
          data,
        );
      }
      const counts = await writeExpertImport(deps, authOf(request), plan.rows);
      recordChange(request, { target: String(counts.created), after: counts });
      return ok(counts);
    },
  );

  app.get(
    ExpertIntakeApi.export,
    {
      config: { access: { permission: 'expert:export' }, audit: audit('export'), workbook: true },
      schema: {
        tags,
        summary: 'The library as .xlsx (phone, ID number and bank card masked)',
        querystring: z.object({ status: z.enum(EXPERT_STATUSES).optional() }),
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      return sendWorkbook(
        reply,
        `${translate(expertSheetMessages.exportFile, lang)}_${exportDayStamp()}.xlsx`,
        await buildExpertExport(deps, exportWhere(expertScope(authOf(request)), request.query.status), lang),
      );
    },
  );
};
