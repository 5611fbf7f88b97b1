import { and, asc, eq, gt, inArray, notExists } from 'drizzle-orm';
import {
  competitions,
  enrollTeams,
  financeAttention,
  financeOrderLines,
  financeOrders,
  financePayments,
  financeInvoices,
  financeRefunds,
  financeTransfers,
  files,
  operationLogs,
  users,
} from '../../schema/index.ts';
import { API_BASE, FinanceApi } from '@podium/contracts';
import { newPublicId } from '../../../platform/ids.ts';
import { newOrderNo } from '../../../modules/finance/order-numbers.ts';
import { DEMO_DOCUMENTS, sha256Of } from '../../../modules/works/demo-documents.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 86_400_000;

/**
 * Who was paid through what, by the paid sign-up's place among them: every way of paying shows on the
 * desk. The newest paid order (the fifth) stays a demo-provider one: in the demo only the demo provider
 * can give money back, and the refund journey refunds the first paid row of the order list; WeChat Pay
 * and the bank transfer are the two oldest paid-only rows' (the sixth and seventh sign-ups are older
 * than the fifth).
 */
const providerOf = (paidIndex: number) =>
  paidIndex === 5 ? 'wechat' : paidIndex === 6 ? 'transfer' : paidIndex % 2 === 0 ? 'demo' : 'alipay';

/** How each provider's transaction numbers look (WeChat Pay's transaction_id starts 4200…). */
const TRADE_PREFIX: Record<string, string> = { demo: 'DEMO', alipay: '2026', wechat: '42000' };

/**
 * A bank transfer its payer handed in and finance staff (the organiser) confirmed: the voucher, its
 * decision, the payment's trade number (`TR` + the voucher's id, as `confirmTransfer` records it) and the
 * operation-log row the confirmation leaves.
 */
const seedConfirmedTransfer = async (
  tx: SeedContext['tx'],
  base: SeedContext['base'],
  order: {
    orderId: number;
    orderNo: string;
    captainId: number;
    payerGroupId: number | null;
    organiserGroupId: number;
    submittedAt: Date;
    paidAt: Date;
  },
) => {
  const voucher = DEMO_DOCUMENTS.transferVoucherConfirmed;
  const [file] = await tx
    .insert(files)
    .values({
      publicId: newPublicId(),
      // A placeholder key: the app writes the bytes and the real key at start (demo-documents.ts).
      storageKey: newPublicId(),
      ownerId: order.captainId,
      groupId: order.payerGroupId,
      purpose: 'transferVoucher',
      originalName: '转账回单.pdf',
      size: voucher.length,
      sha256: sha256Of(voucher),
      mime: 'application/pdf',
    })
    .returning({ id: files.id });
  // The demo organiser (username `organizer`) keeps its competitions' money.
  const confirmer = base.users.organizer;
  const [transfer] = await tx
    .insert(financeTransfers)
    .values({
      publicId: newPublicId(),
      orderId: order.orderId,
      fileId: file!.id,
      uploadedBy: order.captainId,
      state: 'confirmed',
      decidedBy: confirmer.id,
      decidedAt: order.paidAt,
      createdAt: order.submittedAt,
    })
    .returning({ publicId: financeTransfers.publicId });
  await tx.insert(operationLogs).values({
    userId: confirmer.id,
    username: 'organizer',
    groupId: order.organiserGroupId,
    module: 'finance',
    action: 'transferConfirm',
    target: order.orderNo,
    before: { state: 'awaiting' },
    after: { transferId: transfer!.publicId, outcome: 'paid', state: 'paid' },
    method: 'POST',
    path: `${API_BASE}${FinanceApi.transferConfirm}`,
    success: true,
    createdAt: order.paidAt,
  });
  return {
    tradeNo: `TR${transfer!.publicId}`,
    raw: { transferId: transfer!.publicId, confirmedBy: confirmer.id, seeded: true },
  };
};

