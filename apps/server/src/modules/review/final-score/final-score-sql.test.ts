import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinalScoreRow, FinalScoreSummary } from '@podium/contracts';
import {
  competitionItems,
  competitions,
  competitionStages,
  enrollTeams,
  experts,
  reviewAssignments,
  reviewEntries,
  reviewResults,
  reviewSettings,
  type ReviewColumn,
} from '../../../db/schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { computeFinalScores, type FinalMethod, type ScoreColumn } from './methods.ts';

// The database computes final scores (final-score-sql.ts); methods.ts is the reference. These tests build
// fresh stages through the schema, calculate through the real route, and hold the stored results against
// the hand-worked examples of methods.test.ts and against methods.ts on randomised stages.

let t: TestApp;
let organizer: string;
let competitionId: number;
let itemId: number;
let stageOrder = 50;
const CALC = '/review/comment/result/finalScoreCalculation';

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  const [competition] = await t.db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.shortName, '创意设计赛'));
  competitionId = competition!.id;
  const [item] = await t.db
    .select({ id: competitionItems.id })
    .from(competitionItems)
    .where(eq(competitionItems.competitionId, competitionId))
    .limit(1);
  itemId = item!.id;
});
afterAll(() => t.close());

/** One submitted score: entry and expert by their index in the case, the columns' scores and their total. */
type CaseRow = { entry: number; expert: number; total: number; scores?: Record<string, number> };

const column = (key: string, max: number, weight: number): ReviewColumn => ({
  key,
  name: key,
  max,
  weight,
  commentRequired: false,
  visibleToEntrant: false,
});

/** A fresh stage of the demo organiser holding exactly these submitted scores, with the method and columns. */
const makeStage = async (rows: CaseRow[], method: FinalMethod, columns: ReviewColumn[]) => {
  const [stage] = await t.db
    .insert(competitionStages)
    .values({ publicId: newPublicId(), competitionId, name: `SQL ${stageOrder}`, orderNum: stageOrder++ })
    .returning();
  await t.db.insert(reviewSettings).values({ stageId: stage!.id, finalMethod: method, columns });
  const entryIds = new Map<number, number>();
  const expertIds = new Map<number, number>();
  for (const index of new Set(rows.map((r) => r.entry))) {
    const [team] = await t.db
      .insert(enrollTeams)
      .values({
        publicId: newPublicId(),
        competitionId,
        stageId: stage!.id,
        itemId,
        schoolGroupId: t.fixture.groups.schoolA.id,
        captainId: t.fixture.users.student.id,
        name: `队 ${index}`,
        status: 'approved',
      })
      .returning({ id: enrollTeams.id });
    const [entry] = await t.db
      .insert(reviewEntries)
      .values({ publicId: newPublicId(), stageId: stage!.id, teamId: team!.id })
      .returning({ id: reviewEntries.id });
    entryIds.set(index, entry!.id);
  }
  for (const index of new Set(rows.map((r) => r.expert))) {
    const [expert] = await t.db
      .insert(experts)
      .values({ publicId: newPublicId(), groupId: t.fixture.groups.organizer.id, name: `专家 ${index}` })
      .returning({ id: experts.id });
    expertIds.set(index, expert!.id);
  }
  await t.db.insert(reviewAssignments).values(
    rows.map((r) => ({
      publicId: newPublicId(),
      entryId: entryIds.get(r.entry)!,
      expertId: expertIds.get(r.expert)!,
      source: 'auto',
      status: 'submitted',
      scores: r.scores ?? {},
      total: r.total,
      submittedAt: new Date(),
    })),
  );
  const calc = await t.post<FinalScoreSummary>(CALC, { stageId: stage!.publicId }, { token: organizer });
  expect(calc.body.code).toBe(0);
  const stored = await t.db.select().from(reviewResults).where(eq(reviewResults.stageId, stage!.id));
  const entryOf = new Map([...entryIds].map(([index, id]) => [id, index]));
  return {
    stageId: stage!.id,
    summary: calc.body.data,
    /** Stored results by the case's entry index. */
    results: new Map(stored.map((r) => [entryOf.get(r.entryId)!, r])),
  };
};

type Breakdown = FinalScoreRow['breakdown'];
const breakdownOf = (r: { breakdown: unknown }) => r.breakdown as Breakdown;

