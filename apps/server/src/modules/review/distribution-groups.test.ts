import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CaptainProgress,
  DistributionPreview,
  DistributionRow,
  ExpertGroupRow,
  PageResult,
} from '@podium/contracts';
import {
  competitions,
  competitionStages,
  expertGroupMembers,
  expertGroups,
  experts,
  reviewAssignments,
  reviewEntries,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { conflictOf } from './distribution/conflicts.ts';
import { entryConflictFacts, expertConflictFacts } from './review-lookup.ts';

// The demo stage split into two expert groups: 第一评审组 (孙专家 captains; 周文澜 of 东海, 吴启明 of 西山, 郑雅婷)
// and 第二评审组 (王立群 captains, the `expert2` account; 冯晓岚, 陈博远, 褚明轩). 孙专家 declared a conflict with
// 西山 and 吴启明 is from 西山, so group one has only two experts free for a 西山 work: those must go to group two.
let t: TestApp;
let organizer: string;
let stageId: string;
let stageKey: number;
const ids = new Map<string, { id: number; publicId: string }>();
const groupKeys = new Map<string, number>();
const groupPublic = new Map<string, string>();
const ONE = ['孙专家', '周文澜', '吴启明', '郑雅婷'];
const TWO = ['王立群', '冯晓岚', '陈博远', '褚明轩'];

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });

const saveGroup = (name: string, members: string[], expertGroupId?: string) =>
  t.post(
    '/review/group/save',
    {
      stageId,
      ...(expertGroupId ? { expertGroupId } : {}),
      name,
      expertIds: members.map((m) => ids.get(m)!.publicId),
      captainExpertId: ids.get(members[0]!)!.publicId,
    },
    org(),
  );

/** The stage's works with their group, and every assignment's expert with the groups they sit in. */
const stageState = async () => {
  const entries = await t.db
    .select({ id: reviewEntries.id, groupId: reviewEntries.expertGroupId })
    .from(reviewEntries)
    .where(eq(reviewEntries.stageId, stageKey));
  const assignments = await t.db
    .select({ entryId: reviewAssignments.entryId, expert: experts, status: reviewAssignments.status })
    .from(reviewAssignments)
    .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
    .where(
      inArray(
        reviewAssignments.entryId,
        entries.map((e) => e.id),
      ),
    );
  const members = await t.db.select().from(expertGroupMembers);
  return { entries, assignments, members };
};

/** Every work has a group, all its experts are members of it, none is conflicted, k each. */
const assertGroupedRules = async (k: number) => {
  const { entries, assignments, members } = await stageState();
  const facts = await entryConflictFacts(
    t.db,
    entries.map((e) => e.id),
  );
  for (const entry of entries) {
    expect(entry.groupId, `work ${entry.id} has a group`).not.toBeNull();
    const mine = assignments.filter((a) => a.entryId === entry.id);
    expect(mine).toHaveLength(k);
    for (const a of mine) {
      expect(
        members.some((m) => m.expertGroupId === entry.groupId && m.expertId === a.expert.id),
        `${a.expert.name} is in the group of work ${entry.id}`,
      ).toBe(true);
      expect(conflictOf(facts.get(entry.id)!, expertConflictFacts(a.expert))).toBeNull();
    }
  }
  return { entries, assignments };
};

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  const [row] = await t.db
    .select({ publicId: competitionStages.publicId, id: competitionStages.id })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, '创意设计赛'));
  stageId = row!.publicId;
  stageKey = row!.id;
  for (const e of await t.db.select().from(experts)) ids.set(e.name, { id: e.id, publicId: e.publicId });
  // Start the stage afresh: no assignments, no group on any work; then two groups.
  const entryIds = (
    await t.db.select({ id: reviewEntries.id }).from(reviewEntries).where(eq(reviewEntries.stageId, stageKey))
  ).map((e) => e.id);
  await t.db.delete(reviewAssignments).where(inArray(reviewAssignments.entryId, entryIds));
  await t.db.update(reviewEntries).set({ expertGroupId: null }).where(eq(reviewEntries.stageId, stageKey));
  const list = await t.get<ExpertGroupRow[]>('/review/group/list', { ...org(), query: { stageId } });
  expect((await saveGroup('第一评审组', ONE, list.body.data[0]!.expertGroupId)).body.code).toBe(0);
  expect((await saveGroup('第二评审组', TWO)).body.code).toBe(0);
  for (const g of await t.db.select().from(expertGroups).where(eq(expertGroups.stageId, stageKey))) {
    groupKeys.set(g.name, g.id);
    groupPublic.set(g.name, g.publicId);
  }
});
afterAll(async () => {
  await t.close();
});

