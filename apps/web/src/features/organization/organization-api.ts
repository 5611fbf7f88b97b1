import {
  GroupApi,
  SchoolApi,
  type CollegeAddBody,
  type CollegeRow,
  type CollegeUpdateBody,
  type GroupAddBody,
  type GroupDetail,
  type GroupMoveBody,
  type GroupNode,
  type GroupOption,
  type GroupUpdateBody,
  type MajorAddBody,
  type MajorRow,
  type MajorUpdateBody,
  type PageResult,
  type Province,
  type SchoolAddBody,
  type SchoolInfo,
  type SchoolInfoSaveBody,
  type SchoolRow,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import type { QueryParams } from '../../api/headers.ts';

/** Query keys of the organisation area; writes invalidate `all`. */
export const orgKeys = {
  all: ['organization-admin'] as const,
  tree: (params: QueryParams) => [...orgKeys.all, 'tree', params] as const,
  detail: (groupId: string) => [...orgKeys.all, 'detail', groupId] as const,
  options: (type?: string) => [...orgKeys.all, 'options', type ?? ''] as const,
  schools: (params: QueryParams) => [...orgKeys.all, 'schools', params] as const,
  schoolInfo: (schoolId: string) => [...orgKeys.all, 'schoolInfo', schoolId] as const,
  colleges: (params: QueryParams) => [...orgKeys.all, 'colleges', params] as const,
  majors: (params: QueryParams) => [...orgKeys.all, 'majors', params] as const,
  provinces: ['provinces'] as const,
};

export const groupApi = {
  tree: (params: QueryParams) => get<GroupNode[]>(GroupApi.tree, params),
  detail: (groupId: string) => get<GroupDetail>(GroupApi.detail, { groupId }),
  options: (type?: string) => get<GroupOption[]>(GroupApi.options, type ? { type } : undefined),
  add: (body: GroupAddBody) => post<unknown>(GroupApi.add, body),
  update: (body: GroupUpdateBody) => post<null>(GroupApi.update, body),
  remove: (groupId: string) => post<null>(GroupApi.remove, { groupId }),
  move: (body: GroupMoveBody) => post<null>(GroupApi.move, body),
};

export const schoolApi = {
  provinces: () => get<Province[]>(SchoolApi.provinces),
  page: (params: QueryParams) => get<PageResult<SchoolRow>>(SchoolApi.page, params),
  add: (body: SchoolAddBody) => post<{ schoolId: string }>(SchoolApi.add, body),
  remove: (groupId: string) => post<null>(SchoolApi.remove, { groupId }),
  info: (schoolId: string) => get<SchoolInfo>(SchoolApi.info, { schoolId }),
  saveInfo: (body: SchoolInfoSaveBody) => post<null>(SchoolApi.info, body),
  collegePage: (params: QueryParams) => get<PageResult<CollegeRow>>(SchoolApi.collegePage, params),
  collegeAdd: (body: CollegeAddBody) => post<{ id: string }>(SchoolApi.collegeAdd, body),
  collegeUpdate: (body: CollegeUpdateBody) => post<null>(SchoolApi.collegeUpdate, body),
  collegeRemove: (ids: string[]) => post<null>(SchoolApi.collegeRemove, { ids }),
  majorPage: (params: QueryParams) => get<PageResult<MajorRow>>(SchoolApi.majorPage, params),
  majorAdd: (body: MajorAddBody) => post<{ id: string }>(SchoolApi.majorAdd, body),
  majorUpdate: (body: MajorUpdateBody) => post<null>(SchoolApi.majorUpdate, body),
  majorRemove: (ids: string[]) => post<null>(SchoolApi.majorRemove, { ids }),
};
