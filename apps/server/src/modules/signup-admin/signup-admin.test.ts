import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchApproveResult, CompetitionOption, SignUpDetail, SignUpOptions } from '@podium/contracts';
import {
  competitionEnrollSettings,
  enrollCapacity,
  enrollMemberInfos,
  enrollTeams,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { listOf, setUpSignUpAdmin } from './signup-admin.test-support.ts';

let t: TestApp;
let competitionId: string;
let organizer: string;
let school: string;
let sibling: string;
let student: string;

beforeAll(async () => {
  ({ t, competitionId, organizer, school, sibling, student } = await setUpSignUpAdmin());
});
afterAll(() => t.close());

const rowsOf = async (token: string, query = {}) => (await listOf(t, token, query)).body.data.rows;
const teamNamed = async (name: string) =>
  (await rowsOf(organizer, { keyword: name })).find((r) => r.name === name)!;

describe('who may call', () => {
  it('refuses a caller who is not signed in, before anything else', async () => {
    const res = await t.get('/enroll/manage/page');
    expect(res.body.code).toBe(11000);
    const approve = await t.post('/enroll/manage/approve', { teamId: 'x' });
    expect(approve.body.code).toBe(11000);
  });

  it('refuses a student (no sign-up permission), also for writes with bad bodies', async () => {
    expect((await listOf(t, student)).body.code).toBe(401);
    expect((await t.post('/enroll/manage/reject', { nonsense: 1 }, { token: student })).body.code).toBe(401);
  });
});

describe('GET /enroll/manage/competitions', () => {
  const optionsOf = async (token: string) =>
    (await t.get<CompetitionOption[]>('/enroll/manage/competitions', { token })).body;

  it('names, for a school, every competition its list shows (it organises none of them)', async () => {
    const rows = await rowsOf(school);
    expect(rows.length).toBeGreaterThan(0);
    const options = await optionsOf(school);
    expect(options.code).toBe(0);
    const names = new Map(options.data.map((o) => [o.competitionId, o.name]));
    for (const row of rows) expect(names.get(row.competitionId)).toBe(row.competitionName);
    expect(names.get(competitionId)).toMatch(/全国大学生智能创新设计大赛$/);
  });

  it('gives the organiser its competitions and refuses a student', async () => {
    const options = (await optionsOf(organizer)).data.map((o) => o.competitionId);
    expect(options).toContain(competitionId);
    expect((await optionsOf(student)).code).toBe(401);
  });
});

describe('GET /enroll/manage/page', () => {
  it('shows the organiser every school of its competition, newest first, with filters and paging', async () => {
    const res = await listOf(t, organizer, { competitionId });
    expect(res.body.code).toBe(0);
    const names = res.body.data.rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['智巡先锋队', '深蓝视觉', '西山之光', '山岚智能']));
    expect(new Set(res.body.data.rows.map((r) => r.schoolName))).toEqual(
      new Set(['东海大学', '西山理工学院']),
    );

    const pending = await rowsOf(organizer, { competitionId, status: 'pending' });
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    expect((await rowsOf(organizer, { keyword: '深蓝' })).map((r) => r.name)).toEqual(['深蓝视觉']);
    expect((await rowsOf(organizer, { keyword: 'stu008' })).map((r) => r.name)).toEqual(['深蓝视觉']);

    const options = (
      await t.get<SignUpOptions>('/enroll/manage/options', { token: organizer, query: { competitionId } })
    ).body.data;
    expect(options.schools.map((s) => s.label)).toEqual(expect.arrayContaining(['东海大学', '西山理工学院']));
    const xishan = options.schools.find((s) => s.label === '西山理工学院')!.value;
    expect(
      (await rowsOf(organizer, { schoolId: xishan })).every((r) => r.schoolName === '西山理工学院'),
    ).toBe(true);
    const item = options.items[0]!;
    const byItem = await rowsOf(organizer, { itemId: item.value });
    expect(byItem.length).toBeGreaterThan(0);
    expect(byItem.every((r) => r.itemName === item.label)).toBe(true);
    expect((await rowsOf(organizer, { stageId: options.stages[0]!.value })).length).toBe(res.body.data.total);
    expect((await rowsOf(organizer, { participantGroupId: options.groups[0]!.value })).length).toBe(
      res.body.data.total,
    );
    expect((await rowsOf(organizer, { stageId: options.stages[1]!.value })).length).toBe(0);

    const page = await listOf(t, organizer, { competitionId, pageSize: 2, pageNum: 2 });
    expect(page.body.data.rows).toHaveLength(2);
    expect(page.body.data.total).toBe(res.body.data.total);
    expect(page.body.data.rows[0]!.teamId).toBe(res.body.data.rows[2]!.teamId);
  });

  it('shows a school only its own school, and a sibling school only its own', async () => {
    // Other areas' demo data adds sign-ups of both schools: check membership, not exact counts.
    const own = await rowsOf(school);
    expect(own.length).toBeGreaterThanOrEqual(7);
    expect(own.every((r) => r.schoolName === '东海大学')).toBe(true);
    const theirs = await rowsOf(sibling);
    expect(theirs.every((r) => r.schoolName === '西山理工学院')).toBe(true);
    expect(theirs.map((r) => r.name)).toEqual(expect.arrayContaining(['山岚智能', '西山之光']));
    const options = (
      await t.get<SignUpOptions>('/enroll/manage/options', { token: school, query: { competitionId } })
    ).body.data;
    expect(options.schools.map((s) => s.label)).toEqual(['东海大学']);
  });

  it('refuses a bad filter with a message naming it, in the caller language', async () => {
    const res = await t.get('/enroll/manage/page', {
      token: organizer,
      query: { status: 'won' },
      lang: 'en',
    });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/status/);
  });
});

