type StageWindows = {
  stageId: string;
  reviewStart: string | null;
  reviewEnd: string | null;
  submitStart?: string | null;
  submitEnd?: string | null;
};

const within = (now: number, start: string | null | undefined, end: string | null | undefined) =>
  (start != null || end != null) &&
  (start == null || Date.parse(start) <= now) &&
  (end == null || now <= Date.parse(end));

/**
 * The stage a review page opens on once its competition is chosen: the only stage, else the one under
 * review now, else the one taking works now; null (the organiser chooses) when that names no single stage.
 */
export const defaultStageId = (stages: readonly StageWindows[], now = Date.now()): string | null => {
  if (stages.length === 1) return stages[0]!.stageId;
  for (const open of [
    (s: StageWindows) => within(now, s.reviewStart, s.reviewEnd),
    (s: StageWindows) => within(now, s.submitStart, s.submitEnd),
  ]) {
    const current = stages.filter(open);
    if (current.length === 1) return current[0]!.stageId;
  }
  return null;
};
