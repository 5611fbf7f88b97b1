import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DiscountCodeRow } from '@podium/contracts';
import type { ApplyDiscountBody, discountCodeCreateBody, discountCodeQuery } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitions,
  financeDiscountCodes,
  financeDiscountUses,
  financeOrderLines,
  financeOrders,
  financeTransfers,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { confirmPaidTeams } from '../enrollment/index.ts';
import { financeMessages } from './finance.messages.ts';
import { newOrderNo } from './order-numbers.ts';
import { inRefundReach } from './refund-request.ts';
import { isMemberOfOrderTeam } from './school-held.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CodeQuery = z.output<typeof discountCodeQuery>;
type CodeCreate = z.output<typeof discountCodeCreateBody>;

/** Fen a code takes off `fen`: integer arithmetic, rounded down for a percentage, never more than `fen`. */
export const discountOf = (kind: string, value: number, fen: number) =>
  Math.min(fen, kind === 'percent' ? Math.floor((fen * value) / 100) : value);

const competitionInReach = async (db: Db | Tx, auth: AuthContext, competitionPublicId: string) => {
  const [found] = await db
    .select({ id: competitions.id, groupId: competitions.groupId })
    .from(competitions)
    .where(eq(competitions.publicId, competitionPublicId));
  if (!found) throw notFound();
  if (!(await inRefundReach(db as unknown as Tx, auth, found.groupId)))
    throw conflict(financeMessages.financeNotInReach);
  return found;
};

const present = (
  r: typeof financeDiscountCodes.$inferSelect & { competitionPublicId: string; competitionName: string },
): DiscountCodeRow => ({
  codeId: r.publicId,
  competitionId: r.competitionPublicId,
  competitionName: r.competitionName,
  code: r.code,
  kind: r.kind as DiscountCodeRow['kind'],
  value: r.value,
  maxUses: r.maxUses,
  usedCount: r.usedCount,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  disabled: r.disabled,
  createdAt: r.createdAt.toISOString(),
});

