import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPETITION_PHASES,
  type PageResult,
  type ParticipantGroup,
  type PortalCompetitionDetail,
  type PortalCompetitionOption,
  type PortalCompetitionRow,
  type Schedule,
  type Stage,
} from '@podium/contracts';
import { competitions, competitionStages, groups, websiteSettings } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { phaseOf } from './portal-read.ts';
import { phaseSql } from './running.ts';

let t: TestApp;
let rows: PortalCompetitionRow[];
const byShort = (short: string) => rows.find((r) => r.shortName === short)!;

beforeAll(async () => {
  t = await createTestApp();
  // A draft of the organiser must never reach the portal.
  const organizer = await t.login('organizer');
  const draft = await t.post<{ competitionId: string }>(
    '/competition/info/add',
    { name: '未发布的草稿竞赛', level: 'school', year: 2026 },
    { token: organizer, groupId: t.fixture.groups.organizer.publicId },
  );
  expect(draft.body.code).toBe(0);
  rows = (await t.get<PageResult<PortalCompetitionRow>>('/home/competition/page')).body.data.rows;
});
afterAll(() => t.close());

describe('GET /home/competition/page', () => {
  it('lists the tenant’s published, closed and archived competitions publicly, open ones first', async () => {
    // The three demo competitions and the statistics season's two editions, the running ones first.
    expect(rows.map((r) => r.status)).toEqual(['published', 'published', 'published', 'closed', 'archived']);
    expect(rows.map((r) => r.name)).not.toContain('未发布的草稿竞赛');
    const team = byShort('智创大赛');
    expect(team).toMatchObject({
      level: 'national',
      levelLabel: '国家级',
      category: 'engineering',
      categoryLabel: '工程技术',
      status: 'published',
      mode: 'team',
      groupName: '全国大学生创新竞赛组委会',
      cover: '',
    });
    expect(Object.keys(team)).toEqual(
      expect.arrayContaining([
        'competitionId',
        'name',
        'cover',
        'level',
        'status',
        'signUpStart',
        'signUpEnd',
      ]),
    );
    expect(Date.parse(team.signUpStart!)).toBeLessThan(Date.now());
    // The card says where each competition stands for a visitor, not its publication status.
    expect(rows.map((r) => [r.shortName, r.phase])).toEqual(
      expect.arrayContaining([
        ['智创大赛', 'signUp'],
        ['东海杯数模', 'submit'],
        ['创意设计赛', 'finished'],
      ]),
    );
  });

  it('says sign-up is closed once the sign-up window has passed and nothing else has begun', async () => {
    const target = byShort('智创大赛');
    const [row] = await t.db
      .select()
      .from(competitions)
      .where(eq(competitions.publicId, target.competitionId));
    const saved = await t.db
      .select()
      .from(competitionStages)
      .where(eq(competitionStages.competitionId, row!.id));
    const day = 86_400_000;
    await t.db
      .update(competitionStages)
      .set({
        signUpStart: new Date(Date.now() - 10 * day),
        signUpEnd: new Date(Date.now() - day),
        submitStart: new Date(Date.now() + 5 * day),
        submitEnd: new Date(Date.now() + 10 * day),
        reviewStart: null,
        reviewEnd: null,
      })
      .where(eq(competitionStages.competitionId, row!.id));
    try {
      const listed = await t.get<PageResult<PortalCompetitionRow>>('/home/competition/page', {
        query: { keyword: '智创' },
      });
      expect(listed.body.data.rows[0]).toMatchObject({ status: 'published', phase: 'signUpClosed' });
      // English: an answer the portal cache has not kept (the windows changed behind the server's back).
      const detail = await t.get<PortalCompetitionDetail>('/home/competition/detail', {
        query: { competitionId: target.competitionId },
        lang: 'en',
      });
      expect(detail.body.data.phase).toBe('signUpClosed');
    } finally {
      for (const { id, signUpStart, signUpEnd, submitStart, submitEnd, reviewStart, reviewEnd } of saved)
        await t.db
          .update(competitionStages)
          .set({ signUpStart, signUpEnd, submitStart, submitEnd, reviewStart, reviewEnd })
          .where(eq(competitionStages.id, id));
    }
  });

  it('filters by status, level, category and keyword, labels in English on request', async () => {
    const page = (query: Record<string, string>, lang?: 'en') =>
      t.get<PageResult<PortalCompetitionRow>>('/home/competition/page', { query, lang });
    expect((await page({ status: 'closed' })).body.data.rows.map((r) => r.shortName)).toEqual(['创意设计赛']);
    expect((await page({ level: 'provincial' })).body.data.rows.map((r) => r.shortName)).toEqual([
      '东海杯数模',
    ]);
    expect((await page({ category: 'engineering' })).body.data.total).toBe(1);
    expect((await page({ keyword: '建模' })).body.data.total).toBe(1);
    expect((await page({ keyword: '%' })).body.data.total).toBe(0);
    expect((await page({ level: 'national' }, 'en')).body.data.rows[0]!.levelLabel).toBe('National');
    // The three demo competitions and the statistics season's two editions (one archived: listed too).
    expect((await page({ pageSize: '1', pageNum: '2' })).body.data).toMatchObject({ total: 5 });
    const draftStatus = await page({ status: 'draft' });
    expect(draftStatus.body.code).toBe(400);
  });

  it('filters by the phase the cards show, on the server (the total counts only that phase)', async () => {
    const page = (query: Record<string, string>) =>
      t.get<PageResult<PortalCompetitionRow>>('/home/competition/page', { query });
    for (const phase of COMPETITION_PHASES) {
      const res = await page({ phase });
      const expected = rows.filter((r) => r.phase === phase).map((r) => r.shortName);
      expect(
        res.body.data.rows.map((r) => r.shortName),
        phase,
      ).toEqual(expected);
      expect(res.body.data.total, phase).toBe(expected.length);
    }
    // Paging counts the filtered rows: two finished competitions (closed, archived), one a page.
    const second = await page({ phase: 'finished', pageSize: '1', pageNum: '2' });
    expect(second.body.data.total).toBe(rows.filter((r) => r.phase === 'finished').length);
    expect(second.body.data.rows).toHaveLength(1);
    expect(second.body.data.rows[0]!.phase).toBe('finished');
    expect((await page({ phase: 'registering' })).body.code).toBe(400);
  });

  it('shows another tenant’s site none of the organiser’s competitions', async () => {
    const [school] = await t.db.select().from(groups).where(eq(groups.code, 'SCH-XISHAN'));
    await t.db.insert(websiteSettings).values({
      groupId: school!.id,
      host: 'xishan.example.edu.cn',
      title: '西山',
      wording: { submitButton: 'work', workSelectLabel: 'individualTeam', signUpItemLabel: 'event' },
    });
    const res = await t.get<PageResult<PortalCompetitionRow>>('/home/competition/page', {
      headers: { host: 'xishan.example.edu.cn' },
    });
    expect(res.body.data).toEqual({ rows: [], total: 0 });
    const detail = await t.get('/home/competition/detail', {
      headers: { host: 'xishan.example.edu.cn' },
      query: { competitionId: byShort('智创大赛').competitionId },
    });
    expect(detail.body.code).toBe(404);
  });
});

