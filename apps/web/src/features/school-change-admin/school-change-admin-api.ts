import { SchoolChangeApi, type PageResult, type SchoolChangeRow } from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import type { QueryParams } from '../../api/headers.ts';

/** Query keys of the desk's school change requests; a decision invalidates `all`. */
export const schoolChangeKeys = {
  all: ['school-change-admin'] as const,
  page: (params: QueryParams) => [...schoolChangeKeys.all, 'page', params] as const,
};

/** The school's (or the desk above it's) side of moving school: list, approve, refuse with a reason. */
export const schoolChangeAdminApi = {
  page: (params: QueryParams) => get<PageResult<SchoolChangeRow>>(SchoolChangeApi.page, params),
  approve: (requestId: string) => post<null>(SchoolChangeApi.approve, { requestId }),
  reject: (requestId: string, reason: string) => post<null>(SchoolChangeApi.reject, { requestId, reason }),
};
