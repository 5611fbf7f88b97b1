/**
 * Final-score methods as pure functions (no database): given every submitted score of a stage they return,
 * per entry, the raw mean, the adjusted score of the chosen method and the numbers it came from, so a
 * final score can be explained on appeal. SDs are population SDs (divide by n).
 */

export type FinalMethod = 'mean' | 'trimmedMean' | 'weighted' | 'zScore';

export type ScoreColumn = { key: string; max: number; weight: number };

/** One expert's submitted score of one entry. */
export type ScoreRow = { entryId: number; expertId: number; scores: Record<string, number>; total: number };

/** One expert's contribution to an entry, with the intermediate numbers of the method. */
export type ExpertPart = {
  expertId: number;
  total: number;
  /** The value that enters the average: the total, the weighted total or the refitted z-score. */
  used: number;
  /** Trimmed mean: this score was dropped as the highest or lowest. */
  dropped?: boolean;
  /** zScore: the expert's own mean and SD over their scored entries, and the z-score. */
  expertMean?: number;
  expertSd?: number;
  z?: number;
};

export type FinalScore = {
  entryId: number;
  method: FinalMethod;
  rawMean: number;
  adjusted: number;
  flagged: boolean;
  breakdown: {
    experts: ExpertPart[];
    /** Spread of the experts' totals, which drives the disagreement flag. */
    sd: number;
    range: number;
    maxTotal: number;
    /** zScore: the pooled mean and SD the z-scores are refitted to. */
    pooledMean?: number;
    pooledSd?: number;
  };
};

/** Experts disagree strongly when their totals span more than this share of the maximum total. */
export const DISAGREEMENT_RANGE_SHARE = 0.2;
/** … or when the SD of their totals exceeds this share of the maximum total. */
export const DISAGREEMENT_SD_SHARE = 0.1;

const round = (x: number) => Math.round(x * 1e4) / 1e4;
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const sd = (xs: number[]) => {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};

/** Weighted total: Σ wᵢ·(sᵢ/maxᵢ) / Σ wᵢ, rescaled to the sum of the maxima (so it stays on the same scale). */
export const weightedTotal = (columns: ScoreColumn[], scores: Record<string, number>) => {
  const weights = columns.reduce((s, c) => s + c.weight, 0);
  const maxTotal = columns.reduce((s, c) => s + c.max, 0);
  if (weights === 0) return columns.reduce((s, c) => s + (scores[c.key] ?? 0), 0);
  const share = columns.reduce((s, c) => s + c.weight * ((scores[c.key] ?? 0) / c.max), 0) / weights;
  return share * maxTotal;
};

/** Trimmed mean of the parts: drops one highest and one lowest when at least three experts scored. */
const trim = (parts: ExpertPart[]) => {
  if (parts.length < 3) return mean(parts.map((p) => p.used));
  const order = parts.map((p, i) => ({ i, v: p.used })).sort((a, b) => a.v - b.v);
  parts[order[0]!.i]!.dropped = true;
  parts[order[order.length - 1]!.i]!.dropped = true;
  return mean(parts.filter((p) => !p.dropped).map((p) => p.used));
};

/** Each expert's mean and SD over all entries that expert scored in the stage. */
const expertStats = (rows: ScoreRow[]) => {
  const byExpert = new Map<number, number[]>();
  for (const r of rows) {
    const list = byExpert.get(r.expertId);
    if (list) list.push(r.total);
    else byExpert.set(r.expertId, [r.total]);
  }
  return new Map([...byExpert].map(([id, totals]) => [id, { mean: mean(totals), sd: sd(totals) }]));
};

export const computeFinalScores = (
  method: FinalMethod,
  columns: ScoreColumn[],
  rows: ScoreRow[],
): FinalScore[] => {
  const maxTotal = columns.reduce((s, c) => s + c.max, 0);
  const stats = method === 'zScore' ? expertStats(rows) : null;
  const pooledMean = mean(rows.map((r) => r.total));
  const pooledSd = sd(rows.map((r) => r.total));
  const byEntry = new Map<number, ScoreRow[]>();
  for (const r of rows) {
    const list = byEntry.get(r.entryId);
    if (list) list.push(r);
    else byEntry.set(r.entryId, [r]);
  }

  return [...byEntry].map(([entryId, entryRows]) => {
    const totals = entryRows.map((r) => r.total);
    const parts: ExpertPart[] = entryRows.map((r) => {
      if (method === 'weighted')
        return { expertId: r.expertId, total: r.total, used: weightedTotal(columns, r.scores) };
      if (stats) {
        const s = stats.get(r.expertId)!;
        // An expert who gave everything the same total says nothing about relative quality: z = 0.
        const z = s.sd === 0 ? 0 : (r.total - s.mean) / s.sd;
        return {
          expertId: r.expertId,
          total: r.total,
          used: pooledMean + z * pooledSd,
          expertMean: round(s.mean),
          expertSd: round(s.sd),
          z: round(z),
        };
      }
      return { expertId: r.expertId, total: r.total, used: r.total };
    });
    const adjusted = method === 'trimmedMean' ? trim(parts) : mean(parts.map((p) => p.used));
    const spread = sd(totals);
    const range = Math.max(...totals) - Math.min(...totals);
    return {
      entryId,
      method,
      rawMean: round(mean(totals)),
      adjusted: round(adjusted),
      flagged: range > DISAGREEMENT_RANGE_SHARE * maxTotal || spread > DISAGREEMENT_SD_SHARE * maxTotal,
      breakdown: {
        experts: parts.map((p) => ({ ...p, used: round(p.used) })),
        sd: round(spread),
        range: round(range),
        maxTotal,
        ...(stats ? { pooledMean: round(pooledMean), pooledSd: round(pooledSd) } : {}),
      },
    };
  });
};
