// Benchmark: queue-screen latency, from the organiser's "call next" (an HTTP POST) to the "state" event
// arriving on a server-sent-events client of /screen/call/stream, over BENCH_CALLS (100) calls.
//
//   single   one app instance, in-memory event bus: click and screen on the same server
//   redis    two app instances sharing one database, each with its own Redis connections: click on A,
//            screen connected to B (how several server processes run behind a load balancer)
//
// Baseline (same run): the bare event bus, publish → listener, in memory and through Redis, with no HTTP,
// database or serialisation. Database: in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL.
//
//   npx tsx bench/screen-call-latency.ts      Env: BENCH_CALLS (100), TEST_REDIS_URL (redis://127.0.0.1:6379),
//                                              TEST_DATABASE_URL (unset: PGlite)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { API_BASE, type SceneDetail, type ScreenState } from '@podium/contracts';
import { competitions, competitionStages, reviewEntries } from '../apps/server/src/db/schema/index.ts';
import {
  createMemoryEventBus,
  createRedisEventBus,
  type EventBus,
} from '../apps/server/src/platform/events/index.ts';
import { sceneChannel } from '../apps/server/src/modules/review/scene/scene-publish.ts';
import { createTestApp, type TestApp } from '../apps/server/src/test-support/test-app.ts';

const calls = Number(process.env.BENCH_CALLS ?? 100);
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (name: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  const f = (n: number) => n.toFixed(2);
  return `| ${name} | ${database} | ${ms.length} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 99))} | ${f(sorted.at(-1)!)} | ${f(mean)} |`;
};

/** An SSE client: resolves the waiter of a version when its "state" event arrives. */
const openStream = (url: string) =>
  new Promise<{ waitFor: (version: number) => Promise<number>; close: () => void }>((resolve, reject) => {
    const waiters = new Map<number, (at: number) => void>();
    let buffer = '';
    const req = http.get(url, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: state\ndata: (.+)$/m.exec(frame)?.[1];
          if (!data) continue;
          const { version } = JSON.parse(data) as ScreenState;
          waiters.get(version)?.(at);
          waiters.delete(version);
        }
      });
      res.once('data', () =>
        resolve({
          waitFor: (version) => new Promise<number>((done) => waiters.set(version, done)),
          close: () => req.destroy(),
        }),
      );
    });
    req.on('error', reject);
  });

/** Clicks "call next" on `clicker` `calls` times, over as many fresh sessions as needed, timing each on `screen`. */
const measure = async (clicker: TestApp, screenUrl: string, redis: Redis | null) => {
  const token = await clicker.login('organizer');
  const headers = {
    authorization: `Bearer ${token}`,
    'x-group-id': clicker.fixture.groups.organizer.publicId,
    'content-type': 'application/json',
  };
  const clickerUrl = `http://127.0.0.1:${(clicker.app.server.address() as AddressInfo).port}${API_BASE}`;
  const [stage] = await clicker.db
    .select({ id: competitionStages.id, publicId: competitionStages.publicId })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, '创意设计赛'));
  const entries = await clicker.db
    .select({ publicId: reviewEntries.publicId })
    .from(reviewEntries)
    .where(eq(reviewEntries.stageId, stage!.id));
  const post = async <T>(path: string, body: unknown) => {
    const response = await fetch(`${clickerUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { code: number; data: T }).data;
  };
  const latencies: number[] = [];
  for (let room = 1; latencies.length < calls; room += 1) {
    const { sessionId } = await post<{ sessionId: string }>('/review/scene/save', {
      stageId: stage!.publicId,
      room: `bench-${Date.now()}-${room}`,
      durationSec: 300,
      showNames: true,
      entryIds: entries.map((e) => e.publicId),
    });
    const detailResponse = await fetch(`${clickerUrl}/review/scene/detail?sessionId=${sessionId}`, {
      headers,
    });
    const { screenKey, version: first } = ((await detailResponse.json()) as { data: SceneDetail }).data;
    let version = first;
    const stream = await openStream(`${screenUrl}/screen/call/stream?key=${encodeURIComponent(screenKey)}`);
    // Events are not replayed: start clicking once the screen's subscription is in place.
    if (redis) {
      const channel = `podium:events:${sceneChannel({ publicId: sessionId, screenKey })}`;
      while (Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]) < 1)
        await new Promise((r) => setTimeout(r, 10));
    } else await new Promise((r) => setTimeout(r, 20));
    // Every entry is called, then one more "next" ends the last team's turn: entries + 1 clicks.
    for (let click = 0; click <= entries.length && latencies.length < calls; click += 1) {
      const arrived = stream.waitFor(version + 1);
      const started = performance.now();
      const next = await post<SceneDetail>('/review/scene/next', { sessionId, version });
      latencies.push((await arrived) - started);
      version = next.version;
    }
    stream.close();
    // Let the server unsubscribe before the next session (and before the buses close at the end).
    await new Promise((r) => setTimeout(r, 100));
  }
  return latencies;
};

/** The bare bus: publish → listener, `calls` times. */
const busBaseline = async (bus: EventBus, publisher: EventBus = bus) => {
  const ms: number[] = [];
  let resolveNext: ((at: number) => void) | null = null;
  const off = await bus.subscribe('bench-baseline', () => resolveNext?.(performance.now()));
  await new Promise((r) => setTimeout(r, 50));
  for (let i = 0; i < calls; i += 1) {
    const arrived = new Promise<number>((r) => (resolveNext = r));
    const started = performance.now();
    await publisher.publish('bench-baseline', { type: 'state', data: { version: i } });
    ms.push((await arrived) - started);
  }
  await off();
  return ms;
};

const rows: string[] = [];
{
  const memory = createMemoryEventBus();
  rows.push(summary('baseline: memory bus publish → listener', await busBaseline(memory)));
  console.error(rows.at(-1));
  await memory.close();
  const [a, b] = [createRedisEventBus(redisUrl), createRedisEventBus(redisUrl)];
  rows.push(summary('baseline: Redis bus publish (A) → listener (B)', await busBaseline(b, a)));
  console.error(rows.at(-1));
  await a.close();
  await b.close();
}
{
  const app = await createTestApp({ startJobs: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}${API_BASE}`;
  rows.push(summary('single instance, memory bus: click → screen', await measure(app, url, null)));
  console.error(rows.at(-1));
  await app.close();
}
{
  const one = await createTestApp({ startJobs: false, events: createRedisEventBus(redisUrl) });
  const two = await createTestApp({
    startJobs: false,
    events: createRedisEventBus(redisUrl),
    shareDatabaseOf: one,
  });
  await one.app.listen({ port: 0, host: '127.0.0.1' });
  await two.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(two.app.server.address() as AddressInfo).port}${API_BASE}`;
  const redis = new Redis(redisUrl);
  rows.push(summary('two instances via Redis: click on A → screen on B', await measure(one, url, redis)));
  console.error(rows.at(-1));
  await redis.quit();
  await two.close();
  await one.close();
}

console.log(`\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}\n`);
console.log('| scenario | database | calls | p50 ms | p99 ms | max ms | mean ms |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
process.exit(0);
