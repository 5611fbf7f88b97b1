import { conflictOf, type ConflictEntry, type ConflictExpert } from './conflicts.ts';
import { FlowNetwork } from './min-cost-flow.ts';

/**
 * Review distribution as a min-cost flow: source → entry (k experts wanted) → expert (one arc per
 * conflict-free pair, cost 1 when the expert lacks the entry's field) → sink (one unit arc per load level
 * with a rising cost, i.e. a convex cost on load, so loads even out within the caps). A marginal load cost
 * step (2) larger than the field penalty (1) makes balance come before field preference.
 *
 * Entries that look the same to every expert (same school, field, need and the same personal exclusions)
 * are merged into one node carrying their count; the flow it gets from each expert (at most the count) is
 * then dealt round-robin, which gives every entry distinct experts. The merge keeps the optimum exact and
 * shrinks 5,000 entries to a few hundred nodes.
 */
export type DistributionEntry = ConflictEntry & { id: string; field: string | null };
export type DistributionExpert = ConflictExpert & {
  id: string;
  fields: readonly string[];
  /** Most entries this expert may hold in the stage (including those already held). */
  cap: number;
};
export type ExistingAssignment = { entryId: string; expertId: string };

export type AssignmentReason = { fieldMatch: boolean; load: number; cap: number };
export type Assignment = ExistingAssignment & { reason: AssignmentReason };

export type DistributionResult = {
  assignments: Assignment[];
  /** Entries left with fewer than k experts (not enough conflict-free capacity), and how many are missing. */
  shortfall: { entryId: string; missing: number }[];
  /** The objective value: field penalties plus the convex load cost of the new assignments. */
  cost: number;
};

export const FIELD_PENALTY = 1;
export const LOAD_STEP = 2;

/** Cost of one expert/entry pair before load: 0 when the fields fit (or the entry names none). */
export const fieldCost = (entry: DistributionEntry, expert: DistributionExpert) =>
  entry.field === null || expert.fields.includes(entry.field) ? 0 : FIELD_PENALTY;

/** Cost of an expert's j-th entry (j from 1): rising, so the total is convex in the load. */
export const loadCost = (j: number) => LOAD_STEP * j;

type EntryClass = { members: DistributionEntry[]; need: number; excluded: Set<number> };

/**
 * Tops every entry up to `k` experts, keeping `existing` (which also count against caps and are never
 * repeated). An existing assignment of an expert no longer in `experts` (one who dropped out after starting
 * or submitting) still counts toward the entry's `k`: their work stands, so only what is missing is topped
 * up. Only conflict-free pairs are ever considered.
 */
export const distribute = (
  entries: readonly DistributionEntry[],
  experts: readonly DistributionExpert[],
  k: number,
  existing: readonly ExistingAssignment[] = [],
): DistributionResult => {
  const expertIndex = new Map(experts.map((e, i) => [e.id, i]));
  const byUser = new Map<string, number[]>();
  experts.forEach((e, i) => {
    if (e.userId !== null) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), i]);
  });
  const held = new Map<string, Set<number>>();
  const load = new Array<number>(experts.length).fill(0);
  const keptOutsidePool = new Map<string, number>();
  for (const a of existing) {
    const i = expertIndex.get(a.expertId);
    if (i === undefined) {
      keptOutsidePool.set(a.entryId, (keptOutsidePool.get(a.entryId) ?? 0) + 1);
      continue;
    }
    load[i]! += 1;
    const set = held.get(a.entryId) ?? new Set<number>();
    set.add(i);
    held.set(a.entryId, set);
  }

  // Group interchangeable entries.
  const classes = new Map<string, EntryClass>();
  for (const entry of entries) {
    const have = held.get(entry.id) ?? new Set<number>();
    const need = Math.max(0, k - have.size - (keptOutsidePool.get(entry.id) ?? 0));
    if (need === 0) continue;
    const excluded = new Set(have);
    for (const person of entry.personIds) for (const i of byUser.get(person) ?? []) excluded.add(i);
    const key = `${entry.schoolId ?? ''}\u0000${entry.field ?? ''}\u0000${need}\u0000${[...excluded].sort((a, b) => a - b).join(',')}`;
    const group = classes.get(key) ?? { members: [], need, excluded };
    group.members.push(entry);
    classes.set(key, group);
  }
  const classList = [...classes.values()];

  const source = 0;
  const firstClass = 1;
  const firstExpert = firstClass + classList.length;
  const sink = firstExpert + experts.length;
  const network = new FlowNetwork(sink + 1);
  const pairArcs: { cls: number; expert: number; arc: number }[] = [];
  classList.forEach((group, c) => {
    const size = group.members.length;
    network.addArc(source, firstClass + c, size * group.need, 0);
    const sample = group.members[0]!;
    experts.forEach((expert, e) => {
      if (group.excluded.has(e) || conflictOf(sample, expert) !== null) return;
      const arc = network.addArc(firstClass + c, firstExpert + e, size, fieldCost(sample, expert));
      pairArcs.push({ cls: c, expert: e, arc });
    });
  });
  experts.forEach((expert, e) => {
    for (let j = load[e]! + 1; j <= expert.cap; j++) network.addArc(firstExpert + e, sink, 1, loadCost(j));
  });
  const { cost } = network.solve(source, sink);

  // Deal each class's units round-robin: an expert's consecutive units land on distinct entries.
  const units = new Map<number, number[]>();
  for (const { cls, expert, arc } of pairArcs) {
    const flow = network.flowOn(arc);
    if (flow === 0) continue;
    const list = units.get(cls) ?? [];
    for (let u = 0; u < flow; u++) list.push(expert);
    units.set(cls, list);
  }
  const assignments: Assignment[] = [];
  const shortfall: DistributionResult['shortfall'] = [];
  classList.forEach((group, c) => {
    const list = units.get(c) ?? [];
    const got = new Array<number>(group.members.length).fill(0);
    list.forEach((e, u) => {
      const member = u % group.members.length;
      got[member]! += 1;
      const expert = experts[e]!;
      load[e]! += 1;
      assignments.push({
        entryId: group.members[member]!.id,
        expertId: expert.id,
        reason: { fieldMatch: fieldCost(group.members[member]!, expert) === 0, load: 0, cap: expert.cap },
      });
    });
    group.members.forEach((m, i) => {
      if (got[i]! < group.need) shortfall.push({ entryId: m.id, missing: group.need - got[i]! });
    });
  });
  // The reason reports each expert's final load, so the organiser sees the balance it came from.
  for (const a of assignments) a.reason.load = load[expertIndex.get(a.expertId)!]!;
  return { assignments, shortfall, cost };
};