describe('GET /enroll/manage/detail', () => {
  it('gives team, members with masked numbers and the history with the reason', async () => {
    const rejected = await teamNamed('星火创客');
    const res = await t.get<SignUpDetail>('/enroll/manage/detail', {
      token: school,
      query: { teamId: rejected.teamId },
    });
    expect(res.body.code).toBe(0);
    const detail = res.body.data;
    expect(detail.members.map((m) => m.role)).toEqual(['captain', 'member']);
    expect(detail.members[0]!.phone).toMatch(/^137\*{4}\d{4}$/);
    expect(detail.members[0]!.idCard).toMatch(/^\d{3,6}\*+[\dX]{2,4}$/);
    expect(JSON.stringify(detail)).not.toMatch(/1371000\d{4}/);
    expect(detail.history.map((h) => h.action)).toEqual(['created', 'rejected']);
    expect(detail.history[1]).toMatchObject({ actorName: '赵组委', reason: detail.rejectReason });
    expect(detail.rejectReason).toContain('赛项');
  });

  it('gives each member every field the sign-up form required (student number included)', async () => {
    const team = await teamNamed('星火创客');
    const [row] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, team.teamId));
    const [setting] = await t.db
      .select()
      .from(competitionEnrollSettings)
      .where(eq(competitionEnrollSettings.competitionId, row!.competitionId));
    await t.db
      .update(competitionEnrollSettings)
      .set({ requiredFields: ['idCard', 'studentNo', 'grade'] })
      .where(eq(competitionEnrollSettings.competitionId, row!.competitionId));
    await t.db
      .insert(enrollMemberInfos)
      .values({ userId: row!.captainId, studentNo: '2024010203', grade: '2024' })
      .onConflictDoUpdate({
        target: enrollMemberInfos.userId,
        set: { studentNo: '2024010203', grade: '2024' },
      });
    try {
      const detail = (
        await t.get<SignUpDetail>('/enroll/manage/detail', { token: school, query: { teamId: team.teamId } })
      ).body.data;
      expect(detail.requiredFields).toEqual(['idCard', 'studentNo', 'grade']);
      expect(detail.members[0]).toMatchObject({ role: 'captain', studentNo: '2024010203', grade: '2024' });
      expect(detail.members[1]).toMatchObject({ role: 'member', grade: expect.any(String) });
    } finally {
      await t.db
        .update(competitionEnrollSettings)
        .set({ requiredFields: setting!.requiredFields })
        .where(eq(competitionEnrollSettings.competitionId, row!.competitionId));
    }
  });

  it('is "not found" for a sibling school and for an unknown id', async () => {
    const west = await teamNamed('西山之光');
    expect(
      (await t.get('/enroll/manage/detail', { token: school, query: { teamId: west.teamId } })).body.code,
    ).toBe(404);
    expect(
      (await t.get('/enroll/manage/detail', { token: organizer, query: { teamId: 'nope' } })).body.code,
    ).toBe(404);
  });
});

