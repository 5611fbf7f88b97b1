import {
  ReviewApi,
  type BlindCheck,
  type ExpertQueue,
  type ExpertWork,
  type ExpertRow,
  type ExpertStage,
  type FinalScoreRow,
  type FinalScoreSummary,
  type PageResult,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import type { QueryParams } from '../../api/headers.ts';

/** Query keys of the review domain; every mutation invalidates `reviewKeys.all`. */
export const reviewKeys = {
  all: ['review'] as const,
  experts: (params: QueryParams) => [...reviewKeys.all, 'experts', params] as const,
  myStages: () => [...reviewKeys.all, 'my-stages'] as const,
  queue: (stageId: string) => [...reviewKeys.all, 'queue', stageId] as const,
  work: (assignmentId: string) => [...reviewKeys.all, 'work', assignmentId] as const,
  blindCheck: (stageId: string) => [...reviewKeys.all, 'blind-check', stageId] as const,
  results: (stageId: string) => [...reviewKeys.all, 'results', stageId] as const,
};

export type ScoreBody = {
  assignmentId: string;
  scores: Record<string, number>;
  comments: Record<string, string>;
  submit: boolean;
};

export const reviewApi = {
  expertPage: (params: QueryParams) => get<PageResult<ExpertRow>>(ReviewApi.expertPage, params),
  myStages: () => get<ExpertStage[]>(ReviewApi.expertStages),
  queue: (stageId: string) => get<ExpertQueue>(ReviewApi.expertQueue, { stageId }),
  work: (assignmentId: string) => get<ExpertWork>(ReviewApi.expertWork, { assignmentId }),
  blindCheck: (stageId: string) => get<BlindCheck>(ReviewApi.blindCheck, { stageId }),
  saveScore: (body: ScoreBody) => post<{ status: string; total: number }>(ReviewApi.scoreSave, body),
  results: (stageId: string) => get<FinalScoreRow[]>(ReviewApi.resultList, { stageId }),
  calculate: (stageId: string) => post<FinalScoreSummary>(ReviewApi.finalScoreCalculation, { stageId }),
  abstain: (assignmentId: string, reason: string) => post<null>(ReviewApi.abstain, { assignmentId, reason }),
};
