import { describe, expect, it } from 'vitest';
import { decidePromotion, quotaOf, type PromotionCandidate } from './rules.ts';

const entry = (
  entryId: string,
  score: number | null,
  schoolId: string | null = null,
  item = 'A',
  group = 'G',
) => ({ entryId, schoolId, itemKey: item, groupKey: group, score }) satisfies PromotionCandidate;

const outcome = (result: ReturnType<typeof decidePromotion>) =>
  Object.fromEntries(result.decisions.map((d) => [d.entryId, `${d.rank}:${d.reason}`]));

describe('quota', () => {
  it('is top N capped at the bucket size, or ⌊count × percent⌋ and at least one', () => {
    expect(quotaOf({ mode: 'top', top: 3 }, 10)).toBe(3);
    expect(quotaOf({ mode: 'top', top: 3 }, 2)).toBe(2);
    // 7 × 30 % = 2.1 → 2 (and 2.0999… from floating point must not become 1).
    expect(quotaOf({ mode: 'percent', percent: 30 }, 7)).toBe(2);
    expect(quotaOf({ mode: 'percent', percent: 30 }, 10)).toBe(3);
    expect(quotaOf({ mode: 'percent', percent: 10 }, 3)).toBe(1);
    expect(quotaOf({ mode: 'percent', percent: 0 }, 30)).toBe(0);
    expect(quotaOf({ mode: 'percent', percent: 100 }, 4)).toBe(4);
  });
});

describe('promotion by rule, worked by hand', () => {
  it('top 2 per item × group: each bucket ranked and cut on its own', () => {
    const r = decidePromotion({ mode: 'top', top: 2 }, [
      entry('a1', 90),
      entry('a2', 80),
      entry('a3', 70),
      entry('b1', 60, null, 'B'),
      entry('b2', 95, null, 'B'),
      entry('c1', 50, null, 'A', 'H'),
    ]);
    expect(outcome(r)).toEqual({
      a1: '1:withinQuota',
      a2: '2:withinQuota',
      a3: '3:outsideQuota',
      b2: '1:withinQuota',
      b1: '2:withinQuota',
      c1: '1:withinQuota',
    });
    expect(
      r.buckets.map((b) => [b.itemKey, b.groupKey, b.entries, b.quota, b.promoted, b.lineScore]),
    ).toEqual([
      ['A', 'G', 3, 2, 2, 80],
      ['A', 'H', 1, 1, 1, 50],
      ['B', 'G', 2, 2, 2, 60],
    ]);
  });

  it('at most one per school: a capped school’s place passes to the next school', () => {
    // Scores 90 (S1), 85 (S1), 80 (S2), 75 (S3); top 2, one per school → 90 and 80 go through.
    const r = decidePromotion({ mode: 'top', top: 2, maxPerSchool: 1 }, [
      entry('x', 90, 'S1'),
      entry('y', 85, 'S1'),
      entry('z', 80, 'S2'),
      entry('w', 75, 'S3'),
    ]);
    expect(outcome(r)).toEqual({
      x: '1:withinQuota',
      y: '2:schoolCap',
      z: '3:withinQuota',
      w: '4:outsideQuota',
    });
  });

  it('a threshold cuts low scores even inside the quota; no score is cut last', () => {
    const r = decidePromotion({ mode: 'percent', percent: 50, minScore: 60 }, [
      entry('p', 72),
      entry('q', 59.5),
      entry('r', 40),
      entry('s', null),
    ]);
    // 4 × 50 % = 2 places, but only p reaches 60.
    expect(outcome(r)).toEqual({
      p: '1:withinQuota',
      q: '2:belowThreshold',
      r: '3:belowThreshold',
      s: '4:noScore',
    });
    expect(r.buckets[0]).toMatchObject({ quota: 2, promoted: 1, lineScore: 72 });
  });

  it('ties at the line all go through; ties share a rank', () => {
    const r = decidePromotion({ mode: 'top', top: 2 }, [
      entry('t1', 88),
      entry('t2', 80),
      entry('t3', 80),
      entry('t4', 79),
    ]);
    expect(outcome(r)).toEqual({
      t1: '1:withinQuota',
      t2: '2:withinQuota',
      t3: '2:tieAtLine',
      t4: '4:outsideQuota',
    });
    expect(r.buckets[0]!.promoted).toBe(3);
  });

  it('top 0 or an empty input promotes nobody', () => {
    expect(decidePromotion({ mode: 'top', top: 0 }, [entry('a', 99)]).decisions[0]!.reason).toBe(
      'outsideQuota',
    );
    expect(decidePromotion({ mode: 'top', top: 3 }, [])).toEqual({ decisions: [], buckets: [] });
  });

  it('never promotes more than quota + ties, or more than the cap per school, over random inputs', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round += 1) {
      const n = 1 + Math.floor(rand() * 40);
      const cap = 1 + Math.floor(rand() * 3);
      const top = Math.floor(rand() * 10);
      const list = Array.from({ length: n }, (_, i) =>
        entry(`e${i}`, Math.round(rand() * 20) * 5, `S${Math.floor(rand() * 4)}`, rand() < 0.5 ? 'A' : 'B'),
      );
      const r = decidePromotion({ mode: 'top', top, maxPerSchool: cap }, list);
      for (const bucket of r.buckets) {
        const through = r.decisions.filter((d) => d.bucket === bucket.bucket && d.promoted);
        const schools = new Map<string, number>();
        for (const d of through) {
          const s = list.find((e) => e.entryId === d.entryId)!.schoolId!;
          schools.set(s, (schools.get(s) ?? 0) + 1);
        }
        expect(Math.max(0, ...schools.values())).toBeLessThanOrEqual(cap);
        expect(through.filter((d) => d.reason === 'withinQuota').length).toBeLessThanOrEqual(bucket.quota);
        // Every entry cut for the quota scores strictly below the line.
        for (const d of r.decisions.filter(
          (x) => x.bucket === bucket.bucket && x.reason === 'outsideQuota',
        )) {
          const score = list.find((e) => e.entryId === d.entryId)!.score!;
          if (bucket.lineScore !== null) expect(score).toBeLessThanOrEqual(bucket.lineScore);
        }
      }
    }
  });
});

