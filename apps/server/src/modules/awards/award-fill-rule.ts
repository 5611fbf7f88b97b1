/**
 * Which award a ranked result gets (pure). `ranks`: bands of rank counts, in order — with counts 1, 2, 3
 * ranks 1 → first level, 2–3 → second, 4–6 → third; competition ranking (1, 2, 2, 4) means a tie at a
 * band's line gets the better level. `bands`: the level of the highest `minScore` the score reaches.
 */
export type FillRule<L> =
  | { mode: 'ranks'; ranks: readonly { level: L; count: number }[] }
  | { mode: 'bands'; bands: readonly { level: L; minScore: number }[] };

export const levelForResult = <L>(rule: FillRule<L>, result: { rank: number; score: number }): L | null => {
  if (rule.mode === 'ranks') {
    let upTo = 0;
    for (const band of rule.ranks) {
      upTo += band.count;
      if (result.rank <= upTo) return band.level;
    }
    return null;
  }
  let best: { level: L; minScore: number } | null = null;
  for (const band of rule.bands) {
    if (result.score >= band.minScore && (!best || band.minScore > best.minScore)) best = band;
  }
  return best?.level ?? null;
};

export type FillAction = 'add' | 'update' | 'remove' | 'keep' | 'issued' | 'none';

/** What filling does to one result's line: `line` is its current line of a level the rule gives, if any. */
export const fillAction = <L>(
  level: L | null,
  line: { level: L; rank: number | null; score: number | null; issued: boolean } | null,
  result: { rank: number; score: number },
): FillAction => {
  if (line?.issued) return 'issued';
  if (level === null) return line ? 'remove' : 'none';
  if (!line) return 'add';
  return line.level === level && line.rank === result.rank && line.score === result.score ? 'keep' : 'update';
};
