import { and, eq, sql } from 'drizzle-orm';
import { MAX_SEASONS, type SeasonComparison, type SeasonFigures } from '@podium/contracts';
import { competitions, competitionStages, enrollTeams } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { keyNumbers } from './key-numbers.ts';
import { chinaDay } from '../../platform/china-days.ts';
import { resolveReach, teamsInReach } from './statistics-reach.ts';

const DAY_MS = 86_400_000;
const ALL_TIME = { start: null, end: null };

type Season = {
  id: number;
  publicId: string;
  name: string;
  year: number;
  season: string;
  groupId: number;
  copiedFromId: number | null;
};

/** The competition and the seasons it was copied from, newest first (a copy of a copy … at most MAX_SEASONS). */
const seasonChain = async (db: Db, competitionId: string): Promise<Season[]> => {
  const columns = {
    id: competitions.id,
    publicId: competitions.publicId,
    name: competitions.name,
    year: competitions.year,
    season: competitions.season,
    groupId: competitions.groupId,
    copiedFromId: competitions.copiedFromId,
  };
  const chain: Season[] = [];
  let [next] = await db.select(columns).from(competitions).where(eq(competitions.publicId, competitionId));
  while (next && chain.length < MAX_SEASONS && !chain.some((s) => s.id === next!.id)) {
    chain.push(next);
    if (next.copiedFromId === null) break;
    [next] = await db.select(columns).from(competitions).where(eq(competitions.id, next.copiedFromId));
  }
  return chain;
};

/** Sign-ups so far on each day from `openedOn`, from that day to the last sign-up's (earlier ones count on day 0). */
const cumulativeFrom = (openedOn: string, perDay: { day: string; value: number }[]) => {
  const offset = (day: string) => Math.max(0, Math.round((Date.parse(day) - Date.parse(openedOn)) / DAY_MS));
  const last = perDay.reduce((max, point) => Math.max(max, offset(point.day)), -1);
  const daily = new Array<number>(last + 1).fill(0);
  for (const point of perDay) daily[offset(point.day)]! += point.value;
  let total = 0;
  return daily.map((n) => (total += n));
};

/**
 * Season over season: the chosen competition beside the seasons it was copied from, each counted as the
 * acting group reaches it (an organiser its own seasons whole, a school its own students' sign-ups). A season
 * the group neither organises nor has a sign-up in is left out, so no one learns of another's competitions.
 */
export const seasonComparison = async (
  db: Db,
  auth: AuthContext,
  competitionId: string,
): Promise<SeasonComparison> => {
  const reach = await resolveReach(db, auth);
  const organised = scopeCondition(auth, { groupId: competitions.groupId });
  const chain = await seasonChain(db, competitionId);
  const figures = await Promise.all(
    chain.map(async (season): Promise<SeasonFigures & { visible: boolean }> => {
      const q = { competitionId: season.publicId };
      const [kpis, perDay, [opening], [own]] = await Promise.all([
        keyNumbers(db, auth, reach, q, ALL_TIME),
        db
          .select({ day: chinaDay(enrollTeams.createdAt), value: sql<number>`count(*)`.mapWith(Number) })
          .from(enrollTeams)
          .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
          .where(teamsInReach(reach, q))
          .groupBy(sql`1`)
          .orderBy(sql`1`),
        db
          .select({ day: chinaDay(competitionStages.signUpStart) })
          .from(competitionStages)
          .where(eq(competitionStages.competitionId, season.id))
          .orderBy(sql`${competitionStages.signUpStart} nulls last`)
          .limit(1),
        db
          .select({ id: competitions.id })
          .from(competitions)
          .where(and(eq(competitions.id, season.id), organised)),
      ]);
      const openedOn = opening?.day ?? perDay[0]?.day ?? null;
      return {
        competitionId: season.publicId,
        name: season.name,
        year: season.year,
        season: season.season,
        openedOn,
        kpis,
        cumulative: openedOn ? cumulativeFrom(openedOn, perDay) : [],
        visible: Boolean(own) || kpis.signUps > 0,
      };
    }),
  );
  // Nothing when the chosen season is not the group's; the seasons before it only where they are.
  if (!figures[0]?.visible) return { seasons: [] };
  return { seasons: figures.filter((f) => f.visible).map(({ visible: _visible, ...season }) => season) };
};
