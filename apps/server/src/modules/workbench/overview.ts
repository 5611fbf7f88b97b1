import { and, asc, desc, eq, exists, ne, sql } from 'drizzle-orm';
import { WORKBENCH_KPIS, type WorkbenchOverview } from '@podium/contracts';
import { competitions, competitionStages, enrollTeams, operationLogs, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { maskName } from '../../platform/masking.ts';
import { keyNumbers } from '../statistics/key-numbers.ts';
import { resolveReach } from '../statistics/statistics-reach.ts';
import { activeExpertRecords } from '../review/review-lookup.ts';
import { stagesOfExpert } from '../review/scoring.ts';

const ACTIVITY_ROWS = 8;

/** The year as a Beijing calendar sees it. */
const chinaYear = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).getUTCFullYear();

/**
 * The acting group's current competition: the latest non-draft one it (or a subordinate) organises; for a
 * group that organises none (a school), the latest its own teams signed up for.
 */
const currentCompetition = async (db: Db, auth: AuthContext) => {
  if (!auth.group && !auth.isRoot) return null;
  const latest = (where: ReturnType<typeof and>) =>
    db
      .select({
        id: competitions.id,
        publicId: competitions.publicId,
        name: competitions.name,
        year: competitions.year,
      })
      .from(competitions)
      .where(and(ne(competitions.status, 'draft'), where))
      .orderBy(desc(competitions.year), desc(competitions.publishedAt), desc(competitions.id))
      .limit(1)
      .then((rows) => rows[0] ?? null);
  const organised = await latest(scopeCondition(auth, { groupId: competitions.groupId }));
  if (organised) return organised;
  return latest(
    exists(
      db
        .select({ one: sql`1` })
        .from(enrollTeams)
        .where(
          and(
            eq(enrollTeams.competitionId, competitions.id),
            scopeCondition(auth, { groupId: enrollTeams.schoolGroupId }),
          ),
        ),
    ),
  );
};

/**
 * The workbench's picture of the acting group: the season's key numbers (counted with the statistics' reach,
 * over the current competition's year), the current competition's stages for the timeline, and the group's
 * recent writes from the operation log with the operators' names masked (the caller's own shown in full).
 */
export const overviewOf = async (db: Db, auth: AuthContext, now = new Date()): Promise<WorkbenchOverview> => {
  // A role that grants no back-office right in the group (an expert's) is no part of the group's season:
  // such a caller sees only their own doings and their own review work.
  const scope = auth.isRoot || auth.permissions.length > 0 ? 'group' : 'own';
  const records = await activeExpertRecords(db, auth);
  const review = records.length
    ? (await stagesOfExpert(db, records)).sort(
        (a, b) => Number(b.open) - Number(a.open) || (a.reviewEnd ?? '').localeCompare(b.reviewEnd ?? ''),
      )
    : null;
  const competition = scope === 'group' ? await currentCompetition(db, auth) : null;
  const year = competition?.year ?? chinaYear(now);
  const [numbers, stages, activity] = await Promise.all([
    scope === 'group' && (auth.group || auth.isRoot)
      ? resolveReach(db, auth).then((reach) =>
          keyNumbers(
            db,
            auth,
            reach,
            {},
            {
              start: new Date(`${year}-01-01T00:00:00+08:00`),
              end: new Date(`${year + 1}-01-01T00:00:00+08:00`),
            },
          ),
        )
      : null,
    competition
      ? db
          .select()
          .from(competitionStages)
          .where(eq(competitionStages.competitionId, competition.id))
          .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id))
      : [],
    auth.group
      ? db
          .select({
            at: operationLogs.createdAt,
            userId: operationLogs.userId,
            username: operationLogs.username,
            realName: users.realName,
            module: operationLogs.module,
            action: operationLogs.action,
          })
          .from(operationLogs)
          .leftJoin(users, eq(users.id, operationLogs.userId))
          .where(
            and(
              eq(operationLogs.groupId, auth.group.id),
              eq(operationLogs.success, true),
              scope === 'own' ? eq(operationLogs.userId, auth.userId) : undefined,
            ),
          )
          .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
          .limit(ACTIVITY_ROWS)
      : [],
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    year,
    kpis: numbers ? WORKBENCH_KPIS.map((key) => ({ key, value: numbers[key] })) : [],
    competition: competition
      ? {
          competitionId: competition.publicId,
          name: competition.name,
          stages: stages.map((s) => ({
            stageId: s.publicId,
            name: s.name,
            signUpStart: iso(s.signUpStart),
            signUpEnd: iso(s.signUpEnd),
            submitStart: iso(s.submitStart),
            submitEnd: iso(s.submitEnd),
            reviewStart: iso(s.reviewStart),
            reviewEnd: iso(s.reviewEnd),
          })),
        }
      : null,
    now: now.toISOString(),
    scope,
    review,
    activity: activity.map((a) => {
      const name = a.realName || a.username;
      return {
        at: a.at.toISOString(),
        who: a.userId === auth.userId ? name : maskName(name),
        module: a.module,
        action: a.action,
      };
    }),
  };
};
