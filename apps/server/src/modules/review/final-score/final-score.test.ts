import { and, eq, ne, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinalScoreRow, FinalScoreSummary, ReviewSetting } from '@podium/contracts';
import {
  competitions,
  competitionStages,
  groups,
  reviewAssignments,
  reviewEntries,
  reviewResults,
} from '../../../db/schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let expert: string;
let school: string;
/** An organiser of a sibling group, with the same permissions: the demo stage is not theirs. */
let rival: { token: string; groupId: string };
let stageId: string;
let stageKey: number;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const CALC = '/review/comment/result/finalScoreCalculation';
const LIST = '/review/comment/result/list';

/** Submitted totals per entry public id, straight from the database. */
const submittedTotals = async () => {
  const rows = await t.db
    .select({ entry: reviewEntries.publicId, total: reviewAssignments.total })
    .from(reviewAssignments)
    .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
    .where(and(eq(reviewEntries.stageId, stageKey), eq(reviewAssignments.status, 'submitted')));
  const map = new Map<string, number[]>();
  for (const r of rows) map.set(r.entry, [...(map.get(r.entry) ?? []), r.total ?? 0]);
  return map;
};

beforeAll(async () => {
  t = await createTestApp();
  [organizer, expert, school] = (await Promise.all(
    ['organizer', 'expert', 'school'].map((u) => t.login(u)),
  )) as [string, string, string];
  const [row] = await t.db
    .select({ publicId: competitionStages.publicId, id: competitionStages.id })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, '创意设计赛'));
  stageId = row!.publicId;
  stageKey = row!.id;
  const platform = t.fixture.groups.platform;
  const [sibling] = await t.db
    .insert(groups)
    .values({
      publicId: newPublicId(),
      name: '另一组委会',
      code: 'ORG-RIVAL',
      type: 'organizer',
      parentId: platform.id,
      path: '',
    })
    .returning();
  await t.db
    .update(groups)
    .set({ path: `${platform.path}${sibling!.id}/` })
    .where(eq(groups.id, sibling!.id));
  rival = await createActor(t, {
    username: 'rival',
    group: { id: sibling!.id, publicId: sibling!.publicId },
    permissions: ['review:distribute'],
  });
});
afterAll(() => t.close());

describe('final score refusals', () => {
  it('refuses without a session, without the permission, and for another organiser’s stage', async () => {
    expect((await t.post(CALC, { stageId })).body.code).toBe(11000);
    expect((await t.get(LIST, { query: { stageId } })).body.code).toBe(11000);
    expect((await t.post(CALC, { stageId }, { token: expert })).body.code).toBe(401);
    expect((await t.post(CALC, { stageId }, { token: school })).body.code).toBe(401);
    expect((await t.get(LIST, { token: expert, query: { stageId } })).body.code).toBe(401);
    expect((await t.post(CALC, { stageId }, rival)).body.code).toBe(404);
    expect((await t.get(LIST, { ...rival, query: { stageId } })).body.code).toBe(404);
    expect((await t.post(CALC, {}, org())).body.code).toBe(400);
    expect(await t.db.select().from(reviewResults)).toEqual([]);
  });

  it('says so when a stage has no submitted scores, in the caller language', async () => {
    // Another stage of the demo organiser without a submitted score (the statistics season's finished
    // edition has its own).
    const [other] = await t.db
      .select({ publicId: competitionStages.publicId })
      .from(competitionStages)
      .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
      .where(
        and(
          eq(competitions.groupId, t.fixture.groups.organizer.id),
          ne(competitionStages.id, stageKey),
          notExists(
            t.db
              .select({ id: reviewAssignments.id })
              .from(reviewAssignments)
              .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
              .where(
                and(
                  eq(reviewEntries.stageId, competitionStages.id),
                  eq(reviewAssignments.status, 'submitted'),
                ),
              ),
          ),
        ),
      )
      .limit(1);
    if (!other) throw new Error('the demo organiser needs a second stage');
    const zh = await t.post(CALC, { stageId: other.publicId }, org());
    expect(zh.body).toMatchObject({ code: 400, msg: '该阶段还没有已提交的评分，无法计算最终成绩' });
    const en = await t.post(CALC, { stageId: other.publicId }, { ...org(), lang: 'en' });
    expect(en.body.msg).toMatch(/No scores have been submitted/);
  });
});