describe('distribution through expert groups', () => {
  it('previews each work in one group with all its experts from it, and applies exactly that', async () => {
    const preview = await t.post<DistributionPreview>('/review/distribution/preview', { stageId }, org());
    expect(preview.body.code).toBe(0);
    const plan = preview.body.data;
    expect(plan.unassigned).toEqual([]);
    const groupOfWork = new Map<string, string | null>();
    for (const a of plan.assignments) {
      expect(a.expertGroupName).not.toBeNull();
      if (groupOfWork.has(a.entryId)) expect(a.expertGroupName).toBe(groupOfWork.get(a.entryId));
      groupOfWork.set(a.entryId, a.expertGroupName);
      expect((a.expertGroupName === '第一评审组' ? ONE : TWO).includes(a.expertName)).toBe(true);
    }
    expect(groupOfWork.size).toBe(6);
    // 西山 works cannot be reviewed by three of group one: they go to group two.
    for (const a of plan.assignments.filter((x) => x.schoolName === '西山理工学院'))
      expect(a.expertGroupName).toBe('第二评审组');
    // Both groups get works (equal capacity).
    expect(new Set(groupOfWork.values())).toEqual(new Set(['第一评审组', '第二评审组']));

    const applied = await t.post(
      '/review/distribution/apply',
      { stageId, fingerprint: plan.fingerprint },
      org(),
    );
    expect(applied.body.code).toBe(0);
    await assertGroupedRules(3);
    const list = await t.get<PageResult<DistributionRow>>('/review/distribution/list', {
      ...org(),
      query: { stageId, pageSize: '50' },
    });
    for (const row of list.body.data.rows) {
      const planned = plan.assignments.find((a) => a.entryId === row.entryId)!;
      expect(row.expertGroupName).toBe(planned.expertGroupName);
      expect(row.assignments.map((a) => a.expertId).sort()).toEqual(
        plan.assignments
          .filter((a) => a.entryId === row.entryId)
          .map((a) => a.expertId)
          .sort(),
      );
    }
  });

  it('lists the works of one expert group when filtered by it, and none for an unknown group', async () => {
    const listed = (expertGroupId?: string) =>
      t.get<PageResult<DistributionRow>>('/review/distribution/list', {
        ...org(),
        query: { stageId, pageSize: '50', ...(expertGroupId ? { expertGroupId } : {}) },
      });
    const all = (await listed()).body.data;
    for (const name of ['第一评审组', '第二评审组']) {
      const only = await listed(groupPublic.get(name));
      expect(only.body.code).toBe(0);
      const expected = all.rows.filter((r) => r.expertGroupName === name).map((r) => r.entryId);
      expect(expected.length).toBeGreaterThan(0);
      expect(only.body.data.total).toBe(expected.length);
      expect(only.body.data.rows.map((r) => r.entryId)).toEqual(expected);
    }
    expect((await listed('no-such-group')).body.data).toEqual({ rows: [], total: 0 });
  });

  it('a change of a group’s members changes the fingerprint: the apply of the older preview is refused', async () => {
    await t.db
      .update(experts)
      .set({ status: 'disabled' })
      .where(eq(experts.id, ids.get('陈博远')!.id));
    const before = await t.post<DistributionPreview>('/review/distribution/preview', { stageId }, org());
    await saveGroup('第二评审组', TWO, groupPublic.get('第二评审组'));
    // Same members saved again: nothing changed, the fingerprint stands.
    const same = await t.post<DistributionPreview>('/review/distribution/preview', { stageId }, org());
    expect(same.body.data.fingerprint).toBe(before.body.data.fingerprint);
    await saveGroup('第二评审组', TWO.slice(0, 3), groupPublic.get('第二评审组'));
    const refused = await t.post(
      '/review/distribution/apply',
      { stageId, fingerprint: before.body.data.fingerprint },
      org(),
    );
    expect(refused.body.code).toBe(409);
    await saveGroup('第二评审组', TWO, groupPublic.get('第二评审组'));
  });

  it('tops a work up from its own group when one of its experts drops out', async () => {
    // 陈博远 (group two) was disabled above: their unstarted works are refilled inside group two.
    const { entries: beforeEntries, assignments } = await stageState();
    const theirs = assignments.filter((a) => a.expert.id === ids.get('陈博远')!.id).map((a) => a.entryId);
    expect(theirs.length).toBeGreaterThan(0);
    const run = await t.post<{ created: number; shortEntries: number }>(
      '/review/distribution/run',
      { stageId },
      org(),
    );
    expect(run.body.data).toMatchObject({ created: theirs.length, shortEntries: 0 });
    const { entries } = await assertGroupedRules(3);
    for (const e of entries) expect(e.groupId).toBe(beforeEntries.find((b) => b.id === e.id)!.groupId);
    await t.db
      .update(experts)
      .set({ status: 'active' })
      .where(eq(experts.id, ids.get('陈博远')!.id));
  });

  it('refuses a manual assignment of an expert outside the work’s group; a member of it is accepted', async () => {
    const { entries, assignments } = await stageState();
    const work = entries.find((e) => e.groupId === groupKeys.get('第一评审组'))!;
    const [row] = await t.db.select().from(reviewEntries).where(eq(reviewEntries.id, work.id));
    const outsider = await t.post(
      '/review/distribution/assign',
      { entryId: row!.publicId, expertId: ids.get('冯晓岚')!.publicId },
      { ...org(), lang: 'en' },
    );
    expect(outsider.body).toMatchObject({
      code: 400,
      msg: 'This work is distributed to "第一评审组"; only experts of that group can be assigned',
    });
    const facts = (await entryConflictFacts(t.db, [work.id])).get(work.id)!;
    const held = new Set(assignments.filter((a) => a.entryId === work.id).map((a) => a.expert.id));
    const [insider] = (await t.db.select().from(experts)).filter(
      (e) => ONE.includes(e.name) && !held.has(e.id) && conflictOf(facts, expertConflictFacts(e)) === null,
    );
    if (insider) {
      const ok = await t.post<{ assignmentId: string }>(
        '/review/distribution/assign',
        { entryId: row!.publicId, expertId: insider.publicId },
        org(),
      );
      expect(ok.body.code).toBe(0);
      expect(
        (await t.post('/review/distribution/unassign', { assignmentId: ok.body.data.assignmentId }, org()))
          .body.code,
      ).toBe(0);
    }
    // A work without a group joins the group of the expert assigned by hand.
    await t.db.update(reviewEntries).set({ expertGroupId: null }).where(eq(reviewEntries.id, work.id));
    const joining = await t.post<{ assignmentId: string }>(
      '/review/distribution/assign',
      { entryId: row!.publicId, expertId: ids.get('冯晓岚')!.publicId },
      org(),
    );
    expect(joining.body.code).toBe(0);
    const [moved] = await t.db.select().from(reviewEntries).where(eq(reviewEntries.id, work.id));
    expect(moved!.expertGroupId).toBe(groupKeys.get('第二评审组'));
    await t.post('/review/distribution/unassign', { assignmentId: joining.body.data.assignmentId }, org());
    await t.db
      .update(reviewEntries)
      .set({ expertGroupId: work.groupId })
      .where(eq(reviewEntries.id, work.id));
  });

  it('each captain follows exactly the works of their group', async () => {
    const { entries, assignments } = await stageState();
    for (const [name, username] of [
      ['第一评审组', 'expert'],
      ['第二评审组', 'expert2'],
    ] as const) {
      const res = await t.get<CaptainProgress>('/review/group/captain/progress', {
        token: await t.login(username),
        query: { expertGroupId: groupPublic.get(name)! },
      });
      expect(res.body.code).toBe(0);
      const works = entries.filter((e) => e.groupId === groupKeys.get(name));
      expect(res.body.data.entries).toHaveLength(works.length);
      const theirs = assignments.filter((a) => works.some((w) => w.id === a.entryId));
      expect(res.body.data.cells).toHaveLength(theirs.length);
      for (const e of res.body.data.experts)
        expect(e.assigned).toBe(theirs.filter((a) => a.expert.publicId === e.expertId).length);
    }
  });
});
