import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistributionApplyResult, DistributionPreview } from '@podium/contracts';
import { experts, reviewAssignments, reviewEntries, reviewSettings } from '../../db/schema/index.ts';
import { operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { firstStageOf } from '../../test-support/demo-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let school: string;
let expert: string;
let rival: { token: string; groupId: string };
let stageId: string;
let stageKey: number;

const PREVIEW = '/review/distribution/preview';
const APPLY = '/review/distribution/apply';
const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });

/** Every assignment of the stage as (entry public id, expert public id, source, status), in id order. */
const stageAssignments = async () =>
  t.db
    .select({
      entryId: reviewEntries.publicId,
      expertId: experts.publicId,
      source: reviewAssignments.source,
      status: reviewAssignments.status,
    })
    .from(reviewAssignments)
    .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
    .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
    .where(eq(reviewEntries.stageId, stageKey))
    .orderBy(asc(reviewAssignments.id));

const setK = (k: number) =>
  t.db.update(reviewSettings).set({ expertsPerEntry: k }).where(eq(reviewSettings.stageId, stageKey));

const preview = async () => {
  const res = await t.post<DistributionPreview>(PREVIEW, { stageId }, org());
  expect(res.body.code).toBe(0);
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestApp();
  [organizer, school, expert] = (await Promise.all(
    ['organizer', 'school', 'expert'].map((u) => t.login(u)),
  )) as [string, string, string];
  ({ stageId, stageKey } = await firstStageOf(t, '创意设计赛'));
  rival = await createRivalOrganiser(t, 'rival_distribution', ['review:distribute']);
});
afterAll(() => t.close());

describe('distribution preview and apply: refusals', () => {
  it('refuses without a session, without the permission, and another organiser’s stage; writes nothing', async () => {
    const before = await stageAssignments();
    const fingerprint = 'a'.repeat(64);
    expect((await t.post(PREVIEW, { stageId })).body.code).toBe(11000);
    expect((await t.post(APPLY, { stageId, fingerprint })).body.code).toBe(11000);
    for (const token of [school, expert]) {
      expect((await t.post(PREVIEW, { stageId }, { token })).body.code).toBe(401);
      expect((await t.post(APPLY, { stageId, fingerprint }, { token })).body.code).toBe(401);
    }
    expect((await t.post(PREVIEW, { stageId }, rival)).body.code).toBe(404);
    await setK(4);
    try {
      // Even with the right fingerprint, another organiser's stage is not found.
      const real = await preview();
      expect((await t.post(APPLY, { stageId, fingerprint: real.fingerprint }, rival)).body.code).toBe(404);
    } finally {
      await setK(3);
    }
    expect((await t.post(APPLY, { stageId, fingerprint: 'not-a-hash' }, org())).body.code).toBe(400);
    expect((await t.post(PREVIEW, { stageId, extra: 1 }, org())).body.code).toBe(400);
    expect(await stageAssignments()).toEqual(before);
  });
});