describe('approve and reject', () => {
  it('approves a pending sign-up once; a second approval is a conflict with a clear message', async () => {
    const team = await teamNamed('深蓝视觉');
    const mark = await operationLogMark(t);
    const res = await t.post('/enroll/manage/approve', { teamId: team.teamId }, { token: school });
    expect(res.body).toMatchObject({ code: 0, data: { teamId: team.teamId, status: 'approved' } });
    // The log row is written after the response: wait for it rather than read once.
    const log = await waitForOperationLog(t, 'enroll', 'approve', mark);
    expect(log.target).toBe(team.teamId);
    const again = await t.post('/enroll/manage/approve', { teamId: team.teamId }, { token: organizer });
    expect(again.body.code).toBe(409);
    expect(again.body.msg).toBe('该报名已被处理（当前状态：approved），请刷新后查看');
  });

  it('lets exactly one of two reviewers deciding at once win', async () => {
    const team = await teamNamed('极光机器人');
    const results = await Promise.all([
      t.post('/enroll/manage/approve', { teamId: team.teamId }, { token: organizer }),
      t.post('/enroll/manage/approve', { teamId: team.teamId }, { token: school }),
      t.post('/enroll/manage/reject', { teamId: team.teamId, reason: '材料不全' }, { token: organizer }),
    ]);
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 409)).toHaveLength(2);
  });

  it('rejects with a reason kept on the sign-up row for the student, and gives the place back', async () => {
    const team = await teamNamed('云帆智控');
    // Places taken in every competition's total, summed over the counter's shards.
    const capacity = async () =>
      (await t.db.select().from(enrollCapacity).where(eq(enrollCapacity.scope, 'total'))).reduce(
        (sum, c) => sum + c.used,
        0,
      );
    const before = await capacity();
    const reason = '队员学籍信息与学校名单不符，请核实后重新报名';
    const res = await t.post('/enroll/manage/reject', { teamId: team.teamId, reason }, { token: organizer });
    expect(res.body).toMatchObject({ code: 0, data: { status: 'rejected' } });
    const [row] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, team.teamId));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: reason });
    expect(await capacity()).toBe(before - 1);
    expect((await teamNamed('云帆智控')).rejectReason).toBe(reason);
  });

  it('refuses an empty reason in the caller language, and changes nothing', async () => {
    const team = await teamNamed('山岚智能');
    const zh = await t.post(
      '/enroll/manage/reject',
      { teamId: team.teamId, reason: ' ' },
      { token: organizer },
    );
    expect(zh.body.code).toBe(400);
    expect(zh.body.msg).toContain('原因');
    const en = await t.post(
      '/enroll/manage/reject',
      { teamId: team.teamId },
      { token: organizer, lang: 'en' },
    );
    expect(en.body.msg).toContain('reason');
    expect((await teamNamed('山岚智能')).status).toBe('pending');
  });

  it('never lets a school decide a sibling school sign-up', async () => {
    const west = await teamNamed('山岚智能');
    expect(
      (await t.post('/enroll/manage/approve', { teamId: west.teamId }, { token: school })).body.code,
    ).toBe(404);
    expect(
      (await t.post('/enroll/manage/reject', { teamId: west.teamId, reason: '不符' }, { token: school })).body
        .code,
    ).toBe(404);
    const batch = await t.post<BatchApproveResult>(
      '/enroll/manage/approve/batch',
      { teamIds: [west.teamId] },
      { token: school },
    );
    expect(batch.body.data).toEqual({ approved: 0, refused: [], skipped: [west.teamId] });
    expect((await teamNamed('山岚智能')).status).toBe('pending');
  });

  it('approves a selection in bulk; decided ones come back as skipped', async () => {
    const west = await teamNamed('山岚智能');
    const done = await teamNamed('智巡先锋队');
    const res = await t.post<BatchApproveResult>(
      '/enroll/manage/approve/batch',
      { teamIds: [west.teamId, done.teamId] },
      { token: organizer },
    );
    expect(res.body.data).toEqual({ approved: 1, refused: [], skipped: [done.teamId] });
    expect((await teamNamed('山岚智能')).status).toBe('approved');
    const tooMany = await t.post('/enroll/manage/approve/batch', { teamIds: [] }, { token: organizer });
    expect(tooMany.body.code).toBe(400);
  });
});
