import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { Writable } from 'node:stream';
import { users } from '../db/schema/index.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import type { Database } from './db.ts';
import { serializeErrorForLog } from './log-safe-error.ts';

/** A failed query reaches the log as its statement's shape and SQLSTATE, never with a value. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const capture = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ serializers: { err: serializeErrorForLog } }, stream), lines };
};

describe('database errors in the log', () => {
  it('keep the statement and SQLSTATE, drop the parameters and the driver detail', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secrethash';
    const error = await database.db
      .insert(users)
      .values({ publicId: 'p1', username: 'dup', passwordHash: secret, realName: 'x' })
      .then(() =>
        database.db
          .insert(users)
          .values({ publicId: 'p2', username: 'dup', passwordHash: secret, realName: 'x' }),
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeDefined();
    expect(String((error as Error).message)).toContain(secret); // what used to be logged
    const { log, lines } = capture();
    log.error({ err: error }, 'unhandled error');
    const logged = lines.join('');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('dup');
    const entry = JSON.parse(logged) as {
      err: { statement: string; sqlState: string; parameterCount: number };
    };
    expect(entry.err.statement).toMatch(/^insert into "users"/);
    expect(entry.err.sqlState).toBe('23505');
    expect(entry.err.parameterCount).toBeGreaterThan(3);
  });

  it('never shows a value of a failed cast either', async () => {
    const error = await database.db.execute(sql`select ${'13812345678-index'}::int`).then(
      () => undefined,
      (e: unknown) => e,
    );
    const { log, lines } = capture();
    log.error({ err: error }, 'unhandled error');
    expect(lines.join('')).not.toContain('13812345678');
  });

  it('leaves other errors as they are', () => {
    expect(serializeErrorForLog(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
  });
});
