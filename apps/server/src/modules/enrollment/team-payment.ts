import type { TeamHistoryAction } from '@podium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { competitionEnrollSettings, enrollTeamHistory, enrollTeams } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { releasePlace } from './capacity.ts';

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What the finance area does when a sign-up needs paying: make its order inside the sign-up's transaction
 * (so a sign-up with a fee never exists without one) and, after the commit, schedule what follows.
 */
export type SignUpOrderMaker = (
  tx: Tx,
  team: { teamId: number; payerId: number; competitionId: number },
) => Promise<{ orderNo: string; afterCommit: () => Promise<void> }>;

/** Per database (tests open several apps in one process), the app's order maker. */
const orderMakers = new WeakMap<Db, SignUpOrderMaker>();

/** The finance module registers its order maker for its app's database (enrollment must not import finance: it imports us). */
export const registerSignUpOrderMaker = (db: Db, maker: SignUpOrderMaker) => {
  orderMakers.set(db, maker);
};
export const signUpOrderMaker = (db: Db) => orderMakers.get(db);

/**
 * Paid: each sign-up still awaiting payment moves on — to pending when the competition wants approval,
 * else approved — with one conditional UPDATE, so a repeat changes nothing. Returns the teams that moved.
 * `actorId` is who paid (the order's payer, or the staff member who waived or discounted the fee): the
 * desk's history names them.
 */
export const confirmPaidTeams = async (tx: Tx, teamIds: number[], actorId: number | null) => {
  if (teamIds.length === 0) return [];
  const rows = await tx
    .select({ id: enrollTeams.id, needsApproval: competitionEnrollSettings.needsApproval })
    .from(enrollTeams)
    .innerJoin(
      competitionEnrollSettings,
      eq(competitionEnrollSettings.competitionId, enrollTeams.competitionId),
    )
    .where(and(inArray(enrollTeams.id, teamIds), eq(enrollTeams.status, 'awaitingPayment')));
  const moved: number[] = [];
  for (const row of rows) {
    const to = row.needsApproval ? 'pending' : 'approved';
    const [done] = await tx
      .update(enrollTeams)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(enrollTeams.id, row.id), eq(enrollTeams.status, 'awaitingPayment')))
      .returning({ id: enrollTeams.id });
    if (!done) continue;
    moved.push(done.id);
    await tx.insert(enrollTeamHistory).values({
      teamId: done.id,
      action: 'paid',
      fromStatus: 'awaitingPayment',
      toStatus: to,
      reason: '',
      actorId,
    });
  }
  return moved;
};

/**
 * Rejects each of the teams still in one of `from` with the reason the student reads, writes its history
 * row and gives its places back (total, item, school) in the caller's transaction, so the capacity
 * counters stay exact and another team may take them. Rows are locked first; a team already moved on is
 * left alone (a repeat changes nothing). Returns the teams rejected.
 */
const rejectTeams = async (
  tx: Tx,
  teamIds: number[],
  from: string[],
  action: TeamHistoryAction,
  reason: string,
) => {
  if (teamIds.length === 0) return [];
  const before = await tx
    .select({
      id: enrollTeams.id,
      status: enrollTeams.status,
      competitionId: enrollTeams.competitionId,
      itemId: enrollTeams.itemId,
      schoolGroupId: enrollTeams.schoolGroupId,
    })
    .from(enrollTeams)
    .where(and(inArray(enrollTeams.id, teamIds), inArray(enrollTeams.status, from)))
    .for('update');
  if (before.length === 0) return [];
  const moved = await tx
    .update(enrollTeams)
    .set({ status: 'rejected', rejectReason: reason, updatedAt: new Date() })
    .where(
      and(
        inArray(
          enrollTeams.id,
          before.map((b) => b.id),
        ),
        inArray(enrollTeams.status, from),
      ),
    )
    .returning({ id: enrollTeams.id });
  for (const { id } of moved) {
    const team = before.find((b) => b.id === id)!;
    await tx
      .insert(enrollTeamHistory)
      .values({ teamId: id, action, fromStatus: team.status, toStatus: 'rejected', reason });
    const scopes = ['total', `item:${team.itemId}`];
    if (team.schoolGroupId !== null) scopes.push(`school:${team.schoolGroupId}`);
    for (const scope of scopes) await releasePlace(tx, team.competitionId, scope);
  }
  return moved.map((t) => t.id);
};

/** Not paid in time: each sign-up still awaiting payment is rejected and gives its places back. */
export const releaseUnpaidTeams = (tx: Tx, teamIds: number[], reason: string) =>
  rejectTeams(tx, teamIds, ['awaitingPayment'], 'paymentClosed', reason);

/** Refunded in full: each sign-up still in (pending or approved) leaves the competition, its places freed. */
export const releaseRefundedTeams = (tx: Tx, teamIds: number[], reason: string) =>
  rejectTeams(tx, teamIds, ['pending', 'approved'], 'refunded', reason);
