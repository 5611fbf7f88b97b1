import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sceneSessions } from '../../db/schema/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { defineJob, findJob } from '../../platform/jobs/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

defineJob('test.noop', { handle: async () => {} });

/**
 * What a load balancer and a deployment rely on: `/ready` names each dependency and turns 503 while the
 * process drains; closing the app ends live streams with a reconnect hint instead of waiting on them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /prod-api/ready', () => {
  it('answers 200 with each dependency while everything answers', async () => {
    const ready = await t.get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({ database: 'up', redis: 'none', storage: 'up', draining: false });
  });

  it('answers 503 once the process drains, so the load balancer sends it nothing new', async () => {
    const draining = await createTestApp();
    draining.readiness.startDraining();
    const ready = await draining.get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toMatchObject({ database: 'up', draining: true });
    // Still alive: requests in flight finish.
    expect((await draining.get('/health')).status).toBe(200);
    await draining.close();
  });
});

describe('process roles (PODIUM_ROLE)', () => {
  it('refuses an unknown role at start with a message naming the choices', () => {
    expect(() => loadConfig({ PODIUM_ROLE: 'both' })).toThrow(/PODIUM_ROLE must be one of all, web, worker/);
    expect(loadConfig({}).role).toBe('all');
  });

  it('a web process enqueues jobs and leaves them to the workers', async () => {
    const web = await createTestApp({ config: { role: 'web' } });
    const jobId = await web.jobs.enqueue('test.noop', {}, { items: [1] });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await findJob(web.db, jobId))?.status).toBe('queued');
    await web.close();
  });
});

describe('closing the app', () => {
  it('ends an open live stream with a reconnect hint, and the close does not wait for it', async () => {
    // An app of its own, closed by this test (the shared one stays for the others).
    const closing = await createTestApp();
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.app.server.address() as AddressInfo;
    const [session] = await closing.db.select({ key: sceneSessions.screenKey }).from(sceneSessions).limit(1);
    let received = '';
    const ended = new Promise<void>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/prod-api/screen/call/stream?key=${session!.key}`, (res) => {
          expect(res.statusCode).toBe(200);
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (received += chunk));
          res.on('end', resolve);
        })
        .on('error', reject);
    });
    await expect.poll(() => received).toContain(': connected');
    const started = Date.now();
    await closing.close();
    await ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(received).toMatch(/retry: \d+\n\n$/);
  });
});
