import { z } from 'zod';
import {
  envelope,
  expertAddBody,
  expertIdBody,
  expertOption,
  expertPageQuery,
  expertRow,
  expertUpdateBody,
  pageResult,
  ReviewApi,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { syncAccountStatus } from './expert-accounts.ts';
import { expertAccountRoutes } from './expert-accounts.routes.ts';
import { expertImportRoutes } from './expert-import.routes.ts';
import { recommendRoutes } from './recommend.routes.ts';
import { recruitmentRoutes } from './recruitment.routes.ts';
import { addExpert, expertOptions, listExperts, removeExpert, updateExpert } from './expert-library.ts';

const tags = ['expert'];
const audit = (action: string) => ({ module: 'expert', action });

/** The expert library (desk area expert): list, add, edit, delete, options for pickers. */
export const expertRoutes: ApiModule = async (app, { deps }) => {
  const { db, personalData } = deps;
  await app.register(expertImportRoutes, { deps });
  await app.register(expertAccountRoutes, { deps });
  await app.register(recruitmentRoutes, { deps });
  await app.register(recommendRoutes, { deps });

  app.get(
    ReviewApi.expertPage,
    {
      config: { access: { permission: 'expert:list' } },
      schema: {
        tags,
        summary: 'Experts of the library (phone and bank card masked)',
        querystring: expertPageQuery,
        response: { 200: envelope(pageResult(expertRow)) },
      },
    },
    async (request) => ok(await listExperts(db, personalData, authOf(request), request.query)),
  );

  app.get(
    ReviewApi.expertOption,
    {
      config: { access: { permission: 'expert:list' } },
      schema: {
        tags,
        summary: 'Active experts, as options',
        response: { 200: envelope(z.array(expertOption)) },
      },
    },
    async (request) => ok(await expertOptions(db, authOf(request))),
  );

  app.post(
    ReviewApi.expertAdd,
    {
      config: { access: { permission: 'expert:edit' }, audit: audit('add') },
      schema: { tags, summary: 'Add an expert', body: expertAddBody, response: { 200: envelope(expertRow) } },
    },
    async (request) => {
      const row = await addExpert(db, personalData, authOf(request), request.body);
      recordChange(request, { target: row.expertId });
      return ok(row);
    },
  );

  app.post(
    ReviewApi.expertUpdate,
    {
      config: { access: { permission: 'expert:edit' }, audit: audit('update') },
      schema: {
        tags,
        summary: 'Edit an expert',
        body: expertUpdateBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { expertId, ...input } = request.body;
      const row = await updateExpert(db, personalData, authOf(request), expertId, input);
      // Disabling the expert disables an account made for them (and signs it out).
      await syncAccountStatus(deps, row.id);
      recordChange(request, { target: expertId });
      return ok(null);
    },
  );

  app.post(
    ReviewApi.expertRemove,
    {
      config: { access: { permission: 'expert:edit' }, audit: audit('remove') },
      schema: {
        tags,
        summary: 'Delete an expert without review assignments',
        body: expertIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await removeExpert(db, authOf(request), request.body.expertId);
      recordChange(request, { target: removed.publicId, before: { name: removed.name } });
      return ok(null);
    },
  );
};
