import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db.ts';
import { occurrenceOf, scheduleTask } from './schedule.ts';
import { databaseUrl, newDatabaseName, onServer } from '../test-support/seeded-template.ts';

// Two runtimes of one deployment tick the same schedule: on PostgreSQL two pools on one database (as two
// processes); on PGlite, which one process owns, two schedulers on the one embedded database.
const serverUrl = process.env.TEST_DATABASE_URL;
const name = newDatabaseName('podium_test_schedule');
const runtimes: Database[] = [];

beforeAll(async () => {
  if (!serverUrl) {
    const only = await openDatabase({ inMemory: true });
    runtimes.push(only, only);
    return;
  }
  await onServer(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  runtimes.push(await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url }));
}, 120_000);

afterAll(async () => {
  await Promise.all([...new Set(runtimes)].map((database) => database.close()));
  if (serverUrl) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
});

describe('scheduled tasks across processes', () => {
  it('run once per occurrence however many runtimes tick at once, and again at the next occurrence', async () => {
    const ran: string[] = [];
    const task = (who: string) => ({
      name: 'test.hourly',
      everyMs: 3_600_000,
      run: async () => void ran.push(who),
    });
    const schedules = runtimes.map((runtime, i) =>
      scheduleTask(runtime.db, task(`runtime ${i + 1}`), {
        firstTickMs: 3_600_000,
        tickMs: 3_600_000,
        claimedBy: `runtime ${i + 1}`,
      }),
    );
    try {
      const hour = new Date('2026-11-27T05:00:00Z');
      // Both tick the same hour at the same moment, several times: one run in all.
      const first = await Promise.all(
        [0, 1, 2].flatMap((k) => schedules.map((s) => s.tick(new Date(hour.getTime() + k * 60_000)))),
      );
      expect(first.filter(Boolean)).toHaveLength(1);
      expect(ran).toHaveLength(1);

      // The next hour is a new occurrence: again exactly one run, by whichever runtime claims it.
      const next = new Date(hour.getTime() + 3_600_000 + 30_000);
      const second = await Promise.all(schedules.map((s) => s.tick(next)));
      expect(second.filter(Boolean)).toHaveLength(1);
      expect(ran).toHaveLength(2);
      expect(occurrenceOf(task(''), next).toISOString()).toBe('2026-11-27T06:00:00.000Z');
    } finally {
      for (const s of schedules) s.stop();
    }
  }, 60_000);
});
