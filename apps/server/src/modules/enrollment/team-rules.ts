import { eq, inArray, sql } from 'drizzle-orm';
import { competitionEnrollSettings, enrollMembers, enrollTeams } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import type { LocalizedText } from '../../platform/messages.ts';
import { teamRuleMessages } from './team-rules.messages.ts';

type Reader = Pick<Db, 'select'>;

/** The competition's size rules a team must meet before it is approved or submits a work. */
export type TeamRules = { teamMin: number; teamMax: number; advisorMin: number; advisorMax: number };
/** Who is in a team now: students (captain included) and advisors, counted from its member rows. */
export type TeamCounts = { students: number; advisors: number };
/** The first rule a team breaks, with the numbers its message names. */
export type TeamRuleBreach = { message: LocalizedText; params: Record<string, number> };

/**
 * The one team-rule check (sign-up approval by a school or an organiser, single or batch, and work
 * submission): students between teamMin and teamMax, advisors between advisorMin and advisorMax. Null
 * when the team meets every rule.
 */
export const teamRuleBreach = (rules: TeamRules, counts: TeamCounts): TeamRuleBreach | null => {
  const students = { count: counts.students, min: rules.teamMin, max: rules.teamMax };
  const advisors = { count: counts.advisors, min: rules.advisorMin, max: rules.advisorMax };
  if (counts.students < rules.teamMin) return { message: teamRuleMessages.tooFewStudents, params: students };
  if (counts.students > rules.teamMax) return { message: teamRuleMessages.tooManyStudents, params: students };
  if (counts.advisors < rules.advisorMin)
    return { message: teamRuleMessages.tooFewAdvisors, params: advisors };
  if (counts.advisors > rules.advisorMax)
    return { message: teamRuleMessages.tooManyAdvisors, params: advisors };
  return null;
};

const studentCount = sql<number>`count(*) filter (where ${enrollMembers.role} <> 'advisor')::int`;
const advisorCount = sql<number>`count(*) filter (where ${enrollMembers.role} = 'advisor')::int`;

/**
 * The first rule each team breaks, by internal team id (teams meeting every rule are absent). Members are
 * counted from `enroll_members`, the rows the team page shows, not from the cached counters.
 */
export const teamRuleBreaches = async (db: Reader, teamIds: number[]) => {
  const out = new Map<number, TeamRuleBreach>();
  if (teamIds.length === 0) return out;
  const rows = await db
    .select({
      teamId: enrollTeams.id,
      teamMin: competitionEnrollSettings.teamMin,
      teamMax: competitionEnrollSettings.teamMax,
      advisorMin: competitionEnrollSettings.advisorMin,
      advisorMax: competitionEnrollSettings.advisorMax,
      students: studentCount,
      advisors: advisorCount,
    })
    .from(enrollTeams)
    .innerJoin(
      competitionEnrollSettings,
      eq(competitionEnrollSettings.competitionId, enrollTeams.competitionId),
    )
    .leftJoin(enrollMembers, eq(enrollMembers.teamId, enrollTeams.id))
    .where(inArray(enrollTeams.id, teamIds))
    .groupBy(
      enrollTeams.id,
      competitionEnrollSettings.teamMin,
      competitionEnrollSettings.teamMax,
      competitionEnrollSettings.advisorMin,
      competitionEnrollSettings.advisorMax,
    );
  for (const r of rows) {
    const breach = teamRuleBreach(r, { students: Number(r.students), advisors: Number(r.advisors) });
    if (breach) out.set(r.teamId, breach);
  }
  return out;
};

/** Refuses (400, naming the rule) a team that breaks its competition's team rules. */
export const assertTeamMeetsRules = async (db: Reader, teamId: number) => {
  const breach = (await teamRuleBreaches(db, [teamId])).get(teamId);
  if (breach) throw badRequest(breach.message, breach.params);
};
