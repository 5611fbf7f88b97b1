import { SchoolAwardApi, type PageResult, type SchoolAwardRow } from '@podium/contracts';
import { get } from '../../api/client.ts';
import { getBinary, saveBinary } from '../../api/download.ts';
import type { QueryParams } from '../../api/headers.ts';

/** Query keys of a school's view of its students' awards and certificates (read-only). */
export const schoolAwardKeys = {
  all: ['school-awards'] as const,
  page: (params: QueryParams) => [...schoolAwardKeys.all, 'page', params] as const,
};

export const schoolAwardApi = {
  page: (params: QueryParams) => get<PageResult<SchoolAwardRow>>(SchoolAwardApi.page, params),
  exportList: async (filters: QueryParams) => saveBinary(await getBinary(SchoolAwardApi.export, filters)),
};
