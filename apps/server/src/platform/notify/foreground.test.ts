import { and, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyEvents } from '../../db/schema/index.ts';
import { createPersonalDataCipher } from '../personal-data.ts';
import { TEST_DATA_KEY } from '../../test-support/seeded-template.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createForegroundLoad, createYieldPolicy, type ForegroundLoad } from './foreground.ts';
import { emitEvent } from './emit.ts';
import { createNotifyRunner, type NotifyRunner } from './runner.ts';

describe('the foreground gauge', () => {
  it('reads the requests answered per second since the last reading, each reading a new window', () => {
    let now = 1_000;
    const load = createForegroundLoad(() => now);
    for (let n = 0; n < 300; n += 1) load.answered();
    now += 1_500;
    expect(load.perSecond()).toBe(200);
    now += 1_000;
    expect(load.perSecond()).toBe(0);
  });

  it('waits while busy and for one turn after, never longer than the longest wait since it last ran', () => {
    let rate = 500;
    const load: ForegroundLoad = { answered: () => {}, perSecond: () => rate };
    const start = Date.now();
    expect(createYieldPolicy(undefined).shouldWait(start + 1_000)).toBe(false);
    const policy = createYieldPolicy(load);
    expect(policy.shouldWait(start + 1_000)).toBe(true);
    rate = 10;
    // The first quiet turn after a busy one still waits (the rush's last callers), the next runs.
    expect(policy.shouldWait(start + 2_000)).toBe(true);
    expect(policy.shouldWait(start + 3_000)).toBe(false);
    policy.ran(start + 3_000);
    rate = 500;
    expect(policy.shouldWait(start + 17_999)).toBe(true);
    expect(policy.shouldWait(start + 18_000)).toBe(false);
    expect(createYieldPolicy(load, { abovePerSecond: 600 }).shouldWait(start + 1_000)).toBe(false);
  });
});

describe('the dispatcher beside a busy web server', () => {
  let t: TestApp;
  let runner: NotifyRunner | undefined;
  let firstEventId = 0;
  beforeAll(async () => {
    t = await createTestApp({ startJobs: false });
    const [last] = await t.db.select({ id: notifyEvents.id }).from(notifyEvents).orderBy(notifyEvents.id);
    firstEventId = last?.id ?? 0;
  });
  afterAll(async () => {
    await runner?.close();
    await t.close();
  });

  const pending = async () =>
    (
      await t.db
        .select({ id: notifyEvents.id })
        .from(notifyEvents)
        .where(and(isNull(notifyEvents.dispatchedAt), gt(notifyEvents.id, firstEventId)))
    ).length;
  const emit = () =>
    t.db.transaction((tx) =>
      emitEvent(tx, { type: 'account.passwordChanged', data: { userId: t.fixture.users.student.id } }),
    );
  const startRunner = (foreground: ForegroundLoad, maxWaitMs: number) => {
    runner = createNotifyRunner({
      db: t.db,
      events: t.events,
      mailer: null,
      cipher: createPersonalDataCipher(TEST_DATA_KEY),
      origin: 'http://127.0.0.1',
      pollMs: 20,
      foreground,
      yieldLimits: { maxWaitMs },
    });
    runner.start();
  };

  it('leaves the outbox alone while requests pour in, and dispatches once they ease', async () => {
    let rate = 1_000;
    startRunner({ answered: () => {}, perSecond: () => rate }, 600_000);
    await emit();
    // Many polls (20 ms each) pass while busy: the event stays pending, kept in the outbox.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await pending()).toBe(1);
    rate = 0;
    await expect.poll(pending, { timeout: 10_000 }).toBe(0);
    await runner!.close();
    runner = undefined;
  });

  it('dispatches anyway once the longest wait has passed, however busy', async () => {
    startRunner({ answered: () => {}, perSecond: () => 1_000 }, 300);
    await emit();
    await expect.poll(pending, { timeout: 10_000 }).toBe(0);
  });

  it('is fed by the web server only where both share the process (PODIUM_ROLE=all)', async () => {
    expect(t.foreground).toBeDefined();
    t.foreground!.perSecond();
    // Pages and their files are not the work a rush is made of: only API calls count.
    await t.app.inject({ method: 'GET', url: '/' });
    expect(t.foreground!.perSecond()).toBe(0);
    for (let n = 0; n < 3; n += 1) expect((await t.get('/health')).status).toBe(200);
    expect(t.foreground!.perSecond()).toBeGreaterThan(0);
    const worker = await createTestApp({ startJobs: false, config: { role: 'worker' } });
    try {
      expect(worker.foreground).toBeUndefined();
    } finally {
      await worker.close();
    }
  });
});
