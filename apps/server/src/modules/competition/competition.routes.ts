import { z } from 'zod';
import {
  CompetitionApi,
  competitionAddBody,
  competitionCopyBody,
  competitionDetail,
  competitionIdBody,
  competitionIdQuery,
  competitionOption,
  competitionPageQuery,
  competitionRow,
  envelope,
  itemOption,
  itemSaveBody,
  pageResult,
  participantGroup,
  participantGroupSaveBody,
  competitionUpdateBody,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { copyCompetition } from './competition-copy.ts';
import { saveItems, saveParticipantGroups } from './competition-parts.ts';
import {
  getCompetitionDetail,
  listCompetitionOptions,
  listItemOptions,
  listManagedParticipantGroups,
  pageCompetitions,
} from './competition-read.ts';
import { transitionCompetition, type TransitionName } from './competition-status.ts';
import { addCompetition, removeCompetition, updateCompetition } from './competition-write.ts';
import { settingsRoutes } from './settings.routes.ts';

const tags = ['competition'];
const audit = (action: string) => ({ module: 'competition', action });
const perm = (action: string) => ({ permission: `competition:info:${action}` });
const created = z.object({ competitionId: z.string() });

/** Desk: competitions of the acting group's subtree — CRUD, status transitions, copy, items and groups. */
export const competitionRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    CompetitionApi.page,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'Competitions within reach',
        querystring: competitionPageQuery,
        response: { 200: envelope(pageResult(competitionRow)) },
      },
    },
    async (request) => ok(await pageCompetitions(db, authOf(request), request.query)),
  );

  app.get(
    CompetitionApi.detail,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'One competition with items and groups',
        querystring: competitionIdQuery,
        response: { 200: envelope(competitionDetail) },
      },
    },
    async (request) => ok(await getCompetitionDetail(db, authOf(request), request.query.competitionId)),
  );

  app.get(
    CompetitionApi.option,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'Competitions the caller may manage, as options',
        response: { 200: envelope(z.array(competitionOption)) },
      },
    },
    async (request) => ok(await listCompetitionOptions(db, authOf(request))),
  );

  app.get(
    CompetitionApi.itemOption,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'Items of a competition, as options',
        querystring: competitionIdQuery,
        response: { 200: envelope(z.array(itemOption)) },
      },
    },
    async (request) => ok(await listItemOptions(db, authOf(request), request.query.competitionId)),
  );

  app.get(
    CompetitionApi.participantGroupList,
    {
      config: { access: perm('list') },
      schema: {
        tags,
        summary: 'Participant groups of a competition',
        querystring: competitionIdQuery,
        response: { 200: envelope(z.array(participantGroup)) },
      },
    },
    async (request) =>
      ok(await listManagedParticipantGroups(db, authOf(request), request.query.competitionId)),
  );

  app.post(
    CompetitionApi.add,
    {
      config: { access: perm('add'), audit: audit('add') },
      schema: {
        tags,
        summary: 'Create a draft competition',
        body: competitionAddBody,
        response: { 200: envelope(created) },
      },
    },
    async (request) => {
      const row = await addCompetition(db, authOf(request), request.body);
      recordChange(request, { target: row.publicId, after: row });
      return ok({ competitionId: row.publicId });
    },
  );

  app.post(
    CompetitionApi.update,
    {
      config: { access: perm('edit'), audit: audit('update') },
      schema: {
        tags,
        summary: 'Save the information of a competition',
        body: competitionUpdateBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { before, after } = await updateCompetition(db, authOf(request), request.body);
      recordChange(request, { target: after.publicId, before, after });
      return ok(null);
    },
  );

  app.post(
    CompetitionApi.remove,
    {
      config: { access: perm('remove'), audit: audit('delete') },
      schema: {
        tags,
        summary: 'Delete a draft competition',
        body: competitionIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await removeCompetition(db, authOf(request), request.body.competitionId);
      recordChange(request, { target: removed.publicId, before: removed, after: null });
      return ok(null);
    },
  );

  const transitions: [TransitionName, string, string][] = [
    ['publish', CompetitionApi.publish, 'Publish a draft (needs an item and a stage with a sign-up window)'],
    ['unpublish', CompetitionApi.unpublish, 'Take a published competition back to draft'],
    ['close', CompetitionApi.close, 'Close a published competition'],
    ['archive', CompetitionApi.archive, 'Archive a closed competition (read-only from then on)'],
  ];
  for (const [name, path, summary] of transitions)
    app.post(
      path,
      {
        config: { access: perm('publish'), audit: audit(name) },
        schema: { tags, summary, body: competitionIdBody, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        const { before, after } = await transitionCompetition(
          db,
          authOf(request),
          request.body.competitionId,
          name,
        );
        recordChange(request, {
          target: after.publicId,
          before: { status: before.status },
          after: { status: after.status },
        });
        return ok(null);
      },
    );

  app.post(
    CompetitionApi.copy,
    {
      config: { access: perm('copy'), audit: audit('copy') },
      schema: {
        tags,
        summary: 'Copy a competition into a new season (settings, items, groups, stages; not people)',
        body: competitionCopyBody,
        response: { 200: envelope(created) },
      },
    },
    async (request) => {
      const { source, copy } = await copyCompetition(db, authOf(request), request.body);
      recordChange(request, { target: copy.publicId, before: { copiedFrom: source.publicId }, after: copy });
      return ok({ competitionId: copy.publicId });
    },
  );

  app.post(
    CompetitionApi.itemSave,
    {
      config: { access: perm('edit'), audit: audit('items') },
      schema: {
        tags,
        summary: 'Replace the items of a competition',
        body: itemSaveBody,
        response: { 200: envelope(z.array(itemOption)) },
      },
    },
    async (request) => {
      const { competition, before, after } = await saveItems(db, authOf(request), request.body);
      recordChange(request, { target: competition.publicId, before, after });
      return ok(after);
    },
  );

  app.post(
    CompetitionApi.participantGroupSave,
    {
      config: { access: perm('edit'), audit: audit('groups') },
      schema: {
        tags,
        summary: 'Replace the participant groups of a competition',
        body: participantGroupSaveBody,
        response: { 200: envelope(z.array(participantGroup)) },
      },
    },
    async (request) => {
      const { competition, before, after } = await saveParticipantGroups(db, authOf(request), request.body);
      recordChange(request, { target: competition.publicId, before, after });
      return ok(after);
    },
  );

  await app.register(settingsRoutes, { deps });
};