describe('the database gives the hand-worked results of methods.test.ts', () => {
  const columns = [column('a', 60, 2), column('b', 40, 1)];

  it('mean', async () => {
    const { results, summary } = await makeStage(
      [
        { entry: 1, expert: 1, total: 80 },
        { entry: 1, expert: 2, total: 70 },
        { entry: 1, expert: 3, total: 90 },
        { entry: 2, expert: 1, total: 50 },
        { entry: 2, expert: 2, total: 75 },
      ],
      'mean',
      columns,
    );
    expect(summary).toEqual({ method: 'mean', entries: 2, flagged: 1, scoreRows: 5 });
    expect(results.get(1)).toMatchObject({ rawMean: 80, adjusted: 80, flagged: false, expertCount: 3 });
    expect(breakdownOf(results.get(1)!)).toMatchObject({ range: 20, sd: 8.165, maxTotal: 100 });
    expect(results.get(2)).toMatchObject({ rawMean: 62.5, adjusted: 62.5, flagged: true });
    expect(breakdownOf(results.get(2)!).experts.map((e) => [e.expertName, e.used])).toEqual([
      ['专家 1', 50],
      ['专家 2', 75],
    ]);
  });

  it('trimmed mean', async () => {
    const { results } = await makeStage(
      [
        { entry: 1, expert: 1, total: 80 },
        { entry: 1, expert: 2, total: 70 },
        { entry: 1, expert: 3, total: 90 },
        { entry: 1, expert: 4, total: 40 },
        { entry: 2, expert: 1, total: 60 },
        { entry: 2, expert: 2, total: 70 },
      ],
      'trimmedMean',
      columns,
    );
    expect(results.get(1)).toMatchObject({ rawMean: 70, adjusted: 75, flagged: true });
    const parts = breakdownOf(results.get(1)!).experts;
    expect(parts.filter((e) => e.dropped).map((e) => e.total)).toEqual([90, 40]);
    expect(results.get(2)).toMatchObject({ rawMean: 65, adjusted: 65 });
    expect(breakdownOf(results.get(2)!).experts.some((e) => e.dropped)).toBe(false);
  });

  it('weighted columns', async () => {
    const { results } = await makeStage(
      [
        { entry: 1, expert: 1, total: 70, scores: { a: 30, b: 40 } },
        { entry: 1, expert: 2, total: 60, scores: { a: 60, b: 0 } },
      ],
      'weighted',
      columns,
    );
    expect(results.get(1)!.rawMean).toBe(65);
    expect(results.get(1)!.adjusted).toBeCloseTo(66.6667, 4);
    expect(breakdownOf(results.get(1)!).experts.map((e) => e.used)).toEqual([66.6667, 66.6667]);
  });

  it('per-expert normalisation, including an expert with one repeated total', async () => {
    const { results } = await makeStage(
      [
        { entry: 1, expert: 1, total: 60 },
        { entry: 2, expert: 1, total: 80 },
        { entry: 3, expert: 1, total: 70 },
        { entry: 1, expert: 2, total: 90 },
        { entry: 2, expert: 2, total: 100 },
        { entry: 3, expert: 2, total: 80 },
      ],
      'zScore',
      columns,
    );
    expect(results.get(1)).toMatchObject({ rawMean: 75 });
    expect(results.get(1)!.adjusted).toBeCloseTo(72.0943, 4);
    expect(results.get(2)!.adjusted).toBeCloseTo(95.8114, 4);
    expect(results.get(3)!.adjusted).toBeCloseTo(72.0943, 4);
    expect(breakdownOf(results.get(1)!)).toMatchObject({ pooledMean: 80, pooledSd: 12.9099 });
    expect(breakdownOf(results.get(1)!).experts[0]).toMatchObject({
      expertMean: 70,
      expertSd: 8.165,
      z: -1.2247,
      used: 64.1886,
    });

    const constant = await makeStage(
      [
        { entry: 1, expert: 1, total: 50 },
        { entry: 2, expert: 1, total: 50 },
        { entry: 1, expert: 2, total: 70 },
        { entry: 2, expert: 2, total: 90 },
      ],
      'zScore',
      columns,
    );
    expect(breakdownOf(constant.results.get(1)!).experts[0]).toMatchObject({ z: 0, used: 65 });
  });
});

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
const generator = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

