import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';
import {
  DISAGREEMENT_RANGE_SHARE,
  DISAGREEMENT_SD_SHARE,
  type FinalMethod,
  type ScoreColumn,
} from './methods.ts';

/**
 * The final-score methods of `methods.ts`, done by the database in one `insert … select`: the score rows never
 * leave it, and what comes back is one small row per entry (its flag and expert count) for the summary.
 * `methods.ts` stays the reference (worked examples); `final-score-sql.test.ts` checks that both agree on
 * randomised stages for every method. Arithmetic is in doubles, as in JavaScript: a `real` total goes through
 * `numeric` first so it becomes the double JavaScript parses from the same text (72.3, not 72.30000305), the
 * spread per entry is the same two-pass SD, and rounding is `Math.round` to 4 places (`numeric` arithmetic
 * was exact but cost most of the statement's time). The breakdown is built here too, so an appeal reads the
 * numbers the score was computed from even if a score is revised afterwards.
 */

/** `Math.round(x · 10⁴) / 10⁴` (half up, also for negatives), as a double for the JSON breakdown. */
const round4 = (x: SQL) => sql`(floor((${x}) * 10000 + 0.5) / 10000)::float8`;

/** Σ wᵢ·(sᵢ/maxᵢ) / Σ wᵢ × Σ maxᵢ per score row (`weightedTotal` of methods.ts); the plain sum with no weights. */
const weightedUsed = (columns: ScoreColumn[]) => {
  const score = (c: ScoreColumn) => sql`coalesce((scores ->> ${c.key})::float8, 0)`;
  const weights = columns.reduce((s, c) => s + c.weight, 0);
  const maxTotal = columns.reduce((s, c) => s + c.max, 0);
  if (!columns.length) return sql`0::float8`;
  if (weights === 0) return sql.join(columns.map(score), sql` + `);
  const shares = sql.join(
    columns.map((c) => sql`${c.weight}::float8 * (${score(c)} / ${c.max}::float8)`),
    sql` + `,
  );
  return sql`(0 + ${shares}) / ${weights}::float8 * ${maxTotal}::float8`;
};

export type SqlFinalScoreSummary = { entries: number; flagged: number; scoreRows: number };

/**
 * Replaces nothing by itself: inserts the stage's results (the caller deletes the old ones in the same
 * transaction) and returns how many entries, flagged entries and score rows went in.
 */
export const insertFinalScores = async (
  db: Pick<Db, 'execute'>,
  stageId: number,
  method: FinalMethod,
  columns: ScoreColumn[],
  computedAt: Date,
): Promise<SqlFinalScoreSummary> => {
  const maxTotal = columns.reduce((s, c) => s + c.max, 0);
  const zScore = method === 'zScore';
  // Thresholds computed as JavaScript computes them, so a total on the boundary flags the same way.
  const rangeLimit = DISAGREEMENT_RANGE_SHARE * maxTotal;
  const sdLimit = DISAGREEMENT_SD_SHARE * maxTotal;
  const trimmed = method === 'trimmedMean';
  // Each method adds only the columns it needs: the weighted method alone reads the scores' jsonb, the
  // z-score alone the per-expert and pooled statistics (window aggregates rather than joins on grouped
  // subqueries, so the plan does not hinge on row estimates of freshly written scores).
  const stats = zScore
    ? sql`, avg(total) over (partition by expert_id) as expert_mean,
        coalesce(stddev_pop(total) over (partition by expert_id), 0) as expert_sd,
        avg(total) over () as pooled_mean, coalesce(stddev_pop(total) over (), 0) as pooled_sd`
    : sql``;
  const used =
    method === 'weighted'
      ? weightedUsed(columns)
      : zScore
        ? // An expert who gave everything the same total says nothing about relative quality: z = 0.
          sql`pooled_mean + (case when expert_sd = 0 then 0 else (total - expert_mean) / expert_sd end) * pooled_sd`
        : sql`total`;
  // Trimmed mean: one lowest and one highest per entry (ties broken by assignment order) when n ≥ 3.
  const dropped = trimmed
    ? sql`count(*) over (partition by entry_id) >= 3 and (
        row_number() over (partition by entry_id order by used, id) = 1
        or row_number() over (partition by entry_id order by used desc, id desc) = 1)`
    : sql`false`;
  const zParts = zScore
    ? sql`, 'expertMean', ${round4(sql`f.expert_mean`)}, 'expertSd', ${round4(sql`f.expert_sd`)},
        'z', ${round4(sql`case when f.expert_sd = 0 then 0 else (f.total - f.expert_mean) / f.expert_sd end`)}`
    : sql``;
  const pooled = zScore
    ? sql` || jsonb_build_object('pooledMean', ${round4(sql`entry.pooled_mean`)}, 'pooledSd', ${round4(sql`entry.pooled_sd`)})`
    : sql``;
  const result = (await db.execute(sql`
    with s as (
      select a.id, a.entry_id, a.expert_id, x.public_id, x.name, coalesce(a.total, 0)::numeric::float8 as total
        ${method === 'weighted' ? sql`, a.scores` : sql``}
      from review_assignments a
      join review_entries e on e.id = a.entry_id
      join experts x on x.id = a.expert_id
      where e.stage_id = ${stageId} and a.status = 'submitted'
    ),
    with_stats as (select s.* ${stats} from s),
    parts as (select with_stats.*, ${used} as used from with_stats),
    marked as (
      select parts.*, ${dropped} as dropped, avg(total) over (partition by entry_id) as entry_mean from parts
    ),
    entry as (
      select f.entry_id, count(*) as n, avg(f.total) as raw_mean,
        sqrt(avg((f.total - f.entry_mean) ^ 2)) as sd, max(f.total) - min(f.total) as range,
        avg(f.used) filter (where not f.dropped) as adjusted,
        ${zScore ? sql`max(f.pooled_mean) as pooled_mean, max(f.pooled_sd) as pooled_sd,` : sql``}
        jsonb_agg(jsonb_build_object(
          'expertId', f.public_id, 'expertName', f.name, 'total', f.total, 'used', ${round4(sql`f.used`)}
          ${zParts})${trimmed ? sql` || case when f.dropped then '{"dropped": true}'::jsonb else '{}'::jsonb end` : sql``}
          order by f.id) as experts
      from marked f
      group by f.entry_id
    ),
    inserted as (
      insert into review_results (entry_id, stage_id, method, raw_mean, adjusted, expert_count, flagged, breakdown, computed_at)
      select entry.entry_id, ${stageId}, ${method}, ${round4(sql`entry.raw_mean`)}, ${round4(sql`entry.adjusted`)}, entry.n,
        entry.range > ${rangeLimit}::float8 or entry.sd > ${sdLimit}::float8,
        jsonb_build_object('experts', entry.experts, 'sd', ${round4(sql`entry.sd`)},
          'range', ${round4(sql`entry.range`)}, 'maxTotal', ${maxTotal}::float8)${pooled},
        ${computedAt.toISOString()}::timestamptz
      from entry
      returning flagged, expert_count
    )
    select count(*) as entries, count(*) filter (where flagged) as flagged, coalesce(sum(expert_count), 0) as rows
    from inserted`)) as unknown as { rows: { entries: unknown; flagged: unknown; rows: unknown }[] };
  // Both drivers answer `{ rows }`; counts come back as strings (node-postgres) or numbers (PGlite).
  const [row] = result.rows;
  return { entries: Number(row!.entries), flagged: Number(row!.flagged), scoreRows: Number(row!.rows) };
};