describe('portal details, stages, groups, schedule', () => {
  it('answers the details of a listed competition with its phase', async () => {
    const res = await t.get<PortalCompetitionDetail>('/home/competition/detail', {
      query: { competitionId: byShort('智创大赛').competitionId },
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      phase: 'signUp',
      teamMin: 3,
      teamMax: 5,
      feeFen: 10000,
      feeBasis: 'team',
      payWindowMinutes: 30,
    });
    expect(res.body.data.items.map((i) => i.name)).toEqual([
      '智能硬件赛道',
      '人工智能应用赛道',
      '工业设计赛道',
    ]);
    expect(res.body.data.participantGroups.map((g) => g.name)).toEqual(['本科组', '高职组']);
    expect(res.body.data.rules).toContain('<h3>参赛要求</h3>');
    const math = await t.get<PortalCompetitionDetail>('/home/competition/detail', {
      query: { competitionId: byShort('东海杯数模').competitionId },
    });
    expect(math.body.data.phase).toBe('submit');
    const done = await t.get<PortalCompetitionDetail>('/home/competition/detail', {
      query: { competitionId: byShort('创意设计赛').competitionId },
    });
    expect(done.body.data.phase).toBe('finished');
  });

  it('hides drafts and unknown ids behind the same 404', async () => {
    const [draft] = await t.db.select().from(competitions).where(eq(competitions.status, 'draft'));
    for (const competitionId of [draft!.publicId, 'missing']) {
      for (const path of [
        '/home/competition/detail',
        '/web/competition/stage/list',
        '/web/competition/participantGroup/list',
        '/competition/schedule/getSchedule',
      ]) {
        expect((await t.get(path, { query: { competitionId } })).body).toEqual({
          code: 404,
          msg: '竞赛不存在',
          data: null,
        });
      }
    }
  });

  it('lists stages with windows and who takes part, participant groups, and the schedule timeline', async () => {
    const competitionId = byShort('智创大赛').competitionId;
    const stages = await t.get<Stage[]>('/web/competition/stage/list', { query: { competitionId } });
    expect(stages.body.data.map((s) => s.name)).toEqual(['校赛（初赛）', '全国总决赛']);
    expect(stages.body.data[0]!.items).toHaveLength(3);
    expect(stages.body.data[1]!.signUpStart).toBeNull();
    expect(stages.body.data[0]!.workTypes).toEqual(['pdf', 'mp4']);
    const groupsRes = await t.get<ParticipantGroup[]>('/web/competition/participantGroup/list', {
      query: { competitionId },
    });
    expect(groupsRes.body.data.map((g) => g.name)).toEqual(['本科组', '高职组']);
    const schedule = await t.get<Schedule>('/competition/schedule/getSchedule', { query: { competitionId } });
    expect(schedule.body.data.milestones).toHaveLength(3);
    const starts = schedule.body.data.timeline.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(schedule.body.data.timeline.filter((e) => e.kind === 'submit')).toHaveLength(2);
  });

  it('lists competitions of the tenant or of a group under it', async () => {
    const all = await t.get<PortalCompetitionOption[]>('/web/competition/group/competition/list');
    // The three demo competitions and the statistics season's two editions.
    expect(all.body.data).toHaveLength(5);
    const organizer = await t.get<PortalCompetitionOption[]>('/web/competition/group/competition/list', {
      query: { groupId: t.fixture.groups.organizer.publicId },
    });
    expect(organizer.body.data).toHaveLength(5);
    const school = await t.get<PortalCompetitionOption[]>('/web/competition/group/competition/list', {
      query: { groupId: t.fixture.groups.schoolA.publicId },
    });
    expect(school.body.data).toEqual([]);
  });
});

