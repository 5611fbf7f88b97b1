import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@podium/contracts';
import { and, eq } from 'drizzle-orm';
import type { ApiModule } from './api-module.ts';
import { operationLogs } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { ok } from './reply.ts';

/** Calls of the probe wait here until the test lets them finish. */
let waiting: (() => void)[] = [];
const probe: ApiModule = async (app) => {
  app.post(
    '/probe/gated',
    {
      config: {
        access: 'user',
        audit: { module: 'probe', action: 'gated' },
        admission: { gate: 'probe', maxInFlight: 2, retryAfterSeconds: 3 },
      },
      schema: { response: { 200: envelope(z.string()) } },
    },
    async () => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      return ok('served');
    },
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraModules: [probe] });
});
afterAll(() => t.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** Until `count` calls wait inside the handler (bounded, so a lost call fails here with a reason). */
const untilWaiting = async (count: number) => {
  for (let tries = 0; waiting.length < count; tries += 1) {
    if (tries > 200) throw new Error(`${waiting.length} calls inside the handler, expected ${count}`);
    await settle();
  }
};
const gatedLogs = () =>
  t.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.module, 'probe'), eq(operationLogs.action, 'gated')));

describe('admission: a bound on a route’s concurrent calls', () => {
  it('answers the surplus 429 + Retry-After before the guard, and admits again once a call is done', async () => {
    const token = await t.login('student');
    const first = t.post('/probe/gated', {}, { token });
    const second = t.post('/probe/gated', {}, { token });
    await untilWaiting(2);
    // Anonymous too: the gate answers before anything reads the database (nothing to learn, nothing done).
    for (const who of [token, undefined]) {
      const refused = await t.post('/probe/gated', {}, { token: who, lang: 'en' });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('3');
      expect(refused.body).toEqual({
        code: 429,
        msg: 'The server is busy; try again in 3 seconds',
        data: null,
      });
    }
    // The two may have reached the handler in either order (on PostgreSQL their guard queries run side
    // by side): let one finish, whichever it is, and a third call is admitted in its place.
    waiting.shift()!();
    expect((await Promise.race([first, second])).body.data).toBe('served');
    const third = t.post('/probe/gated', {}, { token });
    await untilWaiting(2);
    for (const release of waiting) release();
    waiting = [];
    expect((await first).body.data).toBe('served');
    expect((await second).body.data).toBe('served');
    expect((await third).body.data).toBe('served');
    // Admitted calls are logged as ever; the turned-away ones did nothing and leave no row.
    expect((await gatedLogs()).map((r) => r.success)).toEqual([true, true, true]);
  });

  it('releases a call that failed, so errors do not leak places', async () => {
    // One after another, more calls than the gate holds: each is admitted, refused by the guard (11000) and
    // released; a gate that kept failed calls would answer the third with 429.
    const codes: number[] = [];
    for (const _call of [1, 2, 3]) codes.push((await t.post('/probe/gated', {})).body.code);
    expect(codes).toEqual([11000, 11000, 11000]);
    const token = await t.login('student');
    const calls = [t.post('/probe/gated', {}, { token }), t.post('/probe/gated', {}, { token })];
    await untilWaiting(2);
    for (const release of waiting) release();
    waiting = [];
    expect((await Promise.all(calls)).map((r) => r.body.data)).toEqual(['served', 'served']);
  });
});
