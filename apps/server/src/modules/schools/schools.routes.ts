import { z } from 'zod';
import {
  envelope,
  groupIdBody,
  pageResult,
  province,
  SchoolApi,
  schoolAddBody,
  schoolInfo,
  schoolInfoQuery,
  schoolInfoSaveBody,
  schoolPageQuery,
  schoolPortalQuery,
  schoolPortalRow,
  schoolRow,
} from '@podium/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { collegeMajorRoutes } from './college-major.routes.ts';
import { getSchoolInfo, listProvinces, pagePortalSchools, pageSchools } from './school-read.ts';
import { addSchool, deleteSchool, saveSchoolInfo } from './school-write.ts';
import { clearPortalOnWrite } from '../../platform/portal-cache.ts';

const tags = ['schools'];
const lang = (request: FastifyRequest) => langOf(request.headers['accept-language']);
const audit = (action: string) => ({ module: 'school', action });

/** Schools, school information, colleges, majors, provinces. */
export const schoolRoutes: ApiModule = async (app, { deps }) => {
  // The portal's competition answers show this data (names, labels, the site): a write clears them.
  clearPortalOnWrite(app, deps.portal);
  const { db } = deps;

  app.get(
    SchoolApi.provinces,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The 34 provincial-level divisions',
        response: { 200: envelope(z.array(province)) },
      },
    },
    async () => ok(await listProvinces(db)),
  );

  app.get(
    SchoolApi.portalPage,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Schools of the host’s tenant (portal)',
        querystring: schoolPortalQuery,
        response: { 200: envelope(pageResult(schoolPortalRow)) },
      },
    },
    async (request) => ok(await pagePortalSchools(db, request.host, lang(request), request.query)),
  );

  app.get(
    SchoolApi.page,
    {
      config: { access: { permission: 'system:school:list' } },
      schema: {
        tags,
        summary: 'Schools within reach',
        querystring: schoolPageQuery,
        response: { 200: envelope(pageResult(schoolRow)) },
      },
    },
    async (request) => ok(await pageSchools(db, authOf(request), lang(request), request.query)),
  );

  app.post(
    SchoolApi.add,
    {
      config: { access: { permission: 'system:school:add' }, audit: audit('add') },
      schema: {
        tags,
        summary: 'Create a school (group of type school + information)',
        body: schoolAddBody,
        response: { 200: envelope(z.object({ schoolId: z.string() })) },
      },
    },
    async (request) => {
      const { school, info } = await addSchool(db, authOf(request), request.body);
      recordChange(request, { target: school.publicId, after: { ...school, info } });
      return ok({ schoolId: school.publicId });
    },
  );

  app.post(
    SchoolApi.remove,
    {
      config: { access: { permission: 'system:school:remove' }, audit: audit('delete') },
      schema: {
        tags,
        summary: 'Delete an empty school',
        body: groupIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await deleteSchool(db, authOf(request), request.body.groupId);
      recordChange(request, { target: removed.publicId, before: removed, after: null });
      return ok(null);
    },
  );

  app.get(
    SchoolApi.info,
    {
      config: { access: { permission: 'system:school:list' } },
      schema: {
        tags,
        summary: 'Information of one school',
        querystring: schoolInfoQuery,
        response: { 200: envelope(schoolInfo) },
      },
    },
    async (request) => ok(await getSchoolInfo(db, authOf(request), lang(request), request.query.schoolId)),
  );

  app.post(
    SchoolApi.info,
    {
      config: { access: { permission: 'system:school:edit' }, audit: audit('info') },
      schema: {
        tags,
        summary: 'Save the information of one school',
        body: schoolInfoSaveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { school, before, after } = await saveSchoolInfo(db, authOf(request), request.body);
      recordChange(request, { target: school.publicId, before, after });
      return ok(null);
    },
  );

  await app.register(collegeMajorRoutes, { deps });
};
