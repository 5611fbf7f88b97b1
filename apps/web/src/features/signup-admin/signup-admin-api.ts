import {
  SignUpAdminApi,
  type BatchApproveResult,
  type CompetitionOption,
  type ImportFailure,
  type PageResult,
  type SignUpAdminRow,
  type SignUpDetail,
  type SignUpOptions,
} from '@podium/contracts';
import { call, get, post } from '../../api/client.ts';
import { fetchBinary, getBinary, saveBinary } from '../../api/download.ts';
import type { QueryParams } from '../../api/headers.ts';

/** Query keys of desk sign-up management; every decision invalidates `signUpKeys.all`. */
export const signUpKeys = {
  all: ['signup-admin'] as const,
  page: (params: QueryParams) => [...signUpKeys.all, 'page', params] as const,
  detail: (teamId: string) => [...signUpKeys.all, 'detail', teamId] as const,
  options: (competitionId: string) => [...signUpKeys.all, 'options', competitionId] as const,
  competitions: ['signup-admin', 'competitions'] as const,
  importCompetitions: ['signup-admin', 'import-competitions'] as const,
};

export type SignUpImportOutcome =
  | { ok: true; created: number; problems: ImportFailure['problems'] }
  | { ok: false; problems: ImportFailure['problems'] };

const uploadForm = (file: File, competitionId: string) => {
  const form = new FormData();
  form.append('competitionId', competitionId);
  form.append('file', file);
  return form;
};

export const signUpApi = {
  page: (params: QueryParams) => get<PageResult<SignUpAdminRow>>(SignUpAdminApi.page, params),
  detail: (teamId: string) => get<SignUpDetail>(SignUpAdminApi.detail, { teamId }),
  options: (competitionId: string) => get<SignUpOptions>(SignUpAdminApi.options, { competitionId }),
  competitions: () => get<CompetitionOption[]>(SignUpAdminApi.competitions),
  /** Where the caller may import: a school's competitions open to it now, an organiser's own. */
  importCompetitions: () => get<CompetitionOption[]>(SignUpAdminApi.importCompetitions),
  approve: (teamId: string) => post<{ teamId: string; status: string }>(SignUpAdminApi.approve, { teamId }),
  batchApprove: (teamIds: string[]) => post<BatchApproveResult>(SignUpAdminApi.batchApprove, { teamIds }),
  reject: (teamId: string, reason: string) =>
    post<{ teamId: string; status: string }>(SignUpAdminApi.reject, { teamId, reason }),
  exportList: async (filters: QueryParams) => saveBinary(await getBinary(SignUpAdminApi.export, filters)),
  template: async (competitionId: string) =>
    saveBinary(await getBinary(SignUpAdminApi.importTemplate, { competitionId })),
  importErrors: async (file: File, competitionId: string) =>
    saveBinary(
      await fetchBinary(SignUpAdminApi.importErrors, {
        method: 'POST',
        body: uploadForm(file, competitionId),
      }),
    ),
  /** Resolves with the result, or with the 13017 reasons (the client has already shown the message). */
  runImport: async (file: File, competitionId: string): Promise<SignUpImportOutcome> => {
    const envelope = await call<{ created: number; problems: ImportFailure['problems'] } | ImportFailure>(
      SignUpAdminApi.import,
      { method: 'POST', body: uploadForm(file, competitionId) },
    );
    if (envelope.code === 0) {
      const data = envelope.data as { created: number; problems: ImportFailure['problems'] };
      return { ok: true, created: data.created, problems: data.problems };
    }
    return { ok: false, problems: (envelope.data as ImportFailure | null)?.problems ?? [] };
  },
};
