import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type SceneDetail, type SceneSessionRow, type ScreenState } from '@podium/contracts';
import { createRedisEventBus } from '../../../platform/events/index.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { sceneChannel } from './scene-publish.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** An SSE client that parses "state" events as they arrive. */
const openScreen = (url: string) => {
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

describe('calling screen across two server processes sharing Redis', () => {
  let one: TestApp;
  let two: TestApp;
  let twoUrl: string;
  let screenRequest: http.ClientRequest | undefined;

  beforeAll(async () => {
    one = await createTestApp({ events: createRedisEventBus(redisUrl), startJobs: false });
    // The second process: same database (as processes share PostgreSQL), its own Redis connections.
    two = await createTestApp({
      events: createRedisEventBus(redisUrl),
      startJobs: false,
      shareDatabaseOf: one,
    });
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    twoUrl = `http://127.0.0.1:${(two.app.server.address() as AddressInfo).port}${API_BASE}`;
  }, 180_000);
  afterAll(async () => {
    // An open stream would hold the server's close.
    screenRequest?.destroy();
    await two?.close();
    await one?.close();
  });

  it('"call next" clicked on process A reaches a screen connected to process B', async () => {
    const organizer = await one.login('organizer');
    const org = { token: organizer, groupId: one.fixture.groups.organizer.publicId };
    const stages = await one.get<{ stageId: string; name: string }[]>('/review/expert/stages', {
      token: await one.login('expert'),
    });
    const stageId = stages.body.data[0]!.stageId;
    const [demo] = (await one.get<SceneSessionRow[]>('/review/scene/list', { ...org, query: { stageId } }))
      .body.data;
    const session = (
      await one.get<SceneDetail>('/review/scene/detail', { ...org, query: { sessionId: demo!.sessionId } })
    ).body.data;

    const screen = openScreen(`${twoUrl}/screen/call/stream?key=${encodeURIComponent(session.screenKey)}`);
    const req = await screen.ready;
    screenRequest = req;
    // Events are not replayed: click only once B's subscription has reached Redis.
    const redis = new Redis(redisUrl);
    const channel = `podium:events:${sceneChannel({ publicId: session.sessionId, screenKey: session.screenKey })}`;
    const numsub = async () => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]);
    const subscribed = Date.now() + 10_000;
    while ((await numsub()) < 1 && Date.now() < subscribed) await new Promise((r) => setTimeout(r, 20));
    expect(await numsub()).toBe(1);

    const clickedAt = Date.now();
    const click = await one.post<SceneDetail>(
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
    expect(shown.next[0]!.position).toBe(2);

    // A second click from A, and a resync read from B agree.
    const second = await one.post<SceneDetail>(
      '/review/scene/next',
      { sessionId: session.sessionId, version: click.body.data.version },
      org,
    );
    const again = await screen.until((s) => s.version === second.body.data.version);
    expect(again.current!.position).toBe(2);
    const resync = await two.get<ScreenState>('/screen/call/state', { query: { key: session.screenKey } });
    expect(resync.body.data).toMatchObject({
      version: again.version,
      current: again.current,
      next: again.next,
    });

    req.destroy();
    const until = Date.now() + 5_000;
    while ((await numsub()) !== 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(await numsub()).toBe(0);
    await redis.quit();
  });
});
