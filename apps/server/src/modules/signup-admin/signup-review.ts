import { and, eq, inArray } from 'drizzle-orm';
import type { BatchApproveResult } from '@podium/contracts';
import { competitions, enrollTeamHistory, enrollTeams } from '../../db/schema/index.ts';
import { releasePlace } from '../enrollment/capacity.ts';
import { assertTeamMeetsRules, teamRuleBreaches } from '../enrollment/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { translate, type Lang } from '../../platform/messages.ts';
import { signUpAdminMessages } from './signup-admin.messages.ts';
import { signUpScope } from './signup-scope.ts';
import { emitEvents } from '../../platform/notify/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Statuses a reviewer may reject from: pending, and a fee not yet paid. Approval needs pending. */
const REJECTABLE = ['pending', 'awaitingPayment'];

/** Internal ids of the given sign-ups that lie in the caller's reach. */
const reachable = async (db: Db | Tx, auth: AuthContext, teamIds: string[]) =>
  db
    .select({
      id: enrollTeams.id,
      publicId: enrollTeams.publicId,
      name: enrollTeams.name,
      status: enrollTeams.status,
      competitionId: enrollTeams.competitionId,
      itemId: enrollTeams.itemId,
      schoolGroupId: enrollTeams.schoolGroupId,
    })
    .from(enrollTeams)
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .where(and(inArray(enrollTeams.publicId, teamIds), signUpScope(auth)));

/**
 * Moves sign-ups from one of `from` to `to` with ONE conditional UPDATE (`… where status in (from)`):
 * when two reviewers decide the same sign-up at once, the database lets exactly one update it; the other
 * sees no row come back. Returns what moved, with the status each had.
 */
const step = async (
  tx: Tx,
  auth: AuthContext,
  teams: { id: number; status: string }[],
  from: string[],
  to: 'approved' | 'rejected',
  reason: string,
) => {
  if (teams.length === 0) return [];
  // Approval has one source status; a rejection's is the one read just before (pending or unpaid).
  const before = new Map(teams.map((t) => [t.id, t.status]));
  const moved = await tx
    .update(enrollTeams)
    .set({
      status: to,
      rejectReason: reason,
      reviewedBy: auth.userId,
      reviewedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(
          enrollTeams.id,
          teams.map((t) => t.id),
        ),
        inArray(enrollTeams.status, from),
      ),
    )
    .returning({
      id: enrollTeams.id,
      publicId: enrollTeams.publicId,
      competitionId: enrollTeams.competitionId,
      itemId: enrollTeams.itemId,
      schoolGroupId: enrollTeams.schoolGroupId,
    });
  if (moved.length)
    await emitEvents(
      tx,
      moved.map((m) => ({
        type: to === 'approved' ? 'signUp.approved' : 'signUp.rejected',
        data: to === 'approved' ? { teamId: m.id } : { teamId: m.id, reason },
        actorId: auth.userId,
      })),
    );
  if (moved.length)
    await tx.insert(enrollTeamHistory).values(
      moved.map((m) => ({
        teamId: m.id,
        action: to,
        fromStatus: from.length === 1 ? from[0]! : (before.get(m.id) ?? null),
        toStatus: to,
        reason,
        actorId: auth.userId,
      })),
    );
  return moved;
};

const alreadyDecided = (status: string) => conflict(signUpAdminMessages.alreadyDecided, { status });

/**
 * POST /enroll/manage/approve: one pending sign-up → approved; a lost race is a 409, a team that breaks
 * the competition's team rules (size, advisors) a 400 naming the rule.
 */
export const approveSignUp = async (db: Db, auth: AuthContext, teamId: string) => {
  const [team] = await reachable(db, auth, [teamId]);
  if (!team) throw notFound(signUpAdminMessages.notFound);
  if (team.status === 'pending') await assertTeamMeetsRules(db, team.id);
  const moved = await db.transaction((tx) => step(tx, auth, [team], ['pending'], 'approved', ''));
  if (moved.length === 0) throw alreadyDecided(await currentStatus(db, team.id));
  return { before: team.status, after: 'approved' as const };
};

/**
 * POST /enroll/manage/approve/batch: every pending one in reach that meets the team rules → approved.
 * Teams breaking a rule are listed as refused with the rule (in the caller's language); the rest as skipped.
 */
export const approveSignUps = async (
  db: Db,
  auth: AuthContext,
  teamIds: string[],
  lang: Lang,
): Promise<BatchApproveResult> => {
  const teams = await reachable(db, auth, teamIds);
  const breaches = await teamRuleBreaches(
    db,
    teams.filter((t) => t.status === 'pending').map((t) => t.id),
  );
  const eligible = teams.filter((t) => !breaches.has(t.id));
  const moved = await db.transaction((tx) => step(tx, auth, eligible, ['pending'], 'approved', ''));
  const done = new Set(moved.map((m) => m.publicId));
  const refused = teams
    .filter((t) => breaches.has(t.id))
    .map((t) => {
      const breach = breaches.get(t.id)!;
      return { teamId: t.publicId, name: t.name, reason: translate(breach.message, lang, breach.params) };
    });
  const refusedIds = new Set(refused.map((r) => r.teamId));
  return {
    approved: moved.length,
    refused,
    skipped: teamIds.filter((id) => !done.has(id) && !refusedIds.has(id)),
  };
};

/**
 * POST /enroll/manage/reject: a pending (or unpaid) sign-up → rejected with the reason the student reads.
 * Its places are given back to the capacity counters in the same transaction.
 */
export const rejectSignUp = async (db: Db, auth: AuthContext, teamId: string, reason: string) => {
  const [team] = await reachable(db, auth, [teamId]);
  if (!team) throw notFound(signUpAdminMessages.notFound);
  const moved = await db.transaction(async (tx) => {
    const rows = await step(tx, auth, [team], REJECTABLE, 'rejected', reason);
    if (rows.length) await releasePlaces(tx, team);
    return rows;
  });
  if (moved.length === 0) throw alreadyDecided(await currentStatus(db, team.id));
  return { before: team.status, after: 'rejected' as const };
};

const currentStatus = async (db: Db, id: number) => {
  const [row] = await db
    .select({ status: enrollTeams.status })
    .from(enrollTeams)
    .where(eq(enrollTeams.id, id));
  return row?.status ?? '';
};

/** A rejected team no longer holds its places (total, item, school), so another team may take them. */
const releasePlaces = async (
  tx: Tx,
  team: { competitionId: number; itemId: number; schoolGroupId: number | null },
) => {
  const scopes = ['total', `item:${team.itemId}`];
  if (team.schoolGroupId !== null) scopes.push(`school:${team.schoolGroupId}`);
  for (const scope of scopes) await releasePlace(tx, team.competitionId, scope);
};
