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
 */
export const confirmPaidTeams = async (tx: Tx, teamIds: number[]) => {
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
    await tx
      .insert(enrollTeamHistory)
      .values({ teamId: done.id, action: 'paid', fromStatus: 'awaitingPayment', toStatus: to, reason: '' });
  }
  return moved;
};

/**
 * Not paid in time: each sign-up still awaiting payment is rejected with the reason the student reads and
 * gives its places back (total, item, school) in the same transaction, so another team may take them.
 */
export const releaseUnpaidTeams = async (tx: Tx, teamIds: number[], reason: string) => {
  if (teamIds.length === 0) return [];
  const released = await tx
    .update(enrollTeams)
    .set({ status: 'rejected', rejectReason: reason, updatedAt: new Date() })
    .where(and(inArray(enrollTeams.id, teamIds), eq(enrollTeams.status, 'awaitingPayment')))
    .returning({
      id: enrollTeams.id,
      competitionId: enrollTeams.competitionId,
      itemId: enrollTeams.itemId,
      schoolGroupId: enrollTeams.schoolGroupId,
    });
  for (const team of released) {
    await tx.insert(enrollTeamHistory).values({
      teamId: team.id,
      action: 'paymentClosed',
      fromStatus: 'awaitingPayment',
      toStatus: 'rejected',
      reason,
    });
    const scopes = ['total', `item:${team.itemId}`];
    if (team.schoolGroupId !== null) scopes.push(`school:${team.schoolGroupId}`);
    for (const scope of scopes) await releasePlace(tx, team.competitionId, scope);
  }
  return released.map((t) => t.id);
};
