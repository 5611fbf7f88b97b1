import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow, PortalCompetitionDetail, WaiverResult } from '@podium/contracts';
import {
  enrollTeams,
  financeDiscountCodes,
  financeOrders,
  financePayments,
  financeWaivers,
  operationLogs,
} from '../../db/schema/index.ts';
import { signInNewStudent } from '../../test-support/access-fixtures.ts';
import { portalCompetition, signUpNewStudent } from '../../test-support/demo-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { closeDueOrders } from './index.ts';

let t: TestApp;
let paid: PortalCompetitionDetail;
let organizer: string;

beforeAll(async () => {
  t = await createTestApp();
  paid = await portalCompetition(t, '智创大赛');
  organizer = await t.login('organizer');
});
afterAll(() => t.close());

const createCode = (body: Record<string, unknown>, token = organizer) =>
  t.post<{ codeId: string }>(
    '/finance/discount/create',
    { competitionId: paid.competitionId, kind: 'amount', value: 3000, maxUses: 5, ...body },
    { token, lang: 'en' },
  );

const apply = (token: string, orderNo: string, code: string, lang: 'en' | 'zh-CN' = 'en') =>
  t.post<OrderRow>('/web/finance/order/discount', { orderNo, code }, { token, lang });

const codeRow = async (code: string) =>
  (await t.db.select().from(financeDiscountCodes).where(eq(financeDiscountCodes.code, code)))[0]!;

/** A new student's sign-up for the paid competition: their token and the awaiting 100.00-yuan order. */
const payer = async (username: string) => {
  const { token, res } = await signUpNewStudent(t, paid, username);
  return { token, orderNo: res.body.data.orderNo!, teamId: res.body.data.teamId };
};

describe('discount codes', () => {
  it('an organiser creates a code; the payer applies it; the server recomputes the amount in a new order', async () => {
    expect((await createCode({ code: 'early-bird' })).body.code).toBe(0);
    const twice = await createCode({ code: 'EARLY-BIRD' });
    expect(twice.body).toMatchObject({ code: 409, msg: 'This competition already has this discount code' });
    const list = await t.get<{ rows: { code: string; usedCount: number }[] }>('/finance/discount/page', {
      token: organizer,
      query: { competitionId: paid.competitionId },
    });
    expect(list.body.data.rows.find((r) => r.code === 'EARLY-BIRD')).toMatchObject({ usedCount: 0 });

    const { token, orderNo } = await payer('disc_amount');
    const applied = await apply(token, orderNo, ' early-bird ');
    expect(applied.body.data).toMatchObject({ state: 'awaiting', amountFen: 7000, discountFen: 3000 });
    const newOrderNo = applied.body.data.orderNo;
    expect(newOrderNo).not.toBe(orderNo);
    const [old] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
    expect(old).toMatchObject({ state: 'closed', closeReason: 'replaced', amountFen: 10000 });
    expect((await codeRow('EARLY-BIRD')).usedCount).toBe(1);

    const again = await apply(token, newOrderNo, 'EARLY-BIRD');
    expect(again.body).toMatchObject({
      code: 409,
      msg: 'This order already has a discount code; one per order',
    });
    const pay = await t.post<OrderRow>('/web/finance/demo/pay', { orderNo: newOrderNo }, { token });
    expect(pay.body.data).toMatchObject({ state: 'paid', paidFen: 7000 });
  });

  it('refuses an unknown, an expired and a switched-off code, and another payer, in both languages', async () => {
    const { token, orderNo } = await payer('disc_refuse');
    expect((await apply(token, orderNo, 'NOPE-123')).body.msg).toBe(
      'This discount code is not valid; check it and try again',
    );
    expect((await apply(token, orderNo, 'NOPE-123', 'zh-CN')).body.msg).toBe('优惠码无效，请检查后重新输入');
    await createCode({ code: 'LATE-1', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await t.db
      .update(financeDiscountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(financeDiscountCodes.code, 'LATE-1'));
    expect((await apply(token, orderNo, 'LATE-1')).body.msg).toBe('This discount code has expired');
    const off = await createCode({ code: 'OFF-1' });
    await t.post('/finance/discount/disable', { codeId: off.body.data.codeId }, { token: organizer });
    expect((await apply(token, orderNo, 'OFF-1')).body.code).toBe(409);
    expect((await codeRow('OFF-1')).usedCount).toBe(0);
    const stranger = await signInNewStudent(t, 'disc_stranger');
    await createCode({ code: 'OPEN-1' });
    expect((await apply(stranger, orderNo, 'OPEN-1')).body.msg).toBe('This order is not yours');
    // Only finance staff create codes (a portal account is not signed in to the desk at all).
    expect((await createCode({ code: 'MINE-1' }, stranger)).body.code).toBe(401);
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
    expect(order).toMatchObject({ state: 'awaiting', amountFen: 10000 });
  });

  it('a 100 % code makes a 0-fen order that counts as paid without a provider', async () => {
    await createCode({ code: 'FREE-ALL', kind: 'percent', value: 100 });
    const { token, orderNo, teamId } = await payer('disc_free');
    const applied = await apply(token, orderNo, 'free-all');
    expect(applied.body.data).toMatchObject({
      state: 'paid',
      amountFen: 0,
      discountFen: 10000,
      provider: 'discount',
    });
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamId));
    expect(team!.status).not.toBe('awaitingPayment');
    const [order] = await t.db
      .select()
      .from(financeOrders)
      .where(eq(financeOrders.orderNo, applied.body.data.orderNo));
    expect(
      await t.db.select().from(financePayments).where(eq(financePayments.orderId, order!.id)),
    ).toHaveLength(0);
  });

  it('a percentage is taken in whole fen, rounded down', async () => {
    await createCode({ code: 'THIRD-OFF', kind: 'percent', value: 33 });
    const { token, orderNo } = await payer('disc_pct');
    const applied = await apply(token, orderNo, 'THIRD-OFF');
    expect(applied.body.data).toMatchObject({ amountFen: 6700, discountFen: 3300 });
  });

  it('the last use goes to exactly one of many payers applying at once', async () => {
    await createCode({ code: 'LAST-ONE', maxUses: 2 });
    const first = await payer('disc_last_0');
    expect((await apply(first.token, first.orderNo, 'LAST-ONE')).body.code).toBe(0);
    const racers = await Promise.all([1, 2, 3, 4, 5].map((i) => payer(`disc_last_${i}`)));
    const answers = await Promise.all(racers.map((r) => apply(r.token, r.orderNo, 'LAST-ONE')));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === 'This discount code has been used up')).toHaveLength(4);
    expect((await codeRow('LAST-ONE')).usedCount).toBe(2);
  });

  it('a discounted order that closes unpaid gives its use back, once', async () => {
    await createCode({ code: 'GIVE-BACK', maxUses: 1 });
    const { token, orderNo } = await payer('disc_back');
    const applied = await apply(token, orderNo, 'GIVE-BACK');
    expect((await codeRow('GIVE-BACK')).usedCount).toBe(1);
    await t.db
      .update(financeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(financeOrders.orderNo, applied.body.data.orderNo));
    await t.db.transaction((tx) => closeDueOrders(tx));
    await t.db.transaction((tx) => closeDueOrders(tx));
    expect((await codeRow('GIVE-BACK')).usedCount).toBe(0);
  });
});

