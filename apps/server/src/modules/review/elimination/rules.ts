/**
 * Promotion rules (issue 10, /review/elimination): which entries of a stage go through to the next one.
 * Pure: the service feeds it the stage's final scores and writes what it decides.
 *
 * Within each item × participant group ("bucket"), entries are walked from the best adjusted score down:
 * - an entry without a final score, or below the threshold, is cut;
 * - an entry whose school already has `maxPerSchool` promoted in the bucket is cut, and its place passes on
 *   to the next entry (the cap frees room, it does not shrink the quota);
 * - the first `quota` others go through, where quota is `top` or ⌊count × percent / 100⌋ of the bucket's
 *   entries (at least one when percent > 0);
 * - an entry tied with the last one through at the line goes through too: equal scores are never split.
 */
export type PromotionRule = {
  mode: 'top' | 'percent';
  /** Entries per bucket (mode top). */
  top?: number;
  /** Share of each bucket's entries (mode percent), 1–100. */
  percent?: number;
  /** At most this many of one school per bucket. */
  maxPerSchool?: number | null;
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

/** Decides every candidate; decisions come back bucket by bucket, best first. */
export const decidePromotion = (
  rule: PromotionRule,
  candidates: readonly PromotionCandidate[],
): { decisions: PromotionDecision[]; buckets: BucketSummary[] } => {
  const byBucket = new Map<string, PromotionCandidate[]>();
  for (const c of candidates) byBucket.set(bucketKey(c), [...(byBucket.get(bucketKey(c)) ?? []), c]);
  const decisions: PromotionDecision[] = [];
  const buckets: BucketSummary[] = [];
  const keys = [...byBucket.keys()].sort();
  for (const key of keys) {
    const members = [...byBucket.get(key)!].sort(
      (a, b) =>
        (b.score ?? Number.NEGATIVE_INFINITY) - (a.score ?? Number.NEGATIVE_INFINITY) ||
        a.entryId.localeCompare(b.entryId),
    );
    const quota = quotaOf(rule, members.length);
    const perSchool = new Map<string, number>();
    let promoted = 0;
    let lineScore: number | null = null;
    let rank = 0;
    let previous: number | null | undefined;
    members.forEach((c, index) => {
      if (c.score !== previous) rank = index + 1;
      previous = c.score;
      const reason = reasonFor(rule, c, quota, promoted, lineScore, perSchool);
      const through = reason === 'withinQuota' || reason === 'tieAtLine';
      if (through) {
        promoted += 1;
        lineScore = c.score;
        if (c.schoolId !== null) perSchool.set(c.schoolId, (perSchool.get(c.schoolId) ?? 0) + 1);
      }
      decisions.push({ entryId: c.entryId, bucket: key, rank, promoted: through, reason });
    });
    const first = members[0]!;
    buckets.push({
      bucket: key,
      itemKey: first.itemKey,
      groupKey: first.groupKey,
      entries: members.length,
      quota,
      promoted,
      lineScore,
    });
  }
  return { decisions, buckets };
};

const reasonFor = (
  rule: PromotionRule,
  c: PromotionCandidate,
  quota: number,
  promoted: number,
  lineScore: number | null,
  perSchool: Map<string, number>,
): PromotionReason => {
  if (c.score === null) return 'noScore';
  if (rule.minScore !== null && rule.minScore !== undefined && c.score < rule.minScore)
    return 'belowThreshold';
  const cap = rule.maxPerSchool;
  if (cap !== null && cap !== undefined && c.schoolId !== null && (perSchool.get(c.schoolId) ?? 0) >= cap)
    return 'schoolCap';
  if (promoted < quota) return 'withinQuota';
  if (promoted > 0 && c.score === lineScore) return 'tieAtLine';
  return 'outsideQuota';
};
