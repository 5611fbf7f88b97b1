import {
  CaptainApi,
  ReviewApi,
  SceneApi,
  type CaptainProgress,
  type DistributionRow,
  type PageResult,
  type SceneDetail,
  type SceneSessionRow,
  type ScreenState,
} from '@podium/contracts';
import { apiUrl, get, post } from '../../api/client.ts';

/** Query keys of on-site review and the captain's tools. */
export const sceneKeys = {
  all: ['scene'] as const,
  sessions: (stageId: string) => [...sceneKeys.all, 'sessions', stageId] as const,
  detail: (sessionId: string) => [...sceneKeys.all, 'detail', sessionId] as const,
  entries: (stageId: string) => [...sceneKeys.all, 'entries', stageId] as const,
  captain: (groupId: string) => [...sceneKeys.all, 'captain', groupId] as const,
  captainFlag: (stageId: string) => [...sceneKeys.all, 'captain-flag', stageId] as const,
};

export type SceneSaveBody = {
  sessionId?: string;
  stageId: string;
  room: string;
  durationSec: number;
  showNames: boolean;
  entryIds: string[];
};
type Action = { sessionId: string; version: number };

export const sceneApi = {
  sessions: (stageId: string) => get<SceneSessionRow[]>(SceneApi.list, { stageId }),
  detail: (sessionId: string) => get<SceneDetail>(SceneApi.detail, { sessionId }),
  /** Review entries of the stage (the distribution list), to pick a session's teams from. */
  entries: (stageId: string) =>
    get<PageResult<DistributionRow>>(ReviewApi.distributionList, { stageId, pageNum: 1, pageSize: 500 }),
  save: (body: SceneSaveBody) => post<{ sessionId: string }>(SceneApi.save, body),
  next: (body: Action) => post<SceneDetail>(SceneApi.next, body),
  skip: (body: Action) => post<SceneDetail>(SceneApi.skip, body),
  recall: (body: Action & { slotId: string }) => post<SceneDetail>(SceneApi.recall, body),
  close: (body: Action) => post<SceneDetail>(SceneApi.close, body),
  draw: (body: Action & { seed?: string }) => post<SceneDetail>(SceneApi.draw, body),
  order: (body: Action & { slotIds: string[] }) => post<SceneDetail>(SceneApi.order, body),
  resetKey: (sessionId: string) => post<{ screenKey: string }>(SceneApi.resetScreenKey, { sessionId }),
  captainFlag: (stageId: string) =>
    get<{ captain: boolean; expertGroupIds: string[] }>(ReviewApi.captainFlag, { stageId }),
  captainProgress: (expertGroupId: string) => get<CaptainProgress>(CaptainApi.progress, { expertGroupId }),
  returnScore: (assignmentId: string, note: string) =>
    post<null>(CaptainApi.returnScore, { assignmentId, note }),
  remind: (expertGroupId: string, expertIds?: string[]) =>
    post<{ reminded: number }>(CaptainApi.remind, { expertGroupId, ...(expertIds ? { expertIds } : {}) }),
};

/** The calling screen's public calls: plain fetches (no session, no toasts: a hall screen has no one to click). */
export const screenUrls = {
  state: (key: string) => apiUrl(SceneApi.screenState, { key }),
  stream: (key: string) => apiUrl(SceneApi.screenStream, { key }),
};

export const fetchScreenState = async (key: string): Promise<ScreenState | 'invalid'> => {
  const response = await fetch(screenUrls.state(key), { cache: 'no-store' });
  const body = (await response.json()) as { code: number; data: ScreenState };
  if (body.code === 404 || body.code === 400) return 'invalid';
  if (body.code !== 0) throw new Error(`screen state ${body.code}`);
  return body.data;
};

/** The link a hall screen opens (absolute, for copying). */
export const screenLink = (key: string) =>
  `${window.location.origin}/screen/call?key=${encodeURIComponent(key)}`;