/**
 * Orders for the demo sign-ups that carry a fee and have none yet, one per team, in the state the team is in: awaiting
 * payment (student's own team among them), paid by the demo provider, Alipay, WeChat Pay and a bank
 * transfer finance staff confirmed (`providerOf`), one partly refunded,
 * closed unpaid for rejected ones — and one late Alipay payment for a closed order on the needs-attention
 * list, an invoice asked for and a refund awaiting a second approver, a bank-transfer voucher waiting for
 * finance staff (the second awaiting order), and one sign-up its school paid for (the `school` account). Payments and refunds are rows of their own; order totals are their sums, as in real use.
 */
export const seedFinance = async ({ tx, base }: SeedContext) => {
  const teams = await tx
    .select({
      id: enrollTeams.id,
      name: enrollTeams.name,
      status: enrollTeams.status,
      feeFen: enrollTeams.feeFen,
      captainId: enrollTeams.captainId,
      competitionId: enrollTeams.competitionId,
      createdAt: enrollTeams.createdAt,
      competitionName: competitions.name,
      organiserGroupId: competitions.groupId,
      payerGroupId: users.groupId,
      schoolGroupId: enrollTeams.schoolGroupId,
    })
    .from(enrollTeams)
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(users, eq(users.id, enrollTeams.captainId))
    .where(
      and(
        gt(enrollTeams.feeFen, 0),
        inArray(enrollTeams.status, ['awaitingPayment', 'pending', 'approved', 'rejected']),
        // The statistics season brings its own orders (statistics-season/).
        notExists(
          tx
            .select({ id: financeOrderLines.id })
            .from(financeOrderLines)
            .where(eq(financeOrderLines.teamId, enrollTeams.id)),
        ),
      ),
    )
    .orderBy(asc(enrollTeams.id));
  const now = Date.now();
  let paidCount = 0;
  let closedCount = 0;
  let awaitingCount = 0;
  let schoolPaid = false;
  for (const team of teams) {
    const state =
      team.status === 'awaitingPayment' ? 'awaiting' : team.status === 'rejected' ? 'closed' : 'paid';
    const createdAt = team.createdAt;
    const paidAt = new Date(createdAt.getTime() + 10 * 60_000);
    const provider = state === 'paid' ? providerOf(paidCount) : null;
    // The first paid sign-up of the school account's school past the special ones: paid by the school.
    const bySchool =
      state === 'paid' && paidCount >= 3 && !schoolPaid && team.schoolGroupId === base.groups.schoolA.id;
    if (bySchool) schoolPaid = true;
    const [order] = await tx
      .insert(financeOrders)
      .values({
        orderNo: newOrderNo(createdAt),
        payerId: bySchool ? base.users.school.id : team.captainId,
        payerGroupId: bySchool ? base.groups.schoolA.id : team.payerGroupId,
        competitionId: team.competitionId,
        organiserGroupId: team.organiserGroupId,
        subject: `${team.competitionName} 报名费`,
        amountFen: team.feeFen,
        state,
        provider,
        // Awaiting ones stay open for a week, so the demo student can pay on the cashier.
        expiresAt:
          state === 'awaiting' ? new Date(now + 7 * DAY) : new Date(createdAt.getTime() + 30 * 60_000),
        paidAt: state === 'paid' ? paidAt : null,
        closedAt: state === 'closed' ? new Date(createdAt.getTime() + 30 * 60_000) : null,
        closeReason: state === 'closed' ? 'timeout' : '',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: financeOrders.id, orderNo: financeOrders.orderNo });
    await tx.insert(financeOrderLines).values({
      publicId: newPublicId(),
      orderId: order!.id,
      teamId: team.id,
      description: team.name,
      unitFen: team.feeFen,
      quantity: 1,
      amountFen: team.feeFen,
    });
    if (state === 'paid') {
      const transfer =
        provider === 'transfer'
          ? await seedConfirmedTransfer(tx, base, {
              orderId: order!.id,
              orderNo: order!.orderNo,
              captainId: team.captainId,
              payerGroupId: team.payerGroupId,
              organiserGroupId: team.organiserGroupId,
              submittedAt: new Date(createdAt.getTime() + 5 * 60_000),
              paidAt,
            })
          : null;
      const [payment] = await tx
        .insert(financePayments)
        .values({
          publicId: newPublicId(),
          orderId: order!.id,
          provider: provider!,
          tradeNo: transfer?.tradeNo ?? `${TRADE_PREFIX[provider!]}${order!.orderNo.slice(2)}`,
          amountFen: team.feeFen,
          paidAt,
          raw: transfer?.raw ?? { seeded: true },
        })
        .returning({ id: financePayments.id });
      // The second paid order: half refunded (one member could not come), so its state is partlyRefunded.
      if (paidCount === 1) {
        await tx.insert(financeRefunds).values({
          publicId: newPublicId(),
          orderId: order!.id,
          paymentId: payment!.id,
          requestNo: `RF${order!.orderNo.slice(2)}`,
          amountFen: Math.floor(team.feeFen / 2),
          reason: '队员因故无法参赛，退还一半报名费',
          state: 'succeeded',
          finishedAt: new Date(paidAt.getTime() + DAY),
        });
        await tx
          .update(financeOrders)
          .set({ state: 'partlyRefunded' })
          .where(eq(financeOrders.id, order!.id));
      }
      // The first paid order's payer asked for an invoice (发票), which finance staff have yet to issue.
      if (paidCount === 0)
        await tx.insert(financeInvoices).values({
          publicId: newPublicId(),
          orderId: order!.id,
          requestedBy: team.captainId,
          title: '东海大学',
          // GB 32100-2015's own example code: a valid check character, no real unit's.
          taxNo: '91350100M000100Y43',
          address: '东海市大学路 1 号',
          email: 'finance@donghai.edu.cn',
          createdAt: new Date(paidAt.getTime() + DAY),
        });
      // The third: a full refund above the organiser's approval limit, waiting for a second finance person.
      if (paidCount === 2)
        await tx.insert(financeRefunds).values({
          publicId: newPublicId(),
          orderId: order!.id,
          paymentId: payment!.id,
          requestNo: `RF${order!.orderNo.slice(2)}`,
          amountFen: team.feeFen,
          reason: '赛事日程冲突，申请全额退费',
          state: 'awaitingApproval',
        });
      paidCount += 1;
    }
    // The second order awaiting payment: its captain paid by bank transfer and uploaded the receipt.
    if (state === 'awaiting' && awaitingCount++ === 1) {
      const voucher = DEMO_DOCUMENTS.transferVoucher;
      const [file] = await tx
        .insert(files)
        .values({
          publicId: newPublicId(),
          // A placeholder key: the app writes the bytes and the real key at start (demo-documents.ts).
          storageKey: newPublicId(),
          ownerId: team.captainId,
          groupId: team.payerGroupId,
          purpose: 'transferVoucher',
          originalName: '银行回单.pdf',
          size: voucher.length,
          sha256: sha256Of(voucher),
          mime: 'application/pdf',
        })
        .returning({ id: files.id });
      await tx.insert(financeTransfers).values({
        publicId: newPublicId(),
        orderId: order!.id,
        fileId: file!.id,
        uploadedBy: team.captainId,
        createdAt: new Date(createdAt.getTime() + 60 * 60_000),
      });
    }
    if (state === 'closed' && closedCount++ === 0)
      await tx.insert(financeAttention).values({
        publicId: newPublicId(),
        orderId: order!.id,
        provider: 'alipay',
        tradeNo: `2026LATE${order!.orderNo.slice(2)}`,
        amountFen: team.feeFen,
        reason: 'orderClosed',
        raw: { seeded: true },
      });
  }
};
