import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EliminationCommitResult, EliminationPreview, EliminationState } from '@podium/contracts';
import {
  competitions,
  competitionStages,
  experts,
  reviewAssignments,
  reviewEntries,
  reviewPromotions,
} from '../../../db/schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { operationLogMark, waitForOperationLog } from '../../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../../test-support/rival-organiser.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let expert: string;
let school: string;
let rival: { token: string; groupId: string };
let stageId: string;
let stageKey: number;
let nextKey: number;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const PREVIEW = '/review/elimination/preview';
const COMMIT = '/review/elimination/commit';
const UNDO = '/review/elimination/undo';
const TOP2 = { mode: 'top', top: 2 } as const;

const nextEntries = () =>
  t.db.select().from(reviewEntries).where(eq(reviewEntries.stageId, nextKey)).orderBy(asc(reviewEntries.id));
const commit = async () => {
  const res = await t.post<EliminationCommitResult>(COMMIT, { stageId, rule: TOP2 }, org());
  expect(res.body.code).toBe(0);
  expect(res.body.data.applied).toBe(true);
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestApp();
  [organizer, expert, school] = (await Promise.all(
    ['organizer', 'expert', 'school'].map((u) => t.login(u)),
  )) as [string, string, string];
  const stages = await t.db
    .select({ publicId: competitionStages.publicId, id: competitionStages.id })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, '创意设计赛'))
    .orderBy(asc(competitionStages.orderNum));
  stageId = stages[0]!.publicId;
  stageKey = stages[0]!.id;
  nextKey = stages[1]!.id;
  rival = await createRivalOrganiser(t, 'rival_undo', ['review:eliminate']);
  expect((await t.post('/review/comment/result/finalScoreCalculation', { stageId }, org())).body.code).toBe(
    0,
  );
});
afterAll(() => t.close());

describe('undo a committed promotion', () => {
  it('refuses without a session, without the permission, another organiser’s stage, and nothing to undo', async () => {
    expect((await t.post(UNDO, { stageId })).body.code).toBe(11000);
    for (const token of [expert, school])
      expect((await t.post(UNDO, { stageId }, { token })).body.code).toBe(401);
    await commit();
    try {
      expect((await t.post(UNDO, { stageId }, rival)).body.code).toBe(404);
      expect(await t.db.select().from(reviewPromotions)).toHaveLength(1);
    } finally {
      expect((await t.post(UNDO, { stageId }, org())).body.code).toBe(0);
    }
    const none = await t.post(UNDO, { stageId }, org());
    expect(none.body).toMatchObject({ code: 409, msg: '该阶段没有可撤销的晋级' });
    const en = await t.post(UNDO, { stageId }, { ...org(), lang: 'en' });
    expect(en.body.msg).toBe('This stage has no committed promotion to undo');
  });

  it('removes exactly the entries it created, in one go; a second undo is refused; audited; can commit again', async () => {
    // One promoted team is already in the next stage by another path: the commit does not create it,
    // so the undo must leave it.
    const preview = (await t.post<EliminationPreview>(PREVIEW, { stageId, rule: TOP2 }, org())).body.data;
    const promotedIds = preview.rows.filter((r) => r.promoted).map((r) => r.entryId);
    expect(promotedIds.length).toBeGreaterThan(1);
    const [already] = await t.db
      .select({ teamId: reviewEntries.teamId })
      .from(reviewEntries)
      .where(eq(reviewEntries.publicId, promotedIds[0]!));
    const [kept] = await t.db
      .insert(reviewEntries)
      .values({ publicId: newPublicId(), stageId: nextKey, teamId: already!.teamId })
      .returning();
    try {
      const mark = await operationLogMark(t);
      const committed = await commit();
      expect(committed.enrolled).toBe(promotedIds.length - 1);
      expect(await nextEntries()).toHaveLength(promotedIds.length);
      const res = await t.post<{ removed: number }>(UNDO, { stageId }, org());
      expect(res.body).toMatchObject({ code: 0, data: { removed: promotedIds.length - 1 } });
      expect((await nextEntries()).map((e) => e.id)).toEqual([kept!.id]);
      const state = await t.get<EliminationState>('/review/elimination/get', {
        ...org(),
        query: { stageId },
      });
      expect(state.body.data.committed).toBeNull();
      const log = await waitForOperationLog(t, 'review', 'promotionUndo', mark);
      expect(log.success).toBe(true);
      const again = await t.post(UNDO, { stageId }, org());
      expect(again.body.code).toBe(409);
      expect((await nextEntries()).map((e) => e.id)).toEqual([kept!.id]);
      // Undone, the stage can be promoted again.
      expect((await commit()).enrolled).toBe(promotedIds.length - 1);
      expect((await t.post(UNDO, { stageId }, org())).body.code).toBe(0);
    } finally {
      await t.db.delete(reviewEntries).where(eq(reviewEntries.id, kept!.id));
    }
  });

  it('is refused once an entry it created has an assignment or a work, and removes nothing', async () => {
    const committed = await commit();
    const created = await nextEntries();
    expect(created).toHaveLength(committed.enrolled);
    const [someone] = await t.db.select().from(experts).where(eq(experts.name, '王立群'));
    const [assignment] = await t.db
      .insert(reviewAssignments)
      .values({ publicId: newPublicId(), entryId: created[0]!.id, expertId: someone!.id, source: 'manual' })
      .returning();
    const refused = await t.post(UNDO, { stageId }, org());
    expect(refused.body.code).toBe(409);
    expect(refused.body.msg).toMatch(
      /^已有 1 支晋级队伍在下一阶段产生了作品、评审分配或成绩（如“.+”），不能撤销晋级$/,
    );
    expect(await nextEntries()).toEqual(created);
    expect(await t.db.select().from(reviewPromotions)).toHaveLength(1);
    await t.db.delete(reviewAssignments).where(eq(reviewAssignments.id, assignment!.id));

    // A work attached to two of them: refused, naming two teams' count, in English too.
    await t.db
      .update(reviewEntries)
      .set({ workRef: 'w-1' })
      .where(
        inArray(
          reviewEntries.id,
          created.slice(0, 2).map((e) => e.id),
        ),
      );
    const en = await t.post(UNDO, { stageId }, { ...org(), lang: 'en' });
    expect(en.body).toMatchObject({
      code: 409,
      msg: expect.stringMatching(/^2 promoted team\(s\) already have/),
    });
    expect(await nextEntries()).toHaveLength(created.length);
    await t.db
      .update(reviewEntries)
      .set({ workRef: null })
      .where(
        inArray(
          reviewEntries.id,
          created.map((e) => e.id),
        ),
      );

    // Activity gone: the undo goes through.
    expect((await t.post(UNDO, { stageId }, org())).body.code).toBe(0);
    expect(await nextEntries()).toEqual([]);
  });

  it('of two concurrent undos exactly one succeeds', async () => {
    await commit();
    const results = await Promise.all([0, 1].map(() => t.post(UNDO, { stageId }, org())));
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 409]);
    expect(await nextEntries()).toEqual([]);
    expect(await t.db.select().from(reviewPromotions).where(eq(reviewPromotions.stageId, stageKey))).toEqual(
      [],
    );
  });
});

