import { z } from 'zod';
import {
  envelope,
  sceneActionBody,
  sceneDetail,
  sceneDrawBody,
  sceneOrderBody,
  sceneRecallBody,
  sceneSaveBody,
  sceneSessionQuery,
  sceneSessionRow,
  SceneApi,
  screenQuery,
  screenState,
  stageQuery,
} from '@podium/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiModule } from '../../../platform/api-module.ts';
import { authOf } from '../../../platform/access.ts';
import { recordChange } from '../../../platform/audit.ts';
import { serveEventStream } from '../../../platform/events/index.ts';
import { ok } from '../../../platform/reply.ts';
import { publishSceneState, sceneChannel } from './scene-publish.ts';
import {
  actOnSession,
  listSessions,
  resetScreenKey,
  saveSession,
  sceneSessionDetail,
  sessionByScreenKey,
  type SceneAction,
} from './scene-service.ts';
import { loadSlots, presentScreen, sessionNames } from './scene-state.ts';

const tags = ['review'];
/** Running a session is the organiser's job, like distributing the stage. */
const access = { permission: 'review:distribute' };
const audit = (action: string) => ({ module: 'review', action });

/** On-site review sessions (desk) and the public calling screen of each room. */
export const sceneRoutes: ApiModule = async (app, { deps }) => {
  const { db, events } = deps;

  app.get(
    SceneApi.list,
    {
      config: { access },
      schema: {
        tags,
        summary: 'On-site sessions of a stage',
        querystring: stageQuery,
        response: { 200: envelope(z.array(sceneSessionRow)) },
      },
    },
    async (request) => ok(await listSessions(db, authOf(request), request.query.stageId)),
  );

  app.get(
    SceneApi.detail,
    {
      config: { access },
      schema: {
        tags,
        summary: 'A session: running order, who is called, scoring progress',
        querystring: sceneSessionQuery,
        response: { 200: envelope(sceneDetail) },
      },
    },
    async (request) => ok(await sceneSessionDetail(db, authOf(request), request.query.sessionId)),
  );

  app.post(
    SceneApi.save,
    {
      config: { access, audit: audit('sceneSave') },
      schema: {
        tags,
        summary: 'Create a session, or edit one before calling starts',
        body: sceneSaveBody,
        response: { 200: envelope(z.object({ sessionId: z.string() })) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const session = await saveSession(db, auth, request.body, auth.userId);
      recordChange(request, { target: session.publicId, after: request.body });
      await publishSceneState(db, events, session);
      return ok({ sessionId: session.publicId });
    },
  );

  /** One route per action: the same version check, audit and publish for each. */
  const action = <B extends z.ZodType<{ sessionId: string; version: number }>>(
    path: string,
    name: string,
    summary: string,
    body: B,
    toAction: (body: z.infer<B>) => SceneAction,
  ) =>
    app.post(
      path,
      {
        config: { access, audit: audit(name) },
        schema: { tags, summary, body, response: { 200: envelope(sceneDetail) } },
      },
      async (request: FastifyRequest) => {
        const input = request.body as z.infer<B>;
        const auth = authOf(request);
        const done = await actOnSession(db, auth, input.sessionId, input.version, toAction(input));
        // The screens first: the hall should not wait for the desk's answer to be built.
        await publishSceneState(db, events, done.session);
        const detail = await sceneSessionDetail(db, auth, input.sessionId);
        recordChange(request, {
          target: input.sessionId,
          before: { version: input.version },
          after: {
            version: done.session.version,
            status: done.session.status,
            called: detail.current
              ? { slotId: detail.current.slotId, position: detail.current.position }
              : null,
            ...('seed' in done ? { seed: done.seed } : {}),
          },
        });
        return ok(detail);
      },
    );

  action(SceneApi.next, 'sceneNext', 'Call the next team (the called one is done)', sceneActionBody, () => ({
    kind: 'next',
  }));
  action(
    SceneApi.skip,
    'sceneSkip',
    'Skip the called team (absent) and call the next',
    sceneActionBody,
    () => ({
      kind: 'skip',
    }),
  );
  action(SceneApi.recall, 'sceneRecall', 'Call a skipped team again', sceneRecallBody, (b) => ({
    kind: 'recall',
    slotId: b.slotId,
  }));
  action(SceneApi.close, 'sceneClose', 'End the session', sceneActionBody, () => ({ kind: 'close' }));
  action(
    SceneApi.draw,
    'sceneDraw',
    'Draw the order (seed recorded) before calling starts',
    sceneDrawBody,
    (b) => ({
      kind: 'draw',
      seed: b.seed,
    }),
  );
  action(SceneApi.order, 'sceneOrder', 'Set the order of the waiting teams', sceneOrderBody, (b) => ({
    kind: 'order',
    slotIds: b.slotIds,
  }));

  app.post(
    SceneApi.resetScreenKey,
    {
      config: { access, audit: audit('sceneScreenKey') },
      schema: {
        tags,
        summary: 'Replace the screen link of a session (the old link stops working)',
        body: z.strictObject(sceneSessionQuery.shape),
        response: { 200: envelope(z.object({ screenKey: z.string() })) },
      },
    },
    async (request) => {
      const { before, session } = await resetScreenKey(db, authOf(request), request.body.sessionId);
      recordChange(request, { target: session.publicId });
      // Screens on the old link learn that it ended (they show "link replaced").
      await events.publish(sceneChannel(before), { type: 'keyReplaced' });
      return ok({ screenKey: session.screenKey });
    },
  );

  app.get(
    SceneApi.screenState,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What the calling screen of a room shows (public by its link)',
        querystring: screenQuery,
        response: { 200: envelope(screenState) },
      },
    },
    async (request) => {
      const session = await sessionByScreenKey(db, request.query.key);
      const [names, slots] = await Promise.all([
        sessionNames(db, session.stageId),
        loadSlots(db, session.id),
      ]);
      return ok(presentScreen(session, names, slots));
    },
  );

  app.get(
    SceneApi.screenStream,
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags,
        summary: 'The calling screen as server-sent events (event "state" carries the whole state)',
        querystring: screenQuery,
      },
    },
    async (request, reply) => {
      const session = await sessionByScreenKey(db, request.query.key);
      await serveEventStream(request, reply, events, sceneChannel(session));
    },
  );
};
