import { LogApi, type LoginLogRow, type OperationLogRow, type PageResult } from '@podium/contracts';
import { get } from '../../api/client.ts';
import { getBinary, saveBinary } from '../../api/download.ts';

type Params = Record<string, string | number | undefined>;

export const logKeys = {
  all: ['logs'] as const,
  operations: (params: Params) => ['logs', 'operations', params] as const,
  logins: (params: Params) => ['logs', 'logins', params] as const,
};

export const fetchOperationLogs = (params: Params) =>
  get<PageResult<OperationLogRow>>(LogApi.operationPage, params);
export const fetchLoginLogs = (params: Params) => get<PageResult<LoginLogRow>>(LogApi.loginPage, params);
/** Downloads the filtered log (without paging) as .xlsx. */
export const exportLogs = async (kind: 'operation' | 'login', filters: Params) =>
  saveBinary(await getBinary(kind === 'operation' ? LogApi.operationExport : LogApi.loginExport, filters));
