import {
  distribute,
  type Assignment,
  type DistributionEntry,
  type DistributionExpert,
  type DistributionResult,
  type ExistingAssignment,
} from './assign.ts';
import { conflictOf } from './conflicts.ts';
import { FlowNetwork } from './min-cost-flow.ts';

/**
 * Distribution through expert groups: every work goes to one expert group, and its k experts all come from
 * that group (the group's captain then follows exactly the group's works).
 *
 * 1. Placement: the works that need a group are placed by a min-cost flow, source → work class (works
 *    that look the same to every expert, merged as in `distribute`) → group → sink. A work may only go to
 *    a group with at least as many conflict-free members as it needs experts; the group → sink arcs carry
 *    one work each at a cost rising with the group's share of its capacity used (members' caps), so works
 *    spread over the groups in proportion to what each can take. A group short of members who know the
 *    work's field costs one more, which only breaks ties of balance. When no group has enough conflict-free
 *    members, the work goes to the group with the most (its shortfall is reported).
 * 2. Within each group: `distribute` (min-cost flow) picks the k experts among the group's members, under
 *    the caps less what each member already holds elsewhere in the stage (an expert may sit in two groups).
 * 3. Repair: a newly placed work left short in its group moves to another group that can give it all k.
 *
 * A work keeps its group while it holds any assignment (top-ups stay in the group); a work that holds
 * assignments but no group (made before groups) takes the group of most of its experts.
 */
export type DistributionGroup = { id: string; expertIds: readonly string[] };

export type GroupedDistributionResult = DistributionResult & {
  /** The group of every work that has one after this run (kept, inferred or newly placed). */
  entryGroups: Map<string, string>;
};

/** Resolution of the placement cost: a group's used share of its capacity, in ten-thousandths. */
const SHARE_SCALE = 10_000;
/** A work placed beyond a group's capacity (the stage lacks room): dearer than any share. */
const OVERFLOW_COST = 10 * SHARE_SCALE;
const GROUP_FIELD_PENALTY = 1;

