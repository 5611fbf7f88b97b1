import {
  ExpertIntakeApi,
  type ApplicationRow,
  type CampaignRow,
  type Envelope,
  type ExpertAccountResult,
  type ExpertRow,
  type ImportCheckResult,
  type ImportFailure,
  type PageResult,
  type PublicCampaign,
  type RecommendRow,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import { fetchBinary, getBinary, saveBinary } from '../../api/download.ts';
import type { QueryParams } from '../../api/headers.ts';
import { uploadWithProgress } from './upload-progress.ts';

/** Query keys of expert intake; every mutation invalidates `intakeKeys.all` (and the review library). */
export const intakeKeys = {
  all: ['expert-intake'] as const,
  accounts: (params: QueryParams) => [...intakeKeys.all, 'accounts', params] as const,
  campaigns: (params: QueryParams) => [...intakeKeys.all, 'campaigns', params] as const,
  applications: (params: QueryParams) => [...intakeKeys.all, 'applications', params] as const,
  recommendations: (params: QueryParams) => [...intakeKeys.all, 'recommendations', params] as const,
  publicCampaigns: () => [...intakeKeys.all, 'public'] as const,
};

const form = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

export type Progress = (percent: number) => void;

export const intakeApi = {
  downloadTemplate: async () => saveBinary(await getBinary(ExpertIntakeApi.templateExport)),
  exportLibrary: async (params: QueryParams) => saveBinary(await getBinary(ExpertIntakeApi.export, params)),
  checkImport: (file: File, onProgress: Progress) =>
    uploadWithProgress<ImportCheckResult>(ExpertIntakeApi.templateCheck, form(file), onProgress),
  runImport: async (file: File, onProgress: Progress) => {
    const envelope: Envelope<{ created: number } | ImportFailure> = await uploadWithProgress(
      ExpertIntakeApi.templateImport,
      form(file),
      onProgress,
    );
    return envelope.code === 0
      ? { ok: true as const, created: (envelope.data as { created: number }).created }
      : { ok: false as const, problems: (envelope.data as ImportFailure | null)?.problems ?? [] };
  },
  downloadErrors: async (file: File) =>
    saveBinary(await fetchBinary(ExpertIntakeApi.templateErrors, { method: 'POST', body: form(file) })),
  setStatus: (expertIds: string[], status: ExpertRow['status']) =>
    post<{ changed: number }>(ExpertIntakeApi.status, { expertIds, status }),

  accountPage: (params: QueryParams) => get<PageResult<ExpertRow>>(ExpertIntakeApi.accountPage, params),
  createAccount: (body: { expertId: string; username: string; password: string }) =>
    post<ExpertAccountResult>(ExpertIntakeApi.accountCreate, body),
  linkAccount: (body: { expertId: string; username: string }) =>
    post<ExpertAccountResult>(ExpertIntakeApi.accountLink, body),
  unlinkAccount: (expertId: string) => post<null>(ExpertIntakeApi.accountUnlink, { expertId }),
  resetPassword: (expertId: string) =>
    post<ExpertAccountResult>(ExpertIntakeApi.accountResetPwd, { expertId }),

  campaignPage: (params: QueryParams) => get<PageResult<CampaignRow>>(ExpertIntakeApi.campaignPage, params),
  saveCampaign: (body: {
    campaignId?: string;
    title: string;
    fields: string[];
    deadline: string;
    description: string;
  }) => post<CampaignRow>(ExpertIntakeApi.campaignSave, body),
  closeCampaign: (campaignId: string) => post<null>(ExpertIntakeApi.campaignClose, { campaignId }),
  applicationPage: (params: QueryParams) =>
    get<PageResult<ApplicationRow>>(ExpertIntakeApi.applicationPage, params),
  approve: (applicationId: string) =>
    post<{ expertId: string }>(ExpertIntakeApi.applicationApprove, { applicationId }),
  reject: (applicationId: string, reason: string) =>
    post<null>(ExpertIntakeApi.applicationReject, { applicationId, reason }),

  publicCampaigns: () => get<PublicCampaign[]>(ExpertIntakeApi.publicCampaigns),
  publicCampaign: (campaignId: string) => get<PublicCampaign>(ExpertIntakeApi.publicCampaign, { campaignId }),
  apply: (body: Record<string, unknown>) =>
    post<{ applicationId: string }>(ExpertIntakeApi.publicApply, body),

  recommendPage: (params: QueryParams) =>
    get<PageResult<RecommendRow>>(ExpertIntakeApi.recommendPage, params),
  recommend: (body: Record<string, unknown>) =>
    post<{ recommendationId: string }>(ExpertIntakeApi.recommendAdd, body),
  accept: (recommendationId: string) => post<null>(ExpertIntakeApi.recommendAccept, { recommendationId }),
  decline: (recommendationId: string, reason: string) =>
    post<null>(ExpertIntakeApi.recommendDecline, { recommendationId, reason }),
};
