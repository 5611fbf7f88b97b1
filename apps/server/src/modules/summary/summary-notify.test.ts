import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryMyTask, SummaryTaskSaveBody, WorkbenchNeed } from '@podium/contracts';
import { groups, roles, subscribeMessages, userRoles } from '../../db/schema/index.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Reporting events reach exactly the people whose move it is: a published task the reporters of each school
// it asks, a submission (or "nothing to report") the organiser's reviewers, a return or an acceptance that
// one school's reporters. Another school, a sibling organiser and the students hear nothing of it.
let t: TestApp;
let g: TestApp['fixture']['groups'];
let organizer: string;
let schoolA: string;
const TITLE = '通知测试报送任务';
const people: Record<string, number> = {};
let reporterB: { token: string; userId: number };
let reviewers: number[];
let superior: { token: string; userId: number };

const org = () => ({ token: organizer, groupId: g.organizer.publicId });
const asA = () => ({ token: schoolA, groupId: g.schoolA.publicId });
const asB = () => ({ token: reporterB.token, groupId: g.schoolB.publicId });

/** Everything this file's task told each person, by user id (title and both bodies). */
const heard = async () => {
  await t.notify.drain();
  const rows = await t.db.select().from(subscribeMessages);
  const out = new Map<number, { title: string; content: string; contentEn: string; link: string }[]>();
  for (const m of rows.filter((r) => r.title.includes(TITLE) || r.content.includes(TITLE)))
    out.set(m.userId, [...(out.get(m.userId) ?? []), m]);
  return out;
};
let seen = new Map<number, number>();
/** Who received something new since the last call, and what. */
const news = async () => {
  const all = await heard();
  const fresh = new Map<number, { title: string; content: string; contentEn: string; link: string }[]>();
  for (const [userId, list] of all) {
    const extra = list.slice(seen.get(userId) ?? 0);
    if (extra.length) fresh.set(userId, extra);
  }
  seen = new Map([...all].map(([userId, list]) => [userId, list.length]));
  return fresh;
};
const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

const needs = async (who: { token: string; groupId: string }) =>
  Object.fromEntries(
    (await t.get<WorkbenchNeed[]>('/dashboard/needs', who)).body.data.map((n) => [n.key, n.count]),
  );

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  g = t.fixture.groups;
  organizer = await t.login('organizer');
  schoolA = await t.login('school');
  reporterB = await createActor(t, {
    username: 'ntf_rep_b',
    group: g.schoolB,
    permissions: ['summary:fill'],
  });
  // A third school under the organiser that the task does not ask.
  const [other] = await t.db
    .select({ id: groups.id, publicId: groups.publicId })
    .from(groups)
    .where(
      and(
        eq(groups.type, 'school'),
        ne(groups.id, g.schoolA.id),
        ne(groups.id, g.schoolB.id),
        sql`${groups.path} like ${`${g.organizer.path}%`}`,
      ),
    )
    .limit(1);
  people.otherReporter = (
    await createActor(t, { username: 'ntf_rep_c', group: other!, permissions: ['summary:fill'] })
  ).userId;
  people.rival = (await createRivalOrganiser(t, 'ntf_rival', ['summary:manage'])).userId;
  people.school = t.fixture.users.school.id;
  people.student = t.fixture.users.student.id;
  people.organizer = t.fixture.users.organizer.id;
  people.reporterB = reporterB.userId;
  // A second manager of the owning organiser, and one of its superior (the platform), which reaches the task.
  people.colleague = (
    await createActor(t, { username: 'ntf_mgr_2', group: g.organizer, permissions: ['summary:manage'] })
  ).userId;
  superior = await createActor(t, {
    username: 'ntf_mgr_top',
    group: g.platform,
    permissions: ['summary:manage'],
  });
  people.superior = superior.userId;
  // Who reviews the organiser's reports: those holding summary:manage in the organiser group itself.
  reviewers = sorted(
    (
      await t.db
        .selectDistinct({ userId: userRoles.userId })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(
            eq(userRoles.groupId, g.organizer.id),
            sql`${roles.permissions} @> '["summary:manage"]'::jsonb`,
          ),
        )
    ).map((r) => r.userId),
  );
  await news();
});
afterAll(() => t.close());

