import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { provinces, users } from '../schema/index.ts';
import type { Database } from '../../platform/db.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { ensureFirstAdmin } from './ensure-admin.ts';
import { verifyPassword } from '../../platform/passwords.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('ensureFirstAdmin (a real database without demo data)', () => {
  it('creates one ROOT admin with a printable one-time password, once', async () => {
    const created = await ensureFirstAdmin(database.db, 'chief');
    expect(created?.username).toBe('chief');
    expect(created?.password).toMatch(/^[\w-]{12}9a$/);
    const [row] = await database.db.select().from(users);
    expect(await verifyPassword(row!.passwordHash, created!.password!)).toBe(true);
    expect(await ensureFirstAdmin(database.db, 'other')).toBeUndefined();
    const [total] = await database.db.select({ n: count() }).from(users);
    expect(total?.n).toBe(1);
    const [provinceCount] = await database.db.select({ n: count() }).from(provinces);
    expect(provinceCount?.n).toBe(34);
  });
});
