import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  type DistributionRow,
  type MyCertRow,
  type PageResult,
  type SignUpAdminRow,
  type StatisticsCharts,
  type StatisticsOverview,
} from '@podium/contracts';
import { certificateDownloads, certificates } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';

/**
 * Database statistics, issue 21's review progress per expert group and expert (against the distribution
 * list it summarises) and certificates downloaded beside issued (counted once per certificate and day,
 * never in the way of the download).
 */
let t: TestApp;
let organizer: string;
let school: string;
let competitionId: string;

const charts = async (token: string, query: Record<string, string> = {}) => {
  const response = await t.get<StatisticsCharts>('/database/statistics/charts', { token, query });
  expect(response.body.code).toBe(0);
  return response.body.data;
};
const overview = async (token: string, query: Record<string, string> = {}) => {
  const response = await t.get<StatisticsOverview>('/database/statistics/overview', { token, query });
  expect(response.body.code).toBe(0);
  return response.body.data;
};

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  school = await t.login('school');
  const list = await t.get<PageResult<SignUpAdminRow>>('/enroll/manage/page', {
    token: organizer,
    query: { pageSize: '500' },
  });
  // The demo competition whose works are out to experts.
  for (const id of new Set(list.body.data.rows.map((r) => r.competitionId))) {
    if ((await charts(organizer, { competitionId: id })).reviewByExpertGroup.length > 0) competitionId = id;
  }
  expect(competitionId).toBeDefined();
});
afterAll(() => t.close());

describe('review progress per expert group and expert', () => {
  it('needs a competition: all competitions at once draw nothing', async () => {
    expect((await charts(organizer)).reviewByExpertGroup).toEqual([]);
  });

  it('counts what the distribution list of each stage and group shows, and adds up to the key numbers', async () => {
    const drawn = (await charts(organizer, { competitionId })).reviewByExpertGroup;
    expect(drawn.some((g) => g.id !== null)).toBe(true);
    // Works placed in a group: the group's distribution list (the unplaced ones add up in the totals below).
    for (const group of drawn.filter((g) => g.id !== null && g.stageId !== null)) {
      const rows = (
        await t.get<PageResult<DistributionRow>>('/review/distribution/list', {
          token: organizer,
          query: { stageId: group.stageId!, pageSize: '500', expertGroupId: group.id! },
        })
      ).body.data.rows;
      const assignments = rows.flatMap((r) => r.assignments);
      const tally = (list: typeof assignments) => ({
        done: list.filter((a) => a.status === 'submitted').length,
        assigned: list.filter((a) => a.status !== 'abstained').length,
      });
      expect({ done: group.done, assigned: group.assigned }).toEqual(tally(assignments));
      expect(group.experts.length).toBeGreaterThan(0);
      for (const expert of group.experts)
        expect({ done: expert.done, assigned: expert.assigned }).toEqual(
          tally(assignments.filter((a) => a.expertId === expert.id)),
        );
      expect(group.experts.reduce((s, e) => s + e.assigned, 0)).toBe(group.assigned);
    }
    const kpis = (await overview(organizer, { competitionId })).kpis;
    const figure = (key: string) => kpis.find((k) => k.key === key)!.value;
    expect(drawn.reduce((s, g) => s + g.done, 0)).toBe(figure('scoresDone'));
    expect(drawn.reduce((s, g) => s + g.assigned, 0)).toBe(figure('scoresAssigned'));
    expect(figure('scoresAssigned')).toBeGreaterThan(0);
  });

  it('shows a school its own teams’ progress without naming the experts', async () => {
    const all = (await charts(organizer, { competitionId })).reviewByExpertGroup;
    const own = (await charts(school, { competitionId })).reviewByExpertGroup;
    for (const group of own) {
      expect(group.experts).toEqual([]);
      const whole = all.find((g) => g.stageId === group.stageId && g.id === group.id)!;
      expect(group.assigned).toBeLessThanOrEqual(whole.assigned);
    }
    const ownKpis = (await overview(school, { competitionId })).kpis;
    expect(own.reduce((s, g) => s + g.assigned, 0)).toBe(
      ownKpis.find((k) => k.key === 'scoresAssigned')!.value,
    );
    expect(own.reduce((s, g) => s + g.assigned, 0)).toBeLessThan(all.reduce((s, g) => s + g.assigned, 0));
  });

  it('shows another organiser nothing of this organiser’s competition', async () => {
    const rival = await createRivalOrganiser(t, 'stats2_rival', ['statistics:view']);
    expect((await charts(rival.token, { competitionId })).reviewByExpertGroup).toEqual([]);
  });

  it('exports it as a sheet: each group, then its experts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/database/statistics/export`,
      headers: { authorization: `Bearer ${organizer}`, 'accept-language': 'en' },
      query: { competitionId },
    });
    expect(response.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Review per expert group')!;
    const drawn = (await charts(organizer, { competitionId })).reviewByExpertGroup;
    expect(sheet.rowCount - 1).toBe(drawn.reduce((s, g) => s + 1 + g.experts.length, 0));
    expect(sheet.getRow(2).getCell(1).value).toBe(drawn[0]!.label);
    expect(sheet.getRow(2).getCell(4).value).toBe(drawn[0]!.assigned);
    const certSheet = book.getWorksheet('Certificates')!;
    expect(certSheet.getRow(1).getCell(4).value).toBe('Downloaded');
  });
});

