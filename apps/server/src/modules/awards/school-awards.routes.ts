import {
  envelope,
  SchoolAwardApi,
  schoolAwardFilterQuery,
  schoolAwardPage,
  schoolAwardPageQuery,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { sendWorkbook } from '../../platform/excel.ts';
import { langOf, translate } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { awardMessages } from './awards.messages.ts';
import { exportSchoolAwards, pageSchoolAwards } from './school-awards.ts';
import { exportDayStamp } from '../../platform/china-days.ts';

const tags = ['awards'];

/** A school's read-only view of its students' published awards and their certificates. */
export const schoolAwardRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;
  app.get(
    SchoolAwardApi.page,
    {
      config: { access: { permission: 'reward:school' } },
      schema: {
        tags,
        summary: "The acting school's students' award lines (published lists) with their certificates",
        querystring: schoolAwardPageQuery,
        response: { 200: envelope(schoolAwardPage) },
      },
    },
    async (request) => ok(await pageSchoolAwards(db, authOf(request), request.query)),
  );
  app.get(
    SchoolAwardApi.export,
    {
      config: { access: { permission: 'reward:school' }, workbook: true },
      schema: { tags, summary: 'The filtered list as .xlsx', querystring: schoolAwardFilterQuery },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      return sendWorkbook(
        reply,
        `${translate(awardMessages.schoolFile, lang)}_${exportDayStamp()}.xlsx`,
        await exportSchoolAwards(db, authOf(request), request.query, lang),
      );
    },
  );
};
