import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE } from '@podium/contracts';
import type { ApiModule } from '../api-module.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  createEventBus,
  createMemoryEventBus,
  createRedisEventBus,
  serveEventStream,
  type LiveEvent,
} from './index.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Probe routes: a channel as SSE, and a publish call. */
const probe: ApiModule = async (app, { deps }) => {
  app.get(
    '/test/events/:channel',
    { config: { access: 'public' }, schema: { params: z.object({ channel: z.string() }) } },
    async (request, reply) =>
      serveEventStream(request, reply, deps.events, request.params.channel, { heartbeatMs: 100 }),
  );
  app.post(
    '/test/publish/:channel',
    { config: { access: 'public' }, schema: { params: z.object({ channel: z.string() }) } },
    async (request) => {
      await deps.events.publish(request.params.channel, request.body as LiveEvent);
      return { code: 0, msg: 'ok', data: null };
    },
  );
};

/** Opens an SSE stream and collects what arrives; `until` resolves when the text matches. */
const openStream = (url: string) => {
  let text = '';
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  const ready = new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.get(url, (res) => {
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const waiter of waiters.filter((w) => w.pattern.test(text))) waiter.resolve();
      });
      // Subscribed once the first comment arrives.
      res.once('data', () => resolve(req));
    });
    req.on('error', reject);
  });
  const until = (pattern: RegExp) =>
    new Promise<void>((resolve) => (pattern.test(text) ? resolve() : waiters.push({ pattern, resolve })));
  return { ready, until, text: () => text };
};

describe('event bus', () => {
  it('keeps deployments sharing one Redis apart by their prefix (REDIS_PREFIX)', async () => {
    const [ours, theirs, ourOther] = [
      createEventBus(redisUrl, 'prefix-test-a'),
      createEventBus(redisUrl, 'prefix-test-b'),
      createEventBus(redisUrl, 'prefix-test-a'),
    ];
    const heard = { ours: [] as LiveEvent[], theirs: [] as LiveEvent[] };
    await ourOther.subscribe('inbox', (event) => heard.ours.push(event));
    await theirs.subscribe('inbox', (event) => heard.theirs.push(event));
    await ours.publish('inbox', { type: 'count' });
    const until = Date.now() + 5_000;
    while (heard.ours.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    // Another process of the same deployment hears it; the other deployment on the same channel does not.
    expect(heard.ours).toEqual([{ type: 'count' }]);
    await ours.publish('inbox', { type: 'second' });
    while (heard.ours.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(heard.theirs).toEqual([]);
    await Promise.all([ours.close(), theirs.close(), ourOther.close()]);
  });

  it('delivers in memory to subscribers of the channel only, until they unsubscribe', async () => {
    const bus = createMemoryEventBus();
    const got: LiveEvent[] = [];
    const off = await bus.subscribe('a', (event) => got.push(event));
    await bus.subscribe('b', () => got.push({ type: 'wrong' }));
    await bus.publish('a', { type: 'score', data: { n: 1 } });
    await off();
    await bus.publish('a', { type: 'score', data: { n: 2 } });
    expect(got).toEqual([{ type: 'score', data: { n: 1 } }]);
    await bus.close();
  });
});

describe('two app instances sharing Redis', () => {
  let one: TestApp;
  let two: TestApp;
  let twoUrl: string;
  const channel = `review-progress-${process.pid}-${Date.now()}`;

  beforeAll(async () => {
    [one, two] = await Promise.all([
      createTestApp({ extraModules: [probe], events: createRedisEventBus(redisUrl), startJobs: false }),
      createTestApp({ extraModules: [probe], events: createRedisEventBus(redisUrl), startJobs: false }),
    ]);
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    twoUrl = `http://127.0.0.1:${(two.app.server.address() as AddressInfo).port}${API_BASE}`;
    // Two databases to migrate and seed: more than the default hook time on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('a publish in one reaches an SSE client of the other, with heartbeats; a closed client is let go', async () => {
    const redis = new Redis(redisUrl);
    const numsub = async () =>
      Number(((await redis.pubsub('NUMSUB', `podium:events:${channel}`)) as [string, number])[1]);
    const stream = openStream(`${twoUrl}/test/events/${channel}`);
    const req = await stream.ready;
    // Events are not replayed: publish only once the server's subscription has reached Redis (the
    // stream's headers can arrive first on a busy machine).
    const subscribed = Date.now() + 10_000;
    while ((await numsub()) < 1 && Date.now() < subscribed)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await one.post(`/test/publish/${channel}`, { type: 'progress', data: { done: 3, total: 10 } });
    await stream.until(/event: progress\ndata: \{"done":3,"total":10\}\n\n/);
    await stream.until(/: ping\n\n/);
    expect(stream.text()).not.toContain('undefined');

    req.destroy();
    // The server unsubscribes when the client goes: Redis then counts no subscriber on the channel.
    const until = Date.now() + 5_000;
    while ((await numsub()) !== 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await numsub()).toBe(0);
    await redis.quit();
  });
});
