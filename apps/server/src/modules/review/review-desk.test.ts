import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DistributionRow,
  EntrySyncResult,
  ExpertGroupRow,
  PageResult,
  ReviewSetting,
} from '@podium/contracts';
import {
  competitions,
  competitionStages,
  enrollTeams,
  experts,
  reviewAssignments,
  reviewEntries,
  subscribeMessages,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { conflictOf } from './distribution/conflicts.ts';
import { entryConflictFacts, expertConflictFacts } from './review-lookup.ts';

let t: TestApp;
let organizer: string;
let school: string;
let expert: string;
let student: string;
let stageId: string;
let stageKey: number;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });

/** Every assignment of the stage is conflict-free by the structured data in the database. */
const assertNoConflicts = async () => {
  const rows = await t.db
    .select({ entryId: reviewAssignments.entryId, expert: experts })
    .from(reviewAssignments)
    .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
    .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
    .where(eq(reviewEntries.stageId, stageKey));
  const facts = await entryConflictFacts(t.db, [...new Set(rows.map((r) => r.entryId))]);
  for (const r of rows) expect(conflictOf(facts.get(r.entryId)!, expertConflictFacts(r.expert))).toBeNull();
  return rows;
};

beforeAll(async () => {
  t = await createTestApp();
  [organizer, school, expert, student] = (await Promise.all(
    ['organizer', 'school', 'expert', 'student'].map((u) => t.login(u)),
  )) as [string, string, string, string];
  const [row] = await t.db
    .select({ publicId: competitionStages.publicId, id: competitionStages.id })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, '创意设计赛'));
  stageId = row!.publicId;
  stageKey = row!.id;
});
afterAll(async () => {
  await t.close();
});

describe('review settings', () => {
  it('lists review types in the caller language', async () => {
    const zh = await t.get<{ value: string; label: string }[]>('/review/type/get', { token: expert });
    expect(zh.body.data).toEqual([
      { value: 'online', label: '网络评审' },
      { value: 'onsite', label: '现场评审' },
    ]);
    const en = await t.get<{ label: string }[]>('/review/type/get', { token: expert, lang: 'en' });
    expect(en.body.data[1]!.label).toBe('On-site review');
    expect((await t.get('/review/type/get')).body.code).toBe(11000);
  });

  it('reads and saves the settings of a stage; duplicate column keys are refused', async () => {
    const got = await t.get<ReviewSetting>('/review/setting/get', { ...org(), query: { stageId } });
    expect(got.body.data).toMatchObject({
      blind: true,
      expertsPerEntry: 3,
      perExpertCap: 6,
      finalMethod: 'mean',
    });
    expect(got.body.data.reviewStart).not.toBeNull();
    const columns = [
      { key: 'idea', name: '创意', max: 50, weight: 0.6, commentRequired: false, visibleToEntrant: true },
      { key: 'craft', name: '完成度', max: 50, weight: 0.4, commentRequired: true, visibleToEntrant: false },
    ];
    const body = {
      stageId,
      reviewType: 'online',
      blind: false,
      expertsPerEntry: 2,
      perExpertCap: 5,
      finalMethod: 'trimmedMean',
      columns,
    };
    const dup = await t.post('/review/setting/save', { ...body, columns: [columns[0], columns[0]] }, org());
    expect(dup.body).toMatchObject({ code: 400, msg: '评分项标识“idea”重复' });
    const bad = await t.post('/review/setting/save', { ...body, expertsPerEntry: 0 }, org());
    expect(bad.body.code).toBe(400);
    expect((await t.post('/review/setting/save', body, org())).body.code).toBe(0);
    const again = await t.get<ReviewSetting>('/review/setting/get', { ...org(), query: { stageId } });
    expect(again.body.data).toMatchObject({
      blind: false,
      expertsPerEntry: 2,
      finalMethod: 'trimmedMean',
      columns,
    });
    // The demo settings back, for the tests below.
    const restore = {
      ...body,
      blind: true,
      expertsPerEntry: 3,
      perExpertCap: 6,
      finalMethod: 'mean',
      columns: got.body.data.columns,
    };
    expect((await t.post('/review/setting/save', restore, org())).body.code).toBe(0);
  });

  it('refuses settings to other roles and hides columns from strangers', async () => {
    expect((await t.get('/review/setting/get', { query: { stageId } })).body.code).toBe(11000);
    // The school role may list competitions, but not this organiser's stage: it is not found.
    expect((await t.get('/review/setting/get', { token: school, query: { stageId } })).body.code).toBe(404);
    expect((await t.post('/review/setting/save', { stageId }, { token: expert })).body.code).toBe(401);
    const forExpert = await t.get<unknown[]>('/review/comment/info/getColumnSetting', {
      token: expert,
      query: { stageId },
    });
    expect(forExpert.body.data).toHaveLength(3);
    const forStudent = await t.get('/review/comment/info/getColumnSetting', {
      token: student,
      query: { stageId },
    });
    expect(forStudent.body.code).toBe(404);
    expect((await t.get('/review/comment/info/getColumnSetting', { query: { stageId } })).body.code).toBe(
      11000,
    );
  });
});

