import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCertSearchResult } from '@podium/contracts';
import { certificates } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { jobStatus, makeAndSend, waitFor } from './cert-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (query: Record<string, string>, lang?: 'en') =>
  t.get<PublicCertSearchResult>('/home/certificate/page', { query, ...(lang ? { lang } : {}) });

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

describe('a team certificate is found by its team name or by any student printed on it', () => {
  it('matches each member and the team, not a stranger; shows the team name in full', async () => {
    const maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
    const approver = await createActor(t, {
      username: 'team_cert_approver',
      group: t.fixture.groups.organizer,
      permissions: ['certificate:list', 'certificate:check'],
    });
    const page = await t.get<{ rows: { competitionId: string; shortName: string }[] }>(
      '/competition/info/page',
      { ...maker, query: { pageSize: '50' } },
    );
    const competitionId = page.body.data.rows.find((r) => r.shortName === '东海杯数模')!.competitionId;
    const level = await t.post<{ levelId: string }>(
      '/competitionReward/level/save',
      { competitionId, kind: 'first' },
      maker,
    );
    const list = await t.post<{ listId: string }>(
      '/competitionReward/list/save',
      { competitionId, name: '团队证书查询名单' },
      maker,
    );
    const line = await t.post(
      '/competitionReward/detailedList/save',
      {
        listId: list.body.data.listId,
        levelId: level.body.data.levelId,
        winnerName: '新人追光队',
        teamName: '新人追光队',
        memberNames: '李新人、周同学',
        schoolName: '东海大学',
      },
      maker,
    );
    expect(line.body.code).toBe(0);
    const { jobId } = await makeAndSend(t, maker, approver, list.body.data.listId);
    await waitFor(async () => (await jobStatus(t, maker, jobId)).status === 'done');
    const [issued] = await t.db.select().from(certificates).orderBy(desc(certificates.id)).limit(1);
    expect(issued!.holderName).toBe('新人追光队');

    for (const name of ['李新人', '周同学', '新人追光队']) {
      const found = await search({ certNo: issued!.certNo, name });
      expect(found.body.data, name).toMatchObject({ total: 1, mismatch: null });
      // Team names are not personal data: shown in full, as on the public award list.
      expect(found.body.data.rows[0]!.name).toBe('新人追光队');
    }
    for (const lang of [undefined, 'en'] as const) {
      const stranger = await search({ certNo: issued!.certNo, name: '王路人' }, lang);
      expect(stranger.body.data).toEqual({ rows: [], total: 0, mismatch: 'name' });
      // A part of a member's name is not a match (exact full names only).
      expect((await search({ certNo: issued!.certNo, name: '李新' }, lang)).body.data.mismatch).toBe('name');
    }
    // The verification page shows it in full too.
    const trace = new URL((await search({ certNo: issued!.certNo })).body.data.rows[0]!.traceUrl)
      .searchParams;
    const traced = await t.get<{ certificate: { name: string } }>('/home/certificate/trace', {
      query: { code: trace.get('code')!, sig: trace.get('sig')! },
    });
    expect(traced.body.data.certificate.name).toBe('新人追光队');
  });
});
