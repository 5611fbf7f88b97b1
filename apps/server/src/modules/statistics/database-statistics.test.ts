import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  type KpiKey,
  type PageResult,
  type SeasonComparison,
  type SignUpAdminRow,
  type StatisticsCharts,
  type StatisticsOverview,
} from '@podium/contracts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';

/**
 * Database statistics on the demo season: every figure agrees with the desk list it summarises, each
 * group sees only what it reaches, and the filters narrow all of it the same way.
 */
let t: TestApp;
let organizer: string;
let school: string;

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  school = await t.login('school');
});
afterAll(() => t.close());

const overview = async (token: string, query: Record<string, string> = {}) => {
  const response = await t.get<StatisticsOverview>('/database/statistics/overview', { token, query });
  expect(response.body.code).toBe(0);
  return response.body.data;
};
const kpi = (data: StatisticsOverview, key: KpiKey) => data.kpis.find((k) => k.key === key)!;
const charts = async (token: string, query: Record<string, string> = {}) => {
  const response = await t.get<StatisticsCharts>('/database/statistics/charts', { token, query });
  expect(response.body.code).toBe(0);
  return response.body.data;
};
const signUpList = async (token: string, query: Record<string, string> = {}) =>
  (
    await t.get<PageResult<SignUpAdminRow>>('/enroll/manage/page', {
      token,
      query: { pageSize: '100', ...query },
    })
  ).body.data;
/** Every row of the sign-up list, page after page (the demo season holds more than one page). */
const allSignUps = async (token: string) => {
  const rows: SignUpAdminRow[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = (
      await t.get<PageResult<SignUpAdminRow>>('/enroll/manage/page', {
        token,
        query: { pageSize: '500', pageNum: String(pageNum) },
      })
    ).body.data;
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return { total: page.total, rows };
  }
};
const sum = (bars: { value: number }[]) => bars.reduce((s, b) => s + b.value, 0);

