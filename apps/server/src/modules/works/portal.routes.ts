import { z } from 'zod';
import {
  envelope,
  myWork,
  mySignUp,
  shareFileParams,
  sharedWork as sharedWorkSchema,
  shareIdQuery,
  teamIdQuery,
  workDetail,
  workIdQuery,
  WorksApi,
  workShareLink,
  workSubmitBody,
  workSubmitResult,
  workSummary,
  workVersion,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { sendStoredFile } from '../../platform/storage/index.ts';
import {
  loadReadableWork,
  myWorkForTeam,
  myWorks,
  mySignUps,
  sharedFile,
  sharedWork,
  sharePath,
} from './portal-read.ts';
import { submitWork } from './submit-work.ts';
import { loadVersions, presentDetail } from './work-read.ts';
import { worksMessages } from './works.messages.ts';

const tags = ['works'];

/** Portal and user centre: submit, my works, versions, detail, share link; the public share page. */
export const worksPortalRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    WorksApi.submit,
    {
      config: { access: 'user', audit: { module: 'works', action: 'submit' } },
      schema: {
        tags,
        summary: 'Submit a work for a sign-up, or a new version replacing the last (when the stage allows)',
        body: workSubmitBody,
        response: { 200: envelope(workSubmitResult) },
      },
    },
    async (request) => {
      const result = await submitWork(db, authOf(request), request.body);
      recordChange(request, { target: result.workId, after: { ...request.body, ...result } });
      return ok(result);
    },
  );

  app.get(
    WorksApi.mine,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "My work for a sign-up: the stage's rules and what was submitted (members only)",
        querystring: teamIdQuery,
        response: { 200: envelope(myWork) },
      },
    },
    async (request) => ok(await myWorkForTeam(db, authOf(request), request.query.teamId)),
  );

  app.get(
    WorksApi.mySignUps,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's sign-ups that hand in works, with their work if any",
        response: { 200: envelope(z.array(mySignUp)) },
      },
    },
    async (request) => ok(await mySignUps(db, authOf(request))),
  );

  app.get(
    WorksApi.myList,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's works",
        response: { 200: envelope(z.array(workSummary)) },
      },
    },
    async (request) => ok(await myWorks(db, authOf(request))),
  );

  app.get(
    WorksApi.versionList,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Versions of a work, newest first (team members and desk readers in reach)',
        querystring: workIdQuery,
        response: { 200: envelope(z.array(workVersion)) },
      },
    },
    async (request) => {
      const row = await loadReadableWork(db, authOf(request), request.query.workId);
      return ok(await loadVersions(db, row.work));
    },
  );

  app.get(
    WorksApi.detail,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A work with its current version and history (team members and desk readers in reach)',
        querystring: workIdQuery,
        response: { 200: envelope(workDetail) },
      },
    },
    async (request) =>
      ok(await presentDetail(db, await loadReadableWork(db, authOf(request), request.query.workId))),
  );

  app.get(
    WorksApi.shareLink,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The public share link of a work',
        querystring: workIdQuery,
        response: { 200: envelope(workShareLink) },
      },
    },
    async (request) => {
      const row = await loadReadableWork(db, authOf(request), request.query.workId);
      return ok({ shareId: row.work.shareId, path: sharePath(row.work.shareId) });
    },
  );

  app.get(
    WorksApi.detailByShareId,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Spec §7: a shared work, showing only the parts the organiser made public',
        querystring: shareIdQuery,
        response: { 200: envelope(sharedWorkSchema) },
      },
    },
    async (request) => ok(await sharedWork(db, request.query.shareId)),
  );

  app.get(
    `${WorksApi.shareFile}/:shareId/:fileId`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A file of a shared work's current version, when its files were made public",
        params: shareFileParams,
      },
    },
    async (request, reply) => {
      const file = await sharedFile(db, request.params.shareId, request.params.fileId);
      if (!file) throw notFound(worksMessages.workNotFound);
      return sendStoredFile(request, reply, deps.storage, file);
    },
  );
};
