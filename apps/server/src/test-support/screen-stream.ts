import http from 'node:http';
import type { Redis } from 'ioredis';
import { expect } from 'vitest';
import type { SceneDetail, SceneSessionRow, ScreenState } from '@podium/contracts';
import { sceneChannel } from '../modules/review/scene/scene-publish.ts';
import type { TestApp } from './test-app.ts';

/** An SSE client of the calling screen that parses "state" events as they arrive. */
export const openScreenStream = (url: string) => {
  const states: ScreenState[] = [];
  let buffer = '';
  const waiters: Array<{ test: (s: ScreenState) => boolean; resolve: (s: ScreenState) => void }> = [];
  const ready = new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.get(url, (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      res.setEncoding('utf8');
      res.once('data', () => resolve(req));
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (event !== 'state' || !data) continue;
          const state = JSON.parse(data) as ScreenState;
          states.push(state);
          for (const w of waiters.filter((w) => w.test(state))) w.resolve(state);
        }
      });
    });
    req.on('error', reject);
  });
  const until = (test: (s: ScreenState) => boolean) =>
    new Promise<ScreenState>((resolve) => {
      const seen = states.find(test);
      if (seen) resolve(seen);
      else waiters.push({ test, resolve });
    });
  return { ready, until, states };
};

/** How many subscribers listen on a Redis channel (PUBSUB NUMSUB), polled until it is `expected`. */
export const waitForSubscribers = async (redis: Redis, channel: string, expected: number) => {
  const count = async () => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]);
  const deadline = Date.now() + 10_000;
  while ((await count()) !== expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(await count()).toBe(expected);
};

/** The demo stage's on-site session as the organiser sees it, with the organiser's credentials. */
export const demoSceneSession = async (app: TestApp) => {
  const org = { token: await app.login('organizer'), groupId: app.fixture.groups.organizer.publicId };
  const stages = await app.get<{ stageId: string }[]>('/review/expert/stages', {
    token: await app.login('expert'),
  });
  const stageId = stages.body.data[0]!.stageId;
  const [row] = (await app.get<SceneSessionRow[]>('/review/scene/list', { ...org, query: { stageId } })).body
    .data;
  const session = (
    await app.get<SceneDetail>('/review/scene/detail', { ...org, query: { sessionId: row!.sessionId } })
  ).body.data;
  return { org, session };
};

/**
 * Clicks "call next" on `app` once the screen's subscription has reached Redis (events are not replayed),
 * and checks the screen shows the first team within a second of the click.
 */
export const callNextWithinASecond = async (
  app: TestApp,
  org: { token: string; groupId: string },
  session: SceneDetail,
  screen: ReturnType<typeof openScreenStream>,
  redis: Redis,
) => {
  const channel = `podium:events:${sceneChannel({ publicId: session.sessionId, screenKey: session.screenKey })}`;
  await waitForSubscribers(redis, channel, 1);
  const clickedAt = Date.now();
  const click = await app.post<SceneDetail>(
    '/review/scene/next',
    { sessionId: session.sessionId, version: session.version },
    org,
  );
  expect(click.body.code).toBe(0);
  const shown = await screen.until((s) => s.version === click.body.data.version);
  expect(Date.now() - clickedAt).toBeLessThan(1_000);
  expect(shown.current).toEqual({
    position: 1,
    teamName: session.slots[0]!.teamName,
    schoolName: session.slots[0]!.schoolName,
  });
  return { click: click.body.data, shown, channel };
};
