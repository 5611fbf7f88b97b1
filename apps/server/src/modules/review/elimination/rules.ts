/**
 * Promotion rules (issue 10, /review/elimination): which entries of a stage go through to the next one.
 * Pure: the service feeds it the stage's final scores and writes what it decides.
 *
 * Within each item × participant group ("bucket"), entries are walked from the best adjusted score down:
 * - an entry without a final score, or below the threshold, is cut;
 * - an entry whose school already has `maxPerSchool` promoted is cut, and its place passes on to the next
 *   entry (the cap frees room, it does not shrink the quota). The cap counts in the bucket, or with
 *   `schoolCapScope: 'stage'` across all buckets of the stage together;
 * - the first `quota` others go through, where quota is `top` or ⌊count × percent / 100⌋ of the bucket's
 *   entries (at least one when percent > 0);
 * - an entry tied with the last one through at the line goes through too: equal scores are never split.
 *
 * All entries are walked in one order — score down, then rank in the bucket, then bucket, then id — each
 * against its own bucket's quota. Within a bucket that is the bucket's own order, so a per-bucket rule is
 * unaffected; across the stage it means a school's places under a stage-wide cap go to its best-scoring
 * entries wherever they are (scores of one stage share its scoring columns, so they compare).
 */
export type PromotionRule = {
  mode: 'top' | 'percent';
  /** Entries per bucket (mode top). */
  top?: number;
  /** Share of each bucket's entries (mode percent), 1–100. */
  percent?: number;
  /** At most this many of one school per bucket (or per stage, see `schoolCapScope`). */
  maxPerSchool?: number | null;
  /** Where `maxPerSchool` counts: each item × group (default) or the whole stage. */
  schoolCapScope?: 'bucket' | 'stage';
  /** Entries scoring below this never go through. */
  minScore?: number | null;
};

export type PromotionCandidate = {
  entryId: string;
  schoolId: string | null;
  itemKey: string;
  groupKey: string;
  /** The adjusted final score; null when the entry has none. */
  score: number | null;
};

export const PROMOTION_REASONS = [
  'withinQuota',
  'tieAtLine',
  'outsideQuota',
  'schoolCap',
  'schoolCapStage',
  'belowThreshold',
  'noScore',
] as const;
export type PromotionReason = (typeof PROMOTION_REASONS)[number];

export type PromotionDecision = {
  entryId: string;
  bucket: string;
  /** Competition rank (1, 2, 2, 4) by score within the bucket; entries without a score come last. */
  rank: number;
  promoted: boolean;
  reason: PromotionReason;
};

export type BucketSummary = {
  bucket: string;
  itemKey: string;
  groupKey: string;
  entries: number;
  quota: number;
  promoted: number;
  /** The lowest score that went through, if any did. */
  lineScore: number | null;
};

export const quotaOf = (rule: PromotionRule, entries: number): number => {
  if (rule.mode === 'top') return Math.min(entries, Math.max(0, Math.floor(rule.top ?? 0)));
  const percent = Math.min(100, Math.max(0, rule.percent ?? 0));
  if (percent === 0 || entries === 0) return 0;
  // 1e-9 absorbs float error (e.g. 7 × 30 / 100 = 2.0999…).
  return Math.max(1, Math.floor((entries * percent) / 100 + 1e-9));
};

const bucketKey = (c: PromotionCandidate) => `${c.itemKey}\u0000${c.groupKey}`;

type BucketState = {
  key: string;
  members: PromotionCandidate[];
  quota: number;
  promoted: number;
  lineScore: number | null;
  ranks: Map<string, number>;
};

const byScoreDown = (a: PromotionCandidate, b: PromotionCandidate) =>
  (b.score ?? Number.NEGATIVE_INFINITY) - (a.score ?? Number.NEGATIVE_INFINITY);

/** Decides every candidate; decisions come back bucket by bucket, best first. */
export const decidePromotion = (
  rule: PromotionRule,
  candidates: readonly PromotionCandidate[],
): { decisions: PromotionDecision[]; buckets: BucketSummary[] } => {
  const byBucket = new Map<string, PromotionCandidate[]>();
  for (const c of candidates) byBucket.set(bucketKey(c), [...(byBucket.get(bucketKey(c)) ?? []), c]);
  const states = [...byBucket.keys()].sort().map((key): BucketState => {
    const members = [...byBucket.get(key)!].sort(
      (a, b) => byScoreDown(a, b) || a.entryId.localeCompare(b.entryId),
    );
    // Competition rank (1, 2, 2, 4): equal scores share the rank of the first of them.
    const ranks = new Map<string, number>();
    members.forEach((c, index) => {
      const previous = members[index - 1];
      ranks.set(c.entryId, previous && previous.score === c.score ? ranks.get(previous.entryId)! : index + 1);
    });
    return { key, members, quota: quotaOf(rule, members.length), promoted: 0, lineScore: null, ranks };
  });
  const stateOf = new Map(states.flatMap((s) => s.members.map((c) => [c.entryId, s] as const)));
  const walk = states
    .flatMap((s) => s.members)
    .sort(
      (a, b) =>
        byScoreDown(a, b) ||
        stateOf.get(a.entryId)!.ranks.get(a.entryId)! - stateOf.get(b.entryId)!.ranks.get(b.entryId)! ||
        stateOf.get(a.entryId)!.key.localeCompare(stateOf.get(b.entryId)!.key) ||
        a.entryId.localeCompare(b.entryId),
    );
  const stageWide = rule.schoolCapScope === 'stage';
  const perSchool = new Map<string, number>();
  const decided = new Map<string, PromotionDecision>();
  for (const c of walk) {
    const state = stateOf.get(c.entryId)!;
    const schoolKey = c.schoolId === null ? null : stageWide ? c.schoolId : `${state.key}\u0000${c.schoolId}`;
    const reason = reasonFor(rule, c, state, schoolKey === null ? 0 : (perSchool.get(schoolKey) ?? 0));
    const through = reason === 'withinQuota' || reason === 'tieAtLine';
    if (through) {
      state.promoted += 1;
      state.lineScore = c.score;
      if (schoolKey !== null) perSchool.set(schoolKey, (perSchool.get(schoolKey) ?? 0) + 1);
    }
    decided.set(c.entryId, {
      entryId: c.entryId,
      bucket: state.key,
      rank: state.ranks.get(c.entryId)!,
      promoted: through,
      reason,
    });
  }
  return {
    decisions: states.flatMap((s) => s.members.map((c) => decided.get(c.entryId)!)),
    buckets: states.map((s) => ({
      bucket: s.key,
      itemKey: s.members[0]!.itemKey,
      groupKey: s.members[0]!.groupKey,
      entries: s.members.length,
      quota: s.quota,
      promoted: s.promoted,
      lineScore: s.lineScore,
    })),
  };
};

const reasonFor = (
  rule: PromotionRule,
  c: PromotionCandidate,
  state: BucketState,
  schoolHeld: number,
): PromotionReason => {
  if (c.score === null) return 'noScore';
  if (rule.minScore !== null && rule.minScore !== undefined && c.score < rule.minScore)
    return 'belowThreshold';
  const cap = rule.maxPerSchool;
  if (cap !== null && cap !== undefined && c.schoolId !== null && schoolHeld >= cap)
    return rule.schoolCapScope === 'stage' ? 'schoolCapStage' : 'schoolCap';
  if (state.promoted < state.quota) return 'withinQuota';
  if (state.promoted > 0 && c.score === state.lineScore) return 'tieAtLine';
  return 'outsideQuota';
};
