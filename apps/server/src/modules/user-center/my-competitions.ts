import { and, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type {
  EntryOutcome,
  MyCompetitionQuery,
  MyCompetitionRow,
  NextAction,
  StageStanding,
} from '@podium/contracts';
import {
  awardEntries,
  awardLevels,
  awardLists,
  competitionEnrollSettings,
  competitionGroups,
  competitionItems,
  competitions,
  competitionStages,
  enrollMembers,
  enrollTeams,
  works,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { teamStandings } from '../review/index.ts';
import { teamsPaidByOthers, teamsPaidBySchool } from '../finance/index.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type EntryFacts = {
  status: MyCompetitionRow['status'];
  role: MyCompetitionRow['role'];
  mode: string;
  competitionStatus: string;
  signUpStart: Date | null;
  signUpEnd: Date | null;
  submitStart: Date | null;
  submitEnd: Date | null;
  memberCount: number;
  teamMax: number;
  profileMissing: boolean;
  outcome: EntryOutcome | null;
  /** The team waits on an order someone else pays (its school's): nothing for the user to pay. */
  paidByOthers?: boolean;
  /** The organiser returned the team's work for correction (a new version clears it). */
  workReturned?: boolean;
};

const within = (now: number, start: Date | null, end: Date | null) =>
  start !== null && end !== null && start.getTime() <= now && now <= end.getTime();

/**
 * What to do next with one sign-up, most urgent first: pay the fee, complete one's information, invite
 * members while sign-up is open, submit the work in the submission window, view the result once the
 * competition is over or an award came. A rejected sign-up, or one a stage's cut-off eliminated, only
 * offers its details (the reason or the stage is shown beside it); the server refuses the rest too.
 */
export const nextActions = (f: EntryFacts, now = Date.now()): NextAction[] => {
  const finished = f.competitionStatus === 'closed' || f.competitionStatus === 'archived';
  if (f.outcome === 'awarded') return ['viewResult', 'viewDetails'];
  if (finished) return f.status === 'approved' ? ['viewResult', 'viewDetails'] : ['viewDetails'];
  if (f.status === 'rejected' || f.outcome === 'eliminated') return ['viewDetails'];
  const actions: NextAction[] = [];
  if (f.status === 'awaitingPayment' && !f.paidByOthers) actions.push('pay');
  if (f.profileMissing) actions.push('completeInfo');
  const signUpOpen = within(now, f.signUpStart, f.signUpEnd);
  if (f.mode === 'team' && f.role === 'captain' && signUpOpen && f.memberCount < f.teamMax)
    actions.push('invite');
  if (f.status === 'approved' && f.role !== 'advisor' && within(now, f.submitStart, f.submitEnd))
    actions.push(f.workReturned ? 'resubmitWork' : 'submitWork');
  actions.push('viewDetails');
  return actions;
};

const memberCount = sql<number>`(select count(*)::int from ${enrollMembers} as mc
  where mc.team_id = ${enrollTeams.id} and mc.role <> 'advisor')`;

/**
 * Award levels of published lists, by internal team id, that credit this person: lines made while they were
 * in the team (a later joiner is not named on them: awards/award-credit.ts).
 */
const awardsOf = async (db: Db, teamIds: number[], userId: number) => {
  const out = new Map<number, string[]>();
  if (teamIds.length === 0) return out;
  const rows = await db
    .select({ teamId: awardEntries.teamId, level: awardLevels.name })
    .from(awardEntries)
    .innerJoin(awardLists, eq(awardLists.id, awardEntries.listId))
    .innerJoin(awardLevels, eq(awardLevels.id, awardEntries.levelId))
    .innerJoin(
      enrollMembers,
      and(
        eq(enrollMembers.teamId, awardEntries.teamId),
        eq(enrollMembers.userId, userId),
        lte(enrollMembers.createdAt, awardEntries.createdAt),
      ),
    )
    .where(and(inArray(awardEntries.teamId, teamIds), eq(awardLists.published, true)));
  for (const r of rows) if (r.teamId !== null) out.set(r.teamId, [...(out.get(r.teamId) ?? []), r.level]);
  return out;
};

/** Awarded beats everything; then out at any cut-off; then through the latest decided cut-off. */
const outcomeOf = (stages: StageStanding[], awards: string[]): EntryOutcome | null => {
  if (awards.length) return 'awarded';
  if (stages.some((s) => s.state === 'eliminated')) return 'eliminated';
  return stages.some((s) => s.state === 'promoted') ? 'promoted' : null;
};

type StageRow = typeof competitionStages.$inferSelect;

/**
 * The stage each team is in now: the latest stage it was reviewed in (a cut-off's promotion enrols it in
 * the next one), else the stage it signed up for. Its name and submission window are what the entry shows.
 */
const currentStages = async (db: Db, standings: Map<number, StageStanding[]>) => {
  const latest = new Map<number, string>();
  for (const [teamId, stages] of standings) {
    const last = stages.at(-1);
    if (last) latest.set(teamId, last.stageId);
  }
  const out = new Map<number, StageRow>();
  if (latest.size === 0) return out;
  const rows = await db
    .select()
    .from(competitionStages)
    .where(inArray(competitionStages.publicId, [...new Set(latest.values())]));
  const byPublicId = new Map(rows.map((row) => [row.publicId, row]));
  for (const [teamId, stageId] of latest) {
    const row = byPublicId.get(stageId);
    if (row) out.set(teamId, row);
  }
  return out;
};

/** Every sign-up the user is part of (captain, member or advisor), newest first, with what to do next. */
export const listMyCompetitions = async (
  db: Db,
  userId: number,
  query: MyCompetitionQuery,
  profileMissing: boolean,
): Promise<MyCompetitionRow[]> => {
  const filters: (SQL | undefined)[] = [eq(enrollMembers.userId, userId)];
  if (query.status) filters.push(eq(enrollTeams.status, query.status));
  if (query.phase === 'running') filters.push(eq(competitions.status, 'published'));
  if (query.phase === 'finished') filters.push(inArray(competitions.status, ['closed', 'archived']));
  if (query.keyword)
    filters.push(
      sql`(${ilike(competitions.name, likePattern(query.keyword))} or ${ilike(enrollTeams.name, likePattern(query.keyword))})`,
    );
  const rows = await db
    .select({
      team: enrollTeams,
      role: enrollMembers.role,
      competition: {
        publicId: competitions.publicId,
        name: competitions.name,
        status: competitions.status,
        coverUrl: competitions.coverUrl,
      },
      stage: competitionStages,
      itemName: competitionItems.name,
      groupName: competitionGroups.name,
      mode: competitionEnrollSettings.mode,
      teamMax: competitionEnrollSettings.teamMax,
      memberCount,
    })
    .from(enrollMembers)
    .innerJoin(enrollTeams, eq(enrollTeams.id, enrollMembers.teamId))
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(competitionStages, eq(competitionStages.id, enrollTeams.stageId))
    .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
    .leftJoin(competitionGroups, eq(competitionGroups.id, enrollTeams.participantGroupId))
    .leftJoin(competitionEnrollSettings, eq(competitionEnrollSettings.competitionId, competitions.id))
    .where(and(...filters))
    .orderBy(desc(enrollTeams.createdAt), desc(enrollTeams.id))
    .limit(200);
  const teamIds = rows.map((r) => r.team.id);
  const [standings, awards, paidByOthers, paidBySchool, returned] = await Promise.all([
    teamStandings(db, teamIds),
    awardsOf(db, teamIds, userId),
    teamsPaidByOthers(
      db,
      rows.filter((r) => r.team.status === 'awaitingPayment').map((r) => r.team.id),
    ),
    teamsPaidBySchool(
      db,
      rows.filter((r) => r.team.feeFen > 0).map((r) => r.team.id),
    ),
    teamIds.length
      ? db
          .select({ teamId: works.teamId })
          .from(works)
          .where(and(inArray(works.teamId, teamIds), eq(works.status, 'returned')))
          .then((list) => new Set(list.map((w) => w.teamId)))
      : new Set<number>(),
  ]);
  const current = await currentStages(db, standings);
  return rows.map((r) => {
    const role = r.role as MyCompetitionRow['role'];
    const status = r.team.status as MyCompetitionRow['status'];
    const stages = standings.get(r.team.id) ?? [];
    const awardNames = awards.get(r.team.id) ?? [];
    const outcome = outcomeOf(stages, awardNames);
    // Sign-up (and inviting) belongs to the stage signed up for; submission to the stage it is in now.
    const now = current.get(r.team.id) ?? r.stage;
    return {
      teamId: r.team.publicId,
      competitionId: r.competition.publicId,
      competitionName: r.competition.name,
      competitionStatus: r.competition.status,
      coverUrl: r.competition.coverUrl,
      stageId: now.publicId,
      stageName: now.name,
      itemName: r.itemName,
      participantGroupName: r.groupName ?? '',
      teamName: r.team.name,
      role,
      mode: r.mode ?? 'individual',
      memberCount: Number(r.memberCount),
      status,
      rejectReason: status === 'rejected' ? r.team.rejectReason : '',
      feeFen: r.team.feeFen,
      paidBySchool: paidBySchool.has(r.team.id),
      signUpEnd: iso(r.stage.signUpEnd),
      submitStart: iso(now.submitStart),
      submitEnd: iso(now.submitEnd),
      createdAt: r.team.createdAt.toISOString(),
      stages,
      awards: awardNames,
      outcome,
      actions: nextActions({
        outcome,
        status,
        role,
        mode: r.mode ?? 'individual',
        competitionStatus: r.competition.status,
        signUpStart: r.stage.signUpStart,
        signUpEnd: r.stage.signUpEnd,
        submitStart: now.submitStart,
        submitEnd: now.submitEnd,
        memberCount: Number(r.memberCount),
        teamMax: r.teamMax ?? 1,
        profileMissing,
        paidByOthers: paidByOthers.has(r.team.id),
        workReturned: returned.has(r.team.id),
      }),
    };
  });
};
