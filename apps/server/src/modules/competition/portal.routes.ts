import { z } from 'zod';
import {
  CompetitionApi,
  competitionIdQuery,
  envelope,
  pageResult,
  participantGroup,
  portalCompetitionDetail,
  portalCompetitionOption,
  portalCompetitionQuery,
  portalCompetitionRow,
  portalGroupCompetitionQuery,
  schedule,
  stage,
} from '@podium/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiModule } from '../../platform/api-module.ts';
import { authenticate, bearerToken } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { portalKey } from '../../platform/portal-cache.ts';
import { findManagedCompetition } from './competition-lookup.ts';
import {
  getPortalCompetition,
  getPortalSchedule,
  listPortalCompetitionOptions,
  listPortalParticipantGroups,
  listPortalStages,
  pagePortalCompetitions,
} from './portal-read.ts';
import { buildSchedule } from './schedule.ts';

const tags = ['competition (portal)'];
const lang = (request: FastifyRequest) => langOf(request.headers['accept-language']);

/** Public calls of the portal: only published, closed and archived competitions of the host's tenant. */
export const competitionPortalRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;
  const policy = { idleMs: deps.config.sessionIdleMs };

  app.get(
    CompetitionApi.portalPage,
    {
      config: { sqlBudget: { statements: 0 }, access: 'public' },
      schema: {
        tags,
        summary: 'Listed competitions (filters: status, level, category, keyword)',
        querystring: portalCompetitionQuery,
        response: { 200: envelope(pageResult(portalCompetitionRow)) },
      },
    },
    async (request) =>
      ok(
        await deps.portal.answer(portalKey('competitions', request.host, lang(request), request.query), () =>
          pagePortalCompetitions(db, request.host, lang(request), request.query),
        ),
      ),
  );

  app.get(
    CompetitionApi.portalDetail,
    {
      config: { sqlBudget: { statements: 0, readsRichText: true }, access: 'public' },
      schema: {
        tags,
        summary: 'Public details of a listed competition',
        querystring: competitionIdQuery,
        response: { 200: envelope(portalCompetitionDetail) },
      },
    },
    async (request) =>
      ok(
        await deps.portal.answer(
          portalKey('competition', request.host, lang(request), request.query.competitionId),
          () => getPortalCompetition(db, request.host, lang(request), request.query.competitionId),
        ),
      ),
  );

  app.get(
    CompetitionApi.portalStages,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Stages of a listed competition',
        querystring: competitionIdQuery,
        response: { 200: envelope(z.array(stage)) },
      },
    },
    async (request) => ok(await listPortalStages(db, request.host, request.query.competitionId)),
  );

  app.get(
    CompetitionApi.portalParticipantGroups,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Participant groups of a listed competition',
        querystring: competitionIdQuery,
        response: { 200: envelope(z.array(participantGroup)) },
      },
    },
    async (request) => ok(await listPortalParticipantGroups(db, request.host, request.query.competitionId)),
  );

  app.get(
    CompetitionApi.portalGroupCompetitions,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Listed competitions of the tenant or of one group under it',
        querystring: portalGroupCompetitionQuery,
        response: { 200: envelope(z.array(portalCompetitionOption)) },
      },
    },
    async (request) => ok(await listPortalCompetitionOptions(db, request.host, request.query.groupId)),
  );

  app.get(
    CompetitionApi.schedule,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Schedule timeline: milestones and stage windows (drafts only for those who manage them)',
        querystring: competitionIdQuery,
        response: { 200: envelope(schedule) },
      },
    },
    async (request) => ok(await scheduleFor(db, request, policy)),
  );
};

/**
 * The schedule is public for listed competitions; a signed-in organiser also reads the schedule of a draft
 * it manages (the desk's schedule page uses the same call).
 */
const scheduleFor = async (
  db: Db,
  request: FastifyRequest<{ Querystring: { competitionId: string } }>,
  policy: { idleMs: number },
) => {
  const { competitionId } = request.query;
  if (bearerToken(request)) {
    const auth = await authenticate(db, request, policy).catch(() => null);
    const managed = auth ? await findManagedCompetition(db, auth, competitionId).catch(() => null) : null;
    if (managed) return buildSchedule(db, managed.id, managed.publicId);
  }
  return getPortalSchedule(db, request.host, competitionId);
};
