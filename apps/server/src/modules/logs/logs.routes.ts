import {
  envelope,
  LOG_EXPORT_LIMIT,
  LogApi,
  loginLogFilter,
  loginLogPage,
  loginLogPageQuery,
  operationLogFilter,
  operationLogPage,
  operationLogPageQuery,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { sendWorkbook } from '../../platform/excel.ts';
import { langOf, translate } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { loginLogWorkbook, operationLogWorkbook } from './log-export.ts';
import { findLoginLogs, findOperationLogs } from './log-queries.ts';
import { logMessages } from './logs.messages.ts';
import { exportDayStamp } from '../../platform/china-days.ts';

const tags = ['logs'];
const pageOf = (q: { pageNum: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.pageNum - 1) * q.pageSize,
});
const exportAll = { limit: LOG_EXPORT_LIMIT, offset: 0 };

/** Operation and login logs: filter, page and export. There is deliberately no call that changes a log row. */
export const logRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    LogApi.operationPage,
    {
      config: { access: { permission: 'system:log:list' } },
      schema: {
        tags,
        summary: 'Operation log of the acting group’s subtree, newest first',
        querystring: operationLogPageQuery,
        response: { 200: envelope(operationLogPage) },
      },
    },
    async (request) => ok(await findOperationLogs(db, authOf(request), request.query, pageOf(request.query))),
  );

  app.get(
    LogApi.operationExport,
    {
      config: { access: { permission: 'system:log:export' }, workbook: true },
      schema: {
        tags,
        summary: `Operation log as .xlsx (newest ${LOG_EXPORT_LIMIT} rows matching)`,
        querystring: operationLogFilter,
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const { rows } = await findOperationLogs(db, authOf(request), request.query, exportAll);
      return sendWorkbook(
        reply,
        `${translate(logMessages.operationSheet, lang)}-${exportDayStamp()}.xlsx`,
        await operationLogWorkbook(rows, lang),
      );
    },
  );

  app.get(
    LogApi.loginPage,
    {
      config: { access: { permission: 'system:log:list' } },
      schema: {
        tags,
        summary: 'Sign-ins of users in the acting group’s subtree, newest first',
        querystring: loginLogPageQuery,
        response: { 200: envelope(loginLogPage) },
      },
    },
    async (request) => ok(await findLoginLogs(db, authOf(request), request.query, pageOf(request.query))),
  );

  app.get(
    LogApi.loginExport,
    {
      config: { access: { permission: 'system:log:export' }, workbook: true },
      schema: {
        tags,
        summary: `Login log as .xlsx (newest ${LOG_EXPORT_LIMIT} rows matching)`,
        querystring: loginLogFilter,
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const { rows } = await findLoginLogs(db, authOf(request), request.query, exportAll);
      return sendWorkbook(
        reply,
        `${translate(logMessages.loginSheet, lang)}-${exportDayStamp()}.xlsx`,
        await loginLogWorkbook(rows, lang),
      );
    },
  );
};