export const distributeInGroups = (
  entries: readonly DistributionEntry[],
  experts: readonly DistributionExpert[],
  groups: readonly DistributionGroup[],
  k: number,
  existing: readonly ExistingAssignment[] = [],
  currentGroup: ReadonlyMap<string, string | null> = new Map(),
): GroupedDistributionResult => {
  if (groups.length === 0) return { ...distribute(entries, experts, k, existing), entryGroups: new Map() };
  const expertById = new Map(experts.map((e) => [e.id, e]));
  const members = new Map(
    groups.map((g) => [g.id, [...new Set(g.expertIds)].filter((id) => expertById.has(id)).sort()]),
  );
  const held = new Map<string, string[]>();
  const totalLoad = new Map<string, number>();
  for (const a of existing) {
    held.set(a.entryId, [...(held.get(a.entryId) ?? []), a.expertId]);
    totalLoad.set(a.expertId, (totalLoad.get(a.expertId) ?? 0) + 1);
  }
  const need = (entry: DistributionEntry) => Math.max(0, k - (held.get(entry.id)?.length ?? 0));

  // Which works keep a group, and which need one.
  const entryGroups = new Map<string, string>();
  const toPlace: DistributionEntry[] = [];
  for (const entry of entries) {
    const mine = held.get(entry.id) ?? [];
    const stored = currentGroup.get(entry.id) ?? null;
    if (mine.length > 0 && stored !== null && members.has(stored)) {
      entryGroups.set(entry.id, stored);
      continue;
    }
    if (mine.length > 0) {
      let best: string | null = null;
      let bestCount = 0;
      for (const g of groups) {
        const c = mine.filter((x) => members.get(g.id)!.includes(x)).length;
        if (c > bestCount) [best, bestCount] = [g.id, c];
      }
      if (best !== null) {
        entryGroups.set(entry.id, best);
        continue;
      }
    }
    if (need(entry) > 0) toPlace.push(entry);
  }

  const eligibleIn = (entry: DistributionEntry, groupId: string) => {
    const mine = held.get(entry.id) ?? [];
    const ok = members
      .get(groupId)!
      .filter((x) => !mine.includes(x) && conflictOf(entry, expertById.get(x)!) === null);
    const fitting = ok.filter((x) => entry.field === null || expertById.get(x)!.fields.includes(entry.field));
    return { eligible: ok.length, fitting: fitting.length };
  };
  // Capacity and use of each group, in expert slots.
  const capSlots = new Map<string, number>();
  const usedSlots = new Map<string, number>();
  for (const g of groups) {
    const ids = members.get(g.id)!;
    capSlots.set(
      g.id,
      ids.reduce((s, x) => s + expertById.get(x)!.cap, 0),
    );
    usedSlots.set(
      g.id,
      ids.reduce((s, x) => s + (totalLoad.get(x) ?? 0), 0),
    );
  }
  for (const entry of entries) {
    const g = entryGroups.get(entry.id);
    if (g !== undefined) usedSlots.set(g, usedSlots.get(g)! + need(entry));
  }

  // Merge works that look the same to every group's members.
  const byUser = new Map<string, string[]>();
  for (const e of experts)
    if (e.userId !== null) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), e.id]);
  const classes = new Map<string, DistributionEntry[]>();
  for (const entry of toPlace) {
    const personal = entry.personIds.flatMap((p) => byUser.get(p) ?? []).sort();
    const key = [
      entry.schoolId ?? '',
      entry.field ?? '',
      need(entry),
      (held.get(entry.id) ?? []).slice().sort().join(','),
      personal.join(','),
    ].join('\u0000');
    classes.set(key, [...(classes.get(key) ?? []), entry]);
  }
  const classList = [...classes.values()];
  if (classList.length > 0) {
    const source = 0;
    const firstGroup = 1 + classList.length;
    const sink = firstGroup + groups.length;
    const network = new FlowNetwork(sink + 1);
    const arcs: { cls: number; group: number; arc: number }[] = [];
    classList.forEach((members_, c) => {
      const sample = members_[0]!;
      const wanted = need(sample);
      network.addArc(source, 1 + c, members_.length, 0);
      const options = groups.map((g) => eligibleIn(sample, g.id));
      let allowed = options.map((o) => o.eligible >= wanted);
      if (!allowed.some(Boolean)) {
        // Nowhere has enough conflict-free members: the group with the most takes it (and reports the gap).
        const most = Math.max(...options.map((o) => o.eligible));
        const first = options.findIndex((o) => o.eligible === most);
        allowed = options.map((_, i) => i === first);
      }
      groups.forEach((_, g) => {
        if (!allowed[g]) return;
        const fieldCost = sample.field !== null && options[g]!.fitting < wanted ? GROUP_FIELD_PENALTY : 0;
        arcs.push({
          cls: c,
          group: g,
          arc: network.addArc(1 + c, firstGroup + g, members_.length, fieldCost),
        });
      });
    });
    groups.forEach((g, i) => {
      const cap = capSlots.get(g.id)!;
      const used = usedSlots.get(g.id)!;
      const room = cap > 0 ? Math.max(0, Math.floor((cap - used) / k)) : 0;
      // The j-th work costs the group's share used once it is in: rising, so the total is convex.
      for (let j = 1; j <= room; j++)
        network.addArc(firstGroup + i, sink, 1, Math.floor((SHARE_SCALE * (used + j * k)) / cap));
      network.addArc(firstGroup + i, sink, toPlace.length, OVERFLOW_COST);
    });
    network.solve(source, sink);
    const next = classList.map(() => 0);
    for (const { cls, group, arc } of arcs) {
      const flow = network.flowOn(arc);
      for (let u = 0; u < flow; u++) entryGroups.set(classList[cls]![next[cls]!++]!.id, groups[group]!.id);
    }
  }

  // Within each group: its works, its members, caps less what each member holds outside the group's works.
  const placedNow = new Set(toPlace.map((e) => e.id));
  const newLoad = new Map<string, number>();
  const byGroupAssignments = new Map<string, Assignment[]>();
  const shortfall = new Map<string, number>();
  let cost = 0;
  const solveIn = (groupId: string, groupEntries: DistributionEntry[]) => {
    const ids = new Set(groupEntries.map((e) => e.id));
    const inside = existing.filter((a) => ids.has(a.entryId));
    const insideLoad = new Map<string, number>();
    for (const a of inside) insideLoad.set(a.expertId, (insideLoad.get(a.expertId) ?? 0) + 1);
    const groupExperts = members.get(groupId)!.map((x) => {
      const e = expertById.get(x)!;
      const elsewhere = (totalLoad.get(x) ?? 0) - (insideLoad.get(x) ?? 0) + (newLoad.get(x) ?? 0);
      return { ...e, cap: Math.max(0, e.cap - elsewhere) };
    });
    return distribute(groupEntries, groupExperts, k, inside);
  };
  const take = (result: DistributionResult) => {
    for (const a of result.assignments) newLoad.set(a.expertId, (newLoad.get(a.expertId) ?? 0) + 1);
  };
  for (const g of groups) {
    const groupEntries = entries.filter((e) => entryGroups.get(e.id) === g.id && need(e) > 0);
    if (groupEntries.length === 0) continue;
    const result = solveIn(g.id, groupEntries);
    take(result);
    cost += result.cost;
    byGroupAssignments.set(g.id, result.assignments);
    for (const s of result.shortfall) shortfall.set(s.entryId, s.missing);
  }

  // Repair: a newly placed work left short moves to a group that can give it every expert it needs.
  for (const entryId of [...shortfall.keys()]) {
    if (!placedNow.has(entryId)) continue;
    const entry = entries.find((e) => e.id === entryId)!;
    const from = entryGroups.get(entryId)!;
    // Free the work's places in its first group while trying others (its experts get that load back).
    const mineThere = byGroupAssignments.get(from)!.filter((a) => a.entryId === entryId);
    const shift = (delta: number) => {
      for (const a of mineThere) newLoad.set(a.expertId, newLoad.get(a.expertId)! + delta);
    };
    shift(-1);
    const target = groups.find((g) => g.id !== from && solveIn(g.id, [entry]).shortfall.length === 0);
    if (!target) {
      shift(1);
      continue;
    }
    const moved = solveIn(target.id, [entry]);
    take(moved);
    byGroupAssignments.set(
      from,
      byGroupAssignments.get(from)!.filter((a) => a.entryId !== entryId),
    );
    byGroupAssignments.set(target.id, [...(byGroupAssignments.get(target.id) ?? []), ...moved.assignments]);
    entryGroups.set(entryId, target.id);
    shortfall.delete(entryId);
  }

  const assignments = [...byGroupAssignments.values()].flat();
  // Reasons report the expert's stage-wide load and real cap (the group solves saw reduced caps).
  for (const a of assignments) {
    const expert = expertById.get(a.expertId)!;
    a.reason = {
      ...a.reason,
      load: (totalLoad.get(a.expertId) ?? 0) + (newLoad.get(a.expertId) ?? 0),
      cap: expert.cap,
    };
  }
  return {
    assignments,
    shortfall: [...shortfall].map(([entryId, missing]) => ({ entryId, missing })),
    cost,
    entryGroups,
  };
};
