import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { SchoolOrderBody, SchoolTeamRow } from '@podium/contracts';
import {
  competitionEnrollSettings,
  competitions,
  enrollTeams,
  financeOrderLines,
  financeOrders,
  groups,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { translate, type Lang } from '../../platform/messages.ts';
import { teamRuleBreaches } from '../enrollment/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { CLOSE_DUE_ORDERS_JOB } from './close-orders.ts';
import { financeMessages } from './finance.messages.ts';
import { newOrderNo } from './order-numbers.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The acting group, when it is a school (only a school account pays for its teams). */
const actingSchool = async (db: Db | Tx, auth: AuthContext) => {
  if (!auth.group) throw conflict(financeMessages.notSchool);
  const [school] = await db
    .select({ id: groups.id, type: groups.type })
    .from(groups)
    .where(eq(groups.id, auth.group.id));
  if (school?.type !== 'school') throw conflict(financeMessages.notSchool);
  return school.id;
};

const competitionFacts = async (db: Db | Tx, competitionPublicId: string) => {
  const [found] = await db
    .select({
      id: competitions.id,
      name: competitions.name,
      groupId: competitions.groupId,
      feeBasis: competitionEnrollSettings.feeBasis,
      payWindowMinutes: competitionEnrollSettings.payWindowMinutes,
      payDeadline: competitionEnrollSettings.payDeadline,
    })
    .from(competitions)
    .innerJoin(competitionEnrollSettings, eq(competitionEnrollSettings.competitionId, competitions.id))
    .where(eq(competitions.publicId, competitionPublicId));
  if (!found) throw notFound();
  return found;
};

/** The school's sign-ups in a competition that still await payment (with what each line will cost). */
const payableTeams = (db: Db | Tx, competitionId: number, schoolId: number, only?: string[]) =>
  db
    .select({
      id: enrollTeams.id,
      publicId: enrollTeams.publicId,
      name: enrollTeams.name,
      feeFen: enrollTeams.feeFen,
      memberCount: enrollTeams.memberCount,
    })
    .from(enrollTeams)
    .where(
      and(
        eq(enrollTeams.competitionId, competitionId),
        eq(enrollTeams.schoolGroupId, schoolId),
        eq(enrollTeams.status, 'awaitingPayment'),
        gt(enrollTeams.feeFen, 0),
        only ? inArray(enrollTeams.publicId, only) : undefined,
      ),
    )
    .orderBy(enrollTeams.id);

const quantityOf = (feeBasis: string, memberCount: number) =>
  feeBasis === 'member' ? Math.max(1, memberCount) : 1;

/**
 * GET /web/finance/school/teams: what a school account may pay for in one order, per competition; none
 * for any other account (the desk offers the school order only when there is something to pay). Each
 * team says which competition rule it breaks today, so the school does not pay unknowingly for a team
 * that cannot be approved as it stands.
 */
export const listSchoolTeams = async (
  db: Db,
  auth: AuthContext,
  lang: Lang,
  competitionPublicId?: string,
) => {
  const schoolId = await actingSchool(db, auth).catch(() => null);
  if (schoolId === null) return [];
  const rows = await db
    .select({
      id: enrollTeams.id,
      competitionId: competitions.publicId,
      competitionName: competitions.name,
      feeBasis: competitionEnrollSettings.feeBasis,
      teamId: enrollTeams.publicId,
      name: enrollTeams.name,
      feeFen: enrollTeams.feeFen,
      memberCount: enrollTeams.memberCount,
    })
    .from(enrollTeams)
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(competitionEnrollSettings, eq(competitionEnrollSettings.competitionId, competitions.id))
    .where(
      and(
        eq(enrollTeams.schoolGroupId, schoolId),
        eq(enrollTeams.status, 'awaitingPayment'),
        gt(enrollTeams.feeFen, 0),
        competitionPublicId ? eq(competitions.publicId, competitionPublicId) : undefined,
      ),
    )
    .orderBy(competitions.id, enrollTeams.id);
  const breaches = await teamRuleBreaches(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r): SchoolTeamRow => ({
    competitionId: r.competitionId,
    competitionName: r.competitionName,
    teamId: r.teamId,
    name: r.name,
    feeFen: r.feeFen,
    amountFen: r.feeFen * quantityOf(r.feeBasis, r.memberCount),
    ruleBreach: ((breach) => (breach ? translate(breach.message, lang, breach.params) : null))(
      breaches.get(r.id),
    ),
  }));
};

