import type { FastifyRequest } from 'fastify';
import {
  envelope,
  ErrorCode,
  importCheckResult,
  importQuery,
  importResult,
  passwordSchema,
  SystemUserApi,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_COLUMNS_EN,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ROWS,
  userFilterQuery,
  type ImportFailure,
} from '@podium/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { readableTitles, readSheet, sendWorkbook } from '../../platform/excel.ts';
import { langOf, translate } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { planImport } from './import-plan.ts';
import { generateInitialPassword, writeImport } from './import-write.ts';
import { userMessages } from './system-users.messages.ts';
import { readUpload } from './upload.ts';
import { buildErrorWorkbook, buildTemplate, buildUserExport } from './user-sheets.ts';
import { userSheetMessages } from './user-sheets.messages.ts';
import { exportDayStamp } from '../../platform/china-days.ts';

const tags = ['system-users'];
const importAccess = { permission: 'system:user:import' };
const audit = (action: string) => ({ module: 'system-user', action });

type ImportQuery = z.output<typeof importQuery>;

/** The uploaded file and its sheet; a file-level problem (not a spreadsheet, too large …) is a 400. */
const readUploadedSheet = async (request: FastifyRequest) => {
  const upload = await readUpload(request);
  const sheet = await readSheet(upload.file, {
    maxBytes: USER_IMPORT_MAX_BYTES,
    maxRows: USER_IMPORT_MAX_ROWS,
    firstHeader: USER_IMPORT_COLUMNS[0],
    // A template downloaded in English imports as well as a Chinese one.
    titles: readableTitles(USER_IMPORT_COLUMNS_EN),
  });
  return { upload, sheet };
};

/** The import itself fails only one way (spec: 13017, “导入失败!”), with the precise reason in `msg`. */
const asImportFailure = (error: unknown) => {
  if (error instanceof AppError && error.code === ErrorCode.BAD_REQUEST) {
    const data: ImportFailure = { problems: [] };
    return new AppError(ErrorCode.IMPORT_FAILED, error.key, error.params, data);
  }
  return error;
};

/** The uploaded sheet read and checked; `updateExisting` from the (validated) query or a form field. */
const checkUpload = async (
  request: FastifyRequest<{ Querystring: ImportQuery }>,
  deps: AppDeps,
  read: typeof readUploadedSheet = readUploadedSheet,
) => {
  const { upload, sheet } = await read(request);
  const updateExisting =
    request.query.updateExisting ||
    upload.fields.updateExisting === 'true' ||
    upload.fields.updateExisting === '1';
  const lang = langOf(request.headers['accept-language']);
  const plan = await planImport(deps, authOf(request), sheet, { updateExisting, lang });
  return { upload, sheet, plan, updateExisting };
};

/**
 * Import in three steps: download the template, check an upload (nothing written), import it (one
 * transaction, or 13017 with every reason). The reasons also come as a workbook (`/template/errors`).
 */
export const userImportRoutes: ApiModule = async (app, { deps }) => {
  app.get(
    SystemUserApi.templateExport,
    {
      config: { access: importAccess, workbook: true },
      schema: { tags, summary: 'The .xlsx import template (notes, drop-downs)' },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      return sendWorkbook(
        reply,
        `${translate(userSheetMessages.templateFile, lang)}.xlsx`,
        await buildTemplate(deps, authOf(request), lang),
      );
    },
  );

  app.post(
    SystemUserApi.templateCheck,
    {
      config: { access: importAccess, audit: audit('importCheck') },
      schema: {
        tags,
        summary: 'Check an upload (multipart field `file`) without writing',
        querystring: importQuery,
        response: { 200: envelope(importCheckResult) },
      },
    },
    async (request) => {
      const { plan } = await checkUpload(request, deps);
      recordChange(request, { after: { total: plan.total, problems: plan.problems.length } });
      return ok({
        total: plan.total,
        valid: plan.rows.length,
        existing: plan.existing,
        problems: plan.problems,
      });
    },
  );

  app.post(
    SystemUserApi.templateErrors,
    {
      config: { access: importAccess, audit: audit('importErrors'), workbook: true },
      schema: {
        tags,
        summary: 'The upload again as .xlsx, bad rows red with an error column (in the caller’s language)',
        querystring: importQuery,
      },
    },
    async (request, reply) => {
      const { sheet, plan } = await checkUpload(request, deps);
      const lang = langOf(request.headers['accept-language']);
      return sendWorkbook(
        reply,
        `${translate(userSheetMessages.errorsFile, lang)}_${exportDayStamp()}.xlsx`,
        await buildErrorWorkbook(deps, authOf(request), sheet, plan.problems, lang),
      );
    },
  );

  app.post(
    SystemUserApi.templateImport,
    {
      config: { access: importAccess, audit: audit('import') },
      schema: {
        tags,
        summary: 'Import an upload: every row in one transaction, or 13017 with the reasons',
        querystring: importQuery,
        response: { 200: envelope(importResult) },
      },
    },
    async (request) => {
      const { upload, plan } = await checkUpload(request, deps, (req) =>
        readUploadedSheet(req).catch((error: unknown) => {
          throw asImportFailure(error);
        }),
      );
      const given = upload.fields.initialPassword;
      if (given !== undefined && !passwordSchema.safeParse(given).success)
        throw badRequest(userMessages.initialPassword);
      if (plan.total === 0) throw asImportFailure(badRequest(userMessages.noRows));
      if (plan.problems.length > 0) {
        const data: ImportFailure = { problems: plan.problems };
        throw new AppError(
          ErrorCode.IMPORT_FAILED,
          userMessages.importFailed,
          { count: plan.problems.length },
          data,
        );
      }
      const initialPassword = given ?? generateInitialPassword();
      const counts = await writeImport(deps, authOf(request), plan.rows, initialPassword);
      recordChange(request, { target: `${counts.created}+${counts.updated}`, after: counts });
      return ok({ ...counts, initialPassword: given === undefined ? initialPassword : null });
    },
  );

  app.get(
    SystemUserApi.export,
    {
      config: { access: { permission: 'system:user:export' }, workbook: true },
      schema: {
        tags,
        summary: 'The filtered list as .xlsx (personal data masked)',
        querystring: userFilterQuery,
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      return sendWorkbook(
        reply,
        `${translate(userSheetMessages.exportFile, lang)}_${exportDayStamp()}.xlsx`,
        await buildUserExport(deps, authOf(request), request.query, lang),
      );
    },
  );
};
