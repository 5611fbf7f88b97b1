import type { ReviewStatistics } from '@podium/contracts';

/**
 * Review statistics of a stage (issue 10, /review/statistics), pure over its assignments.
 * - leniency of an expert: the mean, over their submitted scores, of (their total − the entry's mean of all
 *   submitted totals); positive marks a lenient expert, negative a strict one;
 * - an outlier: a submitted total more than `outlierShare` of the maximum away from the mean of the other
 *   experts' totals on the same entry (entries with a single score have no outliers).
 */
export type StatAssignment = {
  entryId: string;
  teamName: string;
  expertId: string;
  expertName: string;
  groupName: string;
  status: 'assigned' | 'draft' | 'submitted' | 'abstained';
  total: number | null;
};

const round = (x: number) => Math.round(x * 100) / 100;
const zero = () => ({ assigned: 0, draft: 0, submitted: 0, abstained: 0 });

export const reviewStatisticsOf = (
  assignments: readonly StatAssignment[],
  maxTotal: number,
  outlierShare = 0.2,
): ReviewStatistics => {
  const submitted = assignments.filter((a) => a.status === 'submitted' && a.total !== null);
  const byEntry = new Map<string, StatAssignment[]>();
  for (const a of submitted) byEntry.set(a.entryId, [...(byEntry.get(a.entryId) ?? []), a]);
  const entryMean = new Map(
    [...byEntry].map(([id, list]) => [id, list.reduce((s, a) => s + a.total!, 0) / list.length]),
  );

  const overall = { ...zero(), entries: new Set(assignments.map((a) => a.entryId)).size };
  const groups = new Map<string, ReturnType<typeof zero>>();
  const experts = new Map<
    string,
    ReturnType<typeof zero> & { expertName: string; groupName: string; totals: number[]; offsets: number[] }
  >();
  for (const a of assignments) {
    overall[a.status] += 1;
    const g = groups.get(a.groupName) ?? zero();
    g[a.status] += 1;
    groups.set(a.groupName, g);
    const e = experts.get(a.expertId) ?? {
      ...zero(),
      expertName: a.expertName,
      groupName: a.groupName,
      totals: [],
      offsets: [],
    };
    e[a.status] += 1;
    if (a.status === 'submitted' && a.total !== null) {
      e.totals.push(a.total);
      e.offsets.push(a.total - entryMean.get(a.entryId)!);
    }
    experts.set(a.expertId, e);
  }

  const bands = 10;
  const histogram = Array.from({ length: bands }, (_, i) => ({
    from: round((maxTotal * i) / bands),
    to: round((maxTotal * (i + 1)) / bands),
    count: 0,
  }));
  for (const a of submitted) {
    const band = maxTotal > 0 ? Math.min(bands - 1, Math.floor((a.total! / maxTotal) * bands)) : 0;
    histogram[Math.max(0, band)]!.count += 1;
  }

  const outliers: ReviewStatistics['outliers'] = [];
  for (const list of byEntry.values()) {
    if (list.length < 2) continue;
    const sum = list.reduce((s, a) => s + a.total!, 0);
    for (const a of list) {
      const othersMean = (sum - a.total!) / (list.length - 1);
      const deviation = a.total! - othersMean;
      if (Math.abs(deviation) > outlierShare * maxTotal)
        outliers.push({
          entryId: a.entryId,
          teamName: a.teamName,
          expertName: a.expertName,
          total: a.total!,
          othersMean: round(othersMean),
          deviation: round(deviation),
        });
    }
  }
  outliers.sort((a, b) => Math.abs(b.deviation) - Math.abs(a.deviation));

  const mean = (xs: number[]) => (xs.length ? round(xs.reduce((s, x) => s + x, 0) / xs.length) : null);
  return {
    maxTotal,
    overall,
    groups: [...groups].map(([groupName, c]) => ({ groupName, ...c })),
    experts: [...experts]
      .map(([expertId, e]) => ({
        expertId,
        expertName: e.expertName,
        groupName: e.groupName,
        assigned: e.assigned,
        draft: e.draft,
        submitted: e.submitted,
        abstained: e.abstained,
        mean: mean(e.totals),
        leniency: mean(e.offsets),
      }))
      .sort((a, b) => (b.leniency ?? 0) - (a.leniency ?? 0)),
    histogram,
    outliers,
  };
};