describe('expert groups', () => {
  it('lists the demo group with its captain; the captain flag answers per expert', async () => {
    const list = await t.get<ExpertGroupRow[]>('/review/group/list', { ...org(), query: { stageId } });
    expect(list.body.data).toHaveLength(1);
    const group = list.body.data[0]!;
    expect(group.members.find((m) => m.expertId === group.captainExpertId)!.name).toBe('孙专家');
    const flag = await t.get<{ captain: boolean }>('/review/group/relation/getCaptainFlag', {
      token: expert,
    });
    expect(flag.body.data.captain).toBe(true);
    const other = await t.get<{ captain: boolean }>('/review/group/relation/getCaptainFlag', {
      token: student,
    });
    expect(other.body.data).toEqual({ captain: false, expertGroupIds: [] });
    expect((await t.get('/review/group/relation/getCaptainFlag')).body.code).toBe(11000);
  });

  it('refuses a captain outside the group and a school account', async () => {
    const list = await t.get<ExpertGroupRow[]>('/review/group/list', { ...org(), query: { stageId } });
    const [a, b] = list.body.data[0]!.members;
    const outside = await t.post(
      '/review/group/save',
      { stageId, name: '第二评审组', expertIds: [a!.expertId], captainExpertId: b!.expertId },
      org(),
    );
    expect(outside.body).toMatchObject({ code: 400, msg: '组长必须是本组成员' });
    const bySchool = await t.post(
      '/review/group/save',
      { stageId, name: '第二评审组', expertIds: [a!.expertId], captainExpertId: a!.expertId },
      { token: school },
    );
    expect(bySchool.body.code).toBe(401);
  });
});

