import {
  WorksApi,
  type MySignUp,
  type MyWork,
  type PageResult,
  type SharedWork,
  type WorkDetail,
  type WorkPublicPart,
  type WorkRow,
  type WorkSubmitBody,
  type WorkSummary,
  type WorkZipBody,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import { getBinary, saveBinary } from '../../api/download.ts';
import type { QueryParams } from '../../api/headers.ts';

/** Query keys of the works domain; every mutation invalidates `worksKeys.all`. */
export const worksKeys = {
  all: ['works'] as const,
  mine: (teamId: string) => [...worksKeys.all, 'mine', teamId] as const,
  mySignUps: () => [...worksKeys.all, 'my-sign-ups'] as const,
  myList: () => [...worksKeys.all, 'my-list'] as const,
  detail: (workId: string) => [...worksKeys.all, 'detail', workId] as const,
  shared: (shareId: string) => [...worksKeys.all, 'shared', shareId] as const,
  deskPage: (params: QueryParams) => [...worksKeys.all, 'desk', params] as const,
  deskDetail: (workId: string) => [...worksKeys.all, 'desk-detail', workId] as const,
};

export const worksApi = {
  mine: (teamId: string) => get<MyWork>(WorksApi.mine, { teamId }),
  mySignUps: () => get<MySignUp[]>(WorksApi.mySignUps),
  myList: () => get<WorkSummary[]>(WorksApi.myList),
  detail: (workId: string) => get<WorkDetail>(WorksApi.detail, { workId }),
  shareLink: (workId: string) => get<{ shareId: string; path: string }>(WorksApi.shareLink, { workId }),
  shared: (shareId: string) => get<SharedWork>(WorksApi.detailByShareId, { shareId }),
  submit: (body: WorkSubmitBody) => post<{ workId: string; versionNo: number }>(WorksApi.submit, body),
  deskPage: (params: QueryParams) => get<PageResult<WorkRow>>(WorksApi.deskList, params),
  deskDetail: (workId: string) => get<WorkDetail>(WorksApi.deskDetail, { workId }),
  share: (workId: string, publicParts: WorkPublicPart[]) =>
    post<WorkDetail>(WorksApi.deskShare, { workId, publicParts }),
  giveBack: (workId: string, note: string) => post<WorkDetail>(WorksApi.deskReturn, { workId, note }),
  zip: (body: WorkZipBody) => post<{ jobId: string; total: number }>(WorksApi.deskZip, body),
};

/** Downloads a file of a shared work (public) and saves it. */
export const downloadSharedFile = async (shareId: string, fileId: string) =>
  saveBinary(await getBinary(`${WorksApi.shareFile}/${shareId}/${fileId}`));

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