describe('final score calculation', () => {
  it('stores the mean of the submitted totals, ranked, each expandable into its experts’ totals; audited', async () => {
    const mark = await operationLogMark(t);
    const calc = await t.post<FinalScoreSummary>(CALC, { stageId }, org());
    expect(calc.body.code).toBe(0);
    const totals = await submittedTotals();
    expect(calc.body.data).toMatchObject({ method: 'mean', entries: totals.size });
    expect(calc.body.data.scoreRows).toBe([...totals.values()].flat().length);
    expect((await waitForOperationLog(t, 'review', 'finalScore', mark)).success).toBe(true);

    const list = await t.get<FinalScoreRow[]>(LIST, { ...org(), query: { stageId } });
    expect(list.body.data).toHaveLength(totals.size);
    for (const row of list.body.data) {
      const mine = totals.get(row.entryId)!;
      const mean = mine.reduce((s, x) => s + x, 0) / mine.length;
      expect(row.rawMean).toBeCloseTo(mean, 3);
      expect(row.adjusted).toBeCloseTo(mean, 3);
      expect(row.breakdown.experts.map((e) => e.total).sort()).toEqual([...mine].sort());
      expect(row.breakdown.experts.every((e) => e.expertName.length > 0)).toBe(true);
      const range = Math.max(...mine) - Math.min(...mine);
      if (range > 0.2 * row.breakdown.maxTotal) expect(row.flagged).toBe(true);
    }
    // Within each item and group: adjusted scores never rise; ties share a rank, else rank = position.
    const seen = new Map<string, { prev: FinalScoreRow; position: number }>();
    for (const row of list.body.data) {
      const key = `${row.itemName}/${row.groupName}`;
      const last = seen.get(key);
      const position = (last?.position ?? 0) + 1;
      if (last) expect(row.adjusted).toBeLessThanOrEqual(last.prev.adjusted);
      expect(row.rank).toBe(last && row.adjusted === last.prev.adjusted ? last.prev.rank : position);
      seen.set(key, { prev: row, position });
    }
  });

  it('re-runs with the stage’s new method and replaces the stored results', async () => {
    const got = await t.get<ReviewSetting>('/review/setting/get', { ...org(), query: { stageId } });
    const { reviewStart: _s, reviewEnd: _e, ...setting } = got.body.data;
    expect(
      (await t.post('/review/setting/save', { ...setting, finalMethod: 'trimmedMean' }, org())).body.code,
    ).toBe(0);
    expect((await t.post<FinalScoreSummary>(CALC, { stageId }, org())).body.data.method).toBe('trimmedMean');
    const list = await t.get<FinalScoreRow[]>(LIST, { ...org(), query: { stageId } });
    for (const row of list.body.data) {
      expect(row.method).toBe('trimmedMean');
      const kept = row.breakdown.experts.filter((e) => !e.dropped).map((e) => e.total);
      expect(row.breakdown.experts.filter((e) => e.dropped)).toHaveLength(row.expertCount >= 3 ? 2 : 0);
      expect(row.adjusted).toBeCloseTo(kept.reduce((s, x) => s + x, 0) / kept.length, 3);
    }
    const stored = await t.db.select().from(reviewResults).where(eq(reviewResults.stageId, stageKey));
    expect(stored).toHaveLength(list.body.data.length);
    expect(stored.every((r) => r.method === 'trimmedMean')).toBe(true);
    await t.post('/review/setting/save', setting, org());
  });
});