describe('distribution', () => {
  it('shows the demo distribution: k experts per entry, each with a reason, none conflicted', async () => {
    const list = await t.get<PageResult<DistributionRow>>('/review/distribution/list', {
      ...org(),
      query: { stageId, pageSize: '50' },
    });
    expect(list.body.data.total).toBe(6);
    for (const row of list.body.data.rows) {
      expect(row.assignments).toHaveLength(3);
      for (const a of row.assignments) expect(a.reason).toHaveProperty('fieldMatch');
    }
    await assertNoConflicts();
  });

  it('tops up only what is missing when an expert drops out', async () => {
    const before = await assertNoConflicts();
    const [dropping] = await t.db.select().from(experts).where(eq(experts.name, '郑雅婷'));
    const theirs = before.filter((r) => r.expert.id === dropping!.id);
    const startedTheirs = await t.db
      .select({ status: reviewAssignments.status })
      .from(reviewAssignments)
      .where(eq(reviewAssignments.expertId, dropping!.id));
    const unstarted = startedTheirs.filter((s) => s.status === 'assigned').length;
    await t.db.update(experts).set({ status: 'disabled' }).where(eq(experts.id, dropping!.id));
    const run = await t.post<{ created: number; shortEntries: number }>(
      '/review/distribution/run',
      { stageId },
      org(),
    );
    expect(run.body.code).toBe(0);
    expect(run.body.data).toMatchObject({ created: unstarted, shortEntries: 0 });
    // The experts given the withdrawn works are told how many; the disabled one is not.
    await t.notify.drain();
    const assignedNotices = await t.db
      .select()
      .from(subscribeMessages)
      .where(eq(subscribeMessages.title, '有新的作品待评审'));
    if (unstarted > 0) expect(assignedNotices.length).toBeGreaterThan(0);
    if (dropping!.userId !== null)
      expect(assignedNotices.map((m) => m.userId)).not.toContain(dropping!.userId);
    const after = await assertNoConflicts();
    expect(after.length).toBe(before.length);
    expect(after.filter((r) => r.expert.id === dropping!.id)).toHaveLength(theirs.length - unstarted);
    // Nothing missing: a second run changes nothing.
    const again = await t.post<{ created: number }>('/review/distribution/run', { stageId }, org());
    expect(again.body.data.created).toBe(0);
  });

  it('validates manual changes against the same conflict rule', async () => {
    const list = await t.get<PageResult<DistributionRow>>('/review/distribution/list', {
      ...org(),
      query: { stageId, pageSize: '50' },
    });
    const xishanEntry = list.body.data.rows.find((r) => r.schoolName === '西山理工学院')!;
    const [sun] = await t.db.select().from(experts).where(eq(experts.name, '孙专家'));
    const declared = await t.post(
      '/review/distribution/assign',
      { entryId: xishanEntry.entryId, expertId: sun!.publicId },
      { ...org(), lang: 'en' },
    );
    expect(declared.body).toMatchObject({
      code: 400,
      msg: 'The expert has a conflict of interest with this entry (declared conflict school) and cannot be assigned',
    });
    const [own] = await t.db.select().from(experts).where(eq(experts.name, '吴启明'));
    const ownSchool = await t.post(
      '/review/distribution/assign',
      { entryId: xishanEntry.entryId, expertId: own!.publicId },
      org(),
    );
    expect(ownSchool.body.msg).toContain('本校作品');
    const free = (await t.db.select().from(experts).where(eq(experts.name, '王立群')))[0]!;
    const already = xishanEntry.assignments.some((a) => a.expertId === free.publicId);
    const manual = await t.post<{ assignmentId: string }>(
      '/review/distribution/assign',
      { entryId: xishanEntry.entryId, expertId: free.publicId, note: '补充评审' },
      org(),
    );
    expect(manual.body.code).toBe(already ? 409 : 0);
    if (!already) {
      const withdrawn = await t.post(
        '/review/distribution/unassign',
        { assignmentId: manual.body.data.assignmentId },
        org(),
      );
      expect(withdrawn.body.code).toBe(0);
    }
    await assertNoConflicts();
  });

  it('refuses distribution to other roles', async () => {
    expect((await t.post('/review/distribution/run', { stageId })).body.code).toBe(11000);
    expect((await t.post('/review/distribution/run', { stageId }, { token: school })).body.code).toBe(401);
    expect((await t.post('/review/distribution/run', { stageId }, { token: expert })).body.code).toBe(401);
    expect((await t.get('/review/distribution/list', { token: school, query: { stageId } })).body.code).toBe(
      401,
    );
    const started = await t.db
      .select({ publicId: reviewAssignments.publicId })
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.status, 'submitted')))
      .limit(1);
    const withdraw = await t.post(
      '/review/distribution/unassign',
      { assignmentId: started[0]!.publicId },
      org(),
    );
    expect(withdraw.body.code).toBe(409);
  });

  it('creates entries only from approved sign-ups, once', async () => {
    const entriesBefore = await t.db.$count(reviewEntries, eq(reviewEntries.stageId, stageKey));
    const sync = () => t.post<EntrySyncResult>('/review/entry/sync', { stageId }, org());
    const first = (await sync()).body.data;
    expect(first.total).toBe(entriesBefore + first.created);
    // Every entry of the stage is an approved sign-up's, and a second sync finds nothing new.
    const notApproved = await t.db
      .select({ id: reviewEntries.id })
      .from(reviewEntries)
      .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
      .where(and(eq(reviewEntries.stageId, stageKey), ne(enrollTeams.status, 'approved')));
    expect(notApproved).toEqual([]);
    expect((await sync()).body.data).toEqual({
      created: 0,
      total: first.total,
      withoutWork: [],
      returned: [],
    });
  });
});
