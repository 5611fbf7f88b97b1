import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow, PageResult, PortalCompetitionDetail, SignUpDetail } from '@podium/contracts';
import {
  enrollCapacity,
  enrollTeams,
  financeAttention,
  financeOrders,
  financePayments,
  jobs,
} from '../../db/schema/index.ts';
import { signInNewStudent } from '../../test-support/access-fixtures.ts';
import { portalCompetition, signUpNewStudent } from '../../test-support/demo-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { CLOSE_DUE_ORDERS_JOB, closeDueOrders, recordPayment } from './index.ts';

let t: TestApp;
let paid: PortalCompetitionDetail;
let organizer: string;

beforeAll(async () => {
  t = await createTestApp();
  paid = await portalCompetition(t, '智创大赛');
  organizer = await t.login('organizer');
});
afterAll(() => t.close());

/** The steps of a sign-up's history as the organiser's desk shows them (its detail must open). */
const deskHistory = async (teamId: string) => {
  const res = await t.get<SignUpDetail>('/enroll/manage/detail', { token: organizer, query: { teamId } });
  expect(res.body.code).toBe(0);
  return res.body.data.history.map((h) => h.action);
};

/** A new student signs up for the paid demo competition (fee 100.00 yuan per team). */
const signUpPaying = async (username: string) => {
  const { token, res } = await signUpNewStudent(t, paid, username);
  expect(res.body.code).toBe(0);
  return { token, result: res.body.data };
};

const usedTotal = async (competitionId: number) => {
  const [row] = await t.db
    .select({ used: sql<number>`coalesce(sum(${enrollCapacity.used}), 0)::int` })
    .from(enrollCapacity)
    .where(and(eq(enrollCapacity.competitionId, competitionId), eq(enrollCapacity.scope, 'total')));
  return row!.used;
};

describe('a sign-up with a fee', () => {
  it('creates an order awaiting payment, with the amount computed on the server, and a close job', async () => {
    const { token, result } = await signUpPaying('fin_order');
    expect(result).toMatchObject({ status: 'awaitingPayment', feeFen: 10000 });
    expect(result.orderNo).toMatch(/^PD\d{20}$/);
    const mine = await t.get<PageResult<OrderRow>>('/web/finance/order/page', { token });
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.rows[0]).toMatchObject({
      orderNo: result.orderNo,
      state: 'awaiting',
      amountFen: 10000,
      paidFen: 0,
      lines: [{ teamId: result.teamId, amountFen: 10000, quantity: 1 }],
    });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.name, CLOSE_DUE_ORDERS_JOB));
    expect(job!.runAfter.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
  });

  it('is confirmed only once paid (demo cashier), and paying again is refused', async () => {
    const { token, result } = await signUpPaying('fin_pay');
    const pay = await t.post<OrderRow>('/web/finance/demo/pay', { orderNo: result.orderNo }, { token });
    expect(pay.body.code).toBe(0);
    expect(pay.body.data).toMatchObject({ state: 'paid', paidFen: 10000, provider: 'demo' });
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, result.teamId));
    expect(team!.status).not.toBe('awaitingPayment');
    // The desk's detail of a paid sign-up opens and shows the payment (it answered 500 on this row).
    expect(await deskHistory(result.teamId)).toEqual(['created', 'paid']);
    // The payment names who paid: the captain who paid at the cashier (it read "Fee paid · —").
    const detail = await t.get<SignUpDetail>('/enroll/manage/detail', {
      token: organizer,
      query: { teamId: result.teamId },
    });
    const [history0, history1] = detail.body.data.history;
    expect(history1!.actorName).toBe(history0!.actorName);
    expect(history1!.actorName).toBeTruthy();
    const again = await t.post('/web/finance/demo/pay', { orderNo: result.orderNo }, { token, lang: 'en' });
    expect(again.body).toMatchObject({ code: 409, msg: 'This order is already paid' });
    const zh = await t.post('/web/finance/demo/pay', { orderNo: result.orderNo }, { token });
    expect(zh.body.msg).toBe('订单已支付，无需重复支付');
  });

  it("refuses someone else's order and an unknown one", async () => {
    const { result } = await signUpPaying('fin_owner');
    const other = await signInNewStudent(t, 'fin_other');
    const read = await t.get('/web/finance/order/detail', {
      token: other,
      query: { orderNo: result.orderNo! },
      lang: 'en',
    });
    expect(read.body).toMatchObject({ code: 409, msg: 'This order is not yours' });
    const pay = await t.post('/web/finance/demo/pay', { orderNo: result.orderNo }, { token: other });
    expect(pay.body.msg).toBe('这不是你的订单');
    const unknown = await t.post('/web/finance/demo/pay', { orderNo: 'PD0' }, { token: other });
    expect(unknown.body.code).toBe(404);
    const alipay = await t.post(
      '/alipay/payment/pay',
      { orderNo: result.orderNo },
      { token: other, lang: 'en' },
    );
    expect(alipay.body.msg).toBe('This payment method is not set up; contact the organiser');
  });

  it('closes unpaid after the window, frees the place exactly, and late money goes to needs-attention', async () => {
    const { token, result } = await signUpPaying('fin_late');
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, result.orderNo!));
    const before = await usedTotal(order!.competitionId);
    await t.db
      .update(financeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(financeOrders.id, order!.id));
    const late = await t.post('/web/finance/demo/pay', { orderNo: result.orderNo }, { token, lang: 'en' });
    expect(late.body.msg).toBe('The payment window has closed');

    const closed = await t.db.transaction((tx) => closeDueOrders(tx));
    expect(closed.map((c) => c.orderNo)).toContain(result.orderNo);
    expect(await usedTotal(order!.competitionId)).toBe(before - 1);
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, result.teamId));
    expect(team!.status).toBe('rejected');
    expect(await deskHistory(result.teamId)).toEqual(['created', 'paymentClosed']);
    // A second run closes nothing more and gives back nothing more.
    await t.db.transaction((tx) => closeDueOrders(tx));
    expect(await usedTotal(order!.competitionId)).toBe(before - 1);

    const money = {
      orderNo: result.orderNo!,
      tradeNo: 'T-late-1',
      amountFen: 10000,
      paidAt: new Date(),
      raw: {},
    };
    expect(await recordPayment(t.db, 'alipay', money)).toBe('attention');
    expect(await recordPayment(t.db, 'alipay', money)).toBe('repeat');
    const attention = await t.db
      .select()
      .from(financeAttention)
      .where(eq(financeAttention.orderId, order!.id));
    expect(attention).toMatchObject([{ reason: 'orderClosed', amountFen: 10000 }]);
    expect(
      await t.db.select().from(financePayments).where(eq(financePayments.orderId, order!.id)),
    ).toHaveLength(0);
    const [after] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, result.teamId));
    expect(after!.status).toBe('rejected');
  });

  it('the close job runs the same close through the durable job runner', async () => {
    const { result } = await signUpPaying('fin_job');
    await t.db
      .update(financeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(financeOrders.orderNo, result.orderNo!));
    await t.jobs.enqueue(CLOSE_DUE_ORDERS_JOB, {});
    t.jobs.start();
    await expect
      .poll(
        async () =>
          (await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, result.orderNo!)))[0]!
            .state,
        { timeout: 10_000 },
      )
      .toBe('closed');
  });
});
