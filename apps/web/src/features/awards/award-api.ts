import {
  API_BASE,
  AwardApi,
  type AwardEntryRow,
  type AwardEntrySaveBody,
  type AwardFillResult,
  type AwardFromResultsBody,
  type AwardKind,
  type AwardLevel,
  type AwardListRow,
  type PageResult,
  type PublicAwardListRow,
  type PublicAwardRow,
  type awardImportResult,
} from '@podium/contracts';
import type { z } from 'zod';
import { get, post, request } from '../../api/client.ts';
import { getBinary, saveBinary } from '../../api/download.ts';

type AwardImportResult = z.infer<typeof awardImportResult>;

/** Desk calls of award levels and award lists. */
export const awardApi = {
  lists: (query: {
    pageNum: number;
    pageSize: number;
    competitionId?: string;
    listId?: string;
    name?: string;
  }) => get<PageResult<AwardListRow>>(AwardApi.listPage, query),
  saveList: (body: { competitionId: string; name: string }) =>
    post<{ listId: string }>(AwardApi.listSave, body),
  publish: (listId: string, published: boolean) => post(AwardApi.listPublish, { listId, published }),
  levels: (competitionId: string) => get<AwardLevel[]>(AwardApi.levelList, { competitionId }),
  saveLevel: (body: { competitionId: string; kind: AwardKind; name?: string }) =>
    post<{ levelId: string }>(AwardApi.levelSave, body),
  removeLevel: (levelId: string) => post(AwardApi.levelDelete, { levelId }),
};

/** Desk calls of an award list's lines: page, hand edit, .xlsx import (error workbook), fill from ranks. */
export const awardEntryApi = {
  page: (query: { pageNum: number; pageSize: number; listId: string; keyword?: string }) =>
    get<PageResult<AwardEntryRow>>(AwardApi.entryPage, query),
  save: (body: AwardEntrySaveBody) => post<{ entryId: string }>(AwardApi.entrySave, body),
  remove: (entryId: string) => post(AwardApi.entryDelete, { entryId }),
  fromRanks: (listId: string, bands: { levelId: string; count: number }[]) =>
    post(AwardApi.entryFromRanks, { listId, bands }),
  fromResultsPreview: (body: AwardFromResultsBody) =>
    post<AwardFillResult>(AwardApi.entryFromResultsPreview, body),
  fromResults: (body: AwardFromResultsBody) => post<AwardFillResult>(AwardApi.entryFromResults, body),
  downloadTemplate: async () => saveBinary(await getBinary(AwardApi.entryTemplate)),
  import: (listId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<AwardImportResult>(AwardApi.entryImport, {
      method: 'POST',
      params: { listId },
      body: form,
    });
  },
  /** The refused rows' workbook: `errorFileUrl` is the API path of a stored file. */
  downloadErrors: async (errorFileUrl: string) =>
    saveBinary(await getBinary(errorFileUrl.replace(API_BASE, ''))),
};

/** Portal: lines of published award lists (names masked). */
export const publicAwardApi = {
  page: (query: { pageNum: number; pageSize: number; competitionId?: string; listId?: string }) =>
    get<PageResult<PublicAwardRow>>(AwardApi.publicPage, query),
  lists: (query: { pageNum: number; pageSize: number }) =>
    get<PageResult<PublicAwardListRow>>(AwardApi.publicLists, query),
};
