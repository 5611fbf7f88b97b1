import {
  DatabaseStatisticsApi,
  envelope,
  statisticsCharts,
  statisticsOverview,
  statisticsQuery,
  seasonComparison,
  seasonsQuery,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { sendWorkbook } from '../../platform/excel.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { statisticsCharts as chartsOf } from './charts.ts';
import { statisticsOverview as overviewOf } from './key-numbers.ts';
import { statisticsMessages } from './statistics.messages.ts';
import { statisticsWorkbook } from './statistics-workbook.ts';
import { seasonComparison as seasonsOf } from './seasons.ts';

const tags = ['statistics'];
const access = { permission: 'statistics:view' };

/**
 * Database statistics (issue 21, `/database/statistics`): the acting group's season at a glance. Every
 * figure is scoped the way the desk list it summarises is, so a school never sees another school's numbers.
 */
export const databaseStatisticsRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    DatabaseStatisticsApi.overview,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Key numbers of the period, each with the period of the same length before it',
        querystring: statisticsQuery,
        response: { 200: envelope(statisticsOverview) },
      },
    },
    async (request) => ok(await overviewOf(db, authOf(request), request.query)),
  );

  app.get(
    DatabaseStatisticsApi.charts,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Every chart of the statistics page: sign-ups, schools, works, review, awards, money',
        querystring: statisticsQuery,
        response: { 200: envelope(statisticsCharts) },
      },
    },
    async (request) =>
      ok(await chartsOf(db, authOf(request), request.query, langOf(request.headers['accept-language']))),
  );

  app.get(
    DatabaseStatisticsApi.seasons,
    {
      config: { access },
      schema: {
        tags,
        summary: 'A competition beside the seasons it was copied from: key numbers and cumulative sign-ups',
        querystring: seasonsQuery,
        response: { 200: envelope(seasonComparison) },
      },
    },
    async (request) => ok(await seasonsOf(db, authOf(request), request.query.competitionId)),
  );

  app.get(
    DatabaseStatisticsApi.export,
    {
      config: { access, audit: { module: 'statistics', action: 'export' }, workbook: true },
      schema: { tags, summary: 'The key numbers and every chart as .xlsx', querystring: statisticsQuery },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const lang = langOf(request.headers['accept-language']);
      const [overview, charts] = await Promise.all([
        overviewOf(db, auth, request.query),
        chartsOf(db, auth, request.query, lang),
      ]);
      const content = await statisticsWorkbook(overview, charts, lang);
      return sendWorkbook(reply, `${statisticsMessages.fileName[lang]}.xlsx`, content);
    },
  );
};
