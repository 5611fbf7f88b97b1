import { describe, expect, it } from 'vitest';
import type { DistributionEntry, DistributionExpert, ExistingAssignment } from './assign.ts';
import {
  distributeInGroups,
  type DistributionGroup,
  type GroupedDistributionResult,
} from './assign-groups.ts';
import { randomInputs, seededRandom } from './test-inputs.ts';
import { checkHardRules } from './test-rules.ts';

/** Splits the experts into `count` groups (a few experts sit in two groups). */
const randomGroups = (seed: number, experts: DistributionExpert[], count: number, shared = 0.05) => {
  const rand = seededRandom(seed);
  const groups: { id: string; expertIds: string[] }[] = Array.from({ length: count }, (_, i) => ({
    id: `g${i}`,
    expertIds: [],
  }));
  experts.forEach((e, i) => {
    groups[i % count]!.expertIds.push(e.id);
    if (rand() < shared) groups[(i + 1) % count]!.expertIds.push(e.id);
  });
  return groups;
};

/** Every hard rule: one group per work, its experts from that group, no conflict, caps, k. */
const checkGroupedRules = (
  entries: DistributionEntry[],
  experts: DistributionExpert[],
  groups: DistributionGroup[],
  k: number,
  result: GroupedDistributionResult,
  existing: ExistingAssignment[] = [],
) => {
  const { load, short } = checkHardRules(entries, experts, k, result, existing);
  const memberOf = new Map(groups.map((g) => [g.id, new Set(g.expertIds)]));
  for (const a of result.assignments) {
    const group = result.entryGroups.get(a.entryId);
    expect(group, `work ${a.entryId} has a group`).toBeDefined();
    expect(
      memberOf.get(group!)!.has(a.expertId),
      `${a.expertId} is in ${group}, the group of ${a.entryId}`,
    ).toBe(true);
  }
  for (const entry of entries) expect(result.entryGroups.has(entry.id), `${entry.id} placed`).toBe(true);
  return { load, short };
};

