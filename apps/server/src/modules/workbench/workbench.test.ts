import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CenterOverview, WorkbenchNeed, WorkbenchOverview } from '@podium/contracts';
import {
  certBatches,
  competitionStages,
  enrollTeams,
  expertGroups,
  experts,
  groups,
  operationLogs,
  reviewAssignments,
  reviewEntries,
  reviewReturns,
  summarySubmissions,
  summaryTaskSchools,
  summaryTasks,
} from '../../db/schema/index.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { behindSchedule } from './needs.ts';
import { openDemoReview } from '../../test-support/open-demo-review.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
});
afterAll(() => t.close());

const needs = async (token: string, groupId?: string) =>
  (await t.get<WorkbenchNeed[]>('/dashboard/needs', { token, groupId })).body.data;

describe('GET /dashboard/needs', () => {
  it('counts the teams a school may recommend (its own only), linked to the filtered list', async () => {
    const school = await t.login('school');
    const got = await needs(school);
    const pending = await t.db
      .select({ id: enrollTeams.id })
      .from(enrollTeams)
      .where(
        and(eq(enrollTeams.status, 'pending'), eq(enrollTeams.schoolGroupId, t.fixture.groups.schoolA.id)),
      );
    // A school's sign-ups to decide are the teams it puts forward.
    expect(got.some((n) => n.key === 'signUpsToApprove')).toBe(false);
    expect(got.find((n) => n.key === 'teamsToRecommend')).toEqual({
      key: 'teamsToRecommend',
      count: pending.length,
      link: '/signUp/list?status=pending',
    });
    expect(pending.length).toBeGreaterThan(0);
  });

  it('gives finance staff the transfers to confirm and refunds to approve, as many as their lists hold', async () => {
    const organizer = await t.login('organizer');
    const groupId = t.fixture.groups.organizer.publicId;
    const got = await needs(organizer, groupId);
    const totalOf = async (path: string, state: string) =>
      (await t.get<{ total: number }>(path, { token: organizer, groupId, query: { state } })).body.data.total;
    expect(got.find((n) => n.key === 'transfersToConfirm')).toEqual({
      key: 'transfersToConfirm',
      count: await totalOf('/finance/transfer/page', 'submitted'),
      link: '/finance/action?tab=transfers&state=submitted',
    });
    expect(got.find((n) => n.key === 'refundsToApprove')).toEqual({
      key: 'refundsToApprove',
      count: await totalOf('/finance/refund/page', 'awaitingApproval'),
      link: '/finance/action?tab=refunds&state=awaitingApproval',
    });
  });

  it('gives an expert the works left to score, and a student nothing at all', async () => {
    const expert = await t.login('expert');
    const mine = await t.db
      .select({ id: experts.id })
      .from(experts)
      .where(eq(experts.userId, t.fixture.users.expert.id));
    const open = await t.db
      .select({ id: reviewAssignments.id })
      .from(reviewAssignments)
      .where(
        and(
          inArray(
            reviewAssignments.expertId,
            mine.map((e) => e.id),
          ),
          inArray(reviewAssignments.status, ['assigned', 'draft']),
        ),
      );
    // The demo's review is closed: nothing can be scored now, and the link opens no closed review.
    expect(open.length).toBeGreaterThan(0);
    expect((await needs(expert)).find((n) => n.key === 'worksToScore')).toEqual({
      key: 'worksToScore',
      count: 0,
      link: '/review/competition',
    });
    // Opened again: its unfinished works count, and the link opens that review.
    const stage = await openDemoReview(t.db);
    expect((await needs(expert)).find((n) => n.key === 'worksToScore')).toEqual({
      key: 'worksToScore',
      count: open.length,
      link: `/review/competition?stageId=${stage.publicId}`,
    });
    expect(await needs(await t.login('student'))).toEqual([]);
    // Not finance staff: no finance counts.
    expect((await needs(expert)).some((n) => n.key.startsWith('transfers'))).toBe(false);
    expect((await t.get('/dashboard/needs')).body.code).toBe(11000);
  });
});

