import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type SceneDetail, type ScreenState } from '@podium/contracts';
import { createRedisEventBus } from '../../../platform/events/index.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import {
  callNextWithinASecond,
  demoSceneSession,
  openScreenStream,
  waitForSubscribers,
} from '../../../test-support/screen-stream.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('calling screen across two app instances (one Node process) sharing Redis', () => {
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
    const { org, session } = await demoSceneSession(one);
    const screen = openScreenStream(
      `${twoUrl}/screen/call/stream?key=${encodeURIComponent(session.screenKey)}`,
    );
    const req = await screen.ready;
    screenRequest = req;
    const redis = new Redis(redisUrl);
    const { click, shown, channel } = await callNextWithinASecond(one, org, session, screen, redis);
    expect(shown.next[0]!.position).toBe(2);

    // A second click from A, and a resync read from B agree.
    const second = await one.post<SceneDetail>(
      '/review/scene/next',
      { sessionId: session.sessionId, version: click.version },
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
    await waitForSubscribers(redis, channel, 0);
    await redis.quit();
  });
});
