import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CenterOverview,
  MyCompetitionRow,
  PageResult,
  PortalCompetitionDetail,
  PortalCompetitionRow,
} from '@podium/contracts';
import { enrollTeams } from '../../db/schema/index.ts';
import { signInNewStudent } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { nextActions } from './my-competitions.ts';

let t: TestApp;
let student: string;
let student2: string;
let team: PortalCompetitionDetail;

beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('student');
  // An outsider: the demo student2 is a member of student's demo team.
  student2 = await signInNewStudent(t, 'outsider_center');
  const rows = (await t.get<PageResult<PortalCompetitionRow>>('/home/competition/page')).body.data.rows;
  const teamRow = rows.find((r) => r.shortName === '智创大赛')!;
  team = (
    await t.get<PortalCompetitionDetail>('/home/competition/detail', {
      query: { competitionId: teamRow.competitionId },
    })
  ).body.data;
});
afterAll(() => t.close());

const mine = (token: string, query: Record<string, string> = {}) =>
  t.get<MyCompetitionRow[]>('/web/center/competition/list', { token, query });

describe('GET /web/center/competition/list', () => {
  it('lists the student’s sign-ups with stage, item, team, status and next actions', async () => {
    const res = await mine(student);
    expect(res.body.code).toBe(0);
    const team = res.body.data.find((r) => r.competitionName.includes('智能创新'))!;
    // The demo team (seed/extras/teams.ts): student captains it with student2; the fee is still due.
    expect(team).toMatchObject({ role: 'captain', status: 'awaitingPayment', mode: 'team', memberCount: 2 });
    expect(team.stageName).toBeTruthy();
    expect(team.itemName).toBeTruthy();
    expect(team.actions[0]).toBe('pay');
  });

  it('adds a new sign-up at once (awaiting payment: pay first) and filters by status and keyword', async () => {
    const before = (await mine(student)).body.data;
    const awaiting = before.filter((r) => r.status === 'awaitingPayment').length;
    // An item the demo data has not put the student in yet.
    const taken = new Set(before.map((r) => r.itemName));
    const item = team.items.find((i) => !taken.has(i.name))!;
    const signUp = await t.post(
      '/web/enroll/signUp',
      {
        competitionId: team.competitionId,
        itemId: item.itemId,
        participantGroupId: team.participantGroups[0]?.groupId,
        teamName: '逐光队',
      },
      { token: student },
    );
    expect(signUp.body.code).toBe(0);
    const all = (await mine(student)).body.data;
    expect(all).toHaveLength(before.length + 1);
    const [fresh] = (await mine(student, { keyword: '逐光' })).body.data;
    expect(fresh).toMatchObject({ status: 'awaitingPayment', feeFen: 10000 });
    expect(fresh!.actions[0]).toBe('pay');
    expect((await mine(student, { status: 'awaitingPayment' })).body.data).toHaveLength(awaiting + 1);
    expect((await mine(student, { status: 'rejected' })).body.data).toHaveLength(0);
    const finished = (await mine(student, { phase: 'finished' })).body.data;
    expect(
      finished.every((r) => r.competitionStatus === 'closed' || r.competitionStatus === 'archived'),
    ).toBe(true);
  });

  it('shows a rejection with its reason and only offers the details', async () => {
    const [row] = (await mine(student, { keyword: '逐光' })).body.data;
    await t.db
      .update(enrollTeams)
      .set({ status: 'rejected', rejectReason: '学生证照片不清晰' })
      .where(eq(enrollTeams.publicId, row!.teamId));
    const [rejected] = (await mine(student, { status: 'rejected' })).body.data;
    expect(rejected).toMatchObject({ rejectReason: '学生证照片不清晰', actions: ['viewDetails'] });
  });

  it('never shows another user’s sign-ups; refuses an anonymous caller and a bad filter', async () => {
    expect((await mine(student2)).body.data).toEqual([]);
    expect((await t.get('/web/center/competition/list')).body.code).toBe(11000);
    const bad = await mine(student, { status: 'paid' });
    expect(bad.body.code).toBe(400);
  });
});

describe('GET /web/center/overview', () => {
  it('counts competitions, works, rewards and open forms as their lists show them', async () => {
    const res = await t.get<CenterOverview>('/web/center/overview', { token: student });
    expect(res.body.code).toBe(0);
    // Each number agrees with the list its area shows the student (works and certificates count themselves).
    const entered = (await mine(student)).body.data.length;
    const works = (await t.get<unknown[]>('/web/work/myList', { token: student })).body.data.length;
    const certs = (await t.get<{ status: string }[]>('/web/certificate/my', { token: student })).body.data;
    const rewards = certs.filter((c) => c.status === 'issued').length;
    expect(works).toBeGreaterThan(0);
    expect(rewards).toBeGreaterThan(0);
    expect(res.body.data.counts).toMatchObject({ competitions: entered, works, rewards, openForms: 0 });
    expect(res.body.data.profile).toMatchObject({ realName: '李同学', hasBankCard: true, missing: [] });
    expect(res.body.data.next[0]!.actions.length).toBeGreaterThan(0);
    const other = await t.get<CenterOverview>('/web/center/overview', { token: student2 });
    expect(other.body.data.counts.competitions).toBe(0);
    expect(other.body.data.profile.missing).toEqual(expect.arrayContaining(['phone', 'studentNo']));
    expect(other.body.data.profile.hasBankCard).toBe(false);
  });
});

describe('next actions', () => {
  const day = 86_400_000;
  const now = Date.UTC(2026, 5, 1);
  const base = {
    status: 'approved' as const,
    role: 'member' as const,
    mode: 'individual',
    competitionStatus: 'published',
    signUpStart: new Date(now - day),
    signUpEnd: new Date(now + day),
    submitStart: new Date(now - day),
    submitEnd: new Date(now + day),
    memberCount: 1,
    teamMax: 1,
    profileMissing: false,
    outcome: null,
  };
  it('asks for payment, information, work and result in their situations', () => {
    expect(nextActions({ ...base, status: 'awaitingPayment', profileMissing: true }, now)).toEqual([
      'pay',
      'completeInfo',
      'viewDetails',
    ]);
    expect(nextActions(base, now)).toEqual(['submitWork', 'viewDetails']);
    expect(nextActions({ ...base, status: 'pending' }, now)).toEqual(['viewDetails']);
    expect(nextActions({ ...base, role: 'advisor' }, now)).toEqual(['viewDetails']);
    expect(nextActions({ ...base, competitionStatus: 'closed' }, now)).toEqual(['viewResult', 'viewDetails']);
    expect(nextActions({ ...base, mode: 'team', role: 'captain', teamMax: 3 }, now)).toContain('invite');
    expect(
      nextActions({ ...base, mode: 'team', role: 'captain', teamMax: 3, memberCount: 3 }, now),
    ).not.toContain('invite');
  });
});
