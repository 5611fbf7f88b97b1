// Assertions shared by the distribution tests (flat and through groups). Kept apart from test-inputs.ts,
// which the distribution bench imports outside the test runner.
import { expect } from 'vitest';
import type {
  DistributionEntry,
  DistributionExpert,
  DistributionResult,
  ExistingAssignment,
} from './assign.ts';
import { conflictOf } from './conflicts.ts';

/**
 * The hard rules every distribution keeps, flat or through groups: no pair twice, no conflict, no expert
 * over their cap, and each work's experts plus its reported shortfall make k. Returns each expert's load
 * and each work's shortfall.
 */
export const checkHardRules = (
  entries: DistributionEntry[],
  experts: DistributionExpert[],
  k: number,
  result: Pick<DistributionResult, 'assignments' | 'shortfall'>,
  existing: ExistingAssignment[] = [],
) => {
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const expertById = new Map(experts.map((e) => [e.id, e]));
  const pairs = new Set<string>();
  const load = new Map<string, number>();
  const perEntry = new Map<string, number>();
  for (const a of [...existing, ...result.assignments]) {
    const key = `${a.entryId}/${a.expertId}`;
    expect(pairs.has(key), `pair ${key} twice`).toBe(false);
    pairs.add(key);
    expect(conflictOf(entryById.get(a.entryId)!, expertById.get(a.expertId)!)).toBeNull();
    load.set(a.expertId, (load.get(a.expertId) ?? 0) + 1);
    perEntry.set(a.entryId, (perEntry.get(a.entryId) ?? 0) + 1);
  }
  for (const expert of experts) expect(load.get(expert.id) ?? 0).toBeLessThanOrEqual(expert.cap);
  const short = new Map(result.shortfall.map((s) => [s.entryId, s.missing]));
  for (const entry of entries) expect((perEntry.get(entry.id) ?? 0) + (short.get(entry.id) ?? 0)).toBe(k);
  return { load, short };
};
