import { z } from 'zod';
import {
  collegeAddBody,
  collegeListQuery,
  collegeOption,
  collegePageQuery,
  collegeRow,
  collegeUpdateBody,
  envelope,
  idsBody,
  majorAddBody,
  majorListQuery,
  majorOption,
  majorPageQuery,
  majorRow,
  majorUpdateBody,
  pageResult,
  SchoolApi,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { addCollege, deleteColleges, listCollegeOptions, pageColleges, updateCollege } from './colleges.ts';
import { addMajor, deleteMajors, listMajorOptions, pageMajors, updateMajor } from './majors.ts';

const tags = ['schools'];
const created = z.object({ id: z.string() });

/** Colleges and majors: lookups for forms (signed-in) and the desk's CRUD (system:school:*). */
export const collegeMajorRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;
  const perm = (action: string) => ({ permission: `system:school:${action}` });

  app.get(
    SchoolApi.colleges,
    {
      schema: {
        tags,
        summary: 'Colleges of a school (lookup)',
        querystring: collegeListQuery,
        response: { 200: envelope(z.array(collegeOption)) },
      },
    },
    async (request) => ok(await listCollegeOptions(db, request.query.schoolId)),
  );

  app.get(
    SchoolApi.collegePage,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'Colleges within reach',
        querystring: collegePageQuery,
        response: { 200: envelope(pageResult(collegeRow)) },
      },
    },
    async (request) => ok(await pageColleges(db, authOf(request), request.query)),
  );

  app.post(
    SchoolApi.collegeAdd,
    {
      config: { access: perm('add'), audit: { module: 'college', action: 'add' } },
      schema: { tags, summary: 'Add a college', body: collegeAddBody, response: { 200: envelope(created) } },
    },
    async (request) => {
      const row = await addCollege(db, authOf(request), request.body);
      recordChange(request, { target: row.publicId, after: row });
      return ok({ id: row.publicId });
    },
  );

  app.post(
    SchoolApi.collegeUpdate,
    {
      config: { access: perm('edit'), audit: { module: 'college', action: 'update' } },
      schema: {
        tags,
        summary: 'Edit a college',
        body: collegeUpdateBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { before, after } = await updateCollege(db, authOf(request), request.body);
      recordChange(request, { target: before.publicId, before, after });
      return ok(null);
    },
  );

  app.post(
    SchoolApi.collegeRemove,
    {
      config: { access: perm('remove'), audit: { module: 'college', action: 'delete' } },
      schema: { tags, summary: 'Delete colleges', body: idsBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const removed = await deleteColleges(db, authOf(request), request.body.ids);
      recordChange(request, { target: request.body.ids.join(','), before: removed, after: null });
      return ok(null);
    },
  );

  app.get(
    SchoolApi.majors,
    {
      schema: {
        tags,
        summary: 'Majors of a college (lookup)',
        querystring: majorListQuery,
        response: { 200: envelope(z.array(majorOption)) },
      },
    },
    async (request) => ok(await listMajorOptions(db, request.query.collegeId)),
  );

  app.get(
    SchoolApi.majorPage,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'Majors within reach',
        querystring: majorPageQuery,
        response: { 200: envelope(pageResult(majorRow)) },
      },
    },
    async (request) => ok(await pageMajors(db, authOf(request), request.query)),
  );

  app.post(
    SchoolApi.majorAdd,
    {
      config: { access: perm('add'), audit: { module: 'major', action: 'add' } },
      schema: { tags, summary: 'Add a major', body: majorAddBody, response: { 200: envelope(created) } },
    },
    async (request) => {
      const row = await addMajor(db, authOf(request), request.body);
      recordChange(request, { target: row.publicId, after: row });
      return ok({ id: row.publicId });
    },
  );

  app.post(
    SchoolApi.majorUpdate,
    {
      config: { access: perm('edit'), audit: { module: 'major', action: 'update' } },
      schema: { tags, summary: 'Edit a major', body: majorUpdateBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const { before, after } = await updateMajor(db, authOf(request), request.body);
      recordChange(request, { target: before.publicId, before, after });
      return ok(null);
    },
  );

  app.post(
    SchoolApi.majorRemove,
    {
      config: { access: perm('remove'), audit: { module: 'major', action: 'delete' } },
      schema: { tags, summary: 'Delete majors', body: idsBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const removed = await deleteMajors(db, authOf(request), request.body.ids);
      recordChange(request, { target: request.body.ids.join(','), before: removed, after: null });
      return ok(null);
    },
  );
};
