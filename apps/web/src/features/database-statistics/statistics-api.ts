import {
  DatabaseStatisticsApi,
  type SeasonComparison,
  type StatisticsCharts,
  type StatisticsOverview,
  type StatisticsQuery,
} from '@podium/contracts';
import { get } from '../../api/client.ts';
import { getBinary, saveBinary } from '../../api/download.ts';

export const statisticsKeys = {
  all: ['database-statistics'] as const,
  overview: (q: StatisticsQuery) => ['database-statistics', 'overview', q] as const,
  charts: (q: StatisticsQuery) => ['database-statistics', 'charts', q] as const,
  seasons: (competitionId: string) => ['database-statistics', 'seasons', competitionId] as const,
};

export const statisticsApi = {
  overview: (q: StatisticsQuery) => get<StatisticsOverview>(DatabaseStatisticsApi.overview, q),
  charts: (q: StatisticsQuery) => get<StatisticsCharts>(DatabaseStatisticsApi.charts, q),
  seasons: (competitionId: string) => get<SeasonComparison>(DatabaseStatisticsApi.seasons, { competitionId }),
  export: async (q: StatisticsQuery) => saveBinary(await getBinary(DatabaseStatisticsApi.export, q)),
};