const keyOf = (rows: WorkbenchNeed[], key: WorkbenchNeed['key']) => rows.find((n) => n.key === key);

describe('GET /dashboard/needs: reporting, certificates, review', () => {
  it('gives a school its reports to fill and those returned, and the organiser those to review', async () => {
    const schoolId = t.fixture.groups.schoolA.id;
    const open = await t.db
      .select({ status: summarySubmissions.status })
      .from(summaryTaskSchools)
      .innerJoin(summaryTasks, eq(summaryTasks.id, summaryTaskSchools.taskId))
      .leftJoin(
        summarySubmissions,
        and(
          eq(summarySubmissions.taskId, summaryTasks.id),
          eq(summarySubmissions.schoolGroupId, summaryTaskSchools.schoolGroupId),
        ),
      )
      .where(
        and(
          eq(summaryTaskSchools.schoolGroupId, schoolId),
          eq(summaryTasks.status, 'published'),
          or(isNull(summarySubmissions.status), inArray(summarySubmissions.status, ['draft', 'returned'])),
        ),
      );
    const school = await needs(await t.login('school'));
    expect(keyOf(school, 'reportsToFill')).toEqual({
      key: 'reportsToFill',
      count: open.filter((r) => r.status !== 'returned').length,
      link: '/summary/submission',
    });
    expect(keyOf(school, 'reportsReturned')?.count).toBe(open.filter((r) => r.status === 'returned').length);
    expect(keyOf(school, 'reportsToReview')).toBeUndefined();

    // One report waits for review: the organiser above counts it, a sibling organiser does not.
    const organizer = await t.login('organizer');
    const before = keyOf(await needs(organizer, t.fixture.groups.organizer.publicId), 'reportsToReview')!;
    const [task] = await t.db
      .select({ id: summaryTasks.id })
      .from(summaryTasks)
      .where(eq(summaryTasks.groupId, t.fixture.groups.organizer.id))
      .limit(1);
    const [school2] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.type, 'school'));
    await t.db
      .insert(summarySubmissions)
      .values({ publicId: newPublicId(), taskId: task!.id, schoolGroupId: school2!.id, status: 'submitted' })
      .onConflictDoUpdate({
        target: [summarySubmissions.taskId, summarySubmissions.schoolGroupId],
        set: { status: 'submitted' },
      });
    const submitted = await t.db
      .select({ id: summarySubmissions.id })
      .from(summarySubmissions)
      .innerJoin(summaryTasks, eq(summaryTasks.id, summarySubmissions.taskId))
      .where(
        and(
          eq(summarySubmissions.status, 'submitted'),
          eq(summaryTasks.groupId, t.fixture.groups.organizer.id),
        ),
      );
    const after = keyOf(await needs(organizer, t.fixture.groups.organizer.publicId), 'reportsToReview')!;
    expect(after).toEqual({
      key: 'reportsToReview',
      count: submitted.length,
      link: '/summary/submission?state=submitted',
    });
    expect(after.count).toBeGreaterThanOrEqual(before.count);
    expect(after.count).toBeGreaterThan(0);
    const rival = await createRivalOrganiser(t, 'wb_rival', [
      'summary:manage',
      'certificate:check',
      'certificate:send',
    ]);
    const rivalNeeds = await needs(rival.token, rival.groupId);
    expect(keyOf(rivalNeeds, 'reportsToReview')?.count).toBe(0);
    expect(keyOf(rivalNeeds, 'certificatesToCheck')?.count).toBe(0);
    expect(keyOf(rivalNeeds, 'certificatesToSend')?.count).toBe(0);
  });

  it('counts certificate batches to check and to send for those who hold the right', async () => {
    const organizer = await t.login('organizer');
    const groupId = t.fixture.groups.organizer.publicId;
    const [batch] = await t.db
      .select({ id: certBatches.id, status: certBatches.status })
      .from(certBatches)
      .where(eq(certBatches.groupId, t.fixture.groups.organizer.id))
      .limit(1);
    expect(batch).toBeDefined();
    const countWith = async (status: string) =>
      (
        await t.db
          .select({ id: certBatches.id })
          .from(certBatches)
          .where(and(eq(certBatches.status, status), eq(certBatches.groupId, t.fixture.groups.organizer.id)))
      ).length;
    await t.db.update(certBatches).set({ status: 'pending' }).where(eq(certBatches.id, batch!.id));
    let got = await needs(organizer, groupId);
    expect(keyOf(got, 'certificatesToCheck')).toEqual({
      key: 'certificatesToCheck',
      count: await countWith('pending'),
      link: '/certificate/check?status=pending',
    });
    expect(keyOf(got, 'certificatesToCheck')!.count).toBeGreaterThan(0);
    await t.db.update(certBatches).set({ status: 'approved' }).where(eq(certBatches.id, batch!.id));
    got = await needs(organizer, groupId);
    expect(keyOf(got, 'certificatesToSend')?.count).toBe(await countWith('approved'));
    expect(keyOf(got, 'certificatesToSend')!.count).toBeGreaterThan(0);
    await t.db.update(certBatches).set({ status: batch!.status }).where(eq(certBatches.id, batch!.id));
    // The school holds neither right: neither count is there.
    const school = await needs(await t.login('school'));
    expect(school.some((n) => n.key.startsWith('certificates'))).toBe(false);
  });

  it('tells an expert of scores returned, and a captain of groups behind schedule (others hear nothing)', async () => {
    const expert = await t.login('expert');
    const [captained] = await t.db
      .select({ group: expertGroups })
      .from(expertGroups)
      .innerJoin(experts, eq(experts.id, expertGroups.captainExpertId))
      .where(eq(experts.userId, t.fixture.users.expert.id))
      .limit(1);
    expect(captained).toBeDefined();
    const group = captained!.group;
    const [open] = await t.db
      .select({ assignment: reviewAssignments })
      .from(reviewAssignments)
      .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
      .where(
        and(
          eq(reviewEntries.expertGroupId, group.id),
          eq(reviewAssignments.expertId, group.captainExpertId!),
        ),
      )
      .limit(1);
    expect(open).toBeDefined();
    await t.db
      .update(reviewAssignments)
      .set({ status: 'draft' })
      .where(eq(reviewAssignments.id, open!.assignment.id));
    await t.db.insert(reviewReturns).values({
      assignmentId: open!.assignment.id,
      expertGroupId: group.id,
      captainExpertId: group.captainExpertId!,
      note: 'recheck',
    });
    const mine = await t.db
      .select({ id: experts.id })
      .from(experts)
      .where(eq(experts.userId, t.fixture.users.expert.id));
    const returned = await t.db
      .selectDistinct({ id: reviewAssignments.id })
      .from(reviewAssignments)
      .innerJoin(reviewReturns, eq(reviewReturns.assignmentId, reviewAssignments.id))
      .where(
        and(
          inArray(
            reviewAssignments.expertId,
            mine.map((e) => e.id),
          ),
          inArray(reviewAssignments.status, ['assigned', 'draft']),
        ),
      );
    expect(returned.length).toBeGreaterThan(0);
    // Returned scores count while their review is open (three-quarters of its window gone).
    const now = Date.now();
    await t.db
      .update(competitionStages)
      .set({ reviewStart: new Date(now - 3 * 86_400_000), reviewEnd: new Date(now + 86_400_000) })
      .where(eq(competitionStages.id, group.stageId));
    expect(keyOf(await needs(expert), 'scoresReturned')).toEqual({
      key: 'scoresReturned',
      count: returned.length,
      link: '/review/competition',
    });

    // The window three-quarters gone with work unfinished: the captain's group is behind.
    const stage = (
      await t.db.select().from(competitionStages).where(eq(competitionStages.id, group.stageId))
    )[0]!;
    const behind = keyOf(await needs(expert), 'groupsBehindSchedule');
    expect(behind?.count).toBeGreaterThanOrEqual(1);
    expect(behind?.link).toMatch(/^\/review\/competition\?stageId=/);
    expect(behind?.link).toContain(stage.publicId);
    // A non-captain (the organiser, a student) has no such count.
    const organizer = await needs(await t.login('organizer'), t.fixture.groups.organizer.publicId);
    expect(keyOf(organizer, 'groupsBehindSchedule')).toBeUndefined();
    expect(keyOf(organizer, 'scoresReturned')).toBeUndefined();
  });

  it('judges behind schedule by the share of work done against the share of the window gone', () => {
    const start = new Date('2026-05-01T00:00:00Z');
    const end = new Date('2026-05-05T00:00:00Z');
    const mid = new Date('2026-05-03T00:00:00Z');
    expect(behindSchedule({ reviewStart: start, reviewEnd: end, total: 10, done: 4 }, mid)).toBe(true);
    expect(behindSchedule({ reviewStart: start, reviewEnd: end, total: 10, done: 5 }, mid)).toBe(false);
    expect(behindSchedule({ reviewStart: start, reviewEnd: end, total: 10, done: 0 }, end)).toBe(false);
    expect(behindSchedule({ reviewStart: null, reviewEnd: end, total: 10, done: 0 }, mid)).toBe(false);
    expect(behindSchedule({ reviewStart: start, reviewEnd: end, total: 0, done: 0 }, mid)).toBe(false);
  });
});

