import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCertSearchResult } from '@podium/contracts';
import { certificates } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (query: Record<string, string>) =>
  t.get<PublicCertSearchResult>('/home/certificate/page', { query });

describe('the public certificate search says which part did not match', () => {
  it('finds a seeded certificate by number, and by number with its holder’s name', async () => {
    const [seeded] = await t.db.select().from(certificates).orderBy(desc(certificates.id)).limit(1);
    expect(seeded).toBeDefined();
    const byNumber = await search({ certNo: seeded!.certNo });
    expect(byNumber.body.data).toMatchObject({ total: 1, mismatch: null });
    const withName = await search({ certNo: seeded!.certNo, name: seeded!.holderName });
    expect(withName.body.data).toMatchObject({ total: 1, mismatch: null });
    const [row] = withName.body.data.rows;
    expect(row).toMatchObject({ certNo: seeded!.certNo, awardName: seeded!.awardName });
    expect(row!.name).not.toBe(seeded!.holderName); // masked
    expect(row!.traceUrl).toContain(`code=${seeded!.code}`);
    // Typed in lower case on a phone, the number still finds its certificate (numbers print in capitals).
    const lower = await search({ certNo: seeded!.certNo.toLowerCase(), name: seeded!.holderName });
    expect(lower.body.data).toMatchObject({ total: 1, mismatch: null });
    expect(lower.body.data.rows[0]!.certNo).toBe(seeded!.certNo);
    // The one match is on the first page; a later page is empty but still counts it.
    const later = await search({ certNo: seeded!.certNo, pageNum: '2', pageSize: '10' });
    expect(later.body.data).toEqual({ rows: [], total: 1, mismatch: null });
  });

  it('says the name does not match a real number (not "check the number"), never whose it is', async () => {
    const [seeded] = await t.db.select().from(certificates).orderBy(desc(certificates.id)).limit(1);
    const wrongName = await search({ certNo: seeded!.certNo, name: '不是此人' });
    expect(wrongName.body.data).toEqual({ rows: [], total: 0, mismatch: 'name' });
    // Neither the real name nor its masked form is in the answer.
    expect(JSON.stringify(wrongName.body)).not.toContain(seeded!.holderName.slice(0, 1));
    const unknown = await search({ certNo: `${seeded!.certNo}X9`, name: seeded!.holderName });
    expect(unknown.body.data.mismatch).toBe('number');
    expect((await search({ certNo: `${seeded!.certNo}X9` })).body.data.mismatch).toBe('number');
  });
});