/**
 * POST /web/finance/school/order: one order, one line per chosen team, paid by the school account. In one
 * transaction the teams are locked, the open orders their captains had are cancelled (closed without
 * giving places back: the teams keep waiting, now on this order) and the school's order is made; money
 * still arriving for a cancelled one goes to the needs-attention list. An open order that also holds a
 * team not chosen is not split: those teams are refused.
 */
export const makeSchoolOrder = async (db: Db, jobs: JobQueue, auth: AuthContext, body: SchoolOrderBody) => {
  const made = await db.transaction(async (tx) => {
    const schoolId = await actingSchool(tx, auth);
    const competition = await competitionFacts(tx, body.competitionId);
    const wanted = [...new Set(body.teamIds)];
    const teams = await payableTeams(tx, competition.id, schoolId, wanted).for('update');
    if (teams.length !== wanted.length) throw conflict(financeMessages.teamsNotPayable);
    const teamIds = teams.map((t) => t.id);
    const open = await tx
      .selectDistinct({ id: financeOrders.id })
      .from(financeOrders)
      .innerJoin(financeOrderLines, eq(financeOrderLines.orderId, financeOrders.id))
      .where(and(eq(financeOrders.state, 'awaiting'), inArray(financeOrderLines.teamId, teamIds)));
    const openIds = open.map((o) => o.id);
    if (openIds.length) {
      const [other] = await tx
        .select({ id: financeOrderLines.id })
        .from(financeOrderLines)
        .where(
          and(inArray(financeOrderLines.orderId, openIds), notInArray(financeOrderLines.teamId, teamIds)),
        )
        .limit(1);
      if (other) throw conflict(financeMessages.teamsNotPayable);
      const now = new Date();
      await tx
        .update(financeOrders)
        .set({ state: 'closed', closedAt: now, closeReason: 'cancelled', updatedAt: now })
        .where(and(inArray(financeOrders.id, openIds), eq(financeOrders.state, 'awaiting')));
    }
    const now = new Date();
    const windowEnd = new Date(now.getTime() + competition.payWindowMinutes * 60_000);
    const { payDeadline } = competition;
    if (payDeadline && payDeadline.getTime() <= now.getTime()) throw conflict(financeMessages.windowClosed);
    const expiresAt = payDeadline && payDeadline < windowEnd ? payDeadline : windowEnd;
    const lines = teams.map((team) => {
      const quantity = quantityOf(competition.feeBasis, team.memberCount);
      return {
        teamId: team.id,
        description: team.name,
        unitFen: team.feeFen,
        quantity,
        amountFen: team.feeFen * quantity,
      };
    });
    const [order] = await tx
      .insert(financeOrders)
      .values({
        orderNo: newOrderNo(now),
        payerId: auth.userId,
        payerGroupId: schoolId,
        competitionId: competition.id,
        organiserGroupId: competition.groupId,
        subject: `${competition.name} 报名费（${lines.length}支队伍）`,
        amountFen: lines.reduce((sum, l) => sum + l.amountFen, 0),
        expiresAt,
      })
      .returning({ id: financeOrders.id, orderNo: financeOrders.orderNo });
    await tx
      .insert(financeOrderLines)
      .values(lines.map((l) => ({ ...l, publicId: newPublicId(), orderId: order!.id })));
    return { orderNo: order!.orderNo, expiresAt };
  });
  await jobs.enqueue(CLOSE_DUE_ORDERS_JOB, {}, { runAfter: made.expiresAt });
  return made.orderNo;
};