describe('a per-school cap across the whole stage, worked by hand', () => {
  // Two buckets (item A and item B), top 2 each. School S1 has the best entry of both buckets.
  const stage = [
    entry('a1', 95, 'S1', 'A'),
    entry('a2', 90, 'S2', 'A'),
    entry('a3', 85, 'S3', 'A'),
    entry('b1', 92, 'S1', 'B'),
    entry('b2', 88, 'S1', 'B'),
    entry('b3', 70, 'S4', 'B'),
    entry('b4', 60, 'S3', 'B'),
  ];

  it('per bucket (the default), S1 may take one place in A and one in B', () => {
    const r = decidePromotion({ mode: 'top', top: 2, maxPerSchool: 1 }, stage);
    expect(outcome(r)).toEqual({
      a1: '1:withinQuota',
      a2: '2:withinQuota',
      a3: '3:outsideQuota',
      b1: '1:withinQuota',
      b2: '2:schoolCap',
      b3: '3:withinQuota',
      b4: '4:outsideQuota',
    });
  });

  it('across the stage, S1 keeps only its best entry (a1, 95); b1 and b2 are cut and B’s places pass on', () => {
    // Walk: a1 95 (S1 through, S1 = 1) · b1 92 (S1 full → cut) · a2 90 · b2 88 (cut) · a3 85 (A full)
    // · b3 70 (S4: B's first place) · b4 60 (S3, whose a3 was cut by A's quota: B's second place).
    const r = decidePromotion({ mode: 'top', top: 2, maxPerSchool: 1, schoolCapScope: 'stage' }, stage);
    expect(outcome(r)).toEqual({
      a1: '1:withinQuota',
      a2: '2:withinQuota',
      a3: '3:outsideQuota',
      b1: '1:schoolCapStage',
      b2: '2:schoolCapStage',
      b3: '3:withinQuota',
      b4: '4:withinQuota',
    });
    expect(r.buckets.map((b) => [b.itemKey, b.promoted, b.lineScore])).toEqual([
      ['A', 2, 90],
      ['B', 2, 60],
    ]);
  });

  it('only entries that go through count: an S1 entry cut by its own bucket’s quota leaves the place free', () => {
    // S1's 80 is third in A (quota 1 → outside), so its 75 in B still goes through under a stage cap of 1.
    const r = decidePromotion({ mode: 'top', top: 1, maxPerSchool: 1, schoolCapScope: 'stage' }, [
      entry('a1', 90, 'S2', 'A'),
      entry('a2', 85, 'S3', 'A'),
      entry('a3', 80, 'S1', 'A'),
      entry('b1', 75, 'S1', 'B'),
      entry('b2', 74, 'S1', 'B'),
    ]);
    expect(outcome(r)).toEqual({
      a1: '1:withinQuota',
      a2: '2:outsideQuota',
      a3: '3:outsideQuota',
      b1: '1:withinQuota',
      b2: '2:schoolCapStage',
    });
  });

  it('a cap of 2 across the stage with a threshold and a tie: the tie at B’s line is cut by the cap', () => {
    const r = decidePromotion(
      { mode: 'top', top: 1, maxPerSchool: 2, minScore: 50, schoolCapScope: 'stage' },
      [
        entry('a1', 90, 'S1', 'A'),
        entry('a2', 40, 'S2', 'A'),
        entry('b1', 80, 'S1', 'B'),
        entry('b2', 80, 'S1', 'B'),
        entry('b3', 80, 'S2', 'B'),
      ],
    );
    // a1 (S1 = 1) · b1 80 (S1 = 2, B's place) · b2 80 tie, but S1 has 2 → cut · b3 80 tie at B's line → through.
    expect(outcome(r)).toEqual({
      a1: '1:withinQuota',
      a2: '2:belowThreshold',
      b1: '1:withinQuota',
      b2: '1:schoolCapStage',
      b3: '1:tieAtLine',
    });
  });

  it('never lets a school through more than the cap over the whole stage, over random inputs', () => {
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round += 1) {
      const cap = 1 + Math.floor(rand() * 3);
      const list = Array.from({ length: 1 + Math.floor(rand() * 50) }, (_, i) =>
        entry(
          `e${i}`,
          Math.round(rand() * 20) * 5,
          `S${Math.floor(rand() * 4)}`,
          'ABC'[Math.floor(rand() * 3)],
        ),
      );
      const rule = { mode: 'top', top: 1 + Math.floor(rand() * 5), maxPerSchool: cap } as const;
      const stageWide = decidePromotion({ ...rule, schoolCapScope: 'stage' }, list);
      const perSchool = new Map<string, number>();
      for (const d of stageWide.decisions.filter((x) => x.promoted)) {
        const s = list.find((e) => e.entryId === d.entryId)!.schoolId!;
        perSchool.set(s, (perSchool.get(s) ?? 0) + 1);
      }
      expect(Math.max(0, ...perSchool.values())).toBeLessThanOrEqual(cap);
      // A school is only cut by the stage cap once it really holds `cap` places.
      for (const d of stageWide.decisions.filter((x) => x.reason === 'schoolCapStage'))
        expect(perSchool.get(list.find((e) => e.entryId === d.entryId)!.schoolId!)).toBe(cap);
      // The stage-wide cap is never looser than the per-bucket one.
      const perBucket = decidePromotion(rule, list);
      expect(stageWide.decisions.filter((x) => x.promoted).length).toBeLessThanOrEqual(list.length);
      expect(perBucket.decisions.map((d) => d.entryId)).toEqual(stageWide.decisions.map((d) => d.entryId));
    }
  });
});