describe('distribution preview and apply', () => {
  afterAll(() => setK(3));

  it('previews without writing: proposals with reasons, loads per expert, a stable fingerprint', async () => {
    const full = await preview();
    // The demo stage is fully distributed at k = 3: nothing to propose.
    expect(full.assignments).toEqual([]);
    expect(full.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    await setK(4);
    const before = await stageAssignments();
    const first = await preview();
    expect(first.fingerprint).not.toBe(full.fingerprint);
    expect(first.expertsPerEntry).toBe(4);
    expect(first.assignments.length).toBeGreaterThan(0);
    for (const a of first.assignments) {
      expect(a.reason).toMatchObject({ fieldMatch: expect.any(Boolean), cap: first.perExpertCap });
      // Never an expert the entry already has.
      expect(before.some((b) => b.entryId === a.entryId && b.expertId === a.expertId)).toBe(false);
    }
    // Loads: before = what each expert holds now, added = the proposals, never above the cap.
    for (const l of first.loads) {
      expect(l.before).toBe(before.filter((b) => b.expertId === l.expertId).length);
      expect(l.added).toBe(first.assignments.filter((a) => a.expertId === l.expertId).length);
      expect(l.before + l.added).toBeLessThanOrEqual(l.cap);
    }
    // Every entry gets to k or is listed as unassigned with what is missing.
    const entries = new Set(before.map((b) => b.entryId));
    for (const entryId of entries) {
      const have =
        before.filter((b) => b.entryId === entryId).length +
        first.assignments.filter((a) => a.entryId === entryId).length;
      const short = first.unassigned.find((u) => u.entryId === entryId);
      expect(have + (short?.missing ?? 0)).toBe(4);
      if (short) expect(short.reason).toBe(short.eligible < 4 ? 'conflicts' : 'capacity');
    }
    expect(await stageAssignments()).toEqual(before);
    const second = await preview();
    expect(second).toEqual(first);
  });

  it('refuses an apply after a change with 409 in the caller’s language and writes nothing', async () => {
    const stale = await preview();
    const before = await stageAssignments();
    // A conflict declared since the preview is a change of input.
    const [somebody] = await t.db.select().from(experts).where(eq(experts.name, '王立群'));
    const conflicts = somebody!.conflictGroupIds;
    await t.db
      .update(experts)
      .set({ conflictGroupIds: [...conflicts, t.fixture.groups.platform.id] })
      .where(eq(experts.id, somebody!.id));
    try {
      const zh = await t.post(APPLY, { stageId, fingerprint: stale.fingerprint }, org());
      expect(zh.body).toMatchObject({ code: 409, msg: '分配条件已变化，请重新预览' });
      const en = await t.post(APPLY, { stageId, fingerprint: stale.fingerprint }, { ...org(), lang: 'en' });
      expect(en.body).toMatchObject({ code: 409, msg: expect.stringMatching(/changed since the preview/) });
      expect(await stageAssignments()).toEqual(before);
    } finally {
      await t.db.update(experts).set({ conflictGroupIds: conflicts }).where(eq(experts.id, somebody!.id));
    }
    // The inputs back as they were: the same fingerprint again.
    expect((await preview()).fingerprint).toBe(stale.fingerprint);
  });

  it('applies an unchanged preview exactly as shown, once; the same fingerprint again is refused; audited', async () => {
    const mark = await operationLogMark(t);
    const shown = await preview();
    const before = await stageAssignments();
    const res = await t.post<DistributionApplyResult>(
      APPLY,
      { stageId, fingerprint: shown.fingerprint },
      org(),
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      created: shown.assignments.length,
      shortEntries: shown.unassigned.length,
      withdrawn: 0,
    });
    const after = await stageAssignments();
    const added = after.slice(before.length);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(added.map((a) => [a.entryId, a.expertId]).sort()).toEqual(
      shown.assignments.map((a) => [a.entryId, a.expertId]).sort(),
    );
    expect(added.every((a) => a.source === 'auto' && a.status === 'assigned')).toBe(true);
    expect((await waitForOperationLog(t, 'review', 'distributionApply', mark)).success).toBe(true);
    const refusedMark = await operationLogMark(t);
    const again = await t.post(APPLY, { stageId, fingerprint: shown.fingerprint }, org());
    expect(again.body.code).toBe(409);
    expect(await stageAssignments()).toEqual(after);
    expect((await waitForOperationLog(t, 'review', 'distributionApply', refusedMark)).success).toBe(false);
  });

  it('of two concurrent applies of one preview, exactly one writes', async () => {
    await setK(5);
    const shown = await preview();
    expect(shown.assignments.length).toBeGreaterThan(0);
    const before = await stageAssignments();
    const results = await Promise.all(
      [0, 1].map(() =>
        t.post<DistributionApplyResult>(APPLY, { stageId, fingerprint: shown.fingerprint }, org()),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 409]);
    const winner = results.find((r) => r.body.code === 0)!;
    expect(winner.body.data.created).toBe(shown.assignments.length);
    expect((await stageAssignments()).length).toBe(before.length + shown.assignments.length);
    // Nothing is left to add: a new preview proposes nothing more than what caps and conflicts refuse.
    const next = await preview();
    expect(next.assignments).toEqual([]);
  });

  it('withdraws unstarted assignments of an expert who left the pool, as previewed', async () => {
    const before = await stageAssignments();
    const [leaving] = await t.db.select().from(experts).where(eq(experts.name, '郑雅婷'));
    await t.db.update(experts).set({ status: 'disabled' }).where(eq(experts.id, leaving!.id));
    try {
      const shown = await preview();
      const unstarted = before.filter((b) => b.expertId === leaving!.publicId && b.status === 'assigned');
      expect(shown.withdrawn).toHaveLength(unstarted.length);
      expect(shown.loads.some((l) => l.expertId === leaving!.publicId)).toBe(false);
      expect(await stageAssignments()).toEqual(before);
      const res = await t.post<DistributionApplyResult>(
        APPLY,
        { stageId, fingerprint: shown.fingerprint },
        org(),
      );
      expect(res.body.data.withdrawn).toBe(unstarted.length);
      const left = (await stageAssignments()).filter((a) => a.expertId === leaving!.publicId);
      expect(left.every((a) => a.status !== 'assigned')).toBe(true);
    } finally {
      await t.db.update(experts).set({ status: 'active' }).where(eq(experts.id, leaving!.id));
    }
  });
});
