import {
  envelope,
  WorkbenchApi,
  workbenchNeeds,
  workbenchOverview,
  workbenchQuickLinks,
  workbenchQuickLinksBody,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { needsOf } from './needs.ts';
import { overviewOf } from './overview.ts';
import { readQuickLinks, saveQuickLinks } from './quick-links.ts';

const tags = ['workbench'];

/** The workbench (/dashboard): what waits for me, the group's season, and my quick links. */
export const workbenchRoutes: ApiModule = async (app, { deps }) => {
  app.get(
    WorkbenchApi.needs,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'What waits for me in the acting group: counts, each linking to its filtered list',
        response: { 200: envelope(workbenchNeeds) },
      },
    },
    async (request) => ok(await needsOf(deps.db, authOf(request))),
  );
  app.get(
    WorkbenchApi.overview,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The acting group’s season: key numbers, the current competition’s stages, recent activity',
        response: { 200: envelope(workbenchOverview) },
      },
    },
    async (request) => ok(await overviewOf(deps.db, authOf(request))),
  );
  app.get(
    WorkbenchApi.quickLinks,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My quick links (menu paths) still in my menu; null when I never chose',
        response: { 200: envelope(workbenchQuickLinks) },
      },
    },
    async (request) => ok(await readQuickLinks(deps.db, authOf(request))),
  );
  app.post(
    WorkbenchApi.quickLinksSave,
    {
      config: { access: 'user', audit: { module: 'workbench', action: 'quick-links' } },
      schema: {
        tags,
        summary: 'Save my quick links: each must be a page my menu in the acting group shows',
        body: workbenchQuickLinksBody,
        response: { 200: envelope(workbenchQuickLinks) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const change = await saveQuickLinks(deps.db, auth, request.body.paths);
      recordChange(request, { target: auth.userPublicId, ...change });
      return ok({ paths: change.after });
    },
  );
};
