import { z } from 'zod';
import {
  bannerAddBody,
  bannerRow,
  bannerSortBody,
  bannerUpdateBody,
  envelope,
  idsBody,
  WebsiteAdminApi,
  websiteAdminSetting,
  websiteGroupQuery,
  websiteSettingSaveBody,
} from '@podium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { addBanner, deleteBanners, listBanners, sortBanners, updateBanner } from './banners-admin.ts';
import type { SiteCache } from './site-cache.ts';
import { getWebsiteSetting, saveWebsiteSetting } from './website-setting-admin.ts';
import { clearPortalOnWrite } from '../../platform/portal-cache.ts';

const tags = ['website'];
const access = { permission: 'website:edit' };
const audit = (action: string) => ({ module: 'website', action });

/**
 * Desk administration of a tenant's site. Every write clears the portal's site cache (shared with the
 * public routes) so the portal shows the change on its next request.
 */
export const websiteAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; sites: SiteCache }> = async (
  app,
  { deps, sites },
) => {
  // The portal's competition answers show this data (names, labels, the site): a write clears them.
  clearPortalOnWrite(app, deps.portal);
  const { db } = deps;

  app.get(
    WebsiteAdminApi.setting,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Site settings of the acting (or a named) group',
        querystring: websiteGroupQuery,
        response: { 200: envelope(websiteAdminSetting) },
      },
    },
    async (request) => ok(await getWebsiteSetting(db, authOf(request), request.query.groupId)),
  );

  app.post(
    WebsiteAdminApi.settingSave,
    {
      config: { access, audit: audit('saveSetting') },
      schema: {
        tags,
        summary: 'Save site settings',
        body: websiteSettingSaveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { group, before, after } = await saveWebsiteSetting(db, authOf(request), request.body);
      sites.invalidate();
      recordChange(request, { target: group.publicId, before, after });
      return ok(null);
    },
  );

  app.get(
    WebsiteAdminApi.bannerList,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Banners of a site, in order',
        querystring: websiteGroupQuery,
        response: { 200: envelope(z.array(bannerRow)) },
      },
    },
    async (request) => ok(await listBanners(db, authOf(request), request.query.groupId)),
  );

  app.post(
    WebsiteAdminApi.bannerAdd,
    {
      config: { access, audit: audit('addBanner') },
      schema: {
        tags,
        summary: 'Add a banner at the end',
        body: bannerAddBody,
        response: { 200: envelope(bannerRow) },
      },
    },
    async (request) => {
      const created = await addBanner(db, authOf(request), request.body);
      sites.invalidate();
      recordChange(request, { target: created.bannerId, after: created });
      return ok(created);
    },
  );

  app.post(
    WebsiteAdminApi.bannerUpdate,
    {
      config: { access, audit: audit('updateBanner') },
      schema: {
        tags,
        summary: 'Edit a banner',
        body: bannerUpdateBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { before, after } = await updateBanner(db, authOf(request), request.body);
      sites.invalidate();
      recordChange(request, { target: before.publicId, before, after });
      return ok(null);
    },
  );

  app.post(
    WebsiteAdminApi.bannerRemove,
    {
      config: { access, audit: audit('deleteBanner') },
      schema: { tags, summary: 'Delete banners', body: idsBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const removed = await deleteBanners(db, authOf(request), request.body.ids);
      sites.invalidate();
      recordChange(request, { target: request.body.ids.join(','), before: removed, after: null });
      return ok(null);
    },
  );

  app.post(
    WebsiteAdminApi.bannerSort,
    {
      config: { access, audit: audit('sortBanner') },
      schema: {
        tags,
        summary: 'Reorder the banners of a site',
        body: bannerSortBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const before = await sortBanners(db, authOf(request), request.body.ids);
      sites.invalidate();
      recordChange(request, { target: request.body.ids.join(','), before, after: request.body.ids });
      return ok(null);
    },
  );
};
