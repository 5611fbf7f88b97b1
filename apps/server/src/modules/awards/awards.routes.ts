import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  AwardApi,
  awardEntryQuery,
  awardEntryRow,
  awardEntrySaveBody,
  awardFillResult,
  awardFromRanksBody,
  awardFromResultsBody,
  awardImportResult,
  awardLevel,
  awardLevelSaveBody,
  awardListPublishBody,
  awardListQuery,
  awardListRow,
  awardListSaveBody,
  competitionIdQuery,
  entryIdBody,
  envelope,
  levelIdBody,
  listIdQuery,
  myAwardRow,
  pageQuery,
  pageResult,
  publicAwardListRow,
  publicAwardQuery,
  publicAwardRow,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { sendWorkbook } from '../../platform/excel.ts';
import { langOf, translate } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { readUpload } from '../system-users/upload.ts';
import { awardFromRanks, deleteEntry, pageEntries, saveEntry } from './award-entries.ts';
import { applyFromResults, previewFromResults } from './award-from-results.ts';
import { pagePublicAwardLists, pagePublicAwards } from './award-public.ts';
import { buildAwardTemplate, importAwardSheet } from './award-import.ts';
import { deleteLevel, listLevels, saveLevel } from './award-levels.ts';
import { pageLists, publishList, saveList } from './award-lists.ts';
import { myAwards } from './my-awards.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { awardFieldLabels, awardMessages } from './awards.messages.ts';

const tags = ['awards'];
const view = { access: { permission: 'reward:list' } } as const;
const edit = (action: string) => ({
  access: { permission: 'reward:edit' },
  audit: { module: 'award', action },
});