describe('GET /dashboard/overview', () => {
  it('gives the organiser its season, the current competition’s stages and the group’s activity, masked', async () => {
    const organizer = await t.login('organizer');
    const groupId = t.fixture.groups.organizer.publicId;
    const colleague = await createActor(t, {
      username: 'wb_colleague',
      group: t.fixture.groups.organizer,
      permissions: [],
    });
    await t.db.insert(operationLogs).values([
      {
        userId: colleague.userId,
        username: 'wb_colleague',
        groupId: t.fixture.groups.organizer.id,
        module: 'news',
        action: 'save',
        success: true,
        createdAt: new Date(Date.now() + 60_000),
      },
      {
        userId: t.fixture.users.organizer.id,
        username: 'organizer',
        groupId: t.fixture.groups.organizer.id,
        module: 'competition',
        action: 'publish',
        success: true,
        createdAt: new Date(Date.now() + 120_000),
      },
      {
        userId: colleague.userId,
        username: 'wb_colleague',
        groupId: t.fixture.groups.organizer.id,
        module: 'news',
        action: 'failed',
        success: false,
        createdAt: new Date(Date.now() + 180_000),
      },
    ]);
    const res = await t.get<WorkbenchOverview>('/dashboard/overview', { token: organizer, groupId });
    expect(res.body).toMatchObject({ code: 0 });
    const data = res.body.data;
    expect(data.kpis.map((k) => k.key)).toEqual([
      'competitions',
      'signUps',
      'people',
      'schools',
      'works',
      'awards',
    ]);
    expect(data.kpis.find((k) => k.key === 'signUps')!.value).toBeGreaterThan(0);
    expect(data.competition).not.toBeNull();
    expect(data.competition!.stages.length).toBeGreaterThan(0);
    expect(data.year).toBeGreaterThan(2000);
    // Newest first, failures left out; a colleague's name masked, one's own in full.
    expect(data.activity[0]).toMatchObject({ module: 'competition', action: 'publish' });
    expect(data.activity[0]!.who).not.toContain('*');
    expect(data.activity[1]).toMatchObject({ module: 'news', action: 'save', who: 'w**********e' });
    expect(data.activity.some((a) => a.action === 'failed')).toBe(false);

    // A school sees its own group's activity only, not the organiser's.
    const school = (await t.get<WorkbenchOverview>('/dashboard/overview', { token: await t.login('school') }))
      .body.data;
    expect(school.activity.some((a) => a.action === 'publish' && a.module === 'competition')).toBe(false);
    const rival = await createRivalOrganiser(t, 'wb_rival2', []);
    const empty = (
      await t.get<WorkbenchOverview>('/dashboard/overview', { token: rival.token, groupId: rival.groupId })
    ).body.data;
    expect(empty.competition).toBeNull();
    expect(empty.kpis.every((k) => k.value === 0)).toBe(true);
    expect(empty.activity).toEqual([]);
    expect((await t.get('/dashboard/overview')).body.code).toBe(11000);
  });

  it('gives an expert only their own: no group season or colleagues’ activity, their review work by stage', async () => {
    const expert = await t.login('expert');
    await t.db.insert(operationLogs).values({
      userId: t.fixture.users.organizer.id,
      username: 'organizer',
      groupId: t.fixture.groups.organizer.id,
      module: 'competition',
      action: 'publish',
      success: true,
    });
    const stage = await openDemoReview(t.db);
    const data = (await t.get<WorkbenchOverview>('/dashboard/overview', { token: expert })).body.data;
    expect(data).toMatchObject({ scope: 'own', kpis: [], competition: null });
    expect(data.activity.every((a) => a.who === '孙专家')).toBe(true);
    expect(data.review!.length).toBeGreaterThan(0);
    // Open reviews first, each with the expert's own progress.
    expect(data.review![0]).toMatchObject({ stageId: stage.publicId, open: true });
    expect(data.review![0]!.assigned).toBeGreaterThan(0);
    // The organiser (also no expert) keeps the group's season and has no review work.
    const organizer = (
      await t.get<WorkbenchOverview>('/dashboard/overview', {
        token: await t.login('organizer'),
        groupId: t.fixture.groups.organizer.publicId,
      })
    ).body.data;
    expect(organizer).toMatchObject({ scope: 'group', review: null });
  });
});

