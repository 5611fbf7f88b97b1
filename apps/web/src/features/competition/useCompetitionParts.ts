import { useQuery } from '@tanstack/react-query';
import { competitionApi, competitionKeys } from './competition-api.ts';

/** The detail (with items and groups) and the stages of one competition, as the set-up pages need them. */
export const useCompetitionParts = (competitionId: string) => {
  const detail = useQuery({
    queryKey: competitionKeys.detail(competitionId),
    queryFn: () => competitionApi.detail(competitionId),
    enabled: Boolean(competitionId),
  });
  const stages = useQuery({
    queryKey: competitionKeys.stages(competitionId),
    queryFn: () => competitionApi.stages(competitionId),
    enabled: Boolean(competitionId),
  });
  return { detail, stages };
};