describe('reporting notifications', () => {
  let taskId: string;
  let submissionA: string;
  const before: { a: Record<string, number>; org: Record<string, number> } = { a: {}, org: {} };

  it('tells the reporters of each school the task asks when it is published, and no one else', async () => {
    before.a = await needs(asA());
    before.org = await needs(org());
    const body: SummaryTaskSaveBody = {
      title: TITLE,
      deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      fields: [{ key: 'contact', label: '联系人', type: 'text', required: true }],
      schoolIds: [g.schoolA.publicId, g.schoolB.publicId],
    };
    taskId = (await t.post<{ taskId: string }>('/summary/task/save', body, org())).body.data.taskId;
    // A draft tells nobody.
    expect((await news()).size).toBe(0);
    expect((await t.post('/summary/task/publish', { taskId }, org())).body.code).toBe(0);
    const got = await news();
    expect(sorted(got.keys())).toEqual(sorted([people.school!, people.reporterB!]));
    const [message] = got.get(people.school!)!;
    expect(message!.title).toBe(`新的报送任务：${TITLE}`);
    expect(message!.content).toContain('请于');
    expect(message!.contentEn).toContain('by ');
    expect(message!.link).toBe('/summary/submission');
    // The workbench counts the new task to fill.
    const a = await needs(asA());
    expect(a.reportsToFill).toBe(before.a.reportsToFill! + 1);
  });

  it('tells the organiser’s reviewers of a submission, not the schools or a sibling organiser', async () => {
    expect(reviewers).toContain(people.organizer);
    const res = await t.post<SummaryMyTask>(
      '/summary/my/submit',
      { taskId, values: { contact: '钱老师' }, explanations: {} },
      asA(),
    );
    expect(res.body.code).toBe(0);
    submissionA = res.body.data.submission.submissionId!;
    const got = await news();
    expect(sorted(got.keys())).toEqual(reviewers);
    for (const id of [people.rival, people.school, people.reporterB, people.otherReporter])
      expect(got.has(id!)).toBe(false);
    const [message] = got.get(people.organizer!)!;
    expect(message!.title).toBe('待审核报送：东海大学');
    expect(message!.contentEn).toContain('submitted');
    expect(message!.link).toBe('/summary/submission?state=submitted');
    expect((await needs(org())).reportsToReview).toBe(before.org.reportsToReview! + 1);
    expect((await needs(asA())).reportsToFill).toBe(before.a.reportsToFill);
  });

  it('tells the reviewers a school has nothing to report, with its reason', async () => {
    const res = await t.post('/summary/my/nothing', { taskId, reason: '本年度未举办竞赛' }, asB());
    expect(res.body.code).toBe(0);
    const got = await news();
    expect(sorted(got.keys())).toEqual(reviewers);
    const [message] = got.get(people.organizer!)!;
    expect(message!.title).toBe('无数据报送：西山理工学院');
    expect(message!.content).toContain('本年度未举办竞赛');
    expect(message!.contentEn).toContain('Reason: 本年度未举办竞赛');
  });

  it('tells only that school’s reporters it was returned, with the organiser’s note', async () => {
    const res = await t.post(
      '/summary/submission/return',
      { submissionId: submissionA, note: '联系人请写全名' },
      org(),
    );
    expect(res.body.code).toBe(0);
    const got = await news();
    expect(sorted(got.keys())).toEqual([people.school]);
    const [message] = got.get(people.school!)!;
    expect(message!.title).toBe(`报送被退回：${TITLE}`);
    expect(message!.content).toContain('联系人请写全名');
    expect(message!.contentEn).toContain('Note: 联系人请写全名');
    const a = await needs(asA());
    expect(a.reportsReturned).toBe(before.a.reportsReturned! + 1);
    expect((await needs(org())).reportsToReview).toBe(before.org.reportsToReview);
  });

  it('tells only that school’s reporters it was accepted (after the corrected version reached the reviewers)', async () => {
    await t.post(
      '/summary/my/submit',
      { taskId, values: { contact: '钱某某老师' }, explanations: {} },
      asA(),
    );
    expect(sorted((await news()).keys())).toEqual(reviewers);
    expect((await t.post('/summary/submission/accept', { submissionId: submissionA }, org())).body.code).toBe(
      0,
    );
    const got = await news();
    expect(sorted(got.keys())).toEqual([people.school]);
    expect(got.get(people.school!)![0]!.title).toBe(`报送已通过：${TITLE}`);
    const a = await needs(asA());
    expect(a.reportsReturned).toBe(before.a.reportsReturned);
    expect(a.reportsToFill).toBe(before.a.reportsToFill);
    expect((await needs(org())).reportsToReview).toBe(before.org.reportsToReview);
    // Nobody outside heard anything at all of this task.
    const all = await heard();
    for (const id of [people.rival, people.student, people.otherReporter]) expect(all.has(id!)).toBe(false);
  });

  it('tells the task’s other managers when an accepted report is reopened, and the school, not the one who did it', async () => {
    expect(reviewers).toEqual(expect.arrayContaining([people.organizer!, people.colleague!]));
    const others = reviewers.filter((id) => id !== people.organizer);
    const res = await t.post(
      '/summary/submission/reopen',
      { submissionId: submissionA, note: '统计口径有变，请更新' },
      org(),
    );
    expect(res.body.code).toBe(0);
    const got = await news();
    // Every manager of the task but the one who reopened it, and the school's reporters.
    expect(sorted(got.keys())).toEqual(sorted([people.school!, ...others]));
    const [toColleague] = got.get(people.colleague!)!;
    expect(toColleague!.title).toBe('已通过的报送被重新打开：东海大学');
    expect(toColleague!.content).toContain('统计口径有变，请更新');
    expect(toColleague!.contentEn).toContain('Note: 统计口径有变，请更新');
    expect(toColleague!.link).toBe('/summary/submission');
    expect(got.get(people.school!)![0]!.title).toBe(`报送被退回：${TITLE}`);
  });

  it('tells the task’s managers of a decision taken from a superior organiser; the superior hears nothing of it', async () => {
    await t.post('/summary/my/submit', { taskId, values: { contact: '钱某某' }, explanations: {} }, asA());
    // A submission reaches the owner's managers, not the superior (it counts it on its workbench).
    expect(sorted((await news()).keys())).toEqual(reviewers);
    const fromAbove = await t.post(
      '/summary/submission/accept',
      { submissionId: submissionA },
      { token: superior.token, groupId: g.platform.publicId },
    );
    expect(fromAbove.body.code).toBe(0);
    const got = await news();
    expect(sorted(got.keys())).toEqual(sorted([people.school!, ...reviewers]));
    expect(got.get(people.organizer!)![0]!.title).toBe('报送已审核通过：东海大学');
    expect(got.get(people.colleague!)![0]!.contentEn).toBe(`东海大学’s “${TITLE}” was decided.`);
    expect(got.has(people.superior!)).toBe(false);
    const all = await heard();
    for (const id of [people.rival, people.student, people.otherReporter, people.superior])
      expect(all.has(id!)).toBe(false);
  });
});