/**
 * A random stage: 2–4 columns (maxima 10–100, weights 0–3, sometimes all 0), 25 entries with 1–6 of 10
 * experts each, scores in half points; one expert gives the same scores throughout (SD 0, so z = 0).
 */
const randomCase = (seed: number) => {
  const random = generator(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  const noWeights = random() < 0.2;
  const columns = Array.from({ length: 2 + Math.floor(random() * 3) }, (_, i) =>
    column(`c${i}`, pick([10, 20, 25, 30, 40, 50, 100]), noWeights ? 0 : pick([0, 1, 1, 2, 3])),
  );
  const rows: CaseRow[] = [];
  for (let entry = 1; entry <= 25; entry++) {
    const panel = [...Array(10).keys()].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 6));
    for (const expert of panel) {
      const scores = Object.fromEntries(
        columns.map((c) => [c.key, expert === 0 ? c.max / 2 : Math.round(random() * c.max * 2) / 2]),
      );
      rows.push({ entry, expert, scores, total: Object.values(scores).reduce((s, x) => s + x, 0) });
    }
  }
  return { columns, rows };
};

/** Equal to the 4 decimals both sides round to, allowing one unit where a rounding lands on a half. */
const near = (actual: number | undefined, expected: number | undefined) => {
  if (expected === undefined) return expect(actual).toBeUndefined();
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(1.0001e-4);
};

describe('the database agrees with methods.ts on randomised stages', () => {
  const methods: FinalMethod[] = ['mean', 'trimmedMean', 'weighted', 'zScore'];
  for (const method of methods) {
    it(method, async () => {
      for (const seed of [methods.indexOf(method) * 101 + 7, methods.indexOf(method) * 101 + 8]) {
        const { columns, rows } = randomCase(seed);
        const { stageId, results, summary } = await makeStage(rows, method, columns);
        // The reference on the same rows, in assignment order (the database breaks ties by it too).
        const stored = await t.db
          .select({
            entryId: reviewAssignments.entryId,
            expertId: reviewAssignments.expertId,
            expertPublicId: experts.publicId,
            scores: reviewAssignments.scores,
            total: reviewAssignments.total,
          })
          .from(reviewAssignments)
          .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
          .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
          .where(eq(reviewEntries.stageId, stageId))
          .orderBy(asc(reviewAssignments.id));
        const publicIds = new Map(stored.map((r) => [r.expertId, r.expertPublicId]));
        const reference = computeFinalScores(
          method,
          columns as ScoreColumn[],
          stored.map((r) => ({ ...r, total: r.total ?? 0 })),
        );
        const byEntryId = new Map([...results.values()].map((r) => [r.entryId, r]));
        expect(summary).toEqual({
          method,
          entries: reference.length,
          flagged: reference.filter((r) => r.flagged).length,
          scoreRows: rows.length,
        });
        for (const expected of reference) {
          const got = byEntryId.get(expected.entryId)!;
          const context = `seed ${seed}, entry ${expected.entryId}`;
          expect(got.flagged, context).toBe(expected.flagged);
          expect(got.expertCount, context).toBe(expected.breakdown.experts.length);
          expect(got.rawMean, context).toBeCloseTo(expected.rawMean, 3);
          expect(got.adjusted, context).toBeCloseTo(expected.adjusted, 3);
          const breakdown = breakdownOf(got);
          near(breakdown.sd, expected.breakdown.sd);
          near(breakdown.range, expected.breakdown.range);
          expect(breakdown.maxTotal).toBe(expected.breakdown.maxTotal);
          near(breakdown.pooledMean, expected.breakdown.pooledMean);
          near(breakdown.pooledSd, expected.breakdown.pooledSd);
          expect(breakdown.experts.map((e) => e.expertId)).toEqual(
            expected.breakdown.experts.map((e) => publicIds.get(e.expertId)),
          );
          breakdown.experts.forEach((part, i) => {
            const want = expected.breakdown.experts[i]!;
            expect(part.total, context).toBe(want.total);
            near(part.used, want.used);
            expect(part.dropped ?? false, context).toBe(want.dropped ?? false);
            near(part.expertMean, want.expertMean);
            near(part.expertSd, want.expertSd);
            near(part.z, want.z);
          });
        }
      }
    });
  }
});
