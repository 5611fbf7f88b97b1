// A school's read-only view of its students' results: published award lines of its own students (single
// winners of its school, teams whose captain's school it is) with their certificates; never another
// school's; search, filters, paging and export like the other desk lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, SchoolAwardRow } from '@podium/contracts';
import { readAllRows } from '../../platform/excel.ts';
import { download, setUpSignUpAdmin } from '../signup-admin/signup-admin.test-support.ts';
import type { TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let school: string;
let sibling: string;
let student: string;

const pageOf = (token: string, query: Record<string, string> = {}) =>
  t.get<PageResult<SchoolAwardRow>>('/competitionReward/school/page', {
    token,
    query: { pageNum: '1', pageSize: '50', ...query },
  });

beforeAll(async () => {
  ({ t, organizer, school, sibling, student } = await setUpSignUpAdmin());
  // The sibling school account (西山) is given the same school role, which now holds reward:school.
});
afterAll(() => t.close());

describe('GET /competitionReward/school/page', () => {
  it('lists the school’s own students’ awards with their certificates, never another school’s', async () => {
    const res = await pageOf(school);
    expect(res.body.code).toBe(0);
    const winners = res.body.data.rows.map((r) => r.winnerName);
    expect(winners).toEqual(expect.arrayContaining(['李同学', '欧阳娜娜']));
    expect(winners).not.toContain('周同学');
    expect(winners).not.toContain('陈思琰');
    expect(res.body.data.rows.every((r) => r.schoolName === '东海大学')).toBe(true);
    const li = res.body.data.rows.find((r) => r.winnerName === '李同学')!;
    expect(li).toMatchObject({ workName: '山海经新编系列海报', rank: 1, teacherNames: '钱老师' });
    expect(li.certNos).toHaveLength(1);
    expect(li.issuedAt).not.toBeNull();

    const theirs = (await pageOf(sibling)).body.data.rows.map((r) => r.winnerName);
    expect(theirs).toEqual(expect.arrayContaining(['周同学', '陈思琰']));
    expect(theirs).not.toContain('李同学');
    expect(theirs).not.toContain('欧阳娜娜');
  });

  it('searches, filters by certificate and competition, and pages', async () => {
    const all = (await pageOf(school)).body.data;
    const byKeyword = (await pageOf(school, { keyword: '山海' })).body.data;
    expect(byKeyword.rows.map((r) => r.winnerName)).toEqual(['李同学']);
    expect((await pageOf(school, { certificate: 'issued' })).body.data.total).toBe(
      all.rows.filter((r) => r.certNos.length > 0).length,
    );
    expect((await pageOf(school, { certificate: 'none' })).body.data.total).toBe(
      all.rows.filter((r) => r.certNos.length === 0).length,
    );
    const competitionId = all.rows[0]!.competitionId;
    const inOne = (await pageOf(school, { competitionId })).body.data;
    expect(inOne.rows.every((r) => r.competitionId === competitionId)).toBe(true);
    const first = (await pageOf(school, { pageSize: '1' })).body.data;
    expect(first.total).toBe(all.total);
    expect(first.rows).toHaveLength(1);
    const second = (await pageOf(school, { pageSize: '1', pageNum: '2' })).body.data;
    expect(second.rows[0]?.entryId).not.toBe(first.rows[0]!.entryId);
  });

  it('shows an award only once its list is published', async () => {
    const page = await t.get<PageResult<{ competitionId: string; shortName: string }>>(
      '/competition/info/page',
      { token: organizer, query: { pageSize: '50' } },
    );
    const competitionId = page.body.data.rows.find((r) => r.shortName === '东海杯数模')!.competitionId;
    const level = await t.post<{ levelId: string }>(
      '/competitionReward/level/save',
      { competitionId, kind: 'first' },
      { token: organizer },
    );
    const list = await t.post<{ listId: string }>(
      '/competitionReward/list/save',
      { competitionId, name: '未公布名单' },
      { token: organizer },
    );
    const saved = await t.post(
      '/competitionReward/detailedList/save',
      {
        listId: list.body.data.listId,
        levelId: level.body.data.levelId,
        username: 'student',
        workName: '尚未公布的作品',
      },
      { token: organizer },
    );
    expect(saved.body.code).toBe(0);
    const find = async () =>
      (await pageOf(school, { keyword: '尚未公布' })).body.data.rows.map((r) => r.workName);
    expect(await find()).toEqual([]);
    expect(
      (
        await t.post(
          '/competitionReward/list/publish',
          { listId: list.body.data.listId, published: true },
          { token: organizer },
        )
      ).body.code,
    ).toBe(0);
    expect(await find()).toEqual(['尚未公布的作品']);
    expect((await pageOf(sibling, { keyword: '尚未公布' })).body.data.rows).toEqual([]);
  });

  it('refuses a student, an organiser without the permission and an anonymous caller', async () => {
    expect((await pageOf(student)).body.code).toBe(401);
    expect((await pageOf(organizer)).body.code).toBe(401);
    expect((await pageOf('')).body.code).toBe(11000);
  });
});

describe('GET /competitionReward/school/export', () => {
  it('exports the filtered list the school may see', async () => {
    const total = (await pageOf(school)).body.data.total;
    const res = await download(t, '/competitionReward/school/export', school);
    expect(res.statusCode).toBe(200);
    const rows = await readAllRows(res.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['竞赛', '奖项', '获奖者', '证书编号', '发证日期']));
    expect(rows.length - 1).toBe(total);
    expect(rows.flat()).not.toContain('周同学');
    const filtered = await readAllRows(
      (await download(t, '/competitionReward/school/export', school, { keyword: '山海' })).rawPayload,
    );
    expect(filtered).toHaveLength(2);
    expect((await download(t, '/competitionReward/school/export', student)).json()).toMatchObject({
      code: 401,
    });
  });
});