describe('distribution through expert groups', () => {
  it('gives every work one group and all its k experts from it, over randomised inputs', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const rand = seededRandom(seed * 7);
      const sizes = {
        entries: 20 + Math.floor(rand() * 300),
        experts: 12 + Math.floor(rand() * 40),
        schools: 3 + Math.floor(rand() * 8),
        fields: 2 + Math.floor(rand() * 5),
        cap: 4 + Math.floor(rand() * 30),
      };
      const { entries, experts } = randomInputs(seed, sizes);
      const groups = randomGroups(seed, experts, 2 + Math.floor(rand() * 4));
      const k = 1 + Math.floor(rand() * 3);
      const result = distributeInGroups(entries, experts, groups, k);
      checkGroupedRules(entries, experts, groups, k, result);
    }
  });

  it('spreads works over the groups in proportion to their capacity', () => {
    const { entries, experts } = randomInputs(11, {
      entries: 300,
      experts: 60,
      schools: 30,
      fields: 3,
      cap: 20,
    });
    // A group of 40 experts and one of 20: about two works in three go to the larger.
    const groups = [
      { id: 'big', expertIds: experts.slice(0, 40).map((e) => e.id) },
      { id: 'small', expertIds: experts.slice(40).map((e) => e.id) },
    ];
    const result = distributeInGroups(entries, experts, groups, 3);
    checkGroupedRules(entries, experts, groups, 3, result);
    expect(result.shortfall).toEqual([]);
    const big = [...result.entryGroups.values()].filter((g) => g === 'big').length;
    expect(big / entries.length).toBeGreaterThan(0.6);
    expect(big / entries.length).toBeLessThan(0.73);
  });

  it('never places a work in a group without k conflict-free members when another has them', () => {
    const experts: DistributionExpert[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ({
      id,
      fields: [],
      cap: 10,
      schoolId: i < 3 ? 'sA' : null,
      conflictSchoolIds: [],
      userId: null,
    }));
    const groups = [
      { id: 'g1', expertIds: ['a', 'b', 'c'] },
      { id: 'g2', expertIds: ['d', 'e', 'f'] },
    ];
    const entries: DistributionEntry[] = Array.from({ length: 6 }, (_, i) => ({
      id: `w${i}`,
      schoolId: i < 3 ? 'sA' : 'sB',
      field: null,
      personIds: [],
    }));
    const result = distributeInGroups(entries, experts, groups, 3);
    checkGroupedRules(entries, experts, groups, 3, result);
    for (const i of [0, 1, 2]) expect(result.entryGroups.get(`w${i}`)).toBe('g2');
    for (const i of [3, 4, 5]) expect(result.entryGroups.get(`w${i}`)).toBe('g1');
    expect(result.shortfall).toEqual([]);
  });

  it('tops a work up inside its group, and an expert in two groups keeps one stage-wide cap', () => {
    const { entries, experts } = randomInputs(5, {
      entries: 80,
      experts: 24,
      schools: 10,
      fields: 3,
      cap: 12,
    });
    const groups = randomGroups(5, experts, 3, 0.3);
    const first = distributeInGroups(entries, experts, groups, 3);
    checkGroupedRules(entries, experts, groups, 3, first);
    // One expert of each work drops out (their unstarted work withdrawn): the top-up stays in the group.
    const dropped = new Set(experts.slice(0, 4).map((e) => e.id));
    const kept = first.assignments
      .filter((a) => !dropped.has(a.expertId))
      .map((a) => ({ entryId: a.entryId, expertId: a.expertId }));
    const pool = experts.filter((e) => !dropped.has(e.id));
    const poolGroups = groups.map((g) => ({ ...g, expertIds: g.expertIds.filter((id) => !dropped.has(id)) }));
    const second = distributeInGroups(entries, pool, poolGroups, 3, kept, first.entryGroups);
    checkGroupedRules(entries, pool, poolGroups, 3, second, kept);
    for (const a of second.assignments) {
      if (kept.some((x) => x.entryId === a.entryId))
        expect(second.entryGroups.get(a.entryId)).toBe(first.entryGroups.get(a.entryId));
    }
    expect(second.assignments.length).toBe(
      first.assignments.length - kept.length - second.shortfall.reduce((s, x) => s + x.missing, 0),
    );
  });

  it('without groups distributes over the whole pool and records no group', () => {
    const { entries, experts } = randomInputs(3, {
      entries: 40,
      experts: 12,
      schools: 5,
      fields: 3,
      cap: 15,
    });
    const result = distributeInGroups(entries, experts, [], 3);
    expect(result.entryGroups.size).toBe(0);
    expect(result.assignments.length + result.shortfall.reduce((s, x) => s + x.missing, 0)).toBe(120);
  });

  it('distributes 5,000 works over 300 experts in 10 groups with no conflict', () => {
    const { entries, experts } = randomInputs(2026, {
      entries: 5000,
      experts: 300,
      schools: 60,
      fields: 8,
      cap: 60,
    });
    const groups = randomGroups(2026, experts, 10);
    const result = distributeInGroups(entries, experts, groups, 3);
    const { load } = checkGroupedRules(entries, experts, groups, 3, result);
    expect(result.shortfall).toEqual([]);
    // Loads of the experts who sit in one group only even out within one, in every group.
    const groupsOf = new Map<string, number>();
    for (const g of groups) for (const id of g.expertIds) groupsOf.set(id, (groupsOf.get(id) ?? 0) + 1);
    for (const g of groups) {
      const loads = g.expertIds.filter((id) => groupsOf.get(id) === 1).map((id) => load.get(id) ?? 0);
      expect(Math.max(...loads) - Math.min(...loads), g.id).toBeLessThanOrEqual(1);
    }
  }, 60_000);
});
