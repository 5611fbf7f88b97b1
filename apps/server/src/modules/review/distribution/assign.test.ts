import { describe, expect, it } from 'vitest';
import {
  distribute,
  fieldCost,
  loadCost,
  type DistributionEntry,
  type DistributionExpert,
  type ExistingAssignment,
} from './assign.ts';
import { conflictOf } from './conflicts.ts';
import { randomInputs } from './test-inputs.ts';
import { checkHardRules } from './test-rules.ts';

/** Checks every hard rule of a result and returns the experts' loads. */
const checkRules = (
  entries: DistributionEntry[],
  experts: DistributionExpert[],
  k: number,
  result: ReturnType<typeof distribute>,
  existing: ExistingAssignment[] = [],
) => {
  const { load } = checkHardRules(entries, experts, k, result, existing);
  return experts.map((e) => load.get(e.id) ?? 0);
};

/** The objective of a full assignment, computed independently of the solver. */
const objective = (
  entries: DistributionEntry[],
  experts: DistributionExpert[],
  chosen: { entry: number; expert: number }[],
) => {
  const load = new Array<number>(experts.length).fill(0);
  let cost = 0;
  for (const { entry, expert } of chosen) {
    cost += fieldCost(entries[entry]!, experts[expert]!);
    load[expert]! += 1;
    cost += loadCost(load[expert]!);
  }
  return cost;
};

/** Every way of giving each entry k distinct allowed experts within caps; the cheapest cost. */
const bruteForce = (entries: DistributionEntry[], experts: DistributionExpert[], k: number) => {
  const subsets = (items: number[], size: number): number[][] =>
    size === 0
      ? [[]]
      : items.flatMap((first, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [first, ...rest]));
  const options = entries.map((entry) =>
    subsets(
      experts.map((_, i) => i).filter((i) => conflictOf(entry, experts[i]!) === null),
      k,
    ),
  );
  let best = Infinity;
  const walk = (i: number, chosen: { entry: number; expert: number }[], load: number[]) => {
    if (i === entries.length) {
      best = Math.min(best, objective(entries, experts, chosen));
      return;
    }
    for (const option of options[i]!) {
      if (option.some((e) => load[e]! >= experts[e]!.cap)) continue;
      for (const e of option) load[e]! += 1;
      walk(i + 1, [...chosen, ...option.map((expert) => ({ entry: i, expert }))], load);
      for (const e of option) load[e]! -= 1;
    }
  };
  walk(0, [], new Array<number>(experts.length).fill(0));
  return best;
};

describe('review distribution', () => {
  it('never assigns a conflicted pair and respects k and caps over random inputs', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const sizes = {
        entries: 20 + seed * 17,
        experts: 5 + seed,
        schools: 6,
        fields: 4,
        cap: 3 + (seed % 9),
      };
      const { entries, experts } = randomInputs(seed, sizes);
      const k = 1 + (seed % 3);
      checkRules(entries, experts, k, distribute(entries, experts, k));
    }
  });

  it('handles 5,000 entries × 300 experts with k = 3: no conflict, caps kept, loads within 1', () => {
    const { entries, experts } = randomInputs(42, {
      entries: 5000,
      experts: 300,
      schools: 60,
      fields: 8,
      cap: 60,
    });
    const result = distribute(entries, experts, 3);
    expect(result.shortfall).toEqual([]);
    const loads = checkRules(entries, experts, 3, result);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
  }, 60_000);

  it('equals the brute-force optimum on small inputs', () => {
    for (let seed = 100; seed < 160; seed++) {
      const { entries, experts } = randomInputs(seed, {
        entries: 3 + (seed % 3),
        experts: 4,
        schools: 3,
        fields: 3,
        cap: 2 + (seed % 3),
      });
      const k = 1 + (seed % 2);
      const result = distribute(entries, experts, k);
      const best = bruteForce(entries, experts, k);
      if (!Number.isFinite(best)) {
        expect(result.shortfall.length).toBeGreaterThan(0);
        continue;
      }
      expect(result.shortfall).toEqual([]);
      checkRules(entries, experts, k, result);
      const index = (id: string, list: { id: string }[]) => list.findIndex((x) => x.id === id);
      const chosen = result.assignments.map((a) => ({
        entry: index(a.entryId, entries),
        expert: index(a.expertId, experts),
      }));
      expect(objective(entries, experts, chosen)).toBe(best);
      expect(result.cost).toBe(best);
    }
  });

  it('tops up only what is missing when an expert drops out', () => {
    const { entries, experts } = randomInputs(7, {
      entries: 200,
      experts: 20,
      schools: 5,
      fields: 3,
      cap: 40,
    });
    const first = distribute(entries, experts, 3);
    expect(first.shortfall).toEqual([]);
    const gone = experts[0]!.id;
    const kept = first.assignments.filter((a) => a.expertId !== gone);
    const remaining = experts.slice(1);
    const topUp = distribute(entries, remaining, 3, kept);
    const dropped = first.assignments.length - kept.length;
    expect(topUp.assignments).toHaveLength(dropped);
    const orphaned = new Set(first.assignments.filter((a) => a.expertId === gone).map((a) => a.entryId));
    for (const a of topUp.assignments) expect(orphaned.has(a.entryId)).toBe(true);
    checkRules(entries, remaining, 3, topUp, kept);
  });

  it('counts the started work of an expert who dropped out: their entries are not topped up again', () => {
    const { entries, experts } = randomInputs(11, {
      entries: 120,
      experts: 15,
      schools: 4,
      fields: 3,
      cap: 40,
    });
    const first = distribute(entries, experts, 3);
    expect(first.shortfall).toEqual([]);
    const gone = experts[0]!.id;
    // Their assignments were scored before they were disabled: kept, but they are no longer in the pool.
    const topUp = distribute(entries, experts.slice(1), 3, first.assignments);
    expect(topUp.assignments).toEqual([]);
    expect(topUp.shortfall).toEqual([]);
    expect(first.assignments.some((a) => a.expertId === gone)).toBe(true);
  });

  it('prefers an expert of the entry field when loads allow', () => {
    const entries: DistributionEntry[] = [{ id: 'e', schoolId: 'a', field: 'ai', personIds: [] }];
    const base = { schoolId: 'b', conflictSchoolIds: [], userId: null, cap: 5 };
    const experts: DistributionExpert[] = [
      { ...base, id: 'math', fields: ['math'] },
      { ...base, id: 'ai', fields: ['ai'] },
    ];
    const result = distribute(entries, experts, 1);
    expect(result.assignments.map((a) => [a.expertId, a.reason.fieldMatch])).toEqual([['ai', true]]);
  });

  it('reports a shortfall instead of breaking a conflict', () => {
    const entries: DistributionEntry[] = [{ id: 'e', schoolId: 'a', field: null, personIds: ['u2'] }];
    const experts: DistributionExpert[] = [
      { id: 'own', schoolId: 'a', conflictSchoolIds: [], userId: null, fields: [], cap: 9 },
      { id: 'declared', schoolId: 'b', conflictSchoolIds: ['a'], userId: null, fields: [], cap: 9 },
      { id: 'advisor', schoolId: 'c', conflictSchoolIds: [], userId: 'u2', fields: [], cap: 9 },
      { id: 'free', schoolId: 'c', conflictSchoolIds: [], userId: 'u3', fields: [], cap: 9 },
    ];
    const result = distribute(entries, experts, 2);
    expect(result.assignments.map((a) => a.expertId)).toEqual(['free']);
    expect(result.shortfall).toEqual([{ entryId: 'e', missing: 1 }]);
  });
});