describe('certificates downloaded', () => {
  const download = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const downloadedIn = (drawn: StatisticsCharts) =>
    drawn.certificatesPerDay.reduce((s, d) => s + d.downloaded, 0);
  const rowsOf = async (certificateId: string) =>
    t.db
      .select({ day: certificateDownloads.day })
      .from(certificateDownloads)
      .innerJoin(certificates, eq(certificates.id, certificateDownloads.certificateId))
      .where(eq(certificates.publicId, certificateId));
  const settle = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
  };

  it('counts the winner’s downloads once per certificate and day, not the organiser’s reads', async () => {
    const student = await t.login('student');
    const mine = (await t.get<MyCertRow[]>('/web/certificate/my', { token: student })).body.data;
    const own = mine.find((c) => c.status === 'issued')!;
    expect(own).toBeDefined();
    const before = downloadedIn(await charts(organizer));
    // An organiser reading the PDF is not a download by its winner.
    expect((await download(own.pdfUrl, organizer)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await rowsOf(own.certificateId)).toHaveLength(0);

    const first = await download(own.pdfUrl, student);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    await settle(async () => (await rowsOf(own.certificateId)).length > 0);
    expect((await download(own.pdfUrl, student)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));

    const rows = await rowsOf(own.certificateId);
    expect(rows).toHaveLength(1);
    const [today] = (
      (await t.db.execute(
        sql`select to_char((now() at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as day`,
      )) as unknown as { rows: { day: string }[] }
    ).rows;
    expect(rows[0]!.day).toBe(today!.day);
    const drawn = await charts(organizer);
    expect(downloadedIn(drawn)).toBe(before + 1);
    expect(drawn.certificatesPerDay.find((d) => d.day === today!.day)!.downloaded).toBeGreaterThanOrEqual(1);
    // The day filter narrows it like the other series; a rival organiser sees none of it.
    expect(downloadedIn(await charts(organizer, { from: '2000-01-01', to: '2000-01-02' }))).toBe(0);
    const rival = await createRivalOrganiser(t, 'stats2_rival2', ['statistics:view']);
    expect(downloadedIn(await charts(rival.token))).toBe(0);
  });

  it('still sends the PDF when the download cannot be counted', async () => {
    const student = await t.login('student');
    const mine = (await t.get<MyCertRow[]>('/web/certificate/my', { token: student })).body.data;
    const own = mine.find((c) => c.status === 'issued')!;
    await t.db.execute(sql`alter table certificate_downloads rename to certificate_downloads_away`);
    try {
      const response = await download(own.pdfUrl, student);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await t.db.execute(sql`alter table certificate_downloads_away rename to certificate_downloads`);
    }
  });
});
