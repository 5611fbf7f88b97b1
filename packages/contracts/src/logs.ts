/** Operation and login logs (issue 3). Paths, schemas and types of this domain live here. Logs are never edited. */
import { z } from 'zod';
import { pageQuery, pageResult } from './envelope.ts';

export const LogApi = {
  operationPage: '/system/log/operation/page',
  operationExport: '/system/log/operation/export',
  loginPage: '/system/log/login/page',
  loginExport: '/system/log/login/export',
} as const;

const flagQuery = z.enum(['0', '1']).transform((v) => v === '1');
const timeQuery = z.iso.datetime({ offset: true });

const logFilters = {
  /** Part of the username. */
  username: z.string().trim().max(64).optional(),
  /** 1 successes only, 0 failures only. */
  success: flagQuery.optional(),
  /** Exact IP address. */
  ip: z.string().trim().max(64).optional(),
  /** ISO date-time bounds, inclusive. */
  beginTime: timeQuery.optional(),
  endTime: timeQuery.optional(),
};

export const operationLogFilter = z.object({
  ...logFilters,
  module: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
});
export type OperationLogFilter = z.input<typeof operationLogFilter>;
export const operationLogPageQuery = pageQuery.extend(operationLogFilter.shape);

export const operationLogRow = z.object({
  username: z.string(),
  groupName: z.string(),
  module: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  method: z.string(),
  path: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  durationMs: z.number().int(),
  success: z.boolean(),
  errorMsg: z.string(),
  createdAt: z.string(),
});
export type OperationLogRow = z.infer<typeof operationLogRow>;
export const operationLogPage = pageResult(operationLogRow);

export const loginLogFilter = z.object({
  ...logFilters,
  /** pwd | code | register | handover (a hand-over link from another site, spec §4) */
  method: z.enum(['pwd', 'code', 'register', 'handover']).optional(),
});
export type LoginLogFilter = z.input<typeof loginLogFilter>;
export const loginLogPageQuery = pageQuery.extend(loginLogFilter.shape);

export const loginLogRow = z.object({
  username: z.string(),
  realName: z.string(),
  groupName: z.string(),
  method: z.string(),
  success: z.boolean(),
  reason: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type LoginLogRow = z.infer<typeof loginLogRow>;
export const loginLogPage = pageResult(loginLogRow);

/** Most rows one export returns (newest first); narrow the filters for more. */
export const LOG_EXPORT_LIMIT = 50_000;
