import { count } from 'drizzle-orm';
import { TEAM_SOURCES, type SourceList } from '@podium/contracts';
import { enrollTeams } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { teamScopeOf } from './team-num.ts';

/** How a competition's teams came (self sign-up, school recommendation, import, copy), every source listed. */
export const teamSources = async (db: Db, auth: AuthContext, competitionId: string): Promise<SourceList> => {
  const { where } = await teamScopeOf(db, auth, competitionId);
  const rows = await db
    .select({ source: enrollTeams.source, n: count() })
    .from(enrollTeams)
    .where(where)
    .groupBy(enrollTeams.source);
  return TEAM_SOURCES.map((source) => ({ source, count: rows.find((r) => r.source === source)?.n ?? 0 }));
};