/** Award levels, award lists and their lines (desk), and the winner's own awards (user centre). */
export const awardRoutes: ApiModule = async (app, { deps }) => {
  labelModuleFields(app, awardFieldLabels);
  const { db } = deps;
  // Uploads only for this module's routes (encapsulated): 5 MB, one file.
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });

  app.get(
    AwardApi.levelList,
    {
      config: view,
      schema: {
        tags,
        summary: 'Award levels of a competition',
        querystring: competitionIdQuery,
        response: { 200: envelope(z.array(awardLevel)) },
      },
    },
    async (request) => ok(await listLevels(db, authOf(request), request.query.competitionId)),
  );
  app.post(
    AwardApi.levelSave,
    {
      config: edit('level-save'),
      schema: {
        tags,
        summary: 'Add or edit an award level',
        body: awardLevelSaveBody,
        response: { 200: envelope(awardLevel) },
      },
    },
    async (request) => {
      const { before, after } = await saveLevel(db, authOf(request), request.body);
      recordChange(request, { target: after.levelId, before, after });
      return ok(after);
    },
  );
  app.post(
    AwardApi.levelDelete,
    {
      config: edit('level-delete'),
      schema: {
        tags,
        summary: 'Delete an unused award level',
        body: levelIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await deleteLevel(db, authOf(request), request.body.levelId);
      recordChange(request, { target: removed.publicId, before: removed, after: null });
      return ok(null);
    },
  );

  app.get(
    AwardApi.listPage,
    {
      config: view,
      schema: {
        tags,
        summary: 'Award lists in reach',
        querystring: awardListQuery,
        response: { 200: envelope(pageResult(awardListRow)) },
      },
    },
    async (request) => ok(await pageLists(db, authOf(request), request.query)),
  );
  app.post(
    AwardApi.listSave,
    {
      config: edit('list-save'),
      schema: {
        tags,
        summary: 'Create or rename an award list',
        body: awardListSaveBody,
        response: { 200: envelope(z.object({ listId: z.string() })) },
      },
    },
    async (request) => {
      const { before, after } = await saveList(db, authOf(request), request.body);
      recordChange(request, { target: after.publicId, before, after });
      return ok({ listId: after.publicId });
    },
  );
  app.post(
    AwardApi.listPublish,
    {
      config: { access: { permission: 'reward:publish' }, audit: { module: 'award', action: 'publish' } },
      schema: {
        tags,
        summary: 'Publish an award list to the portal and winners, or withdraw it',
        body: awardListPublishBody,
        response: { 200: envelope(z.object({ listId: z.string() })) },
      },
    },
    async (request) => {
      const { before, after } = await publishList(
        db,
        authOf(request),
        request.body.listId,
        request.body.published,
      );
      recordChange(request, {
        target: after.publicId,
        before: { published: before.published },
        after: { published: after.published },
      });
      return ok({ listId: after.publicId });
    },
  );

  app.get(
    AwardApi.entryPage,
    {
      config: view,
      schema: {
        tags,
        summary: 'Lines of an award list',
        querystring: awardEntryQuery,
        response: { 200: envelope(pageResult(awardEntryRow)) },
      },
    },
    async (request) => ok(await pageEntries(db, authOf(request), request.query)),
  );
  app.post(
    AwardApi.entrySave,
    {
      config: edit('entry-save'),
      schema: {
        tags,
        summary: 'Add or edit a line by hand',
        body: awardEntrySaveBody,
        response: { 200: envelope(z.object({ entryId: z.string() })) },
      },
    },
    async (request) => {
      const { before, after } = await saveEntry(db, authOf(request), request.body);
      recordChange(request, { target: after.publicId, before, after });
      return ok({ entryId: after.publicId });
    },
  );
  app.post(
    AwardApi.entryDelete,
    {
      config: edit('entry-delete'),
      schema: { tags, summary: 'Remove a line', body: entryIdBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const removed = await deleteEntry(db, authOf(request), request.body.entryId);
      recordChange(request, { target: removed.publicId, before: removed, after: null });
      return ok(null);
    },
  );
  app.post(
    AwardApi.entryFromRanks,
    {
      config: edit('from-ranks'),
      schema: {
        tags,
        summary: 'Rank lines by score and give levels by rank bands',
        body: awardFromRanksBody,
        response: { 200: envelope(z.object({ ranked: z.number() })) },
      },
    },
    async (request) => {
      const result = await awardFromRanks(db, authOf(request), request.body);
      recordChange(request, {
        target: request.body.listId,
        before: null,
        after: { bands: request.body.bands, ...result },
      });
      return ok(result);
    },
  );
  app.post(
    AwardApi.entryFromResultsPreview,
    {
      // A POST (the rule is a body), so the platform logs it like every back-office write.
      config: { ...view, audit: { module: 'award', action: 'from-results-preview' } },
      schema: {
        tags,
        summary: 'What filling the list from a stage’s final results would do (writes nothing)',
        body: awardFromResultsBody,
        response: { 200: envelope(awardFillResult) },
      },
    },
    async (request) => ok(await previewFromResults(db, authOf(request), request.body)),
  );
  app.post(
    AwardApi.entryFromResults,
    {
      config: edit('from-results'),
      schema: {
        tags,
        summary: 'Fill the list from a stage’s final results by rank counts or score bands',
        body: awardFromResultsBody,
        response: { 200: envelope(awardFillResult) },
      },
    },
    async (request) => {
      const result = await applyFromResults(db, authOf(request), request.body);
      const { rows, ...counts } = result;
      recordChange(request, {
        target: request.body.listId,
        before: null,
        after: {
          mode: request.body.mode,
          rule: request.body.mode === 'ranks' ? request.body.ranks : request.body.bands,
          ...counts,
          changed: rows
            .filter((r) => r.action === 'add' || r.action === 'update' || r.action === 'remove')
            .map((r) => ({ entryId: r.entryId, team: r.teamName, award: r.awardName, action: r.action })),
        },
      });
      return ok(result);
    },
  );
  app.get(
    AwardApi.entryTemplate,
    { config: { ...view, workbook: true }, schema: { tags, summary: 'The import template (.xlsx)' } },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      return sendWorkbook(
        reply,
        `${translate(awardMessages.templateFile, lang)}.xlsx`,
        await buildAwardTemplate(lang),
      );
    },
  );
  app.post(
    AwardApi.entryImport,
    {
      config: edit('import'),
      schema: {
        tags,
        summary: 'Import lines from .xlsx (field file); refused rows come back as a workbook',
        querystring: listIdQuery,
        response: { 200: envelope(awardImportResult) },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const result = await importAwardSheet(
        deps,
        authOf(request),
        request.query.listId,
        upload.file,
        langOf(request.headers['accept-language']),
      );
      recordChange(request, { target: request.query.listId, before: null, after: result });
      return ok(result);
    },
  );

  app.get(
    AwardApi.publicPage,
    {
      // Names are masked, but a list of people is still worth scraping: limited like certificate search.
      config: { access: 'public', limits: { name: 'reward-page', perIp: { max: 60, windowMs: 60_000 } } },
      schema: {
        tags,
        summary: 'Published award lists of this site’s competitions (names masked)',
        querystring: publicAwardQuery,
        response: { 200: envelope(pageResult(publicAwardRow)) },
      },
    },
    async (request) => ok(await pagePublicAwards(db, request.host, request.query)),
  );
  app.get(
    AwardApi.publicLists,
    {
      config: { access: 'public', limits: { name: 'reward-page', perIp: { max: 60, windowMs: 60_000 } } },
      schema: {
        tags,
        summary: 'Published award lists of this site’s competitions, newest first (announcements)',
        querystring: pageQuery,
        response: { 200: envelope(pageResult(publicAwardListRow)) },
      },
    },
    async (request) => ok(await pagePublicAwardLists(db, request.host, request.query)),
  );
  app.get(
    AwardApi.myAwards,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The signed-in user’s awards in published lists',
        response: { 200: envelope(z.array(myAwardRow)) },
      },
    },
    async (request) => ok(await myAwards(db, authOf(request).userId)),
  );
};