describe('/dashboard/quick-links', () => {
  it('keeps the links a person chose from their menu, refuses others, and logs the change', async () => {
    const school = await t.login('school');
    expect(
      (await t.get<{ paths: string[] | null }>('/dashboard/quick-links', { token: school })).body.data,
    ).toEqual({
      paths: null,
    });
    const mark = await operationLogMark(t);
    const saved = await t.post<{ paths: string[] }>(
      '/dashboard/quick-links/save',
      { paths: ['/summary/submission', '/signUp/list'] },
      { token: school },
    );
    expect(saved.body).toMatchObject({ code: 0, data: { paths: ['/summary/submission', '/signUp/list'] } });
    const log = await waitForOperationLog(t, 'workbench', 'quick-links', mark);
    expect(log.after).toEqual(['/summary/submission', '/signUp/list']);
    expect(
      (await t.get<{ paths: string[] }>('/dashboard/quick-links', { token: school })).body.data.paths,
    ).toEqual(['/summary/submission', '/signUp/list']);
    // A page the school's menu does not show (system users), a repeat: refused with the reason, nothing saved.
    const refused = await t.post(
      '/dashboard/quick-links/save',
      { paths: ['/system/user'] },
      { token: school, lang: 'en' },
    );
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toBe('Quick links can only be pages your current menu shows: /system/user');
    const twice = await t.post(
      '/dashboard/quick-links/save',
      { paths: ['/signUp/list', '/signUp/list'] },
      { token: school },
    );
    expect(twice.body.msg).toBe('快捷入口重复：/signUp/list');
    // Another person's links are theirs alone.
    expect(
      (
        await t.get<{ paths: string[] | null }>('/dashboard/quick-links', {
          token: await t.login('organizer'),
        })
      ).body.data.paths,
    ).toBeNull();
    expect((await t.post('/dashboard/quick-links/save', { paths: [] })).body.code).toBe(11000);
  });
});

describe('GET /web/center/overview: the expert’s own next actions', () => {
  it('lists an expert’s works to score (as the workbench counts them) and nothing for a student', async () => {
    const expert = await t.login('expert');
    await openDemoReview(t.db);
    const bench = await needs(expert);
    const home = (await t.get<CenterOverview>('/web/center/overview', { token: expert })).body.data;
    const works = keyOf(bench, 'worksToScore')!;
    expect(works.count).toBeGreaterThan(0);
    expect(home.todo).toContainEqual(works);
    // Only counts above 0 are next actions.
    expect(home.todo.every((item) => item.count > 0)).toBe(true);
    const student = (await t.get<CenterOverview>('/web/center/overview', { token: await t.login('student') }))
      .body.data;
    expect(student.todo).toEqual([]);
  });
});