describe('GET /home/competition/competition/lastRound', () => {
  it('names the tenant group and its newest open competition with its current stage', async () => {
    const res = await t.get<{ groupName: string; competition: { name: string; stageName: string } | null }>(
      '/home/competition/competition/lastRound',
    );
    expect(res.body.data.groupName).toBe('高校学生竞赛网');
    expect(res.body.data.competition).toMatchObject({ status: 'published' });
    expect(['校赛（初赛）', '网络赛']).toContain(res.body.data.competition!.stageName);
  });
});

describe('phaseOf', () => {
  const stage = (windows: Partial<Stage>) =>
    ({
      signUpStart: null,
      signUpEnd: null,
      submitStart: null,
      submitEnd: null,
      reviewStart: null,
      reviewEnd: null,
      ...windows,
    }) as Stage;
  const at = (iso: string) => Date.parse(iso);
  const s = stage({
    signUpStart: '2027-01-01T00:00:00Z',
    signUpEnd: '2027-02-01T00:00:00Z',
    submitStart: '2027-02-10T00:00:00Z',
    submitEnd: '2027-03-01T00:00:00Z',
  });
  it('places a competition in time', () => {
    expect(phaseOf('published', [s], at('2026-12-01T00:00:00Z'))).toBe('beforeSignUp');
    expect(phaseOf('published', [s], at('2027-01-05T00:00:00Z'))).toBe('signUp');
    // Between sign-up and submission: sign-up is closed (the sign-up button must not show).
    expect(phaseOf('published', [s], at('2027-02-05T00:00:00Z'))).toBe('signUpClosed');
    expect(phaseOf('published', [s], at('2027-02-15T00:00:00Z'))).toBe('submit');
    expect(phaseOf('published', [s], at('2027-04-01T00:00:00Z'))).toBe('finished');
    expect(phaseOf('closed', [s], at('2027-01-05T00:00:00Z'))).toBe('finished');
    expect(phaseOf('published', [], at('2027-01-05T00:00:00Z'))).toBe('beforeSignUp');
  });

  it('calls a gap after submission has begun “in progress”', () => {
    const reviewed = stage({ ...s, reviewStart: '2027-03-10T00:00:00Z', reviewEnd: '2027-03-20T00:00:00Z' });
    expect(phaseOf('published', [reviewed], at('2027-03-05T00:00:00Z'))).toBe('ongoing');
    expect(phaseOf('published', [reviewed], at('2027-03-15T00:00:00Z'))).toBe('review');
  });

  it('has a SQL twin (the portal filter) that agrees with it case for case', async () => {
    // The organiser's draft (made above, never listed, nothing hangs on it) carries each layout in turn.
    const [row] = await t.db.select().from(competitions).where(eq(competitions.name, '未发布的草稿竞赛'));
    const id = row!.id;
    const reviewed = stage({ ...s, reviewStart: '2027-03-10T00:00:00Z', reviewEnd: '2027-03-20T00:00:00Z' });
    const later = stage({ signUpStart: '2027-05-01T00:00:00Z', signUpEnd: null });
    const submitOnly = stage({ submitStart: '2027-01-10T00:00:00Z', submitEnd: '2027-01-20T00:00:00Z' });
    const layouts: Stage[][] = [
      [s],
      [reviewed],
      [reviewed, later],
      [later, s],
      [submitOnly],
      [stage({})],
      [],
    ];
    const moments = [
      '2026-12-01T00:00:00Z',
      '2027-01-01T00:00:00Z',
      '2027-01-05T00:00:00Z',
      '2027-01-15T00:00:00Z',
      '2027-02-01T00:00:00Z',
      '2027-02-05T00:00:00Z',
      '2027-02-15T00:00:00Z',
      '2027-03-05T00:00:00Z',
      '2027-03-15T00:00:00Z',
      '2027-04-01T00:00:00Z',
      '2027-06-01T00:00:00Z',
    ];
    const toDate = (v: string | null) => (v ? new Date(v) : null);
    try {
      for (const [index, layout] of layouts.entries()) {
        await t.db.delete(competitionStages).where(eq(competitionStages.competitionId, id));
        for (const [order, w] of layout.entries())
          await t.db.insert(competitionStages).values({
            publicId: newPublicId(),
            competitionId: id,
            name: `第${order + 1}阶段`,
            orderNum: order + 1,
            signUpStart: toDate(w.signUpStart),
            signUpEnd: toDate(w.signUpEnd),
            submitStart: toDate(w.submitStart),
            submitEnd: toDate(w.submitEnd),
            reviewStart: toDate(w.reviewStart),
            reviewEnd: toDate(w.reviewEnd),
          });
        for (const status of ['published', 'closed'] as const) {
          await t.db.update(competitions).set({ status }).where(eq(competitions.id, id));
          for (const moment of moments) {
            const [answer] = await t.db
              .select({ phase: sql<string>`${phaseSql(new Date(moment))}` })
              .from(competitions)
              .where(eq(competitions.id, id));
            expect(answer!.phase, `layout ${index}, ${status}, ${moment}`).toBe(
              phaseOf(status, layout, at(moment)),
            );
          }
        }
      }
    } finally {
      await t.db.delete(competitionStages).where(eq(competitionStages.competitionId, id));
      await t.db.update(competitions).set({ status: 'draft' }).where(eq(competitions.id, id));
    }
  });
});