/** GET /finance/discount/page: the codes of competitions whose organiser lies in the caller's subtree. */
export const listDiscountCodes = async (db: Db, auth: AuthContext, query: CodeQuery) => {
  const reach = auth.isRoot
    ? undefined
    : auth.group
      ? inArray(competitions.groupId, subtreeGroupIds(auth.group.path))
      : sql`false`;
  const where = and(query.competitionId ? eq(competitions.publicId, query.competitionId) : undefined, reach);
  const [total] = await db
    .select({ n: count() })
    .from(financeDiscountCodes)
    .innerJoin(competitions, eq(competitions.id, financeDiscountCodes.competitionId))
    .where(where);
  const rows = await db
    .select({
      code: financeDiscountCodes,
      competitionPublicId: competitions.publicId,
      competitionName: competitions.name,
    })
    .from(financeDiscountCodes)
    .innerJoin(competitions, eq(competitions.id, financeDiscountCodes.competitionId))
    .where(where)
    .orderBy(desc(financeDiscountCodes.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  return {
    total: total!.n,
    rows: rows.map((r) =>
      present({ ...r.code, competitionPublicId: r.competitionPublicId, competitionName: r.competitionName }),
    ),
  };
};

/** POST /finance/discount/create: a new code for a competition in reach; the same code twice is refused. */
export const createDiscountCode = async (db: Db, auth: AuthContext, body: CodeCreate) => {
  const competition = await competitionInReach(db, auth, body.competitionId);
  const inserted = await db
    .insert(financeDiscountCodes)
    .values({
      publicId: newPublicId(),
      competitionId: competition.id,
      code: body.code,
      kind: body.kind,
      value: body.value,
      maxUses: body.maxUses,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      createdBy: auth.userId,
    })
    .onConflictDoNothing()
    .returning({ publicId: financeDiscountCodes.publicId });
  if (!inserted.length) throw conflict(financeMessages.discountCodeExists);
  return inserted[0]!.publicId;
};

/** POST /finance/discount/disable: the code can no longer be used (orders it discounted stay as they are). */
export const disableDiscountCode = async (db: Db, auth: AuthContext, codeId: string) => {
  const [code] = await db
    .select({ id: financeDiscountCodes.id, groupId: competitions.groupId, code: financeDiscountCodes.code })
    .from(financeDiscountCodes)
    .innerJoin(competitions, eq(competitions.id, financeDiscountCodes.competitionId))
    .where(eq(financeDiscountCodes.publicId, codeId));
  if (!code) throw notFound(financeMessages.discountCodeNotFound);
  if (!(await inRefundReach(db as unknown as Tx, auth, code.groupId)))
    throw conflict(financeMessages.financeNotInReach);
  await db.update(financeDiscountCodes).set({ disabled: true }).where(eq(financeDiscountCodes.id, code.id));
  return code.code;
};

/**
 * Takes one use of a code, or says why not. One conditional UPDATE (`used_count < max_uses`, not
 * disabled, not expired): concurrent payers each get a use or a refusal, never one use too many.
 */
const takeUse = async (tx: Tx, competitionId: number, typed: string, now: Date) => {
  const code = typed.trim().toUpperCase();
  const [taken] = await tx
    .update(financeDiscountCodes)
    .set({ usedCount: sql`${financeDiscountCodes.usedCount} + 1` })
    .where(
      and(
        eq(financeDiscountCodes.competitionId, competitionId),
        eq(financeDiscountCodes.code, code),
        eq(financeDiscountCodes.disabled, false),
        lt(financeDiscountCodes.usedCount, financeDiscountCodes.maxUses),
        or(isNull(financeDiscountCodes.expiresAt), gt(financeDiscountCodes.expiresAt, now)),
      ),
    )
    .returning();
  if (taken) return taken;
  // Why not, for the payer: unknown (or switched off), expired, or used up.
  const [found] = await tx
    .select()
    .from(financeDiscountCodes)
    .where(and(eq(financeDiscountCodes.competitionId, competitionId), eq(financeDiscountCodes.code, code)));
  if (!found || found.disabled) throw conflict(financeMessages.discountNotFound);
  if (found.expiresAt && found.expiresAt.getTime() <= now.getTime())
    throw conflict(financeMessages.discountExpired);
  throw conflict(financeMessages.discountUsedUp);
};

/**
 * POST /web/finance/order/discount: the payer applies a code to their awaiting order. Amounts are never
 * edited in place: in one transaction the order is locked, a use of the code taken, the order cancelled
 * (`replaced`) and a new one made with the same lines, `discount_fen` and the amount recomputed on the
 * server (integer fen, never below 0). A 0-fen order is paid at once, without a provider, and its
 * sign-ups go ahead. Money still arriving for the replaced order goes to the needs-attention list.
 * Returns the new order number and the replaced order's provider (the caller closes it there).
 */
export const applyDiscount = async (db: Db, auth: AuthContext, body: ApplyDiscountBody) =>
  db.transaction(async (tx) => {
    const now = new Date();
    const [order] = await tx
      .select()
      .from(financeOrders)
      .where(eq(financeOrders.orderNo, body.orderNo.trim()))
      .for('update');
    if (!order) throw notFound(financeMessages.orderNotFound);
    if (order.payerId !== auth.userId)
      throw conflict(
        (await isMemberOfOrderTeam(tx, auth.userId, order.id))
          ? financeMessages.schoolPays
          : financeMessages.orderNotYours,
      );
    if (order.state === 'closed') throw conflict(financeMessages.orderClosed);
    if (order.state !== 'awaiting') throw conflict(financeMessages.alreadyPaid);
    if (order.expiresAt.getTime() <= now.getTime()) throw conflict(financeMessages.windowClosed);
    if (order.discountFen > 0) throw conflict(financeMessages.discountTwice);
    const [waiting] = await tx
      .select({ id: financeTransfers.id })
      .from(financeTransfers)
      .where(and(eq(financeTransfers.orderId, order.id), eq(financeTransfers.state, 'submitted')));
    if (waiting) throw conflict(financeMessages.voucherWaiting);

    const code = await takeUse(tx, order.competitionId, body.code, now);
    const discountFen = discountOf(code.kind, code.value, order.amountFen);
    const amountFen = order.amountFen - discountFen;
    await tx
      .update(financeOrders)
      .set({ state: 'closed', closedAt: now, closeReason: 'replaced', updatedAt: now })
      .where(eq(financeOrders.id, order.id));
    const free = amountFen === 0;
    const [made] = await tx
      .insert(financeOrders)
      .values({
        orderNo: newOrderNo(now),
        payerId: order.payerId,
        payerGroupId: order.payerGroupId,
        competitionId: order.competitionId,
        organiserGroupId: order.organiserGroupId,
        subject: order.subject,
        amountFen,
        discountFen,
        expiresAt: order.expiresAt,
        ...(free ? { state: 'paid', paidAt: now, provider: 'discount' } : {}),
      })
      .returning({ id: financeOrders.id, orderNo: financeOrders.orderNo });
    const lines = await tx.select().from(financeOrderLines).where(eq(financeOrderLines.orderId, order.id));
    await tx.insert(financeOrderLines).values(
      lines.map((l) => ({
        publicId: newPublicId(),
        orderId: made!.id,
        teamId: l.teamId,
        description: l.description,
        unitFen: l.unitFen,
        quantity: l.quantity,
        amountFen: l.amountFen,
      })),
    );
    await tx.insert(financeDiscountUses).values({
      codeId: code.id,
      orderId: made!.id,
      replacedOrderId: order.id,
      discountFen,
      usedBy: auth.userId,
    });
    if (free)
      await confirmPaidTeams(
        tx,
        lines.map((l) => l.teamId),
        auth.userId,
      );
    return {
      orderNo: made!.orderNo,
      replaced: order.orderNo,
      replacedProvider: order.provider,
      code: code.code,
      discountFen,
    };
  });

/**
 * Gives a use back to its code when the discounted order closed unpaid (timed out): the code's uses count
 * orders that can still be, or were, paid. In the closing transaction; each use is given back once.
 */
export const releaseDiscountUses = async (tx: Tx | Db, orderIds: number[]) => {
  if (orderIds.length === 0) return;
  const released = await tx
    .update(financeDiscountUses)
    .set({ releasedAt: new Date() })
    .where(and(inArray(financeDiscountUses.orderId, orderIds), isNull(financeDiscountUses.releasedAt)))
    .returning({ codeId: financeDiscountUses.codeId });
  for (const use of released)
    await tx
      .update(financeDiscountCodes)
      .set({ usedCount: sql`greatest(${financeDiscountCodes.usedCount} - 1, 0)` })
      .where(eq(financeDiscountCodes.id, use.codeId));
};