describe('a per-school cap across the whole stage', () => {
  it('lets no school through more than K over all items and groups, and says which entries it cut', async () => {
    const rule = { mode: 'percent', percent: 100, maxPerSchool: 1 } as const;
    const perBucket = (await t.post<EliminationPreview>(PREVIEW, { stageId, rule }, org())).body.data;
    const res = await t.post<EliminationPreview>(
      PREVIEW,
      { stageId, rule: { ...rule, schoolCapScope: 'stage' } },
      org(),
    );
    expect(res.body.code).toBe(0);
    const { rows, buckets } = res.body.data;
    const through = rows.filter((r) => r.promoted);
    const schools = through.map((r) => r.schoolName);
    expect(new Set(schools).size).toBe(schools.length);
    const cut = rows.filter((r) => r.reason === 'schoolCapStage');
    expect(cut.length).toBeGreaterThan(0);
    // Each entry cut by it belongs to a school that has an entry through, scoring at least as well.
    for (const r of cut) {
      const holder = through.find((x) => x.schoolName === r.schoolName)!;
      expect(holder.score!).toBeGreaterThanOrEqual(r.score!);
    }
    expect(rows.some((r) => r.reason === 'schoolCap')).toBe(false);
    // Never looser than the per-bucket cap on the same rule.
    expect(through.length).toBeLessThanOrEqual(perBucket.rows.filter((r) => r.promoted).length);
    expect(buckets.length).toBe(perBucket.buckets.length);

    const bad = await t.post(PREVIEW, { stageId, rule: { ...rule, schoolCapScope: 'school' } }, org());
    expect(bad.body.code).toBe(400);
    // The committed rule keeps the scope, and enrols only the stage-capped entries.
    const committed = await t.post<EliminationCommitResult>(
      COMMIT,
      { stageId, rule: { ...rule, schoolCapScope: 'stage' } },
      org(),
    );
    expect(committed.body.data.record.rule).toMatchObject({ schoolCapScope: 'stage', maxPerSchool: 1 });
    expect(committed.body.data.enrolled).toBe(through.length);
    expect((await t.post(UNDO, { stageId }, org())).body.code).toBe(0);
  });
});