describe('the organiser’s season', () => {
  it('counts the sign-ups, schools and competitions its sign-up list holds', async () => {
    const data = await overview(organizer);
    const list = await allSignUps(organizer);
    expect(list.total).toBeGreaterThan(0);
    expect(list.rows).toHaveLength(list.total);
    expect(kpi(data, 'signUps').value).toBe(list.total);
    expect(kpi(data, 'competitions').value).toBe(new Set(list.rows.map((r) => r.competitionId)).size);
    expect(kpi(data, 'schools').value).toBe(new Set(list.rows.map((r) => r.schoolName).filter(Boolean)).size);
    // No period chosen: nothing to compare against.
    expect(kpi(data, 'signUps').previous).toBeNull();
    expect(data.previousFrom).toBeNull();
  });

  it('draws charts whose bars add up to the key numbers', async () => {
    const [data, drawn] = await Promise.all([overview(organizer), charts(organizer)]);
    const signUps = kpi(data, 'signUps').value;
    expect(sum(drawn.byProvince)).toBe(signUps);
    expect(sum(drawn.bySchool)).toBe(signUps);
    expect(sum(drawn.byItem)).toBe(signUps);
    expect(drawn.signUpsPerDay.reduce((s, d) => s + d.created, 0)).toBe(signUps);
    expect(sum(drawn.worksByStage)).toBe(kpi(data, 'works').value);
    expect(drawn.reviewByStage.reduce((s, r) => s + r.submitted, 0)).toBe(kpi(data, 'scoresDone').value);
    expect(sum(drawn.awardsByLevel)).toBe(kpi(data, 'awards').value);
    // Over several competitions each level is named after its own competition: no two bars read the same.
    const levelLabels = drawn.awardsByLevel.map((bar) => bar.label);
    expect(new Set(levelLabels).size).toBe(levelLabels.length);
    expect(sum(drawn.awardsBySchool)).toBe(kpi(data, 'awards').value);
    expect(sum(drawn.scoreBands)).toBe(kpi(data, 'scoresDone').value);
    expect(sum(drawn.revenueByCompetition)).toBe(kpi(data, 'revenueFen').value);
    // Only sign-ups in a participant group count by group; each group's bar is its sign-up list.
    expect(sum(drawn.byGroup)).toBeLessThanOrEqual(signUps);
    for (const bar of drawn.byGroup)
      expect((await signUpList(organizer, { participantGroupId: bar.id! })).total).toBe(bar.value);
    const days = drawn.signUpsPerDay.map((d) => d.day);
    expect(days).toEqual([...days].sort());
  });

  it('narrows every figure to one competition, matching that competition’s sign-up list', async () => {
    const list = await signUpList(organizer);
    const competitionId = list.rows[0]!.competitionId;
    const one = await overview(organizer, { competitionId });
    expect(kpi(one, 'signUps').value).toBe((await signUpList(organizer, { competitionId })).total);
    expect(kpi(one, 'competitions').value).toBe(1);
    const drawn = await charts(organizer, { competitionId });
    expect(sum(drawn.byItem)).toBe(kpi(one, 'signUps').value);
    // One competition: items are named alone, not prefixed with their competition.
    expect(drawn.byItem.every((bar) => !bar.label.includes(' · '))).toBe(true);
  });

  it('compares a period with the one of the same length before it', async () => {
    const data = await overview(organizer, { from: '2000-01-01', to: '2000-01-31' });
    expect(kpi(data, 'signUps')).toEqual({ key: 'signUps', value: 0, previous: 0 });
    expect([data.previousFrom, data.previousTo]).toEqual(['1999-12-01', '1999-12-31']);
    const everything = await overview(organizer);
    const wide = await overview(organizer, { from: '2000-01-01', to: '2099-12-31' });
    expect(kpi(wide, 'signUps').value).toBe(kpi(everything, 'signUps').value);
  });

  it('refuses a period that ends before it starts, in the caller’s language, and changes nothing', async () => {
    const zh = await t.get('/database/statistics/overview', {
      token: organizer,
      query: { from: '2026-05-02', to: '2026-05-01' },
    });
    expect(zh.body.code).toBe(400);
    expect(zh.body.msg).toContain('结束日期不能早于开始日期');
    const en = await t.get('/database/statistics/charts', {
      token: organizer,
      lang: 'en',
      query: { from: '2026-05-02', to: '2026-05-01' },
    });
    expect(en.body.msg).toContain('the end date must not be before the start date');
  });

  it('exports the key numbers and every chart as one workbook', async () => {
    const data = await overview(organizer);
    const file = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/database/statistics/export`,
      headers: { authorization: `Bearer ${organizer}` },
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['关键指标', '每日报名', '按学校', '评审进度', '每日收入']));
    const kpiSheet = workbook.getWorksheet('关键指标')!;
    // Row 1 holds the titles, then one row per key number in the order of the page.
    const signUpRow = kpiSheet.getRow(3);
    expect([signUpRow.getCell(1).value, signUpRow.getCell(2).value]).toEqual([
      '报名（队伍）',
      kpi(data, 'signUps').value,
    ]);
  });
});

describe('drilling into the lists', () => {
  it('opens, from each province bar and each day, a sign-up list that holds the same number', async () => {
    const drawn = await charts(organizer);
    const provinces = drawn.byProvince.filter((bar) => bar.id !== null);
    expect(provinces.length).toBeGreaterThan(0);
    for (const bar of provinces)
      expect((await signUpList(organizer, { provinceCode: bar.id! })).total, bar.label).toBe(bar.value);
    const days = drawn.signUpsPerDay.filter((d) => d.created > 0);
    expect(days.length).toBeGreaterThan(0);
    for (const { day, created } of days)
      expect((await signUpList(organizer, { from: day, to: day })).total, day).toBe(created);
  });
});

describe('reach', () => {
  it('shows a school only its own students’ sign-ups', async () => {
    const data = await overview(school);
    const list = await signUpList(school);
    expect(kpi(data, 'signUps').value).toBe(list.total);
    const drawn = await charts(school);
    expect(drawn.bySchool.map((b) => b.label)).toEqual(['东海大学']);
    expect(kpi(data, 'signUps').value).toBeLessThan(kpi(await overview(organizer), 'signUps').value);
  });

  it('shows a sibling organiser none of this organiser’s season', async () => {
    const rival = await createRivalOrganiser(t, 'stats_rival', ['statistics:view']);
    const data = await overview(rival.token);
    for (const figure of data.kpis) expect(figure.value).toBe(0);
    expect((await charts(rival.token)).bySchool).toEqual([]);
  });

  it('refuses a person without the statistics permission', async () => {
    const student = await t.login('student');
    const response = await t.get('/database/statistics/overview', { token: student });
    expect([401, 403]).toContain(response.body.code);
  });
});

describe('season over season', () => {
  const seasons = async (token: string, competitionId: string) => {
    const response = await t.get<SeasonComparison>('/database/statistics/seasons', {
      token,
      query: { competitionId },
    });
    expect(response.body.code).toBe(0);
    return response.body.data.seasons;
  };

  it('shows a copied season beside the one it was copied from, each counted as its own list', async () => {
    const original = (await signUpList(organizer)).rows[0]!.competitionId;
    const copied = await t.post<{ competitionId: string }>(
      '/competition/info/copy',
      { competitionId: original, year: 2027, season: '第二届' },
      { token: organizer },
    );
    expect(copied.body.code).toBe(0);
    const copy = copied.body.data.competitionId;

    const [next, before, ...rest] = await seasons(organizer, copy);
    expect(rest).toEqual([]);
    expect([next!.competitionId, next!.year, next!.kpis.signUps, next!.cumulative]).toEqual([
      copy,
      2027,
      0,
      [],
    ]);
    expect(before!.competitionId).toBe(original);
    const listed = await signUpList(organizer, { competitionId: original });
    expect(before!.kpis.signUps).toBe(listed.total);
    expect(before!.kpis.signUps).toBe(
      kpi(await overview(organizer, { competitionId: original }), 'signUps').value,
    );
    // The line climbs to the season's total and never falls.
    expect(before!.cumulative.at(-1)).toBe(listed.total);
    expect(before!.cumulative.every((n, i, all) => i === 0 || n >= all[i - 1]!)).toBe(true);
    expect(before!.openedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A school counts only its own students' sign-ups and does not hear of a season it has none in.
    const own = await seasons(school, original);
    expect(own).toHaveLength(1);
    expect(own[0]!.kpis.signUps).toBe((await signUpList(school, { competitionId: original })).total);
    expect(await seasons(school, copy)).toEqual([]);
    // Another organiser learns nothing of either.
    const rival = await createRivalOrganiser(t, 'seasons_rival', ['statistics:view']);
    expect(await seasons(rival.token, copy)).toEqual([]);
  });

  it('asks for the competition to compare', async () => {
    const response = await t.get('/database/statistics/seasons', { token: organizer });
    expect(response.body.code).toBe(400);
  });
});