describe('waivers', () => {
  it("finance staff waive a sign-up's fee with a reason: its order is cancelled, the sign-up goes ahead, audited", async () => {
    const { token, orderNo, teamId } = await payer('waive_one');
    const waived = await t.post<WaiverResult>(
      '/finance/waiver/create',
      { teamId, reason: '家庭经济困难，经学校证明减免' },
      { token: organizer },
    );
    expect(waived.body.data).toMatchObject({ teamId, previousFeeFen: 10000 });
    expect(waived.body.data.status).not.toBe('awaitingPayment');
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamId));
    expect(team).toMatchObject({ feeFen: 0 });
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
    expect(order).toMatchObject({ state: 'closed', closeReason: 'waived' });
    const [waiver] = await t.db.select().from(financeWaivers).where(eq(financeWaivers.teamId, team!.id));
    expect(waiver).toMatchObject({ reason: '家庭经济困难，经学校证明减免', previousFeeFen: 10000 });
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select()
              .from(operationLogs)
              .where(and(eq(operationLogs.action, 'waiverCreate'), eq(operationLogs.target, teamId)))
          ).length,
      )
      .toBe(1);
    // Paying the cancelled order is refused; waiving again is refused (nothing left to pay).
    expect((await t.post('/web/finance/demo/pay', { orderNo }, { token })).body.code).toBe(409);
    const again = await t.post(
      '/finance/waiver/create',
      { teamId, reason: 'again' },
      { token: organizer, lang: 'en' },
    );
    expect(again.body).toMatchObject({ code: 409, msg: 'This sign-up has nothing to pay' });
  });

  it('refuses a payer without finance permission and a reason left empty', async () => {
    const { token, teamId } = await payer('waive_self');
    expect((await t.post('/finance/waiver/create', { teamId, reason: 'me' }, { token })).body.code).toBe(401);
    expect(
      (await t.post('/finance/waiver/create', { teamId, reason: ' ' }, { token: organizer })).body.code,
    ).toBe(400);
  });
});
