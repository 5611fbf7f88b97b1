import {
  NewsApi,
  type DeskNewsDetail,
  type DeskNewsRow,
  type NewsSaveBody,
  type PageResult,
  type PublicNewsDetail,
  type PublicNewsPage,
  type SubmissionCheckBody,
  type SubmissionDetail,
  type SubmissionRow,
  type SubmissionSaveBody,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import type { QueryParams } from '../../api/headers.ts';

/** Query keys of the news domain; every mutation invalidates `newsKeys.all`. */
export const newsKeys = {
  all: ['news'] as const,
  publicPage: (params: QueryParams) => [...newsKeys.all, 'public', params] as const,
  publicDetail: (newsId: string) => [...newsKeys.all, 'public-detail', newsId] as const,
  deskPage: (params: QueryParams) => [...newsKeys.all, 'desk', params] as const,
  deskDetail: (newsId: string) => [...newsKeys.all, 'desk-detail', newsId] as const,
  applyPage: (params: QueryParams) => [...newsKeys.all, 'apply', params] as const,
  collectPage: (params: QueryParams) => [...newsKeys.all, 'collect', params] as const,
  submission: (submissionId: string) => [...newsKeys.all, 'submission', submissionId] as const,
};

export const newsApi = {
  publicPage: (params: QueryParams) => get<PublicNewsPage>(NewsApi.publicPage, params),
  publicDetail: (newsId: string) => get<PublicNewsDetail>(NewsApi.publicDetail, { newsId }),
  deskPage: (params: QueryParams) => get<PageResult<DeskNewsRow>>(NewsApi.deskPage, params),
  deskDetail: (newsId: string) => get<DeskNewsDetail>(NewsApi.deskDetail, { newsId }),
  save: (body: NewsSaveBody) => post<{ newsId: string }>(NewsApi.save, body),
  publish: (newsId: string) => post<{ newsId: string }>(NewsApi.publish, { newsId }),
  unpublish: (newsId: string) => post<{ newsId: string }>(NewsApi.unpublish, { newsId }),
  pin: (newsId: string, pinned: boolean) => post<{ newsId: string }>(NewsApi.pin, { newsId, pinned }),
  remove: (newsId: string) => post<{ newsId: string }>(NewsApi.remove, { newsId }),
  applyPage: (params: QueryParams) => get<PageResult<SubmissionRow>>(NewsApi.applyPage, params),
  apply: (body: SubmissionSaveBody) => post<{ submissionId: string }>(NewsApi.applySave, body),
  collectPage: (params: QueryParams) => get<PageResult<SubmissionRow>>(NewsApi.collectPage, params),
  submission: (submissionId: string) => get<SubmissionDetail>(NewsApi.submissionDetail, { submissionId }),
  check: (body: SubmissionCheckBody) =>
    post<{ submissionId: string; newsId: string | null }>(NewsApi.check, body),
};
