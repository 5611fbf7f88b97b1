import {
  CompetitionApi,
  DictApi,
  DictType,
  type CompetitionAddBody,
  type CompetitionCopyBody,
  type CompetitionDetail,
  type CompetitionOption,
  type CompetitionRow,
  type CompetitionUpdateBody,
  type DictOption,
  type EnrollSetting,
  type EnrollSettingSaveBody,
  type ItemOption,
  type ItemSaveBody,
  type PageResult,
  type ParticipantGroup,
  type ParticipantGroupSaveBody,
  type PortalCompetitionDetail,
  type PortalCompetitionRow,
  type Schedule,
  type ScheduleSaveBody,
  type Stage,
  type StageSaveBody,
} from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/client.ts';
import { getMessage } from '../feedback/feedback-bridge.ts';

type Params = Record<string, string | number | undefined>;

/** Query keys of the competition area; every desk mutation invalidates `all`. */
export const competitionKeys = {
  all: ['competition'] as const,
  page: (params: Params) => ['competition', 'page', params] as const,
  detail: (id: string) => ['competition', 'detail', id] as const,
  stages: (id: string) => ['competition', 'stages', id] as const,
  schedule: (id: string) => ['competition', 'schedule', id] as const,
  enroll: (id: string) => ['competition', 'enroll', id] as const,
  options: ['competition', 'options'] as const,
  portalPage: (params: Params) => ['competition', 'portal', 'page', params] as const,
  portalDetail: (id: string) => ['competition', 'portal', 'detail', id] as const,
  portalStages: (id: string) => ['competition', 'portal', 'stages', id] as const,
  dict: (type: string, lang: string) => ['dict', type, lang] as const,
};

const q = (competitionId: string) => ({ competitionId });

export const competitionApi = {
  page: (params: Params) => get<PageResult<CompetitionRow>>(CompetitionApi.page, params),
  detail: (id: string) => get<CompetitionDetail>(CompetitionApi.detail, q(id)),
  options: () => get<CompetitionOption[]>(CompetitionApi.option),
  add: (body: CompetitionAddBody) => post<{ competitionId: string }>(CompetitionApi.add, body),
  update: (body: CompetitionUpdateBody) => post<null>(CompetitionApi.update, body),
  remove: (id: string) => post<null>(CompetitionApi.remove, q(id)),
  transition: (action: Transition, id: string) => post<null>(CompetitionApi[action], q(id)),
  copy: (body: CompetitionCopyBody) => post<{ competitionId: string }>(CompetitionApi.copy, body),
  saveItems: (body: ItemSaveBody) => post<ItemOption[]>(CompetitionApi.itemSave, body),
  saveGroups: (body: ParticipantGroupSaveBody) =>
    post<ParticipantGroup[]>(CompetitionApi.participantGroupSave, body),
  stages: (id: string) => get<Stage[]>(CompetitionApi.stageList, q(id)),
  saveStage: (body: StageSaveBody) => post<{ stageId: string }>(CompetitionApi.stageSave, body),
  removeStage: (stageId: string) => post<null>(CompetitionApi.stageRemove, { stageId }),
  schedule: (id: string) => get<Schedule>(CompetitionApi.schedule, q(id)),
  saveSchedule: (body: ScheduleSaveBody) => post<null>(CompetitionApi.scheduleSave, body),
  enroll: (id: string) => get<EnrollSetting>(CompetitionApi.enrollSetting, q(id)),
  saveEnroll: (body: EnrollSettingSaveBody) => post<null>(CompetitionApi.enrollSettingSave, body),
  portalPage: (params: Params) => get<PageResult<PortalCompetitionRow>>(CompetitionApi.portalPage, params),
  portalDetail: (id: string) => get<PortalCompetitionDetail>(CompetitionApi.portalDetail, q(id)),
  portalStages: (id: string) => get<Stage[]>(CompetitionApi.portalStages, q(id)),
};

export type Transition = 'publish' | 'unpublish' | 'close' | 'archive';

/** A desk mutation of this area: toast on success, then every competition query refetches. */
export const useCompetitionMutation = <A, R>(fn: (args: A) => Promise<R>, onDone?: (result: R) => void) => {
  const { t } = useTranslation('competition');
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      void getMessage().success(t('list.done'));
      await client.invalidateQueries({ queryKey: competitionKeys.all });
      onDone?.(result);
    },
  });
};

/** The options of a dictionary type in the current language (public call, cached a minute). */
export const useDictOptions = (dictType: string) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: competitionKeys.dict(dictType, i18n.language),
    queryFn: () => get<DictOption[]>(DictApi.list, { dictType }),
    staleTime: 60_000,
  });
};

export const useLevelOptions = () => useDictOptions(DictType.competitionLevel);
export const useCategoryOptions = () => useDictOptions(DictType.competitionCategory);

/** Label of a dictionary value, or the value itself while the options load. */
export const dictLabel = (options: DictOption[] | undefined, value: string) =>
  options?.find((o) => o.value === value)?.label ?? value;
