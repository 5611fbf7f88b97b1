import { envelope, ReviewOutcomeApi, reviewStatistics, stageQuery } from '@podium/contracts';
import type { ApiModule } from '../../../platform/api-module.ts';
import { authOf } from '../../../platform/access.ts';
import { sendWorkbook } from '../../../platform/excel.ts';
import { langOf } from '../../../platform/messages.ts';
import { ok } from '../../../platform/reply.ts';
import { stageStatistics, statisticsWorkbook } from './statistics-service.ts';

const tags = ['review'];
/** Whoever distributes a stage follows its progress. */
const distribute = { permission: 'review:distribute' };

export const statisticsRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    ReviewOutcomeApi.statistics,
    {
      config: { access: distribute },
      schema: {
        tags,
        summary: 'Progress by group and expert, score distribution, expert leniency and outliers of a stage',
        querystring: stageQuery,
        response: { 200: envelope(reviewStatistics) },
      },
    },
    async (request) => ok((await stageStatistics(db, authOf(request), request.query.stageId)).statistics),
  );

  app.get(
    ReviewOutcomeApi.statisticsExport,
    {
      config: { access: distribute, audit: { module: 'review', action: 'statisticsExport' }, workbook: true },
      schema: { tags, summary: 'Review statistics of a stage as .xlsx', querystring: stageQuery },
    },
    async (request, reply) => {
      const { stage, statistics } = await stageStatistics(db, authOf(request), request.query.stageId);
      const lang = langOf(request.headers['accept-language']);
      const content = await statisticsWorkbook(statistics, lang);
      return sendWorkbook(reply, `${stage.name}-${lang === 'zh' ? '评审统计' : 'statistics'}.xlsx`, content);
    },
  );
};
