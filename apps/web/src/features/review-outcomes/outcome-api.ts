import {
  ReviewApi,
  ReviewOutcomeApi,
  type DistributionApplyResult,
  type DistributionPreview,
  type DistributionRow,
  type EntrySyncResult,
  type EliminationCommitResult,
  type EliminationPreview,
  type EliminationState,
  type EliminationUndoResult,
  type ExpertGroupRow,
  type MyResult,
  type PageResult,
  type PromotionRuleInput,
  type PublicResultDetail,
  type PublicationState,
  type PublishedStage,
  type ReviewSetting,
  type ReviewStatistics,
  type StageReviewState,
} from '@podium/contracts';
import type { CatalogueHandlers } from '../../api/catalogue.ts';
import { runtimeHandlers } from '../../api/runtime-handlers.ts';
import { get, post } from '../../api/client.ts';
import { getBinary, saveBinary } from '../../api/download.ts';
import type { QueryParams } from '../../api/headers.ts';

/** Query keys; mutations invalidate `outcomeKeys.all` (and the review domain's own keys where shared). */
export const outcomeKeys = {
  all: ['review-outcome'] as const,
  elimination: (stageId: string) => [...outcomeKeys.all, 'elimination', stageId] as const,
  publication: (stageId: string) => [...outcomeKeys.all, 'publication', stageId] as const,
  statistics: (stageId: string) => [...outcomeKeys.all, 'statistics', stageId] as const,
  distribution: (params: QueryParams) => [...outcomeKeys.all, 'distribution', params] as const,
  groups: (stageId: string) => [...outcomeKeys.all, 'groups', stageId] as const,
  expertOptions: [...['review-outcome'], 'expert-options'] as const,
  setting: (stageId: string) => [...outcomeKeys.all, 'setting', stageId] as const,
  publicPage: (params: QueryParams) => [...outcomeKeys.all, 'public', params] as const,
  publicDetail: (stageId: string) => [...outcomeKeys.all, 'public-detail', stageId] as const,
  mine: [...['review-outcome'], 'mine'] as const,
  reviewState: (stageId: string) => [...outcomeKeys.all, 'review-state', stageId] as const,
};

/**
 * A refused apply (409: the inputs changed) is told once, inside the preview dialog with its "preview
 * again" action, so the catalogue must not toast it as well; every other failure toasts as usual.
 */
const applyHandlers: CatalogueHandlers = { ...runtimeHandlers, error: () => {} };

export type ExpertOptionRow = { expertId: string; name: string; organisation: string };

export const outcomeApi = {
  eliminationState: (stageId: string) => get<EliminationState>(ReviewOutcomeApi.eliminationGet, { stageId }),
  preview: (stageId: string, rule: PromotionRuleInput) =>
    post<EliminationPreview>(ReviewOutcomeApi.eliminationPreview, { stageId, rule }),
  commit: (stageId: string, rule: PromotionRuleInput) =>
    post<EliminationCommitResult>(ReviewOutcomeApi.eliminationCommit, { stageId, rule }),
  publication: (stageId: string) => get<PublicationState>(ReviewOutcomeApi.resultPublication, { stageId }),
  publish: (stageId: string, published: boolean) =>
    post<null>(ReviewOutcomeApi.resultPublish, { stageId, published }),
  statistics: (stageId: string) => get<ReviewStatistics>(ReviewOutcomeApi.statistics, { stageId }),
  exportStatistics: async (stageId: string) =>
    saveBinary(await getBinary(ReviewOutcomeApi.statisticsExport, { stageId })),
  distribution: (params: QueryParams) => get<PageResult<DistributionRow>>(ReviewApi.distributionList, params),
  reviewState: (stageId: string) => get<StageReviewState>(ReviewApi.stageReviewState, { stageId }),
  closeReview: (stageId: string) => post<StageReviewState>(ReviewApi.stageReviewClose, { stageId }),
  reopenReview: (stageId: string, reviewEnd: string | null) =>
    post<StageReviewState>(ReviewApi.stageReviewReopen, { stageId, reviewEnd }),
  syncEntries: (stageId: string) => post<EntrySyncResult>(ReviewApi.entrySync, { stageId }),
  distribute: (stageId: string) =>
    post<{ created: number; shortEntries: number; experts: number; entries: number }>(
      ReviewApi.distributionRun,
      { stageId },
    ),
  previewDistribution: (stageId: string, skipWithoutAccount: boolean) =>
    post<DistributionPreview>(ReviewApi.distributionPreview, { stageId, skipWithoutAccount }),
  applyDistribution: (stageId: string, fingerprint: string, skipWithoutAccount: boolean) =>
    post<DistributionApplyResult>(
      ReviewApi.distributionApply,
      { stageId, fingerprint, skipWithoutAccount },
      { handlers: applyHandlers },
    ),
  undoPromotion: (stageId: string) =>
    post<EliminationUndoResult>(ReviewOutcomeApi.eliminationUndo, { stageId }),
  assign: (entryId: string, expertId: string, note: string) =>
    post<{ assignmentId: string }>(ReviewApi.distributionAssign, { entryId, expertId, note }),
  unassign: (assignmentId: string) => post<null>(ReviewApi.distributionUnassign, { assignmentId }),
  groups: (stageId: string) => get<ExpertGroupRow[]>(ReviewApi.groupList, { stageId }),
  saveGroup: (body: {
    stageId: string;
    expertGroupId?: string;
    name: string;
    expertIds: string[];
    captainExpertId: string;
  }) => post<{ expertGroupId: string }>(ReviewApi.groupSave, body),
  expertOptions: () => get<ExpertOptionRow[]>(ReviewApi.expertOption),
  setting: (stageId: string) => get<ReviewSetting>(ReviewApi.settingGet, { stageId }),
  saveSetting: (body: Omit<ReviewSetting, 'reviewStart' | 'reviewEnd'>) =>
    post<null>(ReviewApi.settingSave, body),
  publicPage: (params: QueryParams) =>
    get<PageResult<PublishedStage>>(ReviewOutcomeApi.publicResultPage, params),
  publicDetail: (stageId: string) =>
    get<PublicResultDetail>(ReviewOutcomeApi.publicResultDetail, { stageId }),
  mine: () => get<MyResult[]>(ReviewOutcomeApi.myResults),
};
